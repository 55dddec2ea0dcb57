/**
 * Files requested ahead of the code that reads them: the entry (src/boot.ts) asks for a rendered page's
 * translations while the app's code loads, and i18next takes the answers rather than asking again
 * (their `Cache-Control: no-cache` would cost it a round trip to revalidate each).
 */
const early = new Map<string, Promise<Response>>();

/** Where the translations are: one JSON file per language and namespace (public/locales). */
const LOCALE_PATH = '/locales/{{lng}}/{{ns}}.json';

export const localeUrl = (lng: string, ns: string) =>
  LOCALE_PATH.replace('{{lng}}', lng).replace('{{ns}}', ns);

export function fetchEarly(url: string) {
  if (!early.has(url)) early.set(url, fetch(url));
}

/** The early answer for `url`, given once; undefined when there is none (then fetch as usual). */
export function takeEarly(url: string): Promise<Response> | undefined {
  const response = early.get(url);
  early.delete(url);
  return response;
}
