import { z } from 'zod';

/** Every API error body: a stable code for programs, a clear English message for people and logs. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** Field errors for validation failures: path -> message key. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Codes the browser reacts to. */
export const API_ERROR_CODES = {
  noApiKey: 'no_api_key',
  invalidApiKey: 'invalid_api_key',
  validationFailed: 'validation_failed',
  notFound: 'not_found',
  rateLimited: 'over_request_rate_limit',
  internal: 'internal_error',
  unavailable: 'service_unavailable',
} as const;
