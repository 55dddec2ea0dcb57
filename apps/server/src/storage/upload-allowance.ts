import { IMAGE_UPLOAD_RATE_LIMIT, STORAGE_ERROR_CODES } from '@orchim/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HttpError, rateLimitedError } from '../lib/http-error';
import type { RateLimitAttempt } from '../lib/rate-limiter';

export const UPLOAD_LIMIT_MESSAGE = `A host can upload at most ${IMAGE_UPLOAD_RATE_LIMIT.attempts} photos an hour. Please try again later.`;

/**
 * Counts one upload towards its host's hourly allowance (IMAGE_UPLOAD_RATE_LIMIT, in the app's rate
 * limiter: the database or Redis), before the file is read: 429 with Retry-After once it is spent.
 * Counted up front rather than once the photo is stored, so that uploads sent at once cannot all pass
 * on the same last slot and all be decoded; an upload that then fails gives its count back
 * (giveBackAllowance).
 */
export async function takeUploadAllowance(app: FastifyInstance, hostId: string): Promise<RateLimitAttempt> {
  const attempt = await app.rateLimiter.attempt([
    {
      bucket: 'uploads:host',
      key: hostId,
      limit: IMAGE_UPLOAD_RATE_LIMIT.attempts,
      windowMs: IMAGE_UPLOAD_RATE_LIMIT.windowMs,
    },
  ]);
  if (!attempt.allowed) throw rateLimitedError(attempt.retryAfterSeconds, UPLOAD_LIMIT_MESSAGE);
  return attempt;
}

/**
 * After an upload failed with `error`: its count goes back to the host, as a refused or failed upload
 * stored nothing, but for a photo that could not be decoded (invalid_image), which keeps it: decoding
 * is the cost the allowance bounds, and a damaged file can cost as much as a good one before it fails.
 * Failing to give it back is logged, never put in place of the upload's own error.
 */
export async function giveBackAllowance(
  allowance: RateLimitAttempt,
  error: unknown,
  log: FastifyBaseLogger,
): Promise<void> {
  if (error instanceof HttpError && error.code === STORAGE_ERROR_CODES.invalidImage) return;
  await allowance.refund().catch((refundError: unknown) => {
    log.error({ err: refundError }, 'uploads: could not give back the count of a failed upload');
  });
}
