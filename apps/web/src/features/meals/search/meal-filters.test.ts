import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  mealDetailUrl,
  mealsSearch,
  parseMealFilters,
  removeFilter,
  serializeMealFilters,
} from './meal-filters';

const parse = (query: string) => parseMealFilters(new URLSearchParams(query));

describe('meal filters in the URL', () => {
  it('reads every filter the API takes, and writes them back in one order', () => {
    const filters = parse(
      'guests=3&dietary=nut_free,vegetarian&language=yi&mealType=shabbos_lunch&date=2026-12-05&page=2',
    );
    expect(filters).toEqual({
      date: '2026-12-05',
      mealType: 'shabbos_lunch',
      language: 'yi',
      dietary: ['vegetarian', 'nut_free'],
      guests: 3,
      page: 2,
    });
    expect(serializeMealFilters(filters)).toBe(
      'date=2026-12-05&mealType=shabbos_lunch&language=yi&dietary=vegetarian,nut_free&guests=3&page=2',
    );
  });

  it('drops what it cannot read, one parameter at a time', () => {
    expect(
      parse('date=2026-02-30&mealType=brunch&language=de&dietary=vegan,gluten_free&guests=0&page=-1'),
    ).toEqual({ dietary: ['gluten_free'], page: 1 });
    expect(parse('guests=41')).toEqual({ dietary: [], page: 1 });
    expect(parse('guests=40').guests).toBe(40);
  });

  it('writes nothing for the plain list, and leaves page 1 out', () => {
    expect(mealsSearch({ dietary: [], page: 1 })).toBe('');
    expect(mealsSearch({ dietary: [], guests: 2, page: 1 })).toBe('?guests=2');
  });

  it('lists the applied filters as chips, and removes one back on the first page', () => {
    const filters = parse('date=2026-12-05&language=en&dietary=vegetarian,nut_free&guests=2&page=3');
    const active = activeFilters(filters);
    expect(active.map((filter) => filter.kind)).toEqual(['date', 'language', 'dietary', 'dietary', 'guests']);
    expect(removeFilter(filters, active[2]!)).toEqual({
      date: '2026-12-05',
      language: 'en',
      dietary: ['nut_free'],
      guests: 2,
      page: 1,
    });
    expect(removeFilter(filters, active[0]!)).not.toHaveProperty('date');
    expect(removeFilter(filters, active[4]!)).not.toHaveProperty('guests');
  });

  it('links a card to its sitting and the guests searched for', () => {
    expect(mealDetailUrl('abc', { date: '2026-12-05', mealType: 'friday_night' }, { guests: 4 })).toBe(
      '/meals/abc?date=2026-12-05&mealType=friday_night&guests=4',
    );
    expect(mealDetailUrl('abc', null, {})).toBe('/meals/abc');
  });
});
