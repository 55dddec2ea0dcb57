import type { UploadImageResult } from '@orchim/shared/image-schemas';
import { IMAGE_UPLOAD_FIELDS, LISTING_IMAGES_BUCKET, listingImagePrefix } from '@orchim/shared/images';
import { ApiError, isApiErrorBody } from '@/lib/api';
import type { PhotoListing } from './listing-images';
import { getAppConfig } from '@/lib/app-config';

type UploadOptions = {
  listing: PhotoListing;
  file: File;
  alt?: string;
  accessToken: string | undefined;
  /** The share of the file sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /storage/v1/object/listing-images/{kind}/{id} as multipart (`file`, optional `alt`). XMLHttpRequest
 * rather than fetch, since only it reports upload progress. Refusals reject with the server's code, as
 * apiFetch does; no answer at all is 'network'.
 */
export function uploadListingImage({
  listing,
  file,
  alt,
  accessToken,
  onProgress,
  signal,
}: UploadOptions): Promise<UploadImageResult> {
  const { apiUrl, anonKey } = getAppConfig();
  const path = `/storage/v1/object/${LISTING_IMAGES_BUCKET}/${listingImagePrefix(listing.kind, listing.id).replace(/\/$/, '')}`;
  const body = new FormData();
  if (alt) body.append(IMAGE_UPLOAD_FIELDS.alt, alt);
  // The file last: the server reads the fields that come before it.
  body.append(IMAGE_UPLOAD_FIELDS.file, file, file.name);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', new URL(path, apiUrl).href);
    request.setRequestHeader('apikey', anonKey);
    request.setRequestHeader('accept', 'application/json');
    if (accessToken) request.setRequestHeader('authorization', `Bearer ${accessToken}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let answer: unknown = null;
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's error page): judged by the status alone below.
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(answer as UploadImageResult);
        return;
      }
      const error = isApiErrorBody(answer) ? answer : null;
      reject(
        new ApiError(
          request.status,
          error ? error.code : request.status >= 500 ? 'internal_error' : 'unknown',
          error ? error.message : request.statusText,
          error?.fields,
          undefined,
          error ?? undefined,
        ),
      );
    };
    const offline = () => reject(new ApiError(0, 'network', 'Network error. Please check your connection.'));
    request.onerror = offline;
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
