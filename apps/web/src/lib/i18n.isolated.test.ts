import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@orchim/shared/constants';
import { MESSAGES } from '@orchim/shared/messages';
import { resources } from '../../test/i18n';
import { formatDate, formatMoney, formatNumber } from './format';
import { changeLanguage, i18n, initI18n } from './i18n';

// This file starts i18next the way the browser does: over HTTP, from a stored choice.
const requests: { url: string; method: string }[] = [];
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  requests.push({ url, method: init?.method ?? 'GET' });
  const match = /\/locales\/(\w+)\/(\w+)\.json$/.exec(url);
  if (!match) return new Response('not found', { status: 404 });
  const body = resources[match[1]!]?.[match[2]!];
  if (!body) return new Response('not found', { status: 404 });
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
});

beforeAll(async () => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
  await initI18n();
});
afterAll(() => vi.unstubAllGlobals());

describe('i18n (product §1, §7)', () => {
  it('starts in the stored language and loads GET /locales/{lng}/common.json', () => {
    expect(i18n.language).toBe('fr');
    expect(requests.map((r) => r.url)).toContain('/locales/fr/common.json');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(i18n.t('messages.loading')).toBe('Chargement...');
  });

  it('speaks only en, fr and he', () => {
    expect(i18n.options.supportedLngs).toEqual(['en', 'fr', 'he', 'cimode']);
    expect(i18n.options.fallbackLng).toEqual(['en']);
  });

  it('switches <html> to rtl for Hebrew and stores the choice', async () => {
    await changeLanguage('he');
    expect(document.documentElement).toHaveAttribute('lang', 'he');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('he');
    expect(i18n.t('messages.loading')).toBe('טוען...');
    await changeLanguage('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(i18n.t('messages.screenError')).toBe(MESSAGES.screenError);
  });

  it('loads a feature namespace on demand', async () => {
    await i18n.loadNamespaces('stays');
    expect(requests.map((r) => r.url)).toContain('/locales/en/stays.json');
    expect(i18n.t('stays:list.title')).toBe('Stays in Crown Heights');
  });

  it('reports a missing key with console.error and never sends it to the server', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = requests.length;
    expect(i18n.t('nav.noSuchKey')).toBe('nav.noSuchKey');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('common:nav.noSuchKey'));
    expect(requests.slice(before).filter((r) => r.method !== 'GET')).toEqual([]);
    expect(requests.every((r) => r.method === 'GET')).toBe(true);
    consoleError.mockRestore();
  });
});

describe('formatting per language', () => {
  it('formats dates in Crown Heights time, in the language', () => {
    const friday = '2025-01-03T21:30:00Z'; // 4:30 PM in New York
    expect(formatDate(friday, 'en', { dateStyle: 'long' })).toBe('January 3, 2025');
    expect(formatDate(friday, 'fr', { dateStyle: 'long' })).toBe('3 janvier 2025');
    expect(formatDate(friday, 'he', { dateStyle: 'long' })).toBe('3 בינואר 2025');
    expect(formatDate(friday, 'en', { timeStyle: 'short' })).toBe('4:30 PM');
  });

  it('formats numbers and money', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'fr')).toMatch(/^1\s234,5$/);
    expect(formatMoney(12000, 'USD', 'en')).toBe('$120.00');
    expect(formatMoney(12000, 'USD', 'fr')).toMatch(/^120,00\s\$US$/);
  });
});
