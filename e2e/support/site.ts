import type { Page } from '@playwright/test';
import { t, type Language } from './i18n';

/**
 * A small page object for the shared layout (product §2), used by several specs. Everything is found by role
 * and accessible name, with the names read from the translation files.
 */
export function siteShell(page: Page, lng: Language = 'en') {
  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  const main = page.getByRole('main');
  return {
    header,
    footer,
    main,
    heading: main.getByRole('heading', { level: 1 }),
    logo: header.getByRole('link', { name: t(lng, 'app.homeLabel'), exact: true }),
    mainNav: header.getByRole('navigation', { name: t(lng, 'nav.main'), exact: true }),
    menuButton: header.getByRole('button', { name: t(lng, 'nav.menu'), exact: true }),
    drawer: page.getByRole('dialog', { name: t(lng, 'nav.menu'), exact: true }),
    /** The header's language menu button; its name is "Language: <current language>". */
    languageButton: header.getByRole('button', { name: new RegExp(`^${escape(t(lng, 'language.label'))}`) }),
    languageMenu: page.getByRole('menu', { name: t(lng, 'language.label'), exact: true }),
    footerGroup: (titleKey: string) =>
      footer.getByRole('navigation', { name: t(lng, titleKey), exact: true }),
  };
}

/** The header links of product §2 with their targets (common namespace keys). */
export const HEADER_LINKS = [
  { key: 'nav.stays', path: '/stays' },
  { key: 'nav.meals', path: '/meals' },
  { key: 'nav.transport', path: '/transport' },
] as const;

export const ACCOUNT_LINKS_SIGNED_OUT = [
  { key: 'nav.signIn', path: '/login' },
  { key: 'nav.becomeHost', path: '/host/register' },
] as const;

/** Product §2 footer: group title key and its links. */
export const FOOTER_GROUPS = [
  {
    title: 'footer.services',
    links: [
      { key: 'footer.stays', path: '/stays' },
      { key: 'footer.meals', path: '/meals' },
      { key: 'footer.transport', path: '/transport' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { key: 'footer.about', path: '/about' },
      { key: 'footer.contact', path: '/contact' },
      { key: 'footer.becomeHost', path: '/host/register' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { key: 'footer.terms', path: '/terms' },
      { key: 'footer.privacy', path: '/privacy' },
    ],
  },
] as const;

/** A route with its parameters filled: ids are UUIDs on this site, so the sample is one that names nothing. */
export const samplePath = (route: string) =>
  route.replace(/:[a-z]+/gi, '00000000-0000-4000-8000-000000000001');

/** The pathname of the page's current URL. */
export const pathnameOf = (page: Page) => new URL(page.url()).pathname;

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
