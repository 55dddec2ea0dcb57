import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@orchim/shared/constants';
import { SITE_TIME_ZONE } from '@orchim/shared/dates';
import { isLanguage } from './i18n';

/** The Intl locale of each site language (US English, French, Hebrew in Israel: Latin digits, ₪-free). */
const INTL_LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-FR', he: 'he-IL' };

function intlLocale(lng: string): string {
  return INTL_LOCALES[isLanguage(lng) ? lng : DEFAULT_LANGUAGE];
}

/**
 * Building an Intl formatter costs far more than using one (a calendar month or a list of cards builds
 * hundreds: about a quarter of a stay page's first render went there), so each locale + options pair is
 * built once. Options are small literals, so their JSON is a stable key.
 */
function cached<F>(build: (locale: string, options: object | undefined) => F) {
  const formatters = new Map<string, F>();
  return (lng: string, options?: object): F => {
    const locale = intlLocale(lng);
    const key = `${locale} ${JSON.stringify(options ?? {})}`;
    let formatter = formatters.get(key);
    if (!formatter) formatters.set(key, (formatter = build(locale, options)));
    return formatter;
  };
}

/**
 * The same text from every ICU: Node's (the server's render) puts thin spaces around a range's dash and
 * narrow no-break spaces in some numbers and times where Chromium's may put others, and a hydrated page
 * must read exactly as the server wrote it. Thin spaces become spaces, narrow no-break spaces no-break
 * spaces (they still keep "12,00 €" together).
 */
function sameEverywhere(text: string): string {
  return text.replaceAll('\u2009', ' ').replaceAll('\u202f', '\u00a0');
}

/** A date formatter in Crown Heights' time zone (DESIGN: America/New_York). */
const dateFormatter: (lng: string, options?: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat = cached(
  (locale, options) => new Intl.DateTimeFormat(locale, { timeZone: SITE_TIME_ZONE, ...options }),
);

const numberFormatter: (lng: string, options?: Intl.NumberFormatOptions) => Intl.NumberFormat = cached(
  (locale, options) => new Intl.NumberFormat(locale, options),
);

const listFormatter: (lng: string, options?: Intl.ListFormatOptions) => Intl.ListFormat = cached(
  (locale, options) => new Intl.ListFormat(locale, options),
);

export function formatDate(
  value: Date | string | number,
  lng: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return sameEverywhere(dateFormatter(lng, options).format(new Date(value)));
}

export function formatNumber(value: number, lng: string, options?: Intl.NumberFormatOptions): string {
  return sameEverywhere(numberFormatter(lng, options).format(value));
}

/** Money is kept in integer cents with a currency (DESIGN: Money). */
export function formatMoney(cents: number, currency: string, lng: string): string {
  return formatNumber(cents / 100, lng, { style: 'currency', currency });
}

/**
 * A duration such as "42 seconds", "5 minutes", "שתי דקות": rounded up to whole seconds under a minute, to
 * whole minutes up to an hour, then to hours (the rate limiter's waits reach an hour at most).
 */
export function formatDuration(ms: number, lng: string): string {
  const unit = (value: number, name: 'second' | 'minute' | 'hour') =>
    formatNumber(value, lng, { style: 'unit', unit: name, unitDisplay: 'long' });
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return unit(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 60 ? unit(minutes, 'minute') : unit(Math.ceil(minutes / 60), 'hour');
}

/** The formatters bound to the current language; components re-render when it changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return {
    lng,
    date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
      formatDate(value, lng, options),
    /** "Dec 2 – 5", "2–5 déc.": Intl writes a range the way each language does, the month once. */
    dateRange: (
      from: Date | string | number,
      to: Date | string | number,
      options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
    ) => sameEverywhere(dateFormatter(lng, options).formatRange(new Date(from), new Date(to))),
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, lng, options),
    /** "24, 25, and 26", "24, 25 et 26", "24, 25 ו-26": a list as the language joins one. */
    list: (items: readonly string[]) => listFormatter(lng, { type: 'conjunction' }).format(items),
    money: (cents: number, currency: string) => formatMoney(cents, currency, lng),
    duration: (ms: number) => formatDuration(ms, lng),
  };
}
