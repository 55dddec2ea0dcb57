import { vi } from 'vitest';

/**
 * jsdom has no matchMedia: a desktop-wide screen, where every `min-width` query matches (the calendars
 * show two months, so days a few weeks ahead are on screen whatever today is). vi.unstubAllGlobals undoes it.
 */
export function stubDesktopScreen() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('min-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}
