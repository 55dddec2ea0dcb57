import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, messageKey } from '@orchim/shared/messages';
import { apiFetch } from './api';
import { setAppConfig } from './app-config';
import { failureMessageKey } from './failure-message';

describe('failureMessageKey of what apiFetch throws', () => {
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
  const failureOf = (answer: () => Promise<Response>) => {
    fetchMock.mockImplementation(answer);
    return apiFetch('/rest/v1/stays').catch((error: unknown) => failureMessageKey(error));
  };

  it('says the general message while the database is away (503 service_unavailable)', async () => {
    const body = JSON.stringify({
      code: 'service_unavailable',
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });
    const key = await failureOf(
      async () => new Response(body, { status: 503, headers: { 'retry-after': '5' } }),
    );
    expect(key).toBe(messageKey('general'));
    expect(MESSAGES.general).toBe('Something went wrong. Please try again.');
  });

  it('says the general message for a proxy whose server is gone (a 502 or 503 page without our body)', async () => {
    for (const status of [502, 503]) {
      expect(await failureOf(async () => new Response('<html>Bad gateway</html>', { status }))).toBe(
        messageKey('general'),
      );
    }
  });

  it('says the network message when no answer comes at all', async () => {
    expect(
      await failureOf(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBe(messageKey('network'));
  });
});
