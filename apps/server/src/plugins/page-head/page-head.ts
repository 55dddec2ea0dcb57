import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, matchRoute, RTL_LANGUAGES, PUBLIC_ROUTES, type StayImage } from '@orchim/shared';
import { coverImageSources } from '@orchim/shared/cover-image';
import { IMAGE_VARIANTS, isStorageImage } from '@orchim/shared/images';
import { jsonScript } from '@orchim/shared/json-script';
import { APP_MODULES_ID } from '@orchim/shared/app-modules';
import type { FastifyRequest } from 'fastify';
import { linkOrigin } from '../../lib/site-origin';
import { escapeHtml } from '../../lib/html';
import { plainDescription } from './description';
import { listingMetaFor, type ListingMeta } from './listing-meta';
import { routePreloads } from './preloads';
import { languageOf, loadServerRender } from './server-render';
import { parseIndexTemplate, type PageHead } from './template';

const PUBLIC: ReadonlySet<string> = new Set(PUBLIC_ROUTES);
/** The public route a path is a page of: only those get a canonical link and preloads. */
const publicRouteOf = (path: string) => {
  const route = matchRoute(path);
  return route && PUBLIC.has(route) ? route : undefined;
};

export interface RenderedPage {
  html: string;
  /** A strong validator of these bytes: a listing's page changes with the listing. */
  etag: string;
}

/**
 * The SPA's index.html with a head for the page asked for (product §2 routes): the title, description,
 * canonical link and Open Graph tags of the listing a detail page shows (so a shared link previews it),
 * the preload of its cover, and the preloads of the route's code and translations. Any other page keeps
 * the default title and description, with the site's Open Graph tags. Everything read from disk is read
 * once, when the server starts; a request costs at most one query (a detail page's listing).
 */
export async function createPageHead(webDist: string) {
  const template = parseIndexTemplate(readFileSync(join(webDist, 'index.html'), 'utf8'));
  const preloads = routePreloads(webDist);
  const serverRender = await loadServerRender(webDist);
  const { siteName, titleTemplate } = siteTexts(webDist);
  // A function, so that `$&` or `$'` in a host's title stay text (a replacement string would expand them).
  const pageTitle = (title: string) => titleTemplate.replace('{{title}}', () => title);

  return async function renderPage(request: FastifyRequest, path: string): Promise<RenderedPage> {
    const route = publicRouteOf(path);
    const listing = route?.endsWith('/:id') ? await findListing(request, path) : null;
    // Addresses for search engines and link previews, which others follow: configured, never the Host.
    const origin = linkOrigin(request.server);
    const url = route ? `${origin}${path.length > 1 ? path.replace(/\/+$/, '') : path}` : undefined;
    const head: PageHead = listing
      ? listingHead(listing, origin)
      : { title: template.defaultTitle, description: template.defaultDescription, tags: [] };
    const tags = [
      ...(url ? [`<link rel="canonical" href="${escapeHtml(url)}" />`] : []),
      ...openGraph({ ...head, siteName, url, largeImage: !!listing?.cover }),
      ...head.tags,
    ];
    // A public page comes rendered (decision 018): its translations are in it, and the route's code is
    // left to the entry to fetch, after the page is on screen. Otherwise the browser renders it, and the
    // head names what it will need.
    const rendered = route && serverRender ? await serverRender(request, request.url) : null;
    const language = rendered?.lang ?? languageOf(request);
    const html = template.render({
      ...head,
      tags,
      lang: language,
      dir: RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr',
      preloads: [
        ...preloads.fonts(language),
        ...(head.preloads ?? []),
        ...(rendered ? [] : [...preloads.app, ...(route ? (preloads.byRoute.get(route) ?? []) : [])]),
      ],
      ...(rendered && route
        ? {
            body: {
              html: rendered.html,
              after: `${rendered.stateScript}${jsonScript(APP_MODULES_ID, preloads.appModules.get(route) ?? [])}`,
            },
          }
        : {}),
    });
    return { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
  };

  function listingHead(listing: ListingMeta, origin: string): PageHead {
    const tags: string[] = [];
    const { cover } = listing;
    if (cover) {
      const image = ogImage(cover, origin);
      tags.push(
        meta('og:image', image.url),
        meta('og:image:width', String(image.width)),
        meta('og:image:height', String(image.height)),
        meta('og:image:alt', cover.alt.trim() || listing.title),
      );
    }
    return {
      title: pageTitle(listing.title),
      description: plainDescription(listing.description),
      tags,
      // The gallery's first <img>, found by the browser before the app runs; the same URL, srcset and
      // sizes as that <img>, so the browser uses this download rather than starting another.
      preloads: cover ? [coverPreload(cover)] : [],
    };
  }

  async function findListing(request: FastifyRequest, path: string) {
    try {
      return await listingMetaFor(request.server.db, path);
    } catch (error) {
      // The page still loads (the app reports the outage itself), with the default head.
      request.log.warn({ err: error }, 'page head: listing lookup failed');
      return null;
    }
  }
}

function openGraph({
  title,
  description,
  siteName,
  url,
  largeImage,
}: PageHead & { siteName: string; url: string | undefined; largeImage: boolean }): string[] {
  return [
    meta('og:site_name', siteName),
    meta('og:type', 'website'),
    meta('og:title', title),
    ...(description ? [meta('og:description', description)] : []),
    ...(url ? [meta('og:url', url)] : []),
    `<meta name="twitter:card" content="${largeImage ? 'summary_large_image' : 'summary'}" />`,
  ];
}

function meta(property: string, content: string): string {
  return `<meta property="${property}" content="${escapeHtml(content)}" />`;
}

function coverPreload(cover: StayImage): string {
  const { src, srcSet, sizes } = coverImageSources(cover);
  const responsive = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${responsive} fetchpriority="high" />`;
}

/** The cover's gallery variant (a preview needs no more than 1280 pixels), as an absolute URL. */
function ogImage(cover: StayImage, origin: string) {
  const { src } = coverImageSources(cover);
  const width = isStorageImage(cover.src) ? Math.min(IMAGE_VARIANTS.gallery, cover.width) : cover.width;
  return {
    url: /^https?:\/\//.test(src) ? src : `${origin}${src}`,
    width,
    height: cover.width > 0 ? Math.round((cover.height * width) / cover.width) : cover.height,
  };
}

/** The site's name and "<page> · Orchim" from the English translations the app itself uses. */
function siteTexts(webDist: string): { siteName: string; titleTemplate: string } {
  const fallback = { siteName: 'Orchim', titleTemplate: '{{title}} · Orchim' };
  const file = join(webDist, 'locales', DEFAULT_LANGUAGE, 'common.json');
  if (!existsSync(file)) return fallback;
  try {
    const app = (
      JSON.parse(readFileSync(file, 'utf8')) as { app?: { name?: unknown; titleTemplate?: unknown } }
    ).app;
    return {
      siteName: typeof app?.name === 'string' ? app.name : fallback.siteName,
      titleTemplate:
        typeof app?.titleTemplate === 'string' && app.titleTemplate.includes('{{title}}')
          ? app.titleTemplate
          : fallback.titleTemplate,
    };
  } catch {
    return fallback;
  }
}
