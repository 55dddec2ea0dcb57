import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { TEST_API_URL, jsonResponse, searchResult, setupTestEnvironment } from '../test-utils';
import { getStays, staysQueryOptions } from './get-stays';

const fetchMock = vi.fn<typeof fetch>();

describe('GET /rest/v1/stays', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    await setupTestEnvironment('en');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends the search with the reader’s language and the anon key', async () => {
    const result = searchResult();
    fetchMock.mockResolvedValue(jsonResponse(result));
    await expect(getStays('guests=2&features=urn,sukkah', 'he')).resolves.toEqual(result);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${TEST_API_URL}rest/v1/stays?guests=2&features=urn%2Csukkah&lang=he`);
    expect(new Headers(init?.headers).get('apikey')).toBe('test-anon-key');
  });

  it('passes on the 429 with its Retry-After', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 'over_request_rate_limit', message: 'Too many searches.' }, 429, {
        'retry-after': '300',
      }),
    );
    const error = await getStays('', 'en').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit', retryAfterSeconds: 300 });
  });

  it('keys the cache by the search and the language', () => {
    expect(staysQueryOptions('guests=2', 'fr').queryKey).toEqual([
      'stays',
      'search',
      { search: 'guests=2', lang: 'fr' },
    ]);
  });
});
