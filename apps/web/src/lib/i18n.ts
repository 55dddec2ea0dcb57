import i18next, { type LanguageDetectorModule, type Resource } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import { localeUrl, takeEarly } from './early-fetch';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  RTL_LANGUAGES,
  type Language,
} from '@orchim/shared/constants';

/**
 * The one i18next instance of the app (product §1, §7): en, fr and he, English by default, the choice kept in
 * localStorage, translations fetched from GET /locales/{lng}/{ns}.json. The `common` namespace holds the
 * shell and the product §8 messages; every feature has a namespace of its own, loaded with its route.
 */
export const i18n = i18next.createInstance();

export const DEFAULT_NAMESPACE = 'common';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isRtl(lng: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(lng);
}

/** The language the visitor chose earlier, if any. Storage can be unavailable (private modes, policies). */
export function readStoredLanguage(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function storeLanguage(lng: string) {
  if (!isLanguage(lng)) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Not remembered this time; the site still works in the chosen language.
  }
}

/** The same choice in a cookie, for the server to render the next page in it (decision 018). */
function tellServerLanguage(lng: string) {
  if (!isLanguage(lng) || typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${lng}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/**
 * Only the stored choice counts: product §1 makes English the default, so the browser's language is not
 * consulted (that is why this is not i18next-browser-languagedetector with its navigator lookup).
 */
const storedLanguageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => readStoredLanguage() ?? DEFAULT_LANGUAGE,
  cacheUserLanguage: storeLanguage,
};

/** `<html lang dir>` follow the language, so Hebrew lays the whole page out right to left. */
export function applyDocumentLanguage(lng: string) {
  // On the server (entry-server.tsx) the page's <html> is written with the language instead.
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = lng;
  root.dir = isRtl(lng) ? 'rtl' : 'ltr';
}

/**
 * A missing key is an error, not a silent fallback to the key: the end-to-end suite fails on console
 * errors, so an untranslated string cannot ship. The handler replaces the backend's saveMissing (no POST).
 */
export function reportMissingKey(lngs: readonly string[], ns: string, key: string) {
  console.error(`i18n: missing translation "${ns}:${key}" (${lngs.join(', ')})`);
}

type InitOptions = {
  /** Translations given up front (tests); without them they are fetched over HTTP. */
  resources?: Resource;
  /** The language to start in; otherwise the stored choice or English. */
  lng?: Language;
};

let initialized: Promise<unknown> | null = null;

/**
 * A namespace's translations: GET /locales/{lng}/{ns}.json, or the answer the entry asked for early. Plain
 * fetch through i18next's smallest backend: the first load has no room for a full HTTP backend.
 */
async function fetchNamespace(lng: string, ns: string): Promise<unknown> {
  const url = localeUrl(lng, ns);
  const response = await (takeEarly(url) ?? fetch(url));
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** Initialises the instance once; later calls return the same promise. */
export function initI18n({ resources, lng }: InitOptions = {}) {
  if (initialized) return initialized;
  if (!resources) i18n.use(resourcesToBackend(fetchNamespace));
  i18n.use(storedLanguageDetector).use(initReactI18next);
  i18n.on('languageChanged', (language) => {
    applyDocumentLanguage(language);
    tellServerLanguage(language);
  });
  initialized = i18n.init({
    ...(resources ? { resources } : {}),
    ...(lng ? { lng } : {}),
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: false,
    load: 'currentOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: false,
    returnEmptyString: false,
    saveMissing: true,
    missingKeyHandler: reportMissingKey,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  return initialized;
}

/** Switches the site language; the detector stores the choice and `languageChanged` updates `<html>`. */
export function changeLanguage(lng: Language) {
  return i18n.changeLanguage(lng);
}

/** The browser's current language, for code that runs outside a render (a mutation, an event handler). */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/**
 * The language of the page being drawn, narrowed to the three the site speaks. A hook: it reads the
 * i18next instance of the render (the server renders each request with an instance of its own) and
 * re-renders the component when the language changes.
 */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  const lng = instance.resolvedLanguage ?? instance.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}
