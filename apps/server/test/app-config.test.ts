import { appConfigSchema } from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKey, createTestApp } from './helpers/test-app';

describe('GET /app-config.json', () => {
  let plain: FastifyInstance;
  let configured: FastifyInstance;
  let proxied: FastifyInstance;
  beforeAll(async () => {
    [plain, configured, proxied] = await Promise.all([
      createTestApp(),
      createTestApp({ publicUrl: 'https://orchim.example' }),
      createTestApp({ trustProxy: true }),
    ]);
  });
  afterAll(() => Promise.all([plain.close(), configured.close(), proxied.close()]));

  it('gives the API URL from the request and the anon key, never cached, without an API key', async () => {
    const response = await plain.inject({
      method: 'GET',
      url: '/app-config.json',
      headers: { host: 'orchim.localhost:8080' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = appConfigSchema.parse(response.json());
    expect(body).toEqual({
      apiUrl: 'http://orchim.localhost:8080',
      anonKey: await apiKey('anon'),
      // No Stripe settings: bookings are paid on arrival.
      payments: 'on_arrival',
    });
  });

  it('says payments are online when Stripe is configured', async () => {
    const online = await createTestApp({
      stripe: { secretKey: 'sk_test_orchim', webhookSecret: 'whsec_test_orchim' },
    });
    try {
      const response = await online.inject({ method: 'GET', url: '/app-config.json' });
      expect(response.json().payments).toBe('stripe');
    } finally {
      await online.close();
    }
  });

  it('uses PUBLIC_URL when it is set', async () => {
    const response = await configured.inject({ method: 'GET', url: '/app-config.json' });
    expect(response.json().apiUrl).toBe('https://orchim.example');
  });

  it('follows X-Forwarded-Proto and -Host from a trusted proxy only', async () => {
    const headers = {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'orchim.example',
      host: 'internal:8080',
    };
    const trusted = await proxied.inject({ method: 'GET', url: '/app-config.json', headers });
    expect(trusted.json().apiUrl).toBe('https://orchim.example');
    const untrusted = await plain.inject({ method: 'GET', url: '/app-config.json', headers });
    expect(untrusted.json().apiUrl).toBe('http://internal:8080');
  });
});
