import { API_ERROR_CODES, MESSAGES } from '@orchim/shared';

/**
 * An error the client should see as it is: status, stable code and message (plus field errors,
 * headers such as Retry-After, or more members of the body such as GoTrue's `weak_password`).
 * Anything else that reaches the error handler is a bug → 500.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: {
      fields?: Record<string, string>;
      headers?: Record<string, string>;
      body?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
  }
}

export const notFoundError = () => new HttpError(404, API_ERROR_CODES.notFound, 'Not found');

/** 429 with the Retry-After a rate limiter answered. */
export const rateLimitedError = (retryAfterSeconds: number, message: string) =>
  new HttpError(429, API_ERROR_CODES.rateLimited, message, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

export const internalErrorBody = () => ({ code: API_ERROR_CODES.internal, message: MESSAGES.general });
