import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HostImage } from '@orchim/shared/image-schemas';
import { reorderImagesSchema } from '@orchim/shared/image-schemas';
import { IMAGE_UPLOAD_LIMITS } from '@orchim/shared/images';
import { FormAlert } from '@/components/ui/form-alert';
import { PageFallback } from '@/components/page-fallback';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { useFormat } from '@/lib/format';
import {
  deleteImage,
  listingImagesKey,
  reorderImages,
  useListingImages,
  type PhotoListing,
} from '../api/listing-images';
import { useErrorText } from '../stay-form/error-text';
import { PhotoCard, type PhotoAction } from './photo-card';
import { PhotoDropzone } from './photo-dropzone';
import { UploadList } from './upload-list';
import { usePhotoUploads } from './use-photo-uploads';

/** The order after an action: one place earlier or later, or first (the cover). */
export function reordered(images: readonly HostImage[], index: number, action: PhotoAction): HostImage[] {
  const list = [...images];
  const target = action === 'earlier' ? index - 1 : action === 'later' ? index + 1 : 0;
  if (target < 0 || target >= list.length || target === index) return list;
  const [moved] = list.splice(index, 1);
  list.splice(target, 0, moved!);
  return list;
}

type Props = {
  listing: PhotoListing;
  /** The photos changed: what shows the listing's cover and what it lacks is to be fetched again. */
  onChanged: () => void;
  /** Uploads are on their way (the step waits for them before moving on). */
  onBusyChange?: (busy: boolean) => void;
};

/**
 * A listing's photos (the stay form's photos step, the meal, transport and Ohel forms; loaded on its own,
 * not with the form): the drop zone, the uploads in
 * progress, and the listing's photos to describe, reorder, make the cover or delete. Every change is
 * saved at once; a refused one is undone on screen and said why.
 */
export default function PhotoManager({ listing, onChanged, onBusyChange }: Props) {
  const { t } = useTranslation('hostForm');
  const { session } = useAuth();
  const format = useFormat();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const images = useListingImages(listing);
  const list = useMemo(() => images.data?.images ?? [], [images.data]);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [altErrors, setAltErrors] = useState<Record<string, string>>({});
  // One change at a time: each sends the whole order, so answers must not cross.
  const saving = useRef(false);
  const focusAfter = useRef<{ id: string; action: PhotoAction } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const setImages = (next: HostImage[]) => {
    queryClient.setQueryData(listingImagesKey(listing), { images: next });
    onChanged();
  };

  const uploads = usePhotoUploads({
    listing,
    imageCount: list.length,
    onUploaded: (next, file) => {
      setImages(next);
      setAnnouncement(t('photos.uploaded', { name: file.name }));
    },
  });
  const busy = uploads.busy;
  useLayoutEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  // After a move, focus stays on the photo that moved: on the button pressed, where it still can be.
  useLayoutEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    focusAfter.current = null;
    const find = (action: PhotoAction) =>
      document.querySelector<HTMLButtonElement>(`[data-photo="${wanted.id}"][data-action="${action}"]`);
    // At either end a move button is disabled, and a new cover has no "Make cover": its neighbour then.
    const target = [find(wanted.action), find('later'), find('earlier')].find(
      (button) => button && !button.disabled,
    );
    target?.focus();
  }, [list]);

  const save = async (next: HostImage[], alts?: Record<string, string>) => {
    const body = { order: next.map((image) => image.id), ...(alts ? { alts } : {}) };
    const previous = list;
    setFailure(null);
    saving.current = true;
    setImages(next);
    try {
      const answer = await reorderImages(listing, body, session?.access_token);
      setImages(answer.images);
      return true;
    } catch (error) {
      setImages(previous);
      setFailure(errorText(error));
      return false;
    } finally {
      saving.current = false;
    }
  };

  const act = async (image: HostImage, index: number, action: PhotoAction) => {
    if (saving.current) return;
    if (action === 'delete') {
      setFailure(null);
      saving.current = true;
      try {
        setImages(await deleteImage(listing, image, session?.access_token));
        setAnnouncement(t('photos.deleted', { position: index + 1 }));
        headingRef.current?.focus();
      } catch (error) {
        setFailure(errorText(error));
      } finally {
        saving.current = false;
      }
      return;
    }
    const next = reordered(list, index, action);
    focusAfter.current = { id: image.id, action };
    if (await save(next)) {
      const position = next.findIndex((item) => item.id === image.id) + 1;
      setAnnouncement(
        action === 'cover' ? t('photos.nowCover') : t('photos.moved', { position, count: next.length }),
      );
    }
  };

  const describe = async (image: HostImage, alt: string) => {
    const alts = { [image.id]: alt };
    const check = reorderImagesSchema.safeParse({ order: list.map((item) => item.id), alts });
    const problem = check.success ? undefined : check.error.issues[0]?.message;
    setAltErrors(({ [image.id]: _previous, ...rest }) => (problem ? { ...rest, [image.id]: problem } : rest));
    if (problem) return;
    if (await save(list, alts)) setAnnouncement(t('photos.altSaved', { position: list.indexOf(image) + 1 }));
  };

  return (
    <div className="space-y-5">
      <PhotoDropzone onFiles={uploads.add} full={list.length >= IMAGE_UPLOAD_LIMITS.maxFiles} />
      <UploadList uploads={uploads.uploads} onDismiss={uploads.dismiss} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {images.isPending ? (
        <PageFallback />
      ) : images.isError ? (
        <FormAlert>
          {errorText(images.error)}{' '}
          <Button variant="link" size="sm" className="h-auto px-0" onClick={() => void images.refetch()}>
            {t('actions.retry')}
          </Button>
        </FormAlert>
      ) : (
        <section aria-labelledby="photos-heading">
          <h3
            ref={headingRef}
            id="photos-heading"
            tabIndex={-1}
            className="text-lg font-semibold text-navy-800 focus:outline-none"
          >
            {t('photos.yours', {
              count: list.length,
              number: format.number(list.length),
              max: format.number(IMAGE_UPLOAD_LIMITS.maxFiles),
            })}
          </h3>
          {list.length ? (
            <ol className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((image, index) => (
                <PhotoCard
                  key={image.id}
                  image={image}
                  index={index}
                  count={list.length}
                  altError={altErrors[image.id]}
                  onAction={(action) => void act(image, index, action)}
                  onAlt={(alt) => void describe(image, alt)}
                />
              ))}
            </ol>
          ) : (
            <p className="mt-2 text-muted">{t('photos.none')}</p>
          )}
        </section>
      )}
    </div>
  );
}
