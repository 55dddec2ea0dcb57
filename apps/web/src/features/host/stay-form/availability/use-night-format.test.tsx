import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { Language } from '@orchim/shared/constants';
import { setupI18n } from '../../../../../test/i18n';
import { useNightFormat } from './use-night-format';

/** The nights of [start, end) as the host's calendar names them, in `lng`. */
async function listIn(lng: Language, start: string, end: string) {
  await setupI18n(lng);
  return renderHook(() => useNightFormat()).result.current.list(start, end);
}

afterAll(() => setupI18n('en'));
beforeAll(() => setupI18n('en'));

describe('the nights a host chose, by name', () => {
  it('names each night, the month once, so the count can be checked against them', async () => {
    expect(await listIn('en', '2026-11-24', '2026-11-27')).toBe('November 24, 25, and 26');
    expect(await listIn('fr', '2026-11-24', '2026-11-27')).toBe('24, 25 et 26 novembre');
    expect(await listIn('he', '2026-11-24', '2026-11-27')).toBe('24, 25 ו-26 בנובמבר');
    expect(await listIn('en', '2026-11-24', '2026-11-25')).toBe('November 24');
  });

  it('names the month of each night when they run into the next month', async () => {
    expect(await listIn('en', '2026-11-30', '2026-12-02')).toBe('Nov 30 and Dec 1');
  });

  it('names a long run by its first and last night', async () => {
    expect(await listIn('en', '2026-11-24', '2026-12-06')).toBe('every night from Nov 24 to Dec 5');
    expect(await listIn('fr', '2026-11-24', '2026-12-06')).toBe('chaque nuit du 24 nov. au 5 déc.');
  });
});
