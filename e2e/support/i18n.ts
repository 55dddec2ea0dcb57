import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, LANGUAGE_STORAGE_KEY, RTL_LANGUAGES, type Language } from '@orchim/shared/constants';

/**
 * Expected texts come from the same translation files the browser loads (apps/web/public/locales), so a
 * spec never retypes English and runs unchanged in French and Hebrew.
 */
export { LANGUAGES, LANGUAGE_STORAGE_KEY, type Language };

const LOCALES_DIR = fileURLToPath(new URL('../../apps/web/public/locales/', import.meta.url));
const cache = new Map<string, Record<string, unknown>>();

function namespace(lng: Language, ns: string): Record<string, unknown> {
  const file = `${LOCALES_DIR}${lng}/${ns}.json`;
  let data = cache.get(file);
  if (!data) {
    data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    cache.set(file, data);
  }
  return data;
}

function lookup(tree: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      tree,
    );
}

/**
 * `t('he', 'common:messages.loading')` → the Hebrew text, with `{{name}}` placeholders filled from `vars`
 * and i18next plural suffixes (`_one`, `_other`...) chosen from `vars.count`. Without a namespace the key
 * is looked up in `common`. A missing key throws: the spec is wrong, or the translation is missing.
 */
export function t(lng: Language, key: string, vars: Record<string, string | number> = {}): string {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  const tree = namespace(lng, ns);
  let value = lookup(tree, path);
  if (typeof vars.count === 'number' && typeof value !== 'string') {
    const form = new Intl.PluralRules(lng).select(vars.count);
    value = lookup(tree, `${path}_${form}`) ?? lookup(tree, `${path}_other`);
  }
  if (typeof value !== 'string') throw new Error(`No translation for "${key}" in ${lng}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** Every language's text for one key, e.g. to accept the picker's label whatever the current language. */
export const inEveryLanguage = (key: string) => LANGUAGES.map((lng) => t(lng, key));

export const dirOf = (lng: Language) => (RTL_LANGUAGES.includes(lng) ? 'rtl' : 'ltr');
