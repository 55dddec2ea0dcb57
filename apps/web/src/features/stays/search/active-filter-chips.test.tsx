import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, setupTestEnvironment } from '../../../../test/render-page';
import { ActiveFilterChips } from './active-filter-chips';
import { EMPTY_FILTERS, type StayFilters } from './stay-filters';

const FILTERS: StayFilters = {
  ...EMPTY_FILTERS,
  checkIn: '2026-12-02',
  checkOut: '2026-12-05',
  guests: 2,
  priceMin: 80,
  features: ['kosher_kitchen'],
  amenities: ['crib'],
  q: 'garden',
  sort: 'rating',
  page: 2,
};

/** The chips' names, with Intl's thin and no-break spaces written as plain spaces. */
const chipNames = () =>
  screen
    .getAllByRole('button')
    .map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').replace(/\s/g, ' '));

describe('ActiveFilterChips', () => {
  beforeEach(async () => {
    await setupTestEnvironment('en');
  });

  it('names every filter in words and removes one per chip', async () => {
    const onApply = vi.fn();
    renderPage(<ActiveFilterChips filters={FILTERS} onApply={onApply} fallbackFocus={createRef()} />);
    expect(chipNames()).toEqual([
      'Remove filter: Dec 2 – 5',
      'Remove filter: 2 guests',
      'Remove filter: From $80 a night',
      'Remove filter: Kosher kitchen',
      'Remove filter: Crib',
      'Remove filter: “garden”',
      'Clear all',
    ]);
    // Each is an update of the latest filters asked for (lib/url-filters.ts): here, those on screen.
    const applied = () => (onApply.mock.lastCall![0] as (latest: StayFilters) => StayFilters)(FILTERS);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Crib' }));
    expect(applied()).toEqual({ ...FILTERS, amenities: [], page: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(applied()).toEqual({ ...EMPTY_FILTERS, sort: 'rating' });
  });

  it('names dates across months, a lone date and a price ceiling', () => {
    renderPage(
      <ActiveFilterChips
        filters={{ ...EMPTY_FILTERS, checkIn: '2026-12-30', priceMax: 150 }}
        onApply={() => {}}
        fallbackFocus={createRef()}
      />,
    );
    expect(chipNames()).toEqual([
      'Remove filter: Check-in Dec 30',
      'Remove filter: Up to $150 a night',
      'Clear all',
    ]);
  });

  it('shows nothing without filters', () => {
    renderPage(<ActiveFilterChips filters={EMPTY_FILTERS} onApply={() => {}} fallbackFocus={createRef()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks French and Hebrew', async () => {
    await setupTestEnvironment('fr');
    const filters = { ...EMPTY_FILTERS, checkIn: '2026-12-30', checkOut: '2027-01-02', guests: 1 };
    const { unmount } = renderPage(
      <ActiveFilterChips filters={filters} onApply={() => {}} fallbackFocus={createRef()} />,
    );
    expect(chipNames()).toEqual([
      'Retirer le filtre : 30 déc. 2026 – 2 janv. 2027',
      'Retirer le filtre : Un voyageur',
      'Tout effacer',
    ]);
    unmount();

    await setupTestEnvironment('he');
    renderPage(<ActiveFilterChips filters={FILTERS} onApply={() => {}} fallbackFocus={createRef()} />);
    expect(chipNames()).toContain('הסרת המסנן: 2 אורחים');
    expect(chipNames()).toContain('הסרת המסנן: מטבח כשר');
  });
});
