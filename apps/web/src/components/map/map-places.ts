import type { ListingBlock } from '@orchim/shared/listing-block';

/** What a place on a map is: its marker's colour, and how the list under the map names it. */
export type MapPlaceKind = 'stay' | 'meal' | 'ride' | 'ohel' | 'seven70' | 'place';

/**
 * One place on a map (PlacesMap), and the same place in the list a screen reader reads instead.
 *
 * - `id`: unique among the map's places.
 * - `label`: its name, in the reader's language ("Garden floor on Union Street"); the marker's accessible
 *   name and the list's link text.
 * - `latitude`, `longitude`: where the marker goes. A stay or a meal gives its block's centre
 *   (`block.latitude`, `block.longitude`): the public answers never have its door.
 * - `kind`: the marker's colour and the word the list puts after the label.
 * - `href`: where the marker and the list item lead (an app path such as `/stays/{id}`); without it the
 *   place is shown but not a link.
 * - `badge`: a short text on the marker instead of the label, e.g. the price "$180". Without it the marker
 *   shows the label, so keep labels short when there is no badge.
 * - `detail`: a line the list adds after the label ("$180 a night", "Friday night, 7:12 pm").
 * - `block`: draw the place as its block (a shaded rectangle) rather than a marker: a stay's or meal's own
 *   page, where the area matters more than a pin.
 */
export interface MapPlace {
  id: string;
  label: string;
  latitude: number;
  longitude: number;
  kind: MapPlaceKind;
  href?: string;
  badge?: string;
  detail?: string;
  block?: ListingBlock;
}

/** A place's block as a place on the map, for a stay's or a meal's own page. */
export function blockPlace(id: string, label: string, kind: MapPlaceKind, block: ListingBlock): MapPlace {
  return { id, label, kind, latitude: block.latitude, longitude: block.longitude, block };
}
