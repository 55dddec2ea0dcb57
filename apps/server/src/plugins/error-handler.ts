import { API_ERROR_CODES, type ApiError } from '@orchim/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, internalErrorBody } from '../lib/http-error';

/** Message keys (the `validation.*` namespace of the web catalogue) the browser can translate. */
const MESSAGE_KEY = /^validation\.[A-Za-z_]+$/;

/**
 * One error handler for the whole server: every error leaves as `{code, message}` with the right
 * status. Validation failures name each field with a message key; 5xx bodies never carry details
 * (they are logged instead).
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.warn({ code: error.code }, error.message);
        const body: ApiError = { code: error.code, message: error.message };
        if (error.extra.fields) body.fields = error.extra.fields;
        return reply
          .code(error.statusCode)
          .headers(error.extra.headers ?? {})
          .send(body);
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext;
          fields[path ?? 'body'] ??= messageKey(issue.message ?? '', issue.keyword);
        }
        return reply.code(400).send({
          code: API_ERROR_CODES.validationFailed,
          message: 'Some fields are not valid.',
          fields,
        } satisfies ApiError);
      }

      const status = error.statusCode ?? 500;
      if (status < 500) {
        // Fastify's own client errors: malformed JSON, wrong content type, body too large...
        return reply.code(status).send({ code: clientErrorCode(status, error.code), message: error.message });
      }

      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(internalErrorBody());
    });
  },
  { name: 'error-handler' },
);

/** Our schemas use message keys; zod's built-in messages (e.g. an invalid date) map to a generic key. */
function messageKey(message: string, keyword: string): string {
  if (MESSAGE_KEY.test(message)) return message;
  if (keyword === 'invalid_type' && message.endsWith('received undefined')) return 'validation.required';
  if (keyword === 'too_big') return 'validation.tooLong';
  return 'validation.invalid';
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
