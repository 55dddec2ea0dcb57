import { IMAGE_UPLOAD_LIMITS, STORAGE_ERROR_CODES, type StorageErrorCode } from '@orchim/shared/images';

export type FileCheck = { file: File; refusal: StorageErrorCode | null };

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * Whether the browser can tell a file is not a photo the site takes: its name and its type must both
 * say JPEG, PNG or WebP (a type the browser does not know is left to the server, which reads the content
 * and has the last word: a renamed page passes here and is refused there).
 */
export function looksLikePhoto(file: File): boolean {
  const extension = extensionOf(file.name);
  const extensionOk = (IMAGE_UPLOAD_LIMITS.extensions as readonly string[]).includes(extension);
  const typeOk = file.type === '' || (IMAGE_UPLOAD_LIMITS.mimeTypes as readonly string[]).includes(file.type);
  return extensionOk && typeOk;
}

/**
 * Product §5 and §9 before anything is sent: JPEG, PNG or WebP, at most 5 MB each, and no more than 10
 * photos on the listing, counting those it has and those still on their way (`taken`). Files are judged
 * in the order given; once the listing is full, the rest are refused as too many.
 */
export function checkFiles(files: readonly File[], taken: number): FileCheck[] {
  let room = Math.max(0, IMAGE_UPLOAD_LIMITS.maxFiles - taken);
  return files.map((file) => {
    if (!looksLikePhoto(file)) return { file, refusal: STORAGE_ERROR_CODES.unsupportedFileType };
    if (file.size > IMAGE_UPLOAD_LIMITS.maxBytes) return { file, refusal: STORAGE_ERROR_CODES.fileTooLarge };
    if (room === 0) return { file, refusal: STORAGE_ERROR_CODES.tooManyImages };
    room -= 1;
    return { file, refusal: null };
  });
}
