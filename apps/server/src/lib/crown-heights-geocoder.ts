import { isInCrownHeights, type ListingBlock } from '@orchim/shared';

/**
 * An offline geocoder for Crown Heights (the server has no internet). Crown Heights is a grid: streets run
 * east–west, each at about one latitude, and avenues north–south, each at about one longitude. An address
 * is placed by finding, along its street, the two crossings whose house numbers surround its number and
 * interpolating between them; a corner ("Kingston Ave & Montgomery St") is the crossing itself.
 *
 * It is an approximation (docs/decisions/012-host-area.md): the grid is taken as square, a street as one
 * latitude, and house numbers as spread evenly along a block, so a house lands on its block, on the street's
 * centre line, give or take half a block. The host sees the pin and may move it: coordinates sent with the
 * address win. The tables were tuned on addresses whose block is known (770 Eastern Parkway at Kingston
 * Avenue, 792 Eastern Parkway across Kingston, 1304 President Street between New York and Brooklyn Avenues,
 * 1506 Union Street past Albany Avenue, 145 Brooklyn Avenue at St Marks Avenue, 281 Albany Avenue at
 * St Johns Place, 470 Lefferts Avenue between Kingston and Albany Avenues).
 */

export interface GeocodedPlace {
  latitude: number;
  longitude: number;
  /** How the address was read, e.g. "President St between New York Ave and Brooklyn Ave". */
  placedAs: string;
  /** What a listing may say of where it is without the number: "President St near Brooklyn Ave". */
  area: string;
}

// ---- The grid ------------------------------------------------------------------------------------------

/** Avenues west to east, and streets north to south: the grid's order. */
const AVENUE_ORDER = [
  'washington',
  'classon',
  'franklin',
  'bedford',
  'rogers',
  'nostrand',
  'newYork',
  'brooklyn',
  'kingston',
  'albany',
  'troy',
  'schenectady',
  'utica',
  'rochester',
  'buffalo',
  'ralph',
] as const;
type AvenueKey = (typeof AVENUE_ORDER)[number];
const STREET_ORDER = [
  'atlantic',
  'pacific',
  'dean',
  'bergen',
  'stMarks',
  'prospect',
  'park',
  'sterlingPl',
  'stJohns',
  'lincoln',
  'eastern',
  'union',
  'president',
  'carroll',
  'crown',
  'montgomery',
  'empire',
  'lefferts',
  'sterlingSt',
  'maple',
  'midwood',
  'rutland',
  'fenimore',
  'hawthorne',
  'winthrop',
  'clarkson',
] as const;
type StreetKey = (typeof STREET_ORDER)[number];

interface Avenue {
  name: string;
  longitude: number;
  /** The first and last street it crosses, north to south. */
  from: StreetKey;
  to: StreetKey;
  /**
   * House numbers along the avenue (they grow southwards): the number at Eastern Parkway and the step per
   * street block. Only avenues whose numbering is known are numbered; the others are placed at corners.
   */
  numbers?: { atEasternParkway: number; perBlock: number };
}

/** Avenues west to east, at their crossing with Eastern Parkway. */
const AVENUES: Record<AvenueKey, Avenue> = {
  washington: { name: 'Washington Ave', longitude: -73.963, from: 'atlantic', to: 'empire' },
  classon: { name: 'Classon Ave', longitude: -73.9606, from: 'atlantic', to: 'eastern' },
  franklin: { name: 'Franklin Ave', longitude: -73.958, from: 'atlantic', to: 'empire' },
  bedford: { name: 'Bedford Ave', longitude: -73.9556, from: 'atlantic', to: 'clarkson' },
  rogers: { name: 'Rogers Ave', longitude: -73.953, from: 'atlantic', to: 'clarkson' },
  nostrand: { name: 'Nostrand Ave', longitude: -73.9505, from: 'atlantic', to: 'clarkson' },
  newYork: {
    name: 'New York Ave',
    longitude: -73.9476,
    from: 'atlantic',
    to: 'clarkson',
    numbers: { atEasternParkway: 280, perBlock: 22 },
  },
  brooklyn: {
    name: 'Brooklyn Ave',
    longitude: -73.9446,
    from: 'atlantic',
    to: 'clarkson',
    numbers: { atEasternParkway: 277, perBlock: 22 },
  },
  kingston: {
    name: 'Kingston Ave',
    longitude: -73.9422,
    from: 'atlantic',
    to: 'clarkson',
    numbers: { atEasternParkway: 300, perBlock: 22 },
  },
  albany: {
    name: 'Albany Ave',
    longitude: -73.9394,
    from: 'atlantic',
    to: 'clarkson',
    numbers: { atEasternParkway: 325, perBlock: 22 },
  },
  troy: { name: 'Troy Ave', longitude: -73.9365, from: 'atlantic', to: 'clarkson' },
  schenectady: { name: 'Schenectady Ave', longitude: -73.9338, from: 'atlantic', to: 'clarkson' },
  utica: { name: 'Utica Ave', longitude: -73.9311, from: 'atlantic', to: 'clarkson' },
  rochester: { name: 'Rochester Ave', longitude: -73.9282, from: 'atlantic', to: 'empire' },
  buffalo: { name: 'Buffalo Ave', longitude: -73.9256, from: 'atlantic', to: 'empire' },
  ralph: { name: 'Ralph Ave', longitude: -73.9226, from: 'atlantic', to: 'empire' },
};

interface Street {
  name: string;
  latitude: number;
  /** The first and last avenue it crosses, west to east. */
  from: AvenueKey;
  to: AvenueKey;
  /**
   * House numbers along the street (they grow eastwards): the number at Kingston Avenue and the step per
   * avenue block, or the number at each avenue where the blocks differ (Eastern Parkway).
   */
  numbers: { atKingston: number; perBlock: number } | { [Key in AvenueKey]?: number };
}

/** Streets north to south, at their crossing with Kingston Avenue. */
const STREETS: Record<StreetKey, Street> = {
  atlantic: {
    name: 'Atlantic Ave',
    latitude: 40.6786,
    from: 'washington',
    to: 'ralph',
    numbers: { atKingston: 1480, perBlock: 80 },
  },
  pacific: {
    name: 'Pacific St',
    latitude: 40.6777,
    from: 'washington',
    to: 'ralph',
    numbers: { atKingston: 1400, perBlock: 80 },
  },
  dean: {
    name: 'Dean St',
    latitude: 40.6768,
    from: 'washington',
    to: 'ralph',
    numbers: { atKingston: 1400, perBlock: 80 },
  },
  bergen: {
    name: 'Bergen St',
    latitude: 40.6759,
    from: 'washington',
    to: 'ralph',
    numbers: { atKingston: 1400, perBlock: 80 },
  },
  stMarks: {
    name: 'St Marks Ave',
    latitude: 40.675,
    from: 'washington',
    to: 'ralph',
    numbers: { atKingston: 1150, perBlock: 80 },
  },
  prospect: {
    name: 'Prospect Pl',
    latitude: 40.6741,
    from: 'washington',
    to: 'ralph',
    numbers: { atKingston: 1150, perBlock: 80 },
  },
  park: {
    name: 'Park Pl',
    latitude: 40.6732,
    from: 'washington',
    to: 'ralph',
    numbers: { atKingston: 1150, perBlock: 80 },
  },
  sterlingPl: {
    name: 'Sterling Pl',
    latitude: 40.6723,
    from: 'washington',
    to: 'ralph',
    numbers: { atKingston: 1150, perBlock: 80 },
  },
  stJohns: {
    name: 'St Johns Pl',
    latitude: 40.6714,
    from: 'washington',
    to: 'ralph',
    numbers: { atKingston: 1150, perBlock: 80 },
  },
  lincoln: {
    name: 'Lincoln Pl',
    latitude: 40.6705,
    from: 'washington',
    to: 'ralph',
    numbers: { atKingston: 1150, perBlock: 80 },
  },
  eastern: {
    name: 'Eastern Pkwy',
    latitude: 40.6694,
    from: 'washington',
    to: 'ralph',
    // 200 is the Brooklyn Museum at Washington Avenue; 770 and 792 face each other across Kingston Avenue.
    numbers: {
      washington: 200,
      classon: 270,
      franklin: 340,
      bedford: 410,
      rogers: 480,
      nostrand: 550,
      newYork: 620,
      brooklyn: 700,
      kingston: 780,
      albany: 860,
      troy: 940,
      schenectady: 1020,
      utica: 1100,
      rochester: 1180,
      buffalo: 1260,
      ralph: 1340,
    },
  },
  union: {
    name: 'Union St',
    latitude: 40.6683,
    from: 'washington',
    to: 'buffalo',
    numbers: { atKingston: 1420, perBlock: 80 },
  },
  president: {
    name: 'President St',
    latitude: 40.6674,
    from: 'washington',
    to: 'ralph',
    numbers: { atKingston: 1400, perBlock: 80 },
  },
  carroll: {
    name: 'Carroll St',
    latitude: 40.6665,
    from: 'washington',
    to: 'ralph',
    numbers: { atKingston: 1400, perBlock: 80 },
  },
  crown: {
    name: 'Crown St',
    latitude: 40.6656,
    from: 'franklin',
    to: 'utica',
    numbers: { atKingston: 420, perBlock: 70 },
  },
  montgomery: {
    name: 'Montgomery St',
    latitude: 40.6647,
    from: 'franklin',
    to: 'utica',
    numbers: { atKingston: 420, perBlock: 70 },
  },
  empire: {
    name: 'Empire Blvd',
    latitude: 40.6638,
    from: 'washington',
    to: 'utica',
    numbers: { atKingston: 420, perBlock: 70 },
  },
  lefferts: {
    name: 'Lefferts Ave',
    latitude: 40.6628,
    from: 'bedford',
    to: 'utica',
    numbers: { atKingston: 440, perBlock: 70 },
  },
  sterlingSt: {
    name: 'Sterling St',
    latitude: 40.6619,
    from: 'bedford',
    to: 'albany',
    numbers: { atKingston: 440, perBlock: 70 },
  },
  maple: {
    name: 'Maple St',
    latitude: 40.661,
    from: 'bedford',
    to: 'utica',
    numbers: { atKingston: 440, perBlock: 70 },
  },
  midwood: {
    name: 'Midwood St',
    latitude: 40.6601,
    from: 'bedford',
    to: 'utica',
    numbers: { atKingston: 440, perBlock: 70 },
  },
  rutland: {
    name: 'Rutland Rd',
    latitude: 40.6591,
    from: 'bedford',
    to: 'utica',
    numbers: { atKingston: 440, perBlock: 70 },
  },
  fenimore: {
    name: 'Fenimore St',
    latitude: 40.6582,
    from: 'bedford',
    to: 'utica',
    numbers: { atKingston: 440, perBlock: 70 },
  },
  hawthorne: {
    name: 'Hawthorne St',
    latitude: 40.6573,
    from: 'bedford',
    to: 'utica',
    numbers: { atKingston: 440, perBlock: 70 },
  },
  winthrop: {
    name: 'Winthrop St',
    latitude: 40.6564,
    from: 'bedford',
    to: 'utica',
    numbers: { atKingston: 440, perBlock: 70 },
  },
  clarkson: {
    name: 'Clarkson Ave',
    latitude: 40.6554,
    from: 'bedford',
    to: 'utica',
    numbers: { atKingston: 440, perBlock: 70 },
  },
};

// ---- Reading names -------------------------------------------------------------------------------------

/** Suffixes and words as people write them, to one spelling each. */
const WORDS: Record<string, string> = {
  street: 'st',
  str: 'st',
  avenue: 'ave',
  av: 'ave',
  avn: 'ave',
  place: 'pl',
  parkway: 'pkwy',
  pky: 'pkwy',
  pkway: 'pkwy',
  prkwy: 'pkwy',
  boulevard: 'blvd',
  blv: 'blvd',
  road: 'rd',
  saint: 'st',
};
const SUFFIXES = new Set(['st', 'ave', 'pl', 'pkwy', 'blvd', 'rd']);

/** Lower-case words, abbreviations expanded to one spelling, punctuation gone ("St. John's" → "st johns"). */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => WORDS[word] ?? word)
    .join(' ');
}

type Place = { type: 'street'; key: StreetKey } | { type: 'avenue'; key: AvenueKey };

interface Name {
  place: Place;
  full: string;
  /** Without its suffix ("kingston"), which people often leave out. */
  bare: string;
}

const NAMES: Name[] = [
  ...STREET_ORDER.map((key) => nameOf({ type: 'street', key }, STREETS[key].name)),
  ...AVENUE_ORDER.map((key) => nameOf({ type: 'avenue', key }, AVENUES[key].name)),
];

function nameOf(place: Place, display: string): Name {
  const full = normalise(display);
  const words = full.split(' ');
  const bare = SUFFIXES.has(words.at(-1) ?? '') ? words.slice(0, -1).join(' ') : full;
  return { place, full, bare };
}

/** The street or avenue a name means: its full name, or its bare name when only one place has it. */
function placeNamed(text: string): Place | null {
  const name = normalise(text);
  if (!name) return null;
  const exact = NAMES.find((candidate) => candidate.full === name);
  if (exact) return exact.place;
  const bare = NAMES.filter((candidate) => candidate.bare === name);
  return bare.length === 1 && bare[0] ? bare[0].place : null;
}

// ---- Placing -------------------------------------------------------------------------------------------

/** The house number at each avenue a street crosses, west to east. */
function streetCrossings(key: StreetKey): { avenue: AvenueKey; number: number }[] {
  const street = STREETS[key];
  const first = AVENUE_ORDER.indexOf(street.from);
  const last = AVENUE_ORDER.indexOf(street.to);
  const kingston = AVENUE_ORDER.indexOf('kingston');
  const { numbers } = street;
  return AVENUE_ORDER.slice(first, last + 1).flatMap((avenue, offset) => {
    const number =
      'atKingston' in numbers
        ? numbers.atKingston + (first + offset - kingston) * numbers.perBlock
        : numbers[avenue];
    return number === undefined ? [] : [{ avenue, number }];
  });
}

/** The house number at each street a numbered avenue crosses, north to south. */
function avenueCrossings(key: AvenueKey): { street: StreetKey; number: number }[] {
  const avenue = AVENUES[key];
  if (!avenue.numbers) return [];
  const { atEasternParkway, perBlock } = avenue.numbers;
  const first = STREET_ORDER.indexOf(avenue.from);
  const last = STREET_ORDER.indexOf(avenue.to);
  const eastern = STREET_ORDER.indexOf('eastern');
  return STREET_ORDER.slice(first, last + 1).map((street, offset) => ({
    street,
    number: atEasternParkway + (first + offset - eastern) * perBlock,
  }));
}

/**
 * Where a number falls among the crossings (numbers growing): the two crossings around it and how far
 * along, or null when the number is off the part of the street that is in Crown Heights.
 */
function between<T extends { number: number }>(
  crossings: T[],
  number: number,
): { before: T; after: T; fraction: number } | null {
  for (let i = 0; i + 1 < crossings.length; i += 1) {
    const before = crossings[i];
    const after = crossings[i + 1];
    if (!before || !after || number < before.number || number > after.number) continue;
    return { before, after, fraction: (number - before.number) / (after.number - before.number) };
  }
  return null;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const lerp = (from: number, to: number, fraction: number) => from + (to - from) * fraction;

function placeNumber(number: number, place: Place): GeocodedPlace | null {
  if (place.type === 'street') {
    const street = STREETS[place.key];
    const found = between(streetCrossings(place.key), number);
    if (!found) return null;
    const west = AVENUES[found.before.avenue];
    const east = AVENUES[found.after.avenue];
    return {
      latitude: street.latitude,
      longitude: lerp(west.longitude, east.longitude, found.fraction),
      placedAs: blockName(street.name, west.name, east.name, found.fraction),
      area: nearName(street.name, west.name, east.name, found.fraction),
    };
  }
  const avenue = AVENUES[place.key];
  const found = between(avenueCrossings(place.key), number);
  if (!found) return null;
  const north = STREETS[found.before.street];
  const south = STREETS[found.after.street];
  return {
    latitude: lerp(north.latitude, south.latitude, found.fraction),
    longitude: avenue.longitude,
    placedAs: blockName(avenue.name, north.name, south.name, found.fraction),
    area: nearName(avenue.name, north.name, south.name, found.fraction),
  };
}

/** The street and the crossing nearest the number: "President St near Brooklyn Ave". */
function nearName(along: string, first: string, second: string, fraction: number): string {
  return `${along} near ${fraction < 0.5 ? first : second}`;
}

function blockName(along: string, first: string, second: string, fraction: number): string {
  if (fraction === 0) return `${along} at ${first}`;
  if (fraction === 1) return `${along} at ${second}`;
  return `${along} between ${first} and ${second}`;
}

/** Where a street and an avenue cross, or null when they do not (one ends before the other). */
function placeCorner(one: Place, other: Place): GeocodedPlace | null {
  const streetKey = one.type === 'street' ? one.key : other.type === 'street' ? other.key : null;
  const avenueKey = one.type === 'avenue' ? one.key : other.type === 'avenue' ? other.key : null;
  if (!streetKey || !avenueKey) return null;
  const street = STREETS[streetKey];
  const avenue = AVENUES[avenueKey];
  const crosses = (index: number, from: number, to: number) => index >= from && index <= to;
  const avenueIndex = AVENUE_ORDER.indexOf(avenueKey);
  const streetIndex = STREET_ORDER.indexOf(streetKey);
  if (
    !crosses(avenueIndex, AVENUE_ORDER.indexOf(street.from), AVENUE_ORDER.indexOf(street.to)) ||
    !crosses(streetIndex, STREET_ORDER.indexOf(avenue.from), STREET_ORDER.indexOf(avenue.to))
  ) {
    return null;
  }
  const [first, second] = one.type === 'avenue' ? [avenue.name, street.name] : [street.name, avenue.name];
  const corner = `${first} and ${second}`;
  return { latitude: street.latitude, longitude: avenue.longitude, placedAs: corner, area: corner };
}

/** Words after the street that say where in the building, not where the building is. */
const UNIT = /\s+(?:apt|apartment|unit|suite|ste|fl|floor|rm|room|#)\b.*$|\s*#.*$/;
/** The town, state, zip and country people add when there is no comma before them. */
const LOCALITY = /(?:\s+(?:brooklyn|ny|new york|usa|us|\d{5}(?:\s*-?\s*\d{4})?))+$/;
const CORNER = /^(?:(?:the\s+)?corner\s+of\s+)?(.+?)\s+(?:and|&|at)\s+(.+)$/;
const NUMBERED = /^(\d{1,5})[a-z]?(?:\s*-\s*\d+)?\s+(.+)$/;

function parseLine(line: string): GeocodedPlace | null {
  const numbered = NUMBERED.exec(line);
  if (numbered?.[1] && numbered[2]) {
    const place = placeNamed(numbered[2]);
    return place ? placeNumber(Number(numbered[1]), place) : null;
  }
  const corner = CORNER.exec(line);
  if (corner?.[1] && corner[2]) {
    const one = placeNamed(corner[1]);
    const other = placeNamed(corner[2]);
    return one && other ? placeCorner(one, other) : null;
  }
  return null;
}

/**
 * Places an address in Crown Heights: "770 Eastern Parkway, Brooklyn, NY 11213", "1304 President St.
 * Apt 2", "Kingston Ave & Montgomery St", "corner of Kingston and Montgomery". Null when it cannot:
 * an unknown street, a number off the part of the street in Crown Heights, two streets that do not meet.
 */
export function geocodeCrownHeights(address: string): GeocodedPlace | null {
  // What follows the first comma is the town, the state, the apartment.
  const first = (address.split(',')[0] ?? '').toLowerCase().replace(UNIT, '').replaceAll('&', ' & ');
  const line = normalise(first);
  if (!line) return null;
  const withoutLocality = line.replace(LOCALITY, '').trim();
  for (const candidate of new Set([line, withoutLocality])) {
    if (!candidate) continue;
    const place = parseLine(candidate);
    // Six decimals are ten centimetres, far finer than the approximation.
    if (place && isInCrownHeights(place)) {
      return { ...place, latitude: round6(place.latitude), longitude: round6(place.longitude) };
    }
  }
  return null;
}

// ---- Blocks and the street grid, for public maps ------------------------------------------------------

/**
 * Outside the grid (Cambria Heights, by the Ohel), a point's block is a cell of this fixed lattice, in
 * degrees: about 220 m north–south and 210 m east–west, a city block or two.
 */
const CELL = { latitude: 0.002, longitude: 0.0025 } as const;

const GRID_LATITUDES = STREET_ORDER.map((key) => STREETS[key].latitude);
const GRID_LONGITUDES = AVENUE_ORDER.map((key) => AVENUES[key].longitude);

/**
 * The index i of the span [values[i], values[i + 1]) holding `value` among numbers sorted either way, or
 * null when it is outside them. The last span includes its far edge.
 */
function spanOf(values: readonly number[], value: number): number | null {
  const low = Math.min(values[0] ?? 0, values.at(-1) ?? 0);
  const high = Math.max(values[0] ?? 0, values.at(-1) ?? 0);
  if (values.length < 2 || value < low || value > high) return null;
  const ascending = (values[0] ?? 0) < (values.at(-1) ?? 0);
  for (let i = 0; i + 1 < values.length; i += 1) {
    const a = values[i] ?? 0;
    const b = values[i + 1] ?? 0;
    if (ascending ? value >= a && value < b : value <= a && value > b) return i;
  }
  return values.length - 2;
}

/**
 * The block a listing's point is on, as a public map shows it (ListingBlock in @orchim/shared): in the
 * Crown Heights grid the block between the streets north and south of it and the avenues west and east;
 * elsewhere the CELL it falls in. A point on a street's line (where the geocoder puts a house) counts as
 * the block south of that street, one on an avenue as the block east of it. Everything returned depends
 * on the block alone, never on where in it the point is: the exact address cannot be worked back.
 */
export function blockOf(point: { latitude: number; longitude: number }): ListingBlock {
  const row = spanOf(GRID_LATITUDES, point.latitude);
  const column = spanOf(GRID_LONGITUDES, point.longitude);
  let edges: { north: number; south: number; west: number; east: number };
  if (row !== null && column !== null) {
    edges = {
      north: GRID_LATITUDES[row] ?? 0,
      south: GRID_LATITUDES[row + 1] ?? 0,
      west: GRID_LONGITUDES[column] ?? 0,
      east: GRID_LONGITUDES[column + 1] ?? 0,
    };
  } else {
    const south = Math.floor(point.latitude / CELL.latitude) * CELL.latitude;
    const west = Math.floor(point.longitude / CELL.longitude) * CELL.longitude;
    edges = { south, north: south + CELL.latitude, west, east: west + CELL.longitude };
  }
  return {
    latitude: round6((edges.north + edges.south) / 2),
    longitude: round6((edges.west + edges.east) / 2),
    south: round6(edges.south),
    west: round6(edges.west),
    north: round6(edges.north),
    east: round6(edges.east),
  };
}

/** A street or avenue of the grid as a GeoJSON line, from the first road it crosses to the last. */
export interface StreetGridFeature {
  type: 'Feature';
  properties: { name: string; kind: 'street' | 'avenue' };
  geometry: { type: 'LineString'; coordinates: [number, number][] };
}

/**
 * The geocoder's grid as GeoJSON (longitude, latitude): every street west to east at its latitude and
 * every avenue north to south at its longitude, each between the first and last road it crosses. The map's
 * default background draws it (apps/web/src/components/map/crown-heights-streets.json, written by
 * `npm run map:grid -w @orchim/server`; a test holds the file to these tables).
 */
export function streetGrid(): { type: 'FeatureCollection'; features: StreetGridFeature[] } {
  const streets = STREET_ORDER.map((key): StreetGridFeature => {
    const street = STREETS[key];
    return {
      type: 'Feature',
      properties: { name: street.name, kind: 'street' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [AVENUES[street.from].longitude, street.latitude],
          [AVENUES[street.to].longitude, street.latitude],
        ],
      },
    };
  });
  const avenues = AVENUE_ORDER.map((key): StreetGridFeature => {
    const avenue = AVENUES[key];
    return {
      type: 'Feature',
      properties: { name: avenue.name, kind: 'avenue' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [avenue.longitude, STREETS[avenue.from].latitude],
          [avenue.longitude, STREETS[avenue.to].latitude],
        ],
      },
    };
  });
  return { type: 'FeatureCollection', features: [...streets, ...avenues] };
}
