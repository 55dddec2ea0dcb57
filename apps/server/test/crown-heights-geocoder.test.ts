import { CROWN_HEIGHTS, CROWN_HEIGHTS_BOUNDS, distanceMeters, isInCrownHeights } from '@orchim/shared';
import { describe, expect, it } from 'vitest';
import { geocodeCrownHeights } from '../src/lib/crown-heights-geocoder';

// Longitudes of the avenues around 770 and latitudes of the streets, as the geocoder's grid has them.
const NEW_YORK_AVE = -73.9476;
const BROOKLYN_AVE = -73.9446;
const KINGSTON_AVE = -73.9422;
const PRESIDENT_ST = 40.6674;
const MONTGOMERY_ST = 40.6647;

function placed(address: string) {
  const place = geocodeCrownHeights(address);
  if (!place) throw new Error(`${address} was not placed`);
  return place;
}

describe('geocodeCrownHeights', () => {
  it('places 770 Eastern Parkway within 100 m of 770, however it is written', () => {
    for (const address of [
      '770 Eastern Parkway, Brooklyn, NY 11213',
      '770 Eastern Pkwy',
      '770 EASTERN PKWY BROOKLYN NY 11213',
      '770 eastern parkway apt 2',
      '770 Eastern Pky., Brooklyn',
    ]) {
      const place = placed(address);
      expect(distanceMeters(place, CROWN_HEIGHTS.seven70), address).toBeLessThan(100);
      expect(place.placedAs).toBe('Eastern Pkwy between Brooklyn Ave and Kingston Ave');
    }
  });

  it('puts a President Street brownstone on its block: 1304 is between New York and Brooklyn Avenues', () => {
    for (const address of [
      '1304 President Street, Brooklyn, NY 11213',
      '1304 President St. #3',
      '1304 president st unit 1',
    ]) {
      const place = placed(address);
      expect(place.placedAs).toBe('President St between New York Ave and Brooklyn Ave');
      expect(place.latitude).toBeCloseTo(PRESIDENT_ST, 4);
      expect(place.longitude).toBeGreaterThan(NEW_YORK_AVE);
      expect(place.longitude).toBeLessThan(BROOKLYN_AVE);
    }
    // The area a listing shows names the nearest crossing, without the number.
    expect(placed('1304 President Street').area).toBe('President St near Brooklyn Ave');
    // Numbers grow eastwards: the next block is past Brooklyn Avenue.
    expect(placed('1383 President St').placedAs).toBe('President St between Brooklyn Ave and Kingston Ave');
  });

  it('places a corner, in either order and with "and", "&" or "at"', () => {
    for (const address of [
      'Kingston Ave & Montgomery St',
      'Montgomery Street and Kingston Avenue, Brooklyn',
      'corner of Kingston and Montgomery',
      'Kingston&Montgomery',
      'Montgomery St at Kingston Ave',
    ]) {
      const place = placed(address);
      expect(place.latitude, address).toBeCloseTo(MONTGOMERY_ST, 4);
      expect(place.longitude, address).toBeCloseTo(KINGSTON_AVE, 4);
    }
    expect(placed('Kingston Ave & Montgomery St').placedAs).toBe('Kingston Ave and Montgomery St');
    expect(placed('Kingston Ave & Montgomery St').area).toBe('Kingston Ave and Montgomery St');
  });

  it('reads Saint, St and St. alike, and the usual abbreviations', () => {
    const corner = placed("Saint John's Place and Troy Avenue");
    expect(placed('St. Johns Pl & Troy Ave')).toEqual(corner);
    expect(placed('st johns place & troy')).toEqual(corner);
    expect(corner.placedAs).toBe('St Johns Pl and Troy Ave');
    expect(placed('Empire Boulevard and Albany Av')).toEqual(placed('empire blvd & albany ave'));
    expect(placed('Rutland Road & Troy Ave').placedAs).toBe('Rutland Rd and Troy Ave');
  });

  it('places house numbers on the numbered avenues too (they grow southwards)', () => {
    expect(placed('329 Kingston Avenue').placedAs).toBe('Kingston Ave between Union St and President St');
    expect(placed('281 Albany Ave').placedAs).toBe('Albany Ave at St Johns Pl');
  });

  it('answers null for what it cannot place', () => {
    for (const address of [
      'hello world',
      '',
      '770',
      // Not a Crown Heights street, or the wrong kind of "New York".
      '350 Fifth Avenue, New York, NY 10118',
      '770 East New York Ave',
      // President Street's first numbers are in Carroll Gardens, far west of Crown Heights.
      '5 President St',
      // Parallel streets never meet; a street and an avenue that end before each other neither.
      'President St & Union St',
      'Kingston Ave and Brooklyn Ave',
      'Classon Ave & Crown St',
      // Sterling Place or Sterling Street?
      '12 Sterling',
    ]) {
      expect(geocodeCrownHeights(address), address).toBeNull();
    }
  });

  it('keeps every place it answers inside Crown Heights', () => {
    const corners = [
      'Atlantic Ave & Washington Ave',
      'Atlantic Ave & Ralph Ave',
      'Clarkson Ave & Bedford Ave',
      'Clarkson Ave & Utica Ave',
    ];
    for (const corner of corners) {
      const place = placed(corner);
      expect(isInCrownHeights(place), corner).toBe(true);
    }
    expect(CROWN_HEIGHTS_BOUNDS.south).toBeLessThan(placed('Clarkson Ave & Utica Ave').latitude);
  });
});
