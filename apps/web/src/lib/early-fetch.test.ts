import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEarly, localeUrl, takeEarly } from './early-fetch';

afterEach(() => vi.unstubAllGlobals());

describe('early fetch (a rendered page’s translations, asked for by the entry)', () => {
  it('asks once, and hands the answer over once; after that the reader fetches for itself', async () => {
    const fetch = vi.fn(async () => new Response('{"hello":"Hello"}'));
    vi.stubGlobal('fetch', fetch);
    const url = localeUrl('he', 'stays');
    expect(url).toBe('/locales/he/stays.json');

    fetchEarly(url);
    fetchEarly(url);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await (await takeEarly(url)!).text()).toBe('{"hello":"Hello"}');
    expect(takeEarly(url)).toBeUndefined();
    expect(takeEarly(localeUrl('he', 'meals'))).toBeUndefined();
  });
});
