import type { DehydratedState } from '@tanstack/react-query';
import type { AppConfig } from '@orchim/shared/app-config';
import type { Language } from '@orchim/shared/constants';

/**
 * What a server-rendered page hands to the app beside its HTML (entry-server.tsx writes it, main.tsx
 * reads it): enough for the first render in the browser to be the page already on screen, with no
 * request first but its translations: the run-time config, the page's namespaces (their files, shared by
 * every page and cached, are fetched by the entry while the app's code loads) and the data its queries
 * fetched.
 */
export interface SsrState {
  language: Language;
  config: AppConfig;
  /** The i18next namespaces the page was rendered with, in `language`. */
  namespaces: string[];
  queries: DehydratedState;
}

export const SSR_STATE_ID = 'ssr-state';

/** A JSON script element: not run by the browser, so the Content-Security-Policy has nothing to allow. */
export function ssrStateScript(state: SsrState): string {
  // `<` escaped, so no text from a listing can close the element early.
  const json = JSON.stringify(state).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${SSR_STATE_ID}">${json}</script>`;
}

/** The state of the page the server rendered, if it did (and the element is intact). */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
