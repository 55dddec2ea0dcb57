import { describe, expect, it } from 'vitest';
import {
  ohelListingUrl,
  ohelListUrl,
  ohelSearch,
  parseOhelFilters,
  serializeOhelFilters,
} from './ohel-filters';

const parse = (query: string) => parseOhelFilters(new URLSearchParams(query));

describe('ohel filters in the URL', () => {
  it('reads a kind and a page', () => {
    expect(parse('kind=stay&page=3')).toEqual({ kind: 'stay', page: 3 });
    expect(parse('kind=guided_visit')).toEqual({ kind: 'guided_visit', page: 1 });
    expect(parse('')).toEqual({ page: 1 });
  });

  it('drops what does not make sense, each parameter on its own', () => {
    expect(parse('kind=boat&page=2')).toEqual({ page: 2 });
    expect(parse('kind=shuttle&page=0')).toEqual({ kind: 'shuttle', page: 1 });
    expect(parse('kind=shuttle&page=two')).toEqual({ kind: 'shuttle', page: 1 });
    expect(parse('kind=ride&page=1001')).toEqual({ kind: 'ride', page: 1 });
    expect(parse('kind=SHUTTLE')).toEqual({ page: 1 });
  });

  it('writes the API query in a fixed order, without defaults', () => {
    expect(serializeOhelFilters({ page: 1 })).toBe('');
    expect(serializeOhelFilters({ kind: 'ride', page: 1 })).toBe('kind=ride');
    expect(serializeOhelFilters({ kind: 'ride', page: 4 })).toBe('kind=ride&page=4');
    expect(ohelSearch({ page: 2 })).toBe('?page=2');
    // Reading what was written gives the same filters back.
    expect(parse(serializeOhelFilters({ kind: 'stay', page: 2 }))).toEqual({ kind: 'stay', page: 2 });
  });

  it('links a kind from its first page, and a listing by its id', () => {
    expect(ohelListUrl('shuttle')).toBe('/ohel?kind=shuttle');
    expect(ohelListUrl(undefined)).toBe('/ohel');
    expect(ohelListingUrl('4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a')).toBe(
      '/ohel/4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
    );
  });
});
