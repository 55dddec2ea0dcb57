import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { HostImage } from '@orchim/shared/image-schemas';
import type { StorageErrorCode } from '@orchim/shared/images';
import { useAuth } from '@/lib/auth/auth-context';
import type { PhotoListing } from '../api/listing-images';
import { uploadListingImage } from '../api/upload-image';
import { checkFiles } from './photo-checks';

export type Upload = {
  key: number;
  file: File;
  /** 0 to 1 while it is sent. */
  progress: number;
  status: 'waiting' | 'uploading' | 'failed';
  /** Why it failed: a code the browser found, or the server's refusal (an ApiError). */
  error?: StorageErrorCode | unknown;
};

type Options = {
  listing: PhotoListing;
  /** Photos the listing has now (they count towards the limit). */
  imageCount: number;
  /** A photo was stored: the listing's photos as the server answered them. */
  onUploaded: (images: HostImage[], file: File) => void;
};

let nextKey = 0;

/**
 * The photos being added: each checked in the browser first, then sent one at a time (a phone on a slow
 * line does better with one file at full speed than ten sharing it), each with its own progress. Failed
 * ones stay listed with the reason until dismissed.
 */
export function usePhotoUploads({ listing, imageCount, onUploaded }: Options) {
  const { kind, id } = listing;
  const { session } = useAuth();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const queue = useRef<Upload[]>([]);
  const running = useRef(false);
  // Aborts the uploads when the component goes away. Made by the effect, so that a component mounted
  // again (as StrictMode does) gets a fresh one rather than the one its unmount aborted.
  const controller = useRef<AbortController | null>(null);
  // The latest values for the loop, which outlives the render that started it.
  const latest = useRef({ accessToken: session?.access_token, onUploaded });
  useLayoutEffect(() => {
    latest.current = { accessToken: session?.access_token, onUploaded };
  });

  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);

  const update = useCallback((key: number, change: Partial<Upload>) => {
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  }, []);

  const pump = useCallback(async () => {
    // Files come from the host, after the effect above has run.
    if (running.current || !controller.current) return;
    running.current = true;
    const { signal } = controller.current;
    while (queue.current.length && !signal.aborted) {
      const upload = queue.current.shift()!;
      update(upload.key, { status: 'uploading' });
      try {
        const result = await uploadListingImage({
          listing: { kind, id },
          file: upload.file,
          accessToken: latest.current.accessToken,
          onProgress: (progress) => update(upload.key, { progress }),
          signal,
        });
        if (signal.aborted) break;
        setUploads((list) => list.filter((item) => item.key !== upload.key));
        latest.current.onUploaded(result.images, upload.file);
      } catch (error) {
        if (signal.aborted) break;
        update(upload.key, { status: 'failed', error });
      }
    }
    running.current = false;
  }, [kind, id, update]);

  const inFlight = uploads.filter((upload) => upload.status !== 'failed').length;

  const add = useCallback(
    (files: readonly File[]) => {
      const checked = checkFiles(files, imageCount + inFlight).map(({ file, refusal }): Upload => ({
        key: (nextKey += 1),
        file,
        progress: 0,
        status: refusal ? 'failed' : 'waiting',
        ...(refusal ? { error: refusal } : {}),
      }));
      setUploads((list) => [...list, ...checked]);
      queue.current.push(...checked.filter((upload) => upload.status === 'waiting'));
      void pump();
    },
    [imageCount, inFlight, pump],
  );

  const dismiss = useCallback((key: number) => {
    setUploads((list) => list.filter((upload) => upload.key !== key));
  }, []);

  return { uploads, add, dismiss, busy: inFlight > 0 };
}
