// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nightsBetween } from '@orchim/shared/dates';
import { blockOf, nightsOf, pickNight } from './night-dates';

describe('nights of a host’s choice', () => {
  it('are counted as a guest’s stay is: 24 to 26 November is the stay from the 24th to the 27th', () => {
    const choice = { first: '2026-11-24', last: '2026-11-26' };
    expect(nightsOf(choice)).toBe(3);
    expect(blockOf(choice)).toEqual({ start: '2026-11-24', end: '2026-11-27' });
    expect(nightsOf(choice)).toBe(nightsBetween('2026-11-24', '2026-11-27'));
    // The guest's 18 to 21 November (check-in, check-out) is the host's nights of the 18th to the 20th.
    expect(nightsOf({ first: '2026-11-18', last: '2026-11-20' })).toBe(
      nightsBetween('2026-11-18', '2026-11-21'),
    );
    // A lone night, or the same night picked twice, is one night.
    expect(nightsOf({ first: '2026-11-24', last: '' })).toBe(1);
    expect(nightsOf(pickNight('2026-11-24', { first: '2026-11-24', last: '' }, []))).toBe(1);
  });
});

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the chosen nights’ colours (block-calendar.tsx: white on navy-700, on a navy-700 band)', () => {
  const css = readFileSync(fileURLToPath(new URL('../../../../index.css', import.meta.url)), 'utf8');
  const colour = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)![1]!;

  it('stand out from the card and the page (3:1) and keep their numbers readable (4.5:1)', () => {
    expect(contrast(colour('navy-700'), colour('surface'))).toBeGreaterThanOrEqual(3);
    expect(contrast(colour('navy-700'), colour('page'))).toBeGreaterThanOrEqual(3);
    expect(contrast(colour('navy-700'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // The light band they had: 1.1:1 against the card.
    expect(contrast(colour('navy-50'), colour('surface'))).toBeLessThan(3);
  });
});
