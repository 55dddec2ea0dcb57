import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { CROWN_HEIGHTS } from '@orchim/shared/constants';
import { OHEL_LOCATION } from '@orchim/shared/ohel-catalogue';
import grid from './crown-heights-streets.json';
import type { MapPlace } from './map-places';

/**
 * The map itself, drawn with Leaflet: loaded only with a map (places-map.tsx imports it when the map comes
 * near the screen), never on a page's first load. Without tiles it draws the street grid the site ships
 * (crown-heights-streets.json, made from the server's geocoder) with the streets' names; with MAP_STYLE_URL
 * it draws those tiles instead (docs/decisions/041-map.md). Everything is built with DOM calls and classes:
 * no HTML strings (a listing's title is text, never markup) and no style attributes (the CSP has no
 * 'unsafe-inline').
 */

/** The words the map draws, in the reader's language. */
export interface MapWords {
  zoomIn: string;
  zoomOut: string;
  /** The short name on 770's marker ("770"). */
  seven70: string;
  /** The short name on the Ohel's marker ("Ohel"). */
  ohel: string;
  /** How far the Ohel is, on its edge marker and the way to it ("about 40 min by car"). */
  ohelAway: string;
  /** The neighbourhoods' names: on the grid when zoomed out, and by the Ohel (no streets drawn there). */
  crownHeights: string;
  cambriaHeights: string;
}

export interface DrawOptions {
  places: readonly MapPlace[];
  words: MapWords;
  rtl: boolean;
  tiles: { url: string; attribution: string } | null;
  /** Frame 770 and the Ohel together, with the way between them. */
  toOhel: boolean;
  /** The mouse wheel zooms (a map that fills its column); elsewhere it scrolls the page. */
  wheelZoom: boolean;
  /** A marker's link was followed: the app navigates (a new tab is the browser's). */
  onOpen: (href: string) => void;
}

export interface DrawnMap {
  destroy(): void;
}

/**
 * 770 Eastern Parkway and the Ohel: every map marks them (a tag at the edge when off the view). Here, not
 * in map-places.ts, so that a page's own chunk does not carry them.
 */
const LANDMARKS = { seven70: CROWN_HEIGHTS.seven70, ohel: OHEL_LOCATION } as const;

type Point = { latitude: number; longitude: number };
const latLng = (point: Point) => L.latLng(point.latitude, point.longitude);

/** Streets whose names show from zoom 15; the others from 16. */
const MAJOR = new Set([
  'Atlantic Ave',
  'Eastern Pkwy',
  'Empire Blvd',
  'Nostrand Ave',
  'Brooklyn Ave',
  'Kingston Ave',
  'Utica Ave',
  'President St',
  'Crown St',
  'Lefferts Ave',
]);
const PARKWAY = 'Eastern Pkwy';

/** Line widths in pixels at a zoom: the grid thins out as it shrinks, so blocks stay blocks. */
function widths(zoom: number) {
  if (zoom >= 17) return { road: 9, casing: 12, parkway: 20 };
  if (zoom >= 16) return { road: 6, casing: 8, parkway: 14 };
  if (zoom >= 15) return { road: 3.5, casing: 5, parkway: 9 };
  if (zoom >= 14) return { road: 2, casing: 3, parkway: 5 };
  return { road: 1, casing: 1.5, parkway: 3 };
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A marker that only shows something (a label, a landmark): no focus, no pointer, hidden from readers. */
function decoration(at: L.LatLngExpression, node: HTMLElement, pane: string) {
  node.setAttribute('aria-hidden', 'true');
  return L.marker(at, {
    icon: L.divIcon({ className: 'orchim-map-decoration', html: node, iconSize: undefined }),
    interactive: false,
    keyboard: false,
    pane,
  });
}

/** The shipped grid: casings, roads (the parkway with its green malls) and the names along them. */
function drawGrid(map: L.Map, words: MapWords) {
  const features = grid.features as GeoJSON.Feature<GeoJSON.LineString, { name: string; kind: string }>[];
  const collection: GeoJSON.FeatureCollection<GeoJSON.LineString, { name: string; kind: string }> = {
    type: 'FeatureCollection',
    features,
  };
  const isParkway = (feature?: GeoJSON.Feature) => feature?.properties?.name === PARKWAY;
  const casing = L.geoJSON(collection, { interactive: false });
  const roads = L.geoJSON(collection, { interactive: false });
  // Zoomed out, where a block would be a few pixels, the neighbourhood is one shaded area with its name.
  const extent = casing.getBounds();
  const area = L.rectangle(extent, {
    stroke: false,
    fillColor: '#d9ccb4',
    fillOpacity: 1,
    interactive: false,
  });
  const restyle = () => {
    const zoomedOut = map.getZoom() < 14;
    for (const layer of [casing, roads]) {
      if (zoomedOut) layer.remove();
      else layer.addTo(map);
    }
    if (zoomedOut) area.addTo(map);
    else area.remove();
    const width = widths(map.getZoom());
    casing.setStyle((feature) => ({
      color: isParkway(feature) ? '#a9c98f' : '#d5c7b0',
      weight: isParkway(feature) ? width.parkway : width.casing,
      opacity: 1,
      lineCap: 'butt',
    }));
    roads.setStyle((feature) => ({
      color: '#fffdf8',
      weight: isParkway(feature) ? width.parkway * 0.45 : width.road,
      opacity: 1,
      lineCap: 'butt',
    }));
  };
  restyle();
  map.on('zoomend', restyle);

  // Names: each street's at every third block (staggered so neighbours do not line up), each avenue's
  // at every fifth street, so that some show wherever the map is.
  for (const [index, feature] of features.entries()) {
    const { name, kind } = feature.properties;
    const [start, end] = feature.geometry.coordinates as [[number, number], [number, number]];
    const major = MAJOR.has(name) ? ' orchim-map-label--major' : '';
    if (kind === 'street') {
      const spans = Math.round(Math.abs(end[0] - start[0]) / 0.0027);
      for (let block = index % 3; block < spans; block += 3) {
        const longitude = start[0] + ((end[0] - start[0]) * (block + 0.5)) / spans;
        const label = element('span', `orchim-map-label orchim-map-label--street${major}`, name);
        label.dir = 'ltr';
        decoration([start[1], longitude], label, 'orchimLabels').addTo(map);
      }
    } else {
      const spans = Math.round(Math.abs(end[1] - start[1]) / 0.0009);
      for (let block = 2 + (index % 3); block < spans; block += 5) {
        const latitude = start[1] + ((end[1] - start[1]) * (block + 0.5)) / spans;
        const label = element('span', `orchim-map-label orchim-map-label--avenue${major}`, name);
        label.dir = 'ltr';
        decoration([latitude, start[0]], label, 'orchimLabels').addTo(map);
      }
    }
  }
  decoration(
    [extent.getNorth(), extent.getCenter().lng],
    element('span', 'orchim-map-label orchim-map-label--area', words.crownHeights),
    'orchimLabels',
  ).addTo(map);
  decoration(
    latLng(LANDMARKS.ohel),
    element('span', 'orchim-map-label orchim-map-label--far', words.cambriaHeights),
    'orchimLabels',
  ).addTo(map);
  return extent;
}

/** The grid's extent, for framing before it is drawn (and with tiles, where it is not). */
function gridExtent() {
  const bounds = L.latLngBounds([]);
  for (const feature of grid.features) {
    for (const [longitude, latitude] of feature.geometry.coordinates) bounds.extend([latitude!, longitude!]);
  }
  return bounds;
}

/** A landmark this near the places is framed with them; a farther one gets a tag at the edge. */
const FRAMED_WITHIN_METRES = 1_000;

/**
 * Where the map opens: the places, with 770 or the Ohel when it is near them; or all of Crown Heights and
 * the Ohel (toOhel); or 770 when there are no places.
 */
function frame(map: L.Map, places: readonly MapPlace[], toOhel: boolean) {
  const bounds = L.latLngBounds([]);
  for (const place of places) {
    if (place.block) {
      bounds.extend([place.block.south, place.block.west]).extend([place.block.north, place.block.east]);
    } else bounds.extend(latLng(place));
  }
  const landmarks = [latLng(LANDMARKS.seven70), latLng(LANDMARKS.ohel)];
  if (toOhel) bounds.extend(gridExtent()).extend(landmarks[1]!);
  else if (!bounds.isValid()) bounds.extend(landmarks[0]!);
  else {
    const centre = bounds.getCenter();
    for (const landmark of landmarks) {
      if (centre.distanceTo(landmark) < FRAMED_WITHIN_METRES) bounds.extend(landmark);
    }
  }
  if (bounds.getNorthEast().equals(bounds.getSouthWest())) map.setView(bounds.getCenter(), 16);
  else map.fitBounds(bounds, { padding: [36, 36], maxZoom: 17 });
}

/** Markers that share a point (two stays on one block) stack upwards rather than hide each other. */
function stackOrder(places: readonly MapPlace[]): number[] {
  const seen = new Map<string, number>();
  return places.map((place) => {
    const key = `${place.latitude},${place.longitude}`;
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return count;
  });
}

export function drawMap(container: HTMLElement, options: DrawOptions): DrawnMap {
  const { places, words, rtl, tiles, toOhel, wheelZoom, onOpen } = options;
  const map = L.map(container, {
    zoomControl: false,
    attributionControl: false,
    minZoom: 10,
    maxZoom: 18,
    // Half steps, so that a frame fits its places closely; the names follow whole zoom levels.
    zoomSnap: 0.5,
    keyboard: true,
    scrollWheelZoom: wheelZoom,
    // On a phone a map in the page's flow would catch the finger that scrolls the page: there it pinches
    // and zooms but does not drag; a map that fills the screen (the list's) drags with one finger.
    dragging: wheelZoom || !L.Browser.mobile,
  });
  container.classList.add('orchim-map');
  map.createPane('orchimLabels').classList.add('orchim-map-labels');
  map.createPane('orchimLandmarks').classList.add('orchim-map-landmarks');
  L.control
    .zoom({ position: rtl ? 'topright' : 'topleft', zoomInTitle: words.zoomIn, zoomOutTitle: words.zoomOut })
    .addTo(map);

  const setZoomClass = () => container.setAttribute('data-zoom', String(Math.floor(map.getZoom())));
  map.on('zoomend', setZoomClass);
  frame(map, places, toOhel);
  setZoomClass();

  if (tiles) {
    container.classList.add('orchim-map--tiles');
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
    if (tiles.attribution) {
      L.control.attribution({ prefix: false, position: rtl ? 'bottomleft' : 'bottomright' }).addTo(map);
    }
  } else {
    drawGrid(map, words);
  }

  // The way to the Ohel, and the two landmarks.
  if (toOhel) {
    L.polyline([latLng(LANDMARKS.seven70), latLng(LANDMARKS.ohel)], {
      color: '#1d3557',
      weight: 3,
      dashArray: '2 8',
      lineCap: 'round',
      interactive: false,
    }).addTo(map);
    const middle = L.latLngBounds(latLng(LANDMARKS.seven70), latLng(LANDMARKS.ohel)).getCenter();
    decoration(middle, element('span', 'orchim-map-way', words.ohelAway), 'orchimLabels').addTo(map);
  }
  decoration(
    latLng(LANDMARKS.seven70),
    element('span', 'orchim-map-landmark orchim-map-landmark--seven70', words.seven70),
    'orchimLandmarks',
  ).addTo(map);
  decoration(
    latLng(LANDMARKS.ohel),
    element('span', 'orchim-map-landmark orchim-map-landmark--ohel', words.ohel),
    'orchimLandmarks',
  ).addTo(map);

  // The places: a block is a shaded area; anything else a marker, a link when it leads somewhere.
  const pinPlaces = new WeakMap<Element, L.LatLng>();
  const stacks = stackOrder(places);
  places.forEach((place, index) => {
    if (place.block) {
      const { south, west, north, east } = place.block;
      L.rectangle(
        [
          [south, west],
          [north, east],
        ],
        { color: '#a4461f', weight: 2, fillColor: '#a4461f', fillOpacity: 0.2, interactive: false },
      ).addTo(map);
      return;
    }
    const pin = element(place.href ? 'a' : 'span', `orchim-map-pin orchim-map-pin--${place.kind}`);
    pin.dir = 'auto';
    pin.textContent = place.badge ?? place.label;
    const name = place.detail ? `${place.label}, ${place.detail}` : place.label;
    if (pin instanceof HTMLAnchorElement && place.href) {
      const href = place.href;
      pin.href = href;
      pin.setAttribute('aria-label', name);
      pin.addEventListener('click', (event) => {
        // The end of a drag that began on a marker is not a click on it.
        if ((map.dragging as L.Handler & { moved(): boolean }).moved()) return event.preventDefault();
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onOpen(href);
      });
    } else {
      pin.setAttribute('aria-hidden', 'true');
    }
    pin.title = name;
    pin.style.setProperty('--stack', String(stacks[index] ?? 0));
    const at = latLng(place);
    pinPlaces.set(pin, at);
    L.marker(at, {
      icon: L.divIcon({ className: 'orchim-map-marker', html: pin, iconSize: undefined }),
      interactive: false,
      keyboard: false,
      riseOnHover: true,
    }).addTo(map);
  });

  // A marker reached with Tab comes into view: the browser would otherwise scroll the map's box itself,
  // which Leaflet does not expect.
  const onFocus = (event: FocusEvent) => {
    const at = event.target instanceof Element ? pinPlaces.get(event.target) : undefined;
    if (!at) return;
    container.scrollTop = 0;
    container.scrollLeft = 0;
    map.panInside(at, { padding: [56, 56] });
  };
  container.addEventListener('focusin', onFocus);

  // 770 and the Ohel, when off the view: a tag at the edge, pointing the way.
  const edges = [
    { at: latLng(LANDMARKS.seven70), text: words.seven70 },
    { at: latLng(LANDMARKS.ohel), text: `${words.ohel} · ${words.ohelAway}` },
  ].map(({ at, text }) => {
    const tag = element('div', 'orchim-map-edge');
    tag.setAttribute('aria-hidden', 'true');
    const arrow = element('span', 'orchim-map-edge-arrow', '➜');
    tag.append(arrow, element('span', '', text));
    tag.dir = rtl ? 'rtl' : 'ltr';
    container.append(tag);
    return { at, tag, arrow };
  });
  const placeEdges = () => {
    const size = map.getSize();
    for (const { at, tag, arrow } of edges) {
      const point = map.latLngToContainerPoint(at);
      const inside = point.x >= 0 && point.y >= 0 && point.x <= size.x && point.y <= size.y;
      tag.hidden = inside;
      if (inside) continue;
      const half = { x: size.x / 2, y: size.y / 2 };
      const dx = point.x - half.x;
      const dy = point.y - half.y;
      const width = tag.offsetWidth / 2 + 8;
      const height = tag.offsetHeight / 2 + 8;
      const scale = Math.min(
        dx ? Math.abs((half.x - width) / dx) : Infinity,
        dy ? Math.abs((half.y - height) / dy) : Infinity,
      );
      tag.style.left = `${half.x + dx * scale}px`;
      tag.style.top = `${half.y + dy * scale}px`;
      arrow.style.transform = `rotate(${Math.atan2(dy, dx)}rad)`;
    }
  };
  map.on('move zoom resize viewreset', placeEdges);
  placeEdges();

  // Shown again after being hidden (a phone's list and map toggle, a window made narrower and wider).
  const resize =
    typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
  resize?.observe(container);

  return {
    destroy() {
      resize?.disconnect();
      container.removeEventListener('focusin', onFocus);
      for (const { tag } of edges) tag.remove();
      map.remove();
      container.classList.remove('orchim-map', 'orchim-map--tiles');
      container.removeAttribute('data-zoom');
    },
  };
}
