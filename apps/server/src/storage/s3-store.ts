import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { S3Settings } from '../config';
import { assertSafeKey, type ObjectStore } from './object-store';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...), one object per key. */
export function s3ObjectStore(settings: S3Settings): ObjectStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's default CRC32 checksums (since 2025) are not understood by every S3-compatible service;
    // the bytes are small and re-encoded by us, so the checksums S3 requires are enough.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    kind: 's3',

    async put(key, bytes, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },

    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
          throw new Error(`S3 answered ${key} without a body stream or a length`);
        }
        return { body: object.Body, size: object.ContentLength };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertSafeKey(key);
      // S3 answers 204 whether or not the key existed.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async exists(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async close() {
      client.destroy();
    },
  };
}

/** NoSuchKey for GET, a bare 404 (NotFound) for HEAD, which has no body to name the error. */
function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}
