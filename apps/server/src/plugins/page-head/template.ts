import { escapeHtml, unescapeHtml } from '../../lib/html';

/** What a page's <head> says beyond the template (tags already HTML). */
export interface PageHead {
  title: string;
  description: string;
  /** Meta and link tags that describe the page, put where the template's <title> was. */
  tags: readonly string[];
  /** Preloads, put after the template's own scripts and stylesheets: the app's entry is fetched first. */
  preloads?: readonly string[];
  /** `<html lang dir>`: the visitor's language, so a Hebrew page is laid out right to left at once. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** The page rendered on the server: the inside of `<div id="root">`, and the script put after it. */
  body?: { html: string; after: string };
}

export interface IndexTemplate {
  /** The <title> and description of the built index.html, as plain text. */
  defaultTitle: string;
  defaultDescription: string;
  render: (head: PageHead) => string;
}

const TITLE = /<title>([\s\S]*?)<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>\s*/i;
const HEAD_END = /\s*<\/head>/i;
const HTML_TAG = /<html\b[^>]*>/i;
const ROOT = '<div id="root"></div>';
/** index.html's preload of /app-config.json: a rendered page carries the config in its state. */
const CONFIG_PRELOAD = /\s*<link rel="preload" href="\/app-config\.json"[^>]*>/;

/**
 * apps/web/dist/index.html cut once, when the server starts, around its <title> and before </head>:
 * a page is the template's three parts with its own head in between, by concatenation, without parsing.
 */
export function parseIndexTemplate(html: string): IndexTemplate {
  const description = DESCRIPTION.exec(html);
  const page = description ? html.replace(description[0], '') : html;
  const title = TITLE.exec(page);
  const headEnd = HEAD_END.exec(page);
  const end = headEnd?.index ?? 0;
  // Without a <title>, the page's head goes where </head> is.
  const start = title && title.index < end ? title.index : end;
  const [head, scripts, rest] = [
    page.slice(0, start),
    page.slice(title && title.index < end ? title.index + title[0].length : end, end),
    page.slice(end),
  ];
  const indent = '\n    ';
  return {
    defaultTitle: unescapeHtml(title?.[1]?.trim() ?? ''),
    defaultDescription: unescapeHtml(description?.[1]?.trim() ?? ''),
    render: ({ title: pageTitle, description: pageDescription, tags, preloads = [], lang, dir, body }) => {
      const lines = [`<title>${escapeHtml(pageTitle)}</title>`];
      if (pageDescription) lines.push(`<meta name="description" content="${escapeHtml(pageDescription)}" />`);
      lines.push(...tags);
      const late = preloads.length ? `${indent}${preloads.join(indent)}` : '';
      const withLang = lang && dir ? head.replace(HTML_TAG, `<html lang="${lang}" dir="${dir}">`) : head;
      const top = body ? withLang.replace(CONFIG_PRELOAD, '') : withLang;
      const bottom = body ? rest.replace(ROOT, () => `<div id="root">${body.html}</div>${body.after}`) : rest;
      return `${top}${lines.join(indent)}${scripts}${late}${bottom}`;
    },
  };
}
