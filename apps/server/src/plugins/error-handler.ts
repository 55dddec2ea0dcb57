import { API_ERROR_CODES, type ApiError } from '@orchim/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, unavailableReason } from '../db/connection-errors';
import { HttpError, internalErrorBody } from '../lib/http-error';
import { boundEcho, validationError } from '../lib/validation-error';

/** The 503 body's message while the database cannot be reached (docs/decisions/017-database-outage.md). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';
/** A database restart takes seconds: long enough not to hammer it, short enough to notice it is back. */
export const DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * One error handler for the whole server: every error leaves as `{code, message}` with the right
 * status. Validation failures name each field with a message key; 5xx bodies never carry details
 * (they are logged instead). A database that cannot be reached is 503 service_unavailable, not a bug.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const sendHttpError = (known: HttpError) => {
        if (known.statusCode >= 500) request.log.warn({ code: known.code }, known.message);
        const body: ApiError = { ...known.extra.body, code: known.code, message: known.message };
        if (known.extra.fields) body.fields = known.extra.fields;
        return reply
          .code(known.statusCode)
          .headers(known.extra.headers ?? {})
          .send(body);
      };

      if (error instanceof HttpError) return sendHttpError(error);

      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: issue.message ?? '',
          code: issue.keyword,
        }));
        return sendHttpError(validationError(issues, error.validationContext));
      }

      const status = error.statusCode ?? 500;
      if (status < 500) {
        // Fastify's own client errors: malformed JSON, wrong content type, body too large... Their messages
        // may quote the request (a JSON parser quotes what it met): bounded like the paths.
        return reply
          .code(status)
          .send({ code: clientErrorCode(status, error.code), message: boundEcho(error.message) });
      }

      if (isDatabaseUnavailable(error)) {
        // An outage fails every request the same way: one line each, without the stack.
        request.log.warn(unavailableReason(error), 'database unavailable');
        return reply
          .code(503)
          .headers({
            'retry-after': String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS),
            'cache-control': 'no-store',
          })
          .send({ code: API_ERROR_CODES.unavailable, message: DATABASE_UNAVAILABLE_MESSAGE });
      }

      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(internalErrorBody());
    });
  },
  { name: 'error-handler' },
);

/**
 * Fastify's `frameworkErrors`: a malformed address (FST_ERR_BAD_URL, 400) or a path parameter longer than
 * the router takes (FST_ERR_MAX_PARAM_LENGTH, 414) is answered before any route, outside the error
 * handler, by default with the whole path in the message. Here as `{code, message}`, the echo bounded.
 */
export function frameworkErrorAnswer(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  void reply
    .code(status)
    .send({ code: clientErrorCode(status, error.code), message: boundEcho(error.message) });
}

function clientErrorCode(status: number, fastifyCode: string | undefined): string {
  if (fastifyCode?.includes('JSON')) return 'bad_json';
  switch (status) {
    case 404:
      return API_ERROR_CODES.notFound;
    case 405:
      return 'method_not_allowed';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return API_ERROR_CODES.rateLimited;
    default:
      return 'bad_request';
  }
}
