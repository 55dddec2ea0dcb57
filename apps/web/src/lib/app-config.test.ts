import { describe, expect, it, vi } from 'vitest';
import { appConfigSchema } from '@orchim/shared/app-config';
import { ConfigError, isAppConfig, loadAppConfig } from './app-config';

const VALID = { apiUrl: 'https://orchim.test/', anonKey: 'anon', payments: 'on_arrival' };
const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

describe('isAppConfig', () => {
  it.each([
    ['the config', VALID],
    ['localhost with a port', { apiUrl: 'http://localhost:8080', anonKey: 'k', payments: 'stripe' }],
    ['payment through Stripe', { ...VALID, payments: 'stripe' }],
    ['no payment mode', { apiUrl: VALID.apiUrl, anonKey: VALID.anonKey }],
    ['an unknown payment mode', { ...VALID, payments: 'paypal' }],
    ['a padded URL', { apiUrl: '  https://orchim.test/  ', anonKey: 'anon' }],
    ['an extra key', { ...VALID, realtimeUrl: 'wss://orchim.test/' }],
    ['map tiles', { ...VALID, mapTiles: { url: TILES, attribution: '© OpenStreetMap contributors' } }],
    ['map tiles without their credit', { ...VALID, mapTiles: { url: TILES } }],
    ['map tiles as a bare URL', { ...VALID, mapTiles: TILES }],
    ['no API URL', { anonKey: 'anon', payments: 'on_arrival' }],
    ['no anon key', { apiUrl: VALID.apiUrl, payments: 'on_arrival' }],
    ['an empty anon key', { ...VALID, anonKey: '' }],
    ['a number as anon key', { ...VALID, anonKey: 42 }],
    ['a relative URL', { ...VALID, apiUrl: '/rest/v1' }],
    ['a protocol-relative URL', { ...VALID, apiUrl: '//orchim.test' }],
    ['a URL with a space in the host', { ...VALID, apiUrl: 'https://orchim .test' }],
    ['an empty URL', { ...VALID, apiUrl: '' }],
    ['null as URL', { ...VALID, apiUrl: null }],
    ['an empty object', {}],
    ['an array', [VALID]],
    ['a string', 'https://orchim.test/'],
    ['null', null],
  ])('agrees with appConfigSchema on %s', (_, value) => {
    expect(isAppConfig(value)).toBe(appConfigSchema.safeParse(value).success);
  });

  it('accepts what the schema accepts and refuses the rest', () => {
    expect(isAppConfig(VALID)).toBe(true);
    expect(isAppConfig({ ...VALID, anonKey: '' })).toBe(false);
    expect(isAppConfig({ ...VALID, apiUrl: 'not a url' })).toBe(false);
  });
});

describe('loadAppConfig', () => {
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

  it('keeps only the three values, as the schema would', async () => {
    const config = await loadAppConfig(
      vi.fn(async () => json({ ...VALID, apiUrl: ' https://orchim.test/ ', x: 1 })),
    );
    expect(config).toEqual(appConfigSchema.parse({ ...VALID, apiUrl: ' https://orchim.test/ ', x: 1 }));
  });

  it('keeps the map tiles when the server names some', async () => {
    const mapTiles = { url: TILES, attribution: '© OpenStreetMap contributors' };
    const config = await loadAppConfig(vi.fn(async () => json({ ...VALID, mapTiles })));
    expect(config).toEqual(appConfigSchema.parse({ ...VALID, mapTiles }));
  });

  it('refuses a reply without an anon key', async () => {
    await expect(loadAppConfig(vi.fn(async () => json({ apiUrl: VALID.apiUrl })))).rejects.toBeInstanceOf(
      ConfigError,
    );
  });
});
