import { describe, expect, it } from 'vitest';
import { fromDraft, mergeApplied, toDraft } from './filter-draft';
import { EMPTY_FILTERS, type StayFilters } from './stay-filters';

const TODAY = '2026-11-22';
const CURRENT: StayFilters = { ...EMPTY_FILTERS, sort: 'rating', page: 4 };
const EMPTY_DRAFT = toDraft(EMPTY_FILTERS);

describe('the filter form draft', () => {
  it('starts from the applied search', () => {
    expect(
      toDraft({ ...EMPTY_FILTERS, guests: 3, priceMax: 200, checkIn: '2026-12-01', features: ['urn'] }),
    ).toEqual({ ...EMPTY_DRAFT, guests: '3', priceMax: '200', checkIn: '2026-12-01', features: ['urn'] });
  });

  it('becomes a search on the first page, keeping the order', () => {
    const result = fromDraft(
      {
        ...EMPTY_DRAFT,
        q: '  garden ',
        checkIn: '2026-12-01',
        checkOut: '2026-12-03',
        guests: '2',
        priceMin: '80',
        priceMax: ' 200',
        features: ['kosher_kitchen'],
      },
      CURRENT,
      TODAY,
    );
    expect(result.filters).toEqual({
      ...EMPTY_FILTERS,
      q: 'garden',
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      guests: 2,
      priceMin: 80,
      priceMax: 200,
      features: ['kosher_kitchen'],
      sort: 'rating',
      page: 1,
    });
  });

  it('leaves empty fields out', () => {
    expect(fromDraft(EMPTY_DRAFT, CURRENT, TODAY).filters).toEqual({ ...EMPTY_FILTERS, sort: 'rating' });
  });

  it.each([
    ['one date', { checkIn: '2026-12-01' }, { dates: 'invalidDates' }],
    ['check-out first', { checkIn: '2026-12-03', checkOut: '2026-12-01' }, { dates: 'invalidDates' }],
    ['the past', { checkIn: '2026-11-01', checkOut: '2026-11-03' }, { dates: 'invalidDates' }],
    ['a minimum above the maximum', { priceMin: '300', priceMax: '100' }, { price: 'priceOrder' }],
    ['markup in the words', { q: '<script>x</script>' }, { q: 'unsafe' }],
  ])('refuses %s', (_case, patch, errors) => {
    expect(fromDraft({ ...EMPTY_DRAFT, ...patch }, CURRENT, TODAY)).toEqual({ errors });
  });

  it('follows the applied search where it changed and keeps what is being typed elsewhere', () => {
    const before = toDraft(EMPTY_FILTERS);
    const after = toDraft({ ...EMPTY_FILTERS, features: ['urn'] });
    const typing = { ...before, q: 'gard' };
    expect(mergeApplied(typing, before, after)).toEqual({ ...typing, features: ['urn'] });
  });
});
