/**
 * Test helpers for the stays list: the page in a memory router (so tests can go Back and read the
 * address), stays as the API describes them, and a fetch stub that answers searches.
 */
import type { ReactElement } from 'react';
import { addDays, todayInNewYork } from '@orchim/shared/dates';
import type { StaySearchResult, StaySummary } from '@orchim/shared/stays';
import { renderAtRoute } from '@/lib/test-router';
import { LINCOLN_PLACE_BLOCK } from '../../../test/fixtures';

export { TEST_API_URL, jsonResponse, setupTestEnvironment } from '../../../test/render-page';

/** `page` at /stays (with the query of `path`); a stay's detail path shows only the probe. */
export const renderAtStays = (page: ReactElement, path = '/stays') => renderAtRoute(page, '/stays', path);

/** A calendar date `days` after today in New York. */
export const daysFromToday = (days: number) => addDays(todayInNewYork(), days);

let serial = 0;

/** A stay card's data; every call a new id. */
export function staySummary(overrides: Partial<StaySummary> = {}): StaySummary {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    title: `Brownstone garden floor ${serial}`,
    area: 'Crown Heights North',
    propertyType: 'brownstone_floor',
    bedrooms: 2,
    beds: 3,
    baths: 1,
    maxGuests: 5,
    pricePerNightCents: 150_00,
    cleaningFeeCents: 60_00,
    currency: 'USD',
    minimumNights: 1,
    walkMinutesTo770: 6,
    block: LINCOLN_PLACE_BLOCK,
    amenities: ['wifi', 'air_conditioning'],
    jewishFeatures: ['kosher_kitchen', 'shabbos_hot_plate', 'urn', 'shabbos_lamp', 'sukkah'],
    kosherStandard: 'chabad',
    ratingAverage: 4.83,
    reviewCount: 23,
    cover: { src: '/storage/v1/stays/cover.webp', width: 800, height: 600, alt: '' },
    quote: null,
    ...overrides,
  };
}

/** A page of results. */
export function searchResult(overrides: Partial<StaySearchResult> = {}): StaySearchResult {
  const items = overrides.items ?? Array.from({ length: 12 }, () => staySummary());
  return {
    items,
    page: 1,
    pageSize: 12,
    total: items.length,
    totalIsCapped: false,
    hasMore: false,
    ...overrides,
  };
}

/** The query of a request the page sent, as an object (without the anon key, which is a header). */
export function requestQuery(call: Parameters<typeof fetch> | undefined): Record<string, string> {
  const url = new URL(String(call?.[0]));
  return Object.fromEntries(url.searchParams);
}
