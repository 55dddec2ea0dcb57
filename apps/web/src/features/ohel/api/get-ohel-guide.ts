import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@orchim/shared/constants';
import type { OhelGuide } from '@orchim/shared/ohel';
import { OHEL_BUSY_DAYS } from '@orchim/shared/ohel-catalogue';
import { apiFetch } from '@/lib/api';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isBusyDay = (value: unknown) =>
  isRecord(value) &&
  (OHEL_BUSY_DAYS as readonly unknown[]).includes(value.key) &&
  typeof value.date === 'string' &&
  typeof value.hebrewDate === 'string' &&
  typeof value.passed === 'boolean' &&
  (value.nextDate === null || typeof value.nextDate === 'string');

/**
 * The shape of ohelGuideSchema (packages/shared), checked without zod so the schema library stays out
 * of the page's chunk (the server validates its answer with the schema).
 */
export function isOhelGuide(value: unknown): value is OhelGuide {
  return (
    isRecord(value) &&
    typeof value.address === 'string' &&
    Array.isArray(value.busiestDays) &&
    value.busiestDays.every(isBusyDay)
  );
}

/** GET /rest/v1/ohel-guide?lang: the Ohel's address and this year's busiest days, Hebrew dates in `lang`. */
export async function getOhelGuide(lang: Language): Promise<OhelGuide> {
  const body = await apiFetch<unknown>(`/rest/v1/ohel-guide?lang=${lang}`);
  if (!isOhelGuide(body)) throw new Error('Unexpected ohel-guide response');
  return body;
}

export const ohelGuideQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['ohel-guide', { lang }],
    queryFn: () => getOhelGuide(lang),
    // The civil dates do not change with the language: keep them on screen while the Hebrew dates follow.
    placeholderData: (previous) => previous,
  });

export const useOhelGuide = (lang: Language) => useQuery(ohelGuideQueryOptions(lang));
