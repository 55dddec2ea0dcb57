import { describe, expect, it } from 'vitest';
import { addDays } from '@orchim/shared/dates';
import { STAY_LIMITS } from '@orchim/shared/stay-catalogue';
import {
  EMPTY_FILTERS,
  activeFilters,
  apiSearchParams,
  datesState,
  parseStayFilters,
  removeFilter,
  serializeStayFilters,
  stayDetailUrl,
  staysSearch,
  withoutFilters,
  type StayFilters,
} from './stay-filters';

const TODAY = '2026-11-22';
const parse = (query: string) => parseStayFilters(new URLSearchParams(query));

const FULL: StayFilters = {
  checkIn: '2026-12-01',
  checkOut: '2026-12-04',
  guests: 4,
  priceMin: 100,
  priceMax: 250,
  features: ['kosher_kitchen', 'urn'],
  amenities: ['wifi', 'crib'],
  q: 'garden, near Kingston',
  sort: 'price_asc',
  page: 3,
};

describe('the search in the address', () => {
  it('round-trips every filter through the URL', () => {
    const query = serializeStayFilters(FULL);
    expect(query).toBe(
      'checkIn=2026-12-01&checkOut=2026-12-04&guests=4&priceMin=100&priceMax=250' +
        '&features=kosher_kitchen,urn&amenities=wifi,crib&q=garden,+near+Kingston&sort=price_asc&page=3',
    );
    expect(parse(query)).toEqual(FULL);
  });

  it('leaves the defaults out: the plain list is /stays', () => {
    expect(serializeStayFilters(EMPTY_FILTERS)).toBe('');
    expect(staysSearch(EMPTY_FILTERS)).toBe('');
    expect(parse('')).toEqual(EMPTY_FILTERS);
  });

  it('reads what the home page search writes', () => {
    expect(parse('checkIn=2026-12-01&checkOut=2026-12-04&guests=3')).toEqual({
      ...EMPTY_FILTERS,
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
      guests: 3,
    });
    expect(staysSearch(parse('checkIn=2026-12-01&checkOut=2026-12-04&guests=3'))).toBe(
      '?checkIn=2026-12-01&checkOut=2026-12-04&guests=3',
    );
  });

  it('drops each parameter it cannot use and keeps the rest', () => {
    expect(
      parse(
        'checkIn=2026-02-30&checkOut=tomorrow&guests=0&priceMin=-5&priceMax=abc&sort=cheapest&page=0' +
          '&features=urn,jacuzzi&amenities=&q=%3Cscript%3Ealert(1)%3C/script%3E&utm_source=mail',
      ),
    ).toEqual({ ...EMPTY_FILTERS, features: ['urn'] });
    expect(parse(`guests=${STAY_LIMITS.maxGuests + 1}&priceMax=10001&page=1001`)).toEqual(EMPTY_FILTERS);
    expect(parse('guests=2.5&priceMin=1e3')).toEqual(EMPTY_FILTERS);
    expect(parse('guests=16&priceMax=10000&page=1000')).toMatchObject({
      guests: 16,
      priceMax: 10000,
      page: 1000,
    });
  });

  it('merges repeated lists, drops duplicates and puts them in vocabulary order', () => {
    expect(parse('features=urn&features=kosher_kitchen,urn&amenities=crib, wifi').features).toEqual([
      'kosher_kitchen',
      'urn',
    ]);
    expect(parse('amenities=crib, wifi').amenities).toEqual(['wifi', 'crib']);
  });

  it('trims the words and shortens them to the API limit', () => {
    expect(parse('q=%20%20garden%20%20').q).toBe('garden');
    expect(parse('q=%20%20').q).toBeUndefined();
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(STAY_LIMITS.searchText);
  });

  it('keeps a date pair that cannot be searched, so the page can say so', () => {
    const filters = parse('checkIn=2026-12-04&checkOut=2026-12-01');
    expect(filters).toMatchObject({ checkIn: '2026-12-04', checkOut: '2026-12-01' });
    expect(datesState(filters, TODAY)).toBe('invalid');
  });
});

describe('dates', () => {
  it.each([
    ['none', {}, 'none'],
    ['a valid pair', { checkIn: '2026-12-01', checkOut: '2026-12-04' }, 'valid'],
    ['check-in today', { checkIn: TODAY, checkOut: '2026-11-23' }, 'valid'],
    ['check-in alone', { checkIn: '2026-12-01' }, 'invalid'],
    ['check-out alone', { checkOut: '2026-12-01' }, 'invalid'],
    ['check-out first', { checkIn: '2026-12-04', checkOut: '2026-12-01' }, 'invalid'],
    ['the same day', { checkIn: '2026-12-04', checkOut: '2026-12-04' }, 'invalid'],
    ['the past', { checkIn: '2026-11-20', checkOut: '2026-11-24' }, 'invalid'],
    ['too long a stay', { checkIn: '2026-12-01', checkOut: addDays('2026-12-01', 61) }, 'invalid'],
  ] as const)('%s', (_case, dates, state) => {
    expect(datesState(dates, TODAY)).toBe(state);
  });

  it('asks the API without dates that cannot be searched', () => {
    const bad = { ...FULL, checkIn: '2026-12-04', checkOut: '2026-12-01' };
    expect(new URLSearchParams(apiSearchParams(bad, TODAY)).has('checkIn')).toBe(false);
    expect(new URLSearchParams(apiSearchParams(bad, TODAY)).get('guests')).toBe('4');
    expect(apiSearchParams(FULL, TODAY)).toBe(serializeStayFilters(FULL));
  });
});

describe('active filters', () => {
  it('lists each filter once, and removing one goes back to the first page', () => {
    const active = activeFilters(FULL);
    expect(active.map((filter) => filter.kind)).toEqual([
      'dates',
      'guests',
      'price',
      'feature',
      'feature',
      'amenity',
      'amenity',
      'q',
    ]);
    const withoutUrn = removeFilter(FULL, { kind: 'feature', value: 'urn' });
    expect(withoutUrn).toMatchObject({ features: ['kosher_kitchen'], page: 1, sort: 'price_asc' });
    const withoutDates = removeFilter(FULL, active[0]!);
    expect(withoutDates.checkIn).toBeUndefined();
    expect(withoutDates.checkOut).toBeUndefined();
    expect(removeFilter(FULL, active[2]!)).not.toHaveProperty('priceMin');
    expect(activeFilters(EMPTY_FILTERS)).toEqual([]);
  });

  it('clears all filters but keeps the order', () => {
    expect(withoutFilters(FULL)).toEqual({ ...EMPTY_FILTERS, sort: 'price_asc' });
  });
});

describe('the link to a stay', () => {
  const id = '00000000-0000-4000-8000-000000000001';

  it('carries the dates and guests of the search', () => {
    expect(stayDetailUrl(id, FULL, TODAY)).toBe(
      `/stays/${id}?checkIn=2026-12-01&checkOut=2026-12-04&guests=4`,
    );
    expect(stayDetailUrl(id, EMPTY_FILTERS, TODAY)).toBe(`/stays/${id}`);
  });

  it('leaves out dates that cannot be searched', () => {
    expect(stayDetailUrl(id, { ...FULL, checkOut: '2026-11-30' }, TODAY)).toBe(`/stays/${id}?guests=4`);
  });
});
