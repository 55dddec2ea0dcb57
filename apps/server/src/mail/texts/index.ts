import { DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGES, type Language } from '@orchim/shared';
import { en } from './en';
import { fr } from './fr';
import { he } from './he';
import type { MailTexts } from './types';

export type { MailTexts } from './types';

const TEXTS: Record<Language, MailTexts> = { en, fr, he };

export function mailTexts(language: Language): MailTexts {
  return TEXTS[language];
}

/**
 * The language an account's mails are written in: the one last chosen on the site while signed in,
 * kept in user_metadata.language (sign-up and PUT /auth/v1/user set it), English when none is kept.
 */
export function languageOf(userMetadata: Record<string, unknown> | null | undefined): Language {
  const language = userMetadata?.language;
  return (LANGUAGES as readonly unknown[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;
}

export const isRtl = (language: Language) => RTL_LANGUAGES.includes(language);

/** `<html lang dir>` of a mail, so a Hebrew mail reads right to left. */
export function htmlLanguage(language: Language): string {
  return `lang="${language}" dir="${isRtl(language) ? 'rtl' : 'ltr'}"`;
}

/** A calendar date (YYYY-MM-DD) as "Sunday, March 15, 2026", "dimanche 15 mars 2026"... */
export function longDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(TEXTS[language].locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** An instant's time of day in New York: "6:42 PM", "18:42". */
export function clockTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(TEXTS[language].locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/New_York',
  }).format(new Date(iso));
}

/** An instant in New York, day and time: "Wednesday, March 11, 2026 at 9:00 PM". */
export function dateAndTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(TEXTS[language].locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'America/New_York',
  }).format(new Date(iso));
}

/** An instant's day in New York: "November 23, 2026", "23 novembre 2026"... */
export function dayInNewYork(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(TEXTS[language].locale, {
    dateStyle: 'long',
    timeZone: 'America/New_York',
  }).format(new Date(iso));
}

/** Cents as "$1,234.50", "1 234,50 $US"... */
export function money(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(TEXTS[language].locale, { style: 'currency', currency }).format(cents / 100);
}
