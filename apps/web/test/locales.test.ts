// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@orchim/shared/constants';
import { MESSAGES } from '@orchim/shared/messages';

const LOCALES = fileURLToPath(new URL('../public/locales/', import.meta.url));

type Tree = { [key: string]: string | Tree };
const read = (lng: string, ns: string) =>
  JSON.parse(readFileSync(`${LOCALES}${lng}/${ns}.json`, 'utf8')) as Tree;

/** Every leaf as "a.b.c" → value. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const entry of flatten(value, path)) out.set(...entry);
    else out.set(path, value);
  }
  return out;
}

const namespacesOf = (lng: string) =>
  readdirSync(`${LOCALES}${lng}`)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();

describe('translation files', () => {
  it('exist for exactly en, fr and he, with the same namespaces', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGES].sort());
    const english = namespacesOf('en');
    expect(english).toContain('common');
    for (const lng of LANGUAGES) expect(namespacesOf(lng), lng).toEqual(english);
  });

  describe.each(namespacesOf('en'))('namespace %s', (ns) => {
    const english = flatten(read('en', ns));

    it.each(LANGUAGES)('%s has exactly the English keys, none empty', (lng) => {
      const keys = flatten(read(lng, ns));
      expect([...keys.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, value] of keys) {
        expect(typeof value, `${lng}/${ns}.json ${key}`).toBe('string');
        expect((value as string).trim(), `${lng}/${ns}.json ${key}`).not.toBe('');
      }
    });

    it.each(LANGUAGES)('%s keeps the {{placeholders}} of English', (lng) => {
      const keys = flatten(read(lng, ns));
      const placeholders = (text: unknown) =>
        [...String(text).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
      for (const [key, value] of english) {
        expect(placeholders(keys.get(key)), `${lng}/${ns}.json ${key}`).toEqual(placeholders(value));
      }
    });
  });

  it('carry the product §8 catalogue: English messages.* equal MESSAGES exactly', () => {
    expect(read('en', 'common').messages).toEqual(MESSAGES);
  });

  it.each(['fr', 'he'])('%s translates every catalogue message', (lng) => {
    expect(Object.keys(read(lng, 'common').messages as Tree).sort()).toEqual(Object.keys(MESSAGES).sort());
  });

  // WCAG 2.5.3 (label in name): a button whose visible words are `x` and whose name for screen readers and
  // voice control is the longer `xName` must have those words in it, so "click Hide" finds it.
  it.each(LANGUAGES)('%s: each admin button named more fully keeps its visible words in its name', (lng) => {
    const admin = flatten(read(lng, 'admin'));
    for (const [key, value] of admin) {
      const visible = key.endsWith('Name') ? admin.get(key.slice(0, -'Name'.length)) : undefined;
      if (typeof visible !== 'string') continue;
      expect(String(value).toLowerCase(), `${lng}/admin.json ${key}`).toContain(visible.toLowerCase());
    }
  });

  it('name each language in itself in the picker, whatever the page language', () => {
    for (const lng of LANGUAGES) {
      expect((read(lng, 'common').language as Tree).names).toEqual({
        en: 'English',
        fr: 'Français',
        he: 'עברית',
      });
    }
  });
});
