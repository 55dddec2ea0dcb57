import type { Translations } from '../../../db/schema';

/**
 * A listing's translations after the host rewrote some of its texts: a translation of a text that
 * changed no longer says the same, so it goes (the reader then gets the host's own text, as for every
 * host-made listing, whose translations stay empty). Translations of unchanged texts stay.
 */
export function translationsAfterEdit<Field extends string>(
  translations: Translations<Field>,
  before: Record<Field, string>,
  after: Record<Field, string>,
): Translations<Field> {
  const changed = (Object.keys(before) as Field[]).filter((field) => before[field] !== after[field]);
  if (changed.length === 0) return translations;
  const result: Translations<Field> = {};
  for (const [lang, fields] of Object.entries(translations) as [
    keyof Translations<Field>,
    Partial<Record<Field, string>>,
  ][]) {
    const kept = Object.fromEntries(
      Object.entries(fields ?? {}).filter(([field]) => !changed.includes(field as Field)),
    ) as Partial<Record<Field, string>>;
    if (Object.keys(kept).length > 0) result[lang] = kept;
  }
  return result;
}
