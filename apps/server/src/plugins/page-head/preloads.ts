import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, PUBLIC_ROUTES } from '@orchim/shared';
import { escapeHtml } from '../../lib/html';
import { PUBLIC_PAGE_MODULES } from './page-modules';

/** A chunk of Vite's build manifest (apps/web/dist/.vite/manifest.json, `build.manifest`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The preload tags of each public route, worked out once at start: the route's page chunk and the chunks
 * it imports that the entry does not (index.html already modulepreloads the entry's), and its
 * translations in the default language. Without them the browser finds each only after the previous
 * step ran: the entry's code, then the page's, then its translations, then its data. A visitor who chose
 * French or Hebrew fetches those instead; the English files are then a few kilobytes spent for nothing.
 */
export function routePreloads(webDist: string): Map<string, string[]> {
  const byRoute = new Map<string, string[]>();
  const manifestFile = join(webDist, '.vite/manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loadedFirst = entry ? staticClosure(manifest, entry) : new Set<string>();

  for (const route of PUBLIC_ROUTES) {
    const { module, ns } = PUBLIC_PAGE_MODULES[route];
    const key = Object.keys(manifest).find((name) => name.startsWith(`src/${module}.`));
    const chunks = key ? [...staticClosure(manifest, key)].filter((name) => !loadedFirst.has(name)) : [];
    const locales = ['common', ...ns].map((name) => `/locales/${DEFAULT_LANGUAGE}/${name}.json`);
    byRoute.set(route, [
      ...chunks.map(
        (name) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[name]!.file)}" />`,
      ),
      // As i18next-http-backend fetches them (mode cors, same-origin credentials), so the preload is used.
      ...locales.map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous" />`),
    ]);
  }
  return byRoute;
}

/** The chunk and every chunk it imports statically, in the order the browser needs them. */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string, into = new Set<string>()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}
