import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, PUBLIC_ROUTES } from '@orchim/shared';
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
 * draws Latin text, and the language picker's "עברית" as well. Preloaded, they come with the stylesheet
 * rather than after it, in time for `font-display: optional` to use them on a first visit.
 */
const PAGE_FONTS = /-(latin|hebrew)-wght-normal-[\w-]+\.woff2$/;

export interface Preloads {
  /** The fonts every page draws with. */
  fonts: string[];
  /** The app's own chunks (src/main.tsx and its imports), which the entry requests after the first paint. */
  app: string[];
  /** Each public route's page chunks and translations. */
  byRoute: Map<string, string[]>;
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
  const modulePreload = (name: string) =>
    `<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[name]!.file)}" />`;

  for (const route of PUBLIC_ROUTES) {
    const { module, ns } = PUBLIC_PAGE_MODULES[route];
    const key = Object.keys(manifest).find((name) => name.startsWith(`src/${module}.`));
    const chunks = key ? [...staticClosure(manifest, key)].filter((name) => !loadedFirst.has(name)) : [];
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
  return {
    fonts: fonts.map(
      (file) => `<link rel="preload" as="font" type="font/woff2" href="/${escapeHtml(file)}" crossorigin />`,
    ),
    app: app.map(modulePreload),
    byRoute,
  };
}

/** The chunk and every chunk it imports statically, in the order the browser needs them. */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string, into = new Set<string>()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}
