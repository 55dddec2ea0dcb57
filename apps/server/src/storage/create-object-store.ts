import { join } from 'node:path';
import type { Config } from '../config';
import { diskObjectStore } from './disk-store';
import type { ObjectStore } from './object-store';
import { s3ObjectStore } from './s3-store';

/** The S3 bucket when the S3 settings are given, else the disk under STORAGE_DIR (DATA_DIR/storage). */
export function createObjectStore(config: Config): ObjectStore {
  return config.s3
    ? s3ObjectStore(config.s3)
    : diskObjectStore(config.storageDir ?? join(config.dataDir, 'storage'));
}
