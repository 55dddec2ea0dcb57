import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@orchim/shared/constants';
import { SITE_TIME_ZONE } from '@orchim/shared/dates';
import { isLanguage } from './i18n';

/** The Intl locale of each site language (US English, French, Hebrew in Israel: Latin digits, ₪-free). */
const INTL_LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-FR', he: 'he-IL' };

export function intlLocale(lng: string): string {
  return INTL_LOCALES[isLanguage(lng) ? lng : DEFAULT_LANGUAGE];
}

/** Dates and times of the product are in Crown Heights' time zone (DESIGN: America/New_York). */
export { SITE_TIME_ZONE };

export function formatDate(
  value: Date | string | number,
  lng: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(intlLocale(lng), { timeZone: SITE_TIME_ZONE, ...options }).format(
    new Date(value),
  );
}

export function formatNumber(value: number, lng: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(lng), options).format(value);
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
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, lng, options),
    money: (cents: number, currency: string) => formatMoney(cents, currency, lng),
    duration: (ms: number) => formatDuration(ms, lng),
  };
}
