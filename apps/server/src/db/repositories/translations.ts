import type { Language } from '@orchim/shared';

/**
 * A listing's texts in the reader's language: the host's translation of each field when there is one,
 * else the original (the host's own language), as stays do.
 */
export function translateFields<Field extends string>(
  translations: Partial<Record<Language, Partial<Record<string, string>>>>,
  lang: Language,
  original: Record<Field, string>,
): Record<Field, string> {
  const own: Partial<Record<string, string>> = translations[lang] ?? {};
  const result = {} as Record<Field, string>;
  for (const field of Object.keys(original) as Field[]) result[field] = own[field] || original[field];
  return result;
}
