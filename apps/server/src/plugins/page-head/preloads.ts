import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, PUBLIC_ROUTES, RTL_LANGUAGES, type Language } from '@orchim/shared';
import { escapeHtml } from '../../lib/html';
import { PUBLIC_PAGE_MODULES } from './page-modules';

/** A chunk of Vite's build manifest (apps/web/dist/.vite/manifest.json, `build.manifest`). */
interface ManifestChunk {
  file: string;
  name?: string;
  assets?: string[];
  isEntry?: boolean;
  imports?: string[];
}

/**
 * Heebo's Latin and Hebrew files (@fontsource-variable/heebo, imported by the stylesheet): every page
 * draws Latin text, a Hebrew page Hebrew. Preloaded, they come with the stylesheet rather than after it,
 * in time for `font-display: optional` to use them on a first visit. An English or French page draws
 * Hebrew only in the language picker's "עברית": its file (13 kB) is not worth delaying the page's first
 * paint on a slow connection; the browser fetches it when that word is drawn, for the next page.
 */
const PAGE_FONTS = /-(latin|hebrew)-wght-normal-[\w-]+\.woff2$/;

export interface Preloads {
  /** The fonts a page in this language draws with. */
  fonts: (language: string) => string[];
  /** The app's own chunks (src/main.tsx and its imports), which the entry requests after the first paint. */
  app: string[];
  /** Each public route's page chunks and translations. */
  byRoute: Map<string, string[]>;
  /**
   * What a server-rendered page of each public route asks the entry to request at once after the first
   * paint (src/boot.ts): the app's chunks and the route's, their URLs, imports first.
   */
  appModules: Map<string, string[]>;
}

/**
 * The app's chunk (src/main.tsx), imported by the entry (src/boot.ts) once the page is on screen.
 * Rolldown's manifest names it by its file (`_main-<hash>.js`), not by its source.
 */
const appChunkOf = (manifest: Record<string, ManifestChunk>) =>
  Object.keys(manifest).find(
    (key) => key === 'src/main.tsx' || (manifest[key]?.name === 'main' && !manifest[key].isEntry),
  );

/**
 * The preload tags of a page the browser renders, worked out once at start: the app's chunks (the entry
 * imports them only after the first paint), and for a public route its page chunk, the chunks that
 * imports beyond the app's, and its translations in the default language. Without them the browser finds
 * each only after the previous step ran: the entry, the app, the page's code, its translations, then its
 * data. A visitor who chose French or Hebrew fetches those instead; the English files are then a few
 * kilobytes spent for nothing. A page the server rendered needs none of them before it is on screen.
 */
export function routePreloads(webDist: string): Preloads {
  const byRoute = new Map<string, string[]>();
  const manifestFile = join(webDist, '.vite/manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inEntry = entry ? staticClosure(manifest, entry) : new Set<string>();
  const appChunk = appChunkOf(manifest);
  const app = appChunk ? [...staticClosure(manifest, appChunk)].filter((name) => !inEntry.has(name)) : [];
  const loadedFirst = new Set([...inEntry, ...app]);
  const appModules = new Map<string, string[]>();
  const appInOrder = appChunk ? importsFirst(manifest, appChunk, new Set(inEntry)) : [];
  const modulePreload = (name: string) =>
    `<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[name]!.file)}" />`;

  for (const route of PUBLIC_ROUTES) {
    const { module, ns } = PUBLIC_PAGE_MODULES[route];
    const key = Object.keys(manifest).find((name) => name.startsWith(`src/${module}.`));
    const chunks = key ? [...staticClosure(manifest, key)].filter((name) => !loadedFirst.has(name)) : [];
    const inOrder = [...appInOrder, ...(key ? importsFirst(manifest, key, new Set(loadedFirst)) : [])];
    appModules.set(
      route,
      inOrder.map((name) => `/${manifest[name]!.file}`),
    );
    const locales = ['common', ...ns].map((name) => `/locales/${DEFAULT_LANGUAGE}/${name}.json`);
    byRoute.set(route, [
      ...chunks.map(modulePreload),
      // As i18next-http-backend fetches them (mode cors, same-origin credentials), so the preload is used.
      ...locales.map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous" />`),
    ]);
  }
  const fonts = [...inEntry]
    .flatMap((name) => manifest[name]?.assets ?? [])
    .filter((file) => PAGE_FONTS.test(file))
    // Latin first: most of every page's text is in it.
    .sort((a, b) => Number(b.includes('-latin-')) - Number(a.includes('-latin-')));
  const fontPreload = (file: string) =>
    `<link rel="preload" as="font" type="font/woff2" href="/${escapeHtml(file)}" crossorigin />`;
  const latinOnly = fonts.filter((file) => !file.includes('-hebrew-')).map(fontPreload);
  const withHebrew = fonts.map(fontPreload);
  return {
    fonts: (language) => (RTL_LANGUAGES.includes(language as Language) ? withHebrew : latinOnly),
    app: app.map(modulePreload),
    byRoute,
    appModules,
  };
}

/** The chunk's static closure without `skip`, each chunk after the chunks it imports. */
function importsFirst(manifest: Record<string, ManifestChunk>, key: string, skip: Set<string>): string[] {
  if (skip.has(key) || !manifest[key]) return [];
  skip.add(key);
  return [
    ...(manifest[key].imports ?? []).flatMap((imported) => importsFirst(manifest, imported, skip)),
    key,
  ];
}

/** The chunk and every chunk it imports statically, in the order the browser needs them. */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string, into = new Set<string>()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}
