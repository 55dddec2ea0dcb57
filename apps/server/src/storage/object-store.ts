import type { Readable } from 'node:stream';

/** Bytes read back from the store, as a stream, with their length (for Content-Length). */
export interface StoredBytes {
  body: Readable;
  size: number;
}

/**
 * Where the bytes of uploaded files live: a folder on disk, or an S3-compatible bucket. Metadata is not
 * here but in storage_objects; keys are `{bucket}/{object name}/{variant}.webp` and must be safe paths
 * (assertSafeKey), whichever backend. A leaf: the stores import it, create-object-store.ts picks one.
 */
export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under the key; null when there are none. */
  get(key: string): Promise<StoredBytes | null>;
  /** Removes the bytes under the key; nothing happens when there are none. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Segments of letters, digits, dot, dash and underscore; never empty, '.' or '..'. */
const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;

/**
 * Keys are made by the server from validated names, but a key that could climb out of the store's
 * folder (`..`, an absolute path, a backslash) is refused here too, before any backend touches it.
 */
export function assertSafeKey(key: string): string[] {
  const segments = key.split('/');
  const safe =
    key.length > 0 &&
    key.length <= 1024 &&
    segments.every((segment) => SAFE_SEGMENT.test(segment) && segment !== '.' && segment !== '..');
  if (!safe) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  return segments;
}
