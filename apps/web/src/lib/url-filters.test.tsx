import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { memoryRouter } from '../../test/memory-router';
import {
  parseDate,
  parseList,
  parseOneOf,
  parseText,
  parseWhole,
  readableCommas,
  useUrlFilters,
} from './url-filters';

/** A list that is not stays: rides, by service type, airports and passengers. */
const SERVICE_TYPES = ['airport_transfer', 'ohel_ride', 'hourly'] as const;
const AIRPORTS = ['JFK', 'LGA', 'EWR'] as const;
type RideFilters = {
  serviceType?: (typeof SERVICE_TYPES)[number];
  airports: (typeof AIRPORTS)[number][];
  passengers?: number;
  page: number;
};

const RIDES = {
  parse: (params: URLSearchParams): RideFilters => {
    const filters: RideFilters = {
      airports: parseList(params.getAll('airport'), AIRPORTS),
      page: parseWhole(params.get('page'), 1, 100) ?? 1,
    };
    const serviceType = parseOneOf(params.get('serviceType'), SERVICE_TYPES);
    const passengers = parseWhole(params.get('passengers'), 1, 14);
    if (serviceType) filters.serviceType = serviceType;
    if (passengers !== undefined) filters.passengers = passengers;
    return filters;
  },
  serialize: (filters: RideFilters) => {
    const params = new URLSearchParams();
    if (filters.serviceType) params.set('serviceType', filters.serviceType);
    if (filters.airports.length) params.set('airport', filters.airports.join(','));
    if (filters.passengers !== undefined) params.set('passengers', String(filters.passengers));
    if (filters.page > 1) params.set('page', String(filters.page));
    return readableCommas(params.toString());
  },
};

const SAME: RideFilters = { airports: ['JFK'], page: 1 };
const OHEL: RideFilters = { serviceType: 'ohel_ride', airports: [], passengers: 2, page: 1 };

function RidesProbe() {
  const { filters, apply: applyFilters, search } = useUrlFilters(RIDES);
  const location = useLocation();
  return (
    <>
      <output data-testid="filters">{JSON.stringify(filters)}</output>
      <output data-testid="search">{search}</output>
      <output data-testid="location">{location.search}</output>
      <button type="button" onClick={() => applyFilters(SAME)}>
        Same
      </button>
      <button type="button" onClick={() => applyFilters(OHEL)}>
        Ohel rides
      </button>
      {/* Two changes before the page draws again (as a visitor picking a second filter while the list
          of the first is still loading). */}
      <button
        type="button"
        onClick={() => {
          applyFilters((latest) => ({ ...latest, serviceType: 'airport_transfer', page: 1 }));
          applyFilters((latest) => ({ ...latest, passengers: 4, page: 1 }));
        }}
      >
        Two changes
      </button>
      <button
        type="button"
        onClick={() => {
          applyFilters((latest) => ({ ...latest, passengers: 4 }));
          applyFilters(({ passengers: _, ...latest }) => latest);
        }}
      >
        Change and undo
      </button>
      <button type="button" onClick={() => applyFilters((latest) => ({ ...latest, passengers: 3 }))}>
        Three passengers
      </button>
    </>
  );
}

function renderAt(path: string) {
  const { router, element } = memoryRouter([{ path: '/transport', element: <RidesProbe /> }], path);
  render(element);
  return router;
}

const filtersShown = () => JSON.parse(screen.getByTestId('filters').textContent ?? '{}') as RideFilters;

describe('useUrlFilters', () => {
  it('reads the filters through the list’s own parser', () => {
    renderAt('/transport?serviceType=airport_transfer&airport=EWR,JFK&passengers=3&page=2');
    expect(filtersShown()).toEqual({
      serviceType: 'airport_transfer',
      airports: ['JFK', 'EWR'],
      passengers: 3,
      page: 2,
    });
    expect(screen.getByTestId('search')).toHaveTextContent(
      '?serviceType=airport_transfer&airport=JFK,EWR&passengers=3&page=2',
    );
  });

  it('rewrites an address it cannot fully use to what it understood, in place', async () => {
    const router = renderAt('/transport?serviceType=boat&airport=XYZ,LGA&passengers=99&page=1&other=1');
    await screen.findByText('?airport=LGA', { selector: '[data-testid="location"]' });
    expect(filtersShown()).toEqual({ airports: ['LGA'], page: 1 });
    // Replaced, not pushed: Back does not return to the address that was not understood.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('applies a change as a new history entry, and the same search again as none', async () => {
    const router = renderAt('/transport?airport=JFK');
    fireEvent.click(screen.getByRole('button', { name: 'Same' }));
    expect(router.state.historyAction).toBe('POP');
    fireEvent.click(screen.getByRole('button', { name: 'Ohel rides' }));
    await screen.findByText('?serviceType=ohel_ride&passengers=2', {
      selector: '[data-testid="location"]',
    });
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => router.navigate(-1));
    expect(filtersShown()).toEqual({ airports: ['JFK'], page: 1 });
  });

  it('keeps a change still on its way when another is applied before the page draws it', async () => {
    renderAt('/transport?airport=JFK&page=2');
    fireEvent.click(screen.getByRole('button', { name: 'Two changes' }));
    await screen.findByText('?serviceType=airport_transfer&airport=JFK&passengers=4', {
      selector: '[data-testid="location"]',
    });
    expect(filtersShown()).toEqual({
      serviceType: 'airport_transfer',
      airports: ['JFK'],
      passengers: 4,
      page: 1,
    });
  });

  it('starts an update from the page drawn after Back, not from a change that has arrived since', async () => {
    const router = renderAt('/transport?airport=JFK');
    fireEvent.click(screen.getByRole('button', { name: 'Ohel rides' }));
    await screen.findByText('?serviceType=ohel_ride&passengers=2', { selector: '[data-testid="location"]' });
    await act(() => router.navigate(-1));
    await screen.findByText('?airport=JFK', { selector: '[data-testid="location"]' });
    fireEvent.click(screen.getByRole('button', { name: 'Three passengers' }));
    await screen.findByText('?airport=JFK&passengers=3', { selector: '[data-testid="location"]' });
  });

  it('undoes a change still on its way when the next change takes it back', async () => {
    const router = renderAt('/transport?airport=JFK');
    fireEvent.click(screen.getByRole('button', { name: 'Change and undo' }));
    await act(async () => {});
    expect(screen.getByTestId('location')).toHaveTextContent('?airport=JFK');
    expect(router.state.location.search).toBe('?airport=JFK');
  });
});

describe('parse helpers', () => {
  it('keep what makes sense and drop the rest', () => {
    expect(parseWhole('12', 1, 20)).toBe(12);
    expect(parseWhole('21', 1, 20)).toBeUndefined();
    expect(parseWhole('1.5', 1, 20)).toBeUndefined();
    expect(parseWhole(null, 1, 20)).toBeUndefined();
    expect(parseList(['b,x', 'a'], ['a', 'b', 'c'])).toEqual(['a', 'b']);
    expect(parseOneOf('c', ['a', 'b'])).toBeUndefined();
    expect(parseDate('2026-03-14')).toBe('2026-03-14');
    expect(parseDate('2026-02-30')).toBeUndefined();
    expect(parseText('  garden  ', 100)).toBe('garden');
    expect(parseText('abcdef', 3)).toBe('abc');
    expect(parseText('<script>alert(1)</script>', 100)).toBeUndefined();
  });
});
