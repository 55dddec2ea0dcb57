import type { Language } from './i18n';

/**
 * The width a test runs at: the phone project skips tests tagged `@desktop`, the desktop project those
 * tagged `@phone` (playwright.config.ts). A journey (search, book, publish, sign in) is about what the
 * server and the app do, which the width does not change, so it runs once: in English at desktop width,
 * in Hebrew and French at phone width, where a mirrored or long-worded layout is the tightest. Tests of the
 * layout itself (the site shell, the home search, hydration) carry no tag and run at both; the unit tests
 * cover the switch between the two layouts.
 */
export const DESKTOP = { tag: '@desktop' } as const;
export const PHONE = { tag: '@phone' } as const;

export const widthFor = (lng: Language) => (lng === 'en' ? DESKTOP : PHONE);
