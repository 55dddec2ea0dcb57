import type { DehydratedState } from '@tanstack/react-query';
import type { AppConfig } from '@orchim/shared/app-config';
import type { Language } from '@orchim/shared/constants';
import { jsonScript } from '@orchim/shared/json-script';

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

export function ssrStateScript(state: SsrState): string {
  return jsonScript(SSR_STATE_ID, state);
}

/** The data of the page's JSON script element `id` (shared/json-script.ts), or null: none, or not JSON. */
export function readJsonScript(id: string): unknown {
  const element = document.getElementById(id);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return null;
  }
}

/** The state of the page the server rendered, if it did (and the element is intact). */
export function readSsrState(): SsrState | null {
  return readJsonScript(SSR_STATE_ID) as SsrState | null;
}
