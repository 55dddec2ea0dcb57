import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type AppConfig,
  type Language,
} from '@orchim/shared';
import type { FastifyRequest } from 'fastify';
import { siteOrigin } from '../../lib/site-origin';
import { mapTilesOf, paymentsMode } from '../../routes/app-config';

/** apps/web/src/entry-server.tsx, as `vite build --ssr` writes it (dist-ssr beside dist). */
interface EntryServer {
  initServerRendering(resources: Translations): Promise<void>;
  renderPage(request: {
    url: string;
    language: Language;
    config: AppConfig;
    transport: (url: URL, init: RequestInit) => Promise<Response>;
    signal: AbortSignal;
  }): Promise<RenderedApp | null>;
}

export interface RenderedApp {
  html: string;
  stateScript: string;
  lang: Language;
  dir: 'ltr' | 'rtl';
}

type Translations = Record<string, Record<string, unknown>>;

/**
 * A render not done by then is aborted, and the page sent for the browser to render: a slow database must
 * not hold it. Renders run side by side, so a slow one holds no other.
 */
const RENDER_TIMEOUT_MS = 1_500;
/** Headers of the visitor's request a page's API calls keep: the same origin, client address and limits. */
const FORWARDED = ['host', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'user-agent'];

export type ServerRender = (request: FastifyRequest, url: string) => Promise<RenderedApp | null>;

/**
 * The public pages rendered on the server with the app's own code (decision 018), or null when the build
 * has no dist-ssr (the site then works as a single-page app). Translations are read once, at start.
 */
export async function loadServerRender(webDist: string): Promise<ServerRender | null> {
  const entryFile = join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as EntryServer;
  await entry.initServerRendering(readTranslations(join(webDist, 'locales')));

  return async (request, url) => {
    const app = request.server;
    const config: AppConfig = {
      apiUrl: siteOrigin(request),
      anonKey: app.config.anonKey,
      payments: paymentsMode(app.config),
      ...mapTilesOf(app.config),
    };
    const forwarded = Object.fromEntries(
      FORWARDED.flatMap((name) => {
        const value = request.headers[name];
        return typeof value === 'string' ? [[name, value]] : [];
      }),
    );
    // The page's API calls go through the app's own router, as the browser's would, without a socket.
    const transport = async (target: URL, init: RequestInit) => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: `${target.pathname}${target.search}`,
        headers: { ...forwarded, ...Object.fromEntries(new Headers(init.headers)) },
        remoteAddress: request.socket.remoteAddress ?? '127.0.0.1',
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
    };

    const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
    // The render stops when aborted; the page is sent then even if it did not.
    const timeUp = new Promise<null>((resolve) =>
      signal.addEventListener('abort', () => resolve(null), { once: true }),
    );
    try {
      const page = await Promise.race([
        entry.renderPage({ url, language: languageOf(request), config, transport, signal }),
        timeUp,
      ]);
      if (!page && signal.aborted)
        request.log.warn({ url }, 'server render: too slow, the browser renders the page');
      return page;
    } catch (error) {
      request.log.error({ err: error, url }, 'server render failed: the browser renders the page');
      return null;
    }
  };
}

const LANGUAGE_COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_STORAGE_KEY}=([^;]*)`);

/** The language the visitor chose (the app keeps it in a cookie for the server), else English. */
export function languageOf(request: FastifyRequest): Language {
  const match = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '');
  const value = match?.[1]?.trim();
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
}

/** Every locales/{lng}/{ns}.json of the web build, as i18next resources. */
function readTranslations(dir: string): Translations {
  const resources: Translations = {};
  for (const language of LANGUAGES) {
    const folder = join(dir, language);
    if (!existsSync(folder)) continue;
    resources[language] = Object.fromEntries(
      readdirSync(folder)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [
          file.slice(0, -'.json'.length),
          JSON.parse(readFileSync(join(folder, file), 'utf8')),
        ]),
    );
  }
  return resources;
}
