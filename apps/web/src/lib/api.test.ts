import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '@orchim/shared/api-error';
import { ApiError, apiFetch, isApiErrorBody } from './api';
import { setAppConfig } from './app-config';

const ERROR = { code: 'validation_failed', message: 'Invalid input', fields: { email: 'errors.email' } };

describe('isApiErrorBody', () => {
  it.each([
    ['an error with field messages', ERROR],
    ['an error without fields', { code: 'not_found', message: 'Not found' }],
    ['empty fields', { ...ERROR, fields: {} }],
    ['an extra key', { ...ERROR, requestId: 'abc' }],
    ['no code', { message: 'Boom' }],
    ['no message', { code: 'internal_error' }],
    ['a numeric code', { code: 500, message: 'Boom' }],
    ['fields as null', { ...ERROR, fields: null }],
    ['fields as an array', { ...ERROR, fields: ['errors.email'] }],
    ['a field message that is not a string', { ...ERROR, fields: { email: 1 } }],
    ['a nested field message', { ...ERROR, fields: { email: { key: 'errors.email' } } }],
    ['an array', [ERROR]],
    ['a string', 'Internal Server Error'],
    ['null', null],
  ])('agrees with apiErrorSchema on %s', (_, value) => {
    expect(isApiErrorBody(value)).toBe(apiErrorSchema.safeParse(value).success);
  });

  it('accepts what the schema accepts and refuses the rest', () => {
    expect(isApiErrorBody(ERROR)).toBe(true);
    expect(isApiErrorBody({ ...ERROR, fields: { email: 1 } })).toBe(false);
  });
});

describe('apiFetch', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setAppConfig({ apiUrl: 'https://orchim.test/', anonKey: 'anon', payments: 'on_arrival' });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    setAppConfig(null);
  });
  const reply = (body: string, status: number, headers: Record<string, string> = {}) =>
    new Response(body, { status, statusText: status === 429 ? 'Too Many Requests' : 'Error', headers });

  it('turns an error body into an ApiError with its code, message, fields and Retry-After', async () => {
    fetchMock.mockResolvedValue(reply(JSON.stringify(ERROR), 429, { 'retry-after': '60' }));
    const error = await apiFetch('/rest/v1/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: ERROR.code,
      message: ERROR.message,
      fields: ERROR.fields,
    });
    expect((error as ApiError).retryAfterSeconds).toBe(60);
  });

  it('falls back to the status when the body is not an API error', async () => {
    fetchMock.mockResolvedValue(reply('<html>Bad gateway</html>', 502));
    await expect(apiFetch('/rest/v1/x')).rejects.toMatchObject({ status: 502, code: 'internal_error' });
    fetchMock.mockResolvedValue(reply(JSON.stringify({ error: 'nope' }), 400));
    await expect(apiFetch('/rest/v1/x')).rejects.toMatchObject({
      status: 400,
      code: 'unknown',
      fields: undefined,
    });
  });
});
