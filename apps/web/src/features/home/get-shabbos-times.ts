import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShabbosTimes } from '@orchim/shared/shabbos';
import { apiFetch } from '@/lib/api';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isLocalized = (value: unknown) =>
  isRecord(value) && ['en', 'fr', 'he'].every((lng) => typeof value[lng] === 'string');

/**
 * The shape of shabbosTimesSchema (packages/shared), checked without zod: the home page is the first load,
 * and this keeps the schema library out of its chunk (the server validates the response with the schema).
 */
export function isShabbosTimes(value: unknown): value is ShabbosTimes {
  return (
    isRecord(value) &&
    ['friday', 'saturday', 'candleLighting', 'havdalah'].every((key) => typeof value[key] === 'string') &&
    (value.parsha === null || isLocalized(value.parsha)) &&
    isLocalized(value.hebrewDate) &&
    Array.isArray(value.holidays) &&
    value.holidays.every(isLocalized)
  );
}

/** GET /rest/v1/shabbos-times: this week's Shabbos in Crown Heights. */
export async function getShabbosTimes(): Promise<ShabbosTimes> {
  const body = await apiFetch<unknown>('/rest/v1/shabbos-times');
  if (!isShabbosTimes(body)) throw new Error('Unexpected shabbos-times response');
  return body;
}

export const shabbosTimesQueryOptions = () =>
  queryOptions({ queryKey: ['shabbos-times'], queryFn: getShabbosTimes });

export const useShabbosTimes = () => useQuery(shabbosTimesQueryOptions());
