import { API_ERROR_CODES } from '@orchim/shared';
import type { z } from 'zod';
import { HttpError } from './http-error';

/** Message keys (the `validation.*` namespace of the web catalogue) the browser can translate. */
const MESSAGE_KEY = /^validation\.[A-Za-z_]+$/;

/** One failed check: where (a dotted path, '' for the whole value), zod's message and its issue code. */
export interface FieldIssue {
  path: string;
  message: string;
  code: string;
}

/**
 * How much of the request an error answer repeats at most. A path is built from the body's keys, so a
 * 300,000-level nested body (or one key of 200,000 characters) would otherwise come back whole in the
 * 400: enough to name the field, never the input itself.
 */
export const ERROR_ECHO_LIMITS = { fields: 16, pathLength: 64, textLength: 300 } as const;

/** `text` cut to `max` characters with an ellipsis (never half a surrogate pair), else as it is. */
export function boundEcho(text: string, max: number = ERROR_ECHO_LIMITS.textLength): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).replace(/[\uD800-\uDBFF]$/, '')}…`;
}

/**
 * 400 validation_failed naming each field (its first problem) with a message key: at most 16 fields (the
 * browser checks the same schemas first, so a person meets one or two), each path at most 64 characters.
 */
export function validationError(issues: readonly FieldIssue[], wholeValue = 'body'): HttpError {
  const fields: Record<string, string> = {};
  let named = 0;
  for (const issue of issues) {
    const path = boundEcho(issue.path, ERROR_ECHO_LIMITS.pathLength) || wholeValue;
    if (Object.hasOwn(fields, path)) continue;
    if (named++ === ERROR_ECHO_LIMITS.fields) break;
    fields[path] = messageKey(issue.message, issue.code);
  }
  return new HttpError(400, API_ERROR_CODES.validationFailed, 'Some fields are not valid.', { fields });
}

/**
 * Parses with a schema a route cannot declare because it depends on another part of the request
 * (POST /auth/v1/token: the body's shape depends on ?grant_type). Fails as a route schema would.
 */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(
    result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
      code: issue.code,
    })),
  );
}

/**
 * PostgreSQL keeps no NUL character in text or jsonb: a request carrying one would fail in the database
 * (a 500) wherever its text is stored. Refuses any string or key holding one, naming where it is.
 * Walks without recursion: a body may nest thousands of levels deep.
 */
export function refuseNulCharacters(value: unknown, wholeValue: string): void {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, path] = next;
    if (typeof node === 'string') {
      if (node.includes('\0'))
        throw validationError([{ path, message: '', code: 'invalid_string' }], wholeValue);
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\0'))
          throw validationError([{ path: childPath, message: '', code: 'invalid_string' }], wholeValue);
        pending.push([child, childPath]);
      }
    }
  }
}

/** Our schemas use message keys; zod's built-in messages (e.g. an invalid date) map to a generic key. */
function messageKey(message: string, code: string): string {
  if (MESSAGE_KEY.test(message)) return message;
  if (code === 'invalid_type' && message.endsWith('received undefined')) return 'validation.required';
  if (code === 'too_big') return 'validation.tooLong';
  return 'validation.invalid';
}
