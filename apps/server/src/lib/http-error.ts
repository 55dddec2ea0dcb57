import { API_ERROR_CODES, MESSAGES } from '@orchim/shared';

/**
 * An error the client should see as it is: status, stable code and message (plus field errors
 * or headers such as Retry-After). Anything else that reaches the error handler is a bug → 500.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
  }
}

export const notFoundError = () => new HttpError(404, API_ERROR_CODES.notFound, 'Not found');

export const internalErrorBody = () => ({ code: API_ERROR_CODES.internal, message: MESSAGES.general });
