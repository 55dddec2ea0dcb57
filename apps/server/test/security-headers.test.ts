import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';

const CSP =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;font-src 'self';" +
  "connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

let direct: FastifyInstance;
let behindProxy: FastifyInstance;
beforeAll(async () => {
  [direct, behindProxy] = await Promise.all([createTestApp(), createTestApp({ trustProxy: true })]);
});
afterAll(() => Promise.all([direct.close(), behindProxy.close()]));

describe('security headers', () => {
  it.each(['/health', '/app-config.json', '/rest/v1/x', '/no-such-page'])(
    'sends a CSP allowing only what the app uses, and the helmet set, on %s',
    async (url) => {
      const response = await direct.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe(CSP);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('sends no HSTS over plain HTTP', async () => {
    const response = await behindProxy.inject({ method: 'GET', url: '/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when a trusted proxy says the request came over HTTPS', async () => {
    const response = await behindProxy.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('ignores X-Forwarded-Proto when the proxy is not trusted', async () => {
    const response = await direct.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
