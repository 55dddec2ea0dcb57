import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINCOLN_PLACE_BLOCK } from '../../../test/fixtures';
import { renderPage, setupTestEnvironment } from '../../../test/render-page';
import { blockPlace, PlacesMap, type MapPlace } from './places-map';

const BLOCK = LINCOLN_PLACE_BLOCK;

const stays: MapPlace[] = [
  {
    id: 'a',
    label: 'Garden floor on Union Street',
    latitude: 40.66785,
    longitude: -73.9461,
    kind: 'stay',
    href: '/stays/a',
    badge: '$180',
    detail: '$180 a night',
  },
  { id: 'b', label: 'Studio on Crown Street', latitude: 40.66515, longitude: -73.9434, kind: 'stay' },
];

describe('PlacesMap', () => {
  beforeEach(() => setupTestEnvironment('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('is a labelled region with a placeholder until the map is near the screen, and loads nothing before', () => {
    renderPage(<PlacesMap places={stays} label="Map of the stays on this page" className="h-72" />);
    const region = screen.getByRole('region', { name: 'Map of the stays on this page' });
    expect(region).toHaveAccessibleDescription(
      'Arrow keys move the map, + and − zoom; Tab goes through its links.',
    );
    // jsdom has no IntersectionObserver: the map never comes near, Leaflet is never loaded.
    expect(region).toHaveAttribute('data-map-state', 'waiting');
    expect(region.childElementCount).toBe(0);
    // The placeholder fills the same box as the map will (no layout shift), hidden from screen readers.
    expect(region.parentElement).toHaveClass('h-72');
    expect(screen.getByText('Loading the map…').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('has the same places as a list, links where they lead, then 770 and the Ohel, for screen readers', () => {
    renderPage(<PlacesMap places={stays} label="Stays" />);
    const list = screen.getByRole('list', { name: 'Places on the map' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Garden floor on Union Street · $180 a night',
      'Studio on Crown Street',
      '770 Eastern Parkway · Lubavitch World Headquarters',
      'The Ohel · Cambria Heights, Queens, about 40 minutes by car',
    ]);
    expect(
      within(list).getByRole('link', { name: 'Garden floor on Union Street · $180 a night' }),
    ).toHaveAttribute('href', '/stays/a');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    // Hidden from sight, shown when a link in it has the keyboard's focus.
    expect(list.parentElement).toHaveClass('sr-only', 'focus-within:not-sr-only');
  });

  it('shows the list under the map when asked, and names the way to the Ohel on a ride’s map', () => {
    renderPage(
      <PlacesMap
        places={[blockPlace('s', 'The stay’s block', 'stay', BLOCK)]}
        label="Where"
        list="visible"
        toOhel
      />,
    );
    const list = screen.getByRole('list', { name: 'Places on the map' });
    expect(list.parentElement).not.toHaveClass('sr-only');
    expect(within(list).getByText('The stay’s block')).toBeInTheDocument();
    expect(list).toHaveTextContent('Cambria Heights, Queens, about 40 minutes by car from Crown Heights');
  });

  it('draws the map once its box comes near the screen: a link on each place that leads somewhere', async () => {
    const observe = vi.fn();
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          notify = callback;
        }
        observe = observe;
        disconnect() {}
      },
    );
    renderPage(<PlacesMap places={stays} label="Stays" />);
    expect(observe).toHaveBeenCalled();
    const region = screen.getByRole('region', { name: 'Stays' });
    expect(region).toHaveAttribute('data-map-state', 'waiting');

    act(() => notify?.([{ isIntersecting: true }]));
    await waitFor(() => expect(region).toHaveAttribute('data-map-state', 'drawn'));
    const marker = within(region).getByRole('link', { name: 'Garden floor on Union Street, $180 a night' });
    expect(marker).toHaveAttribute('href', '/stays/a');
    expect(marker).toHaveTextContent('$180');
    // A place without a page is shown, not a link; 770 and the Ohel are drawn, hidden from screen readers.
    expect(within(region).getAllByRole('link', { name: /Garden|Studio/ })).toHaveLength(1);
    expect(within(region).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(
      region.querySelector('.orchim-map-landmark--seven70')?.closest('[aria-hidden="true"]'),
    ).not.toBeNull();

    // Following it is the app's navigation, not a page load.
    await userEvent.click(marker);
    expect(screen.getByTestId('location')).toHaveTextContent('/stays/a');
  });
});
