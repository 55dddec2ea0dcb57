import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { diskObjectStore } from './disk-store';
import { s3ObjectStore } from './s3-store';

/** Bytes read back from the store, as a stream, with their length (for Content-Length). */
export interface StoredBytes {
  body: Readable;
  size: number;
}

/**
 * Where the bytes of uploaded files live: a folder on disk, or an S3-compatible bucket. Metadata is not
 * here but in storage_objects; keys are `{bucket}/{object name}/{variant}.webp` and must be safe paths
 * (object-key.ts), whichever backend.
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

/** The S3 bucket when the S3 settings are given, else the disk under STORAGE_DIR (DATA_DIR/storage). */
export function createObjectStore(config: Config): ObjectStore {
  return config.s3
    ? s3ObjectStore(config.s3)
    : diskObjectStore(config.storageDir ?? join(config.dataDir, 'storage'));
}
