import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  parseRidePickup,
  parseTransportFilters,
  removeFilter,
  serializeTransportFilters,
  transportApiSearch,
  transportDetailUrl,
  withFilter,
} from './transport-filters';

const parse = (query: string) => parseTransportFilters(new URLSearchParams(query));

describe('transport filters in the address', () => {
  it('read the API’s parameters and write them back in one order', () => {
    const filters = parse('page=2&luggage=2&passengers=4&airport=JFK&serviceType=airport_transfer');
    expect(filters).toEqual({
      serviceType: 'airport_transfer',
      airport: 'JFK',
      passengers: 4,
      luggage: 2,
      page: 2,
    });
    expect(serializeTransportFilters(filters)).toBe(
      'serviceType=airport_transfer&airport=JFK&passengers=4&luggage=2&page=2',
    );
  });

  it('drop what makes no sense, each on its own', () => {
    expect(parse('serviceType=boat&airport=ORD&passengers=0&luggage=-1&page=0')).toEqual({ page: 1 });
    expect(parse('passengers=57&luggage=81')).toEqual({ page: 1 });
    expect(parse('passengers=56&luggage=80')).toEqual({ passengers: 56, luggage: 80, page: 1 });
    // Only transfers serve airports.
    expect(parse('serviceType=hourly&airport=LGA')).toEqual({ serviceType: 'hourly', page: 1 });
    expect(parse('airport=LGA')).toEqual({ airport: 'LGA', page: 1 });
    expect(serializeTransportFilters({ page: 1 })).toBe('');
  });

  it('go back to the first page on a change; an airport makes a transfer, another service drops it', () => {
    const base = { serviceType: 'ohel_ride' as const, passengers: 2, page: 3 };
    expect(withFilter(base, { airport: 'EWR' })).toEqual({
      serviceType: 'airport_transfer',
      airport: 'EWR',
      passengers: 2,
      page: 1,
    });
    const transfer = { serviceType: 'airport_transfer' as const, airport: 'JFK' as const, page: 2 };
    expect(withFilter(transfer, { serviceType: 'intercity' })).toEqual({ serviceType: 'intercity', page: 1 });
    expect(withFilter(transfer, { serviceType: undefined })).toEqual({ airport: 'JFK', page: 1 });
    expect(withFilter(transfer, { luggage: 4 })).toEqual({ ...transfer, luggage: 4, page: 1 });
  });

  it('list the applied filters as chips, and remove one at a time', () => {
    const filters = {
      serviceType: 'airport_transfer' as const,
      airport: 'LGA' as const,
      passengers: 3,
      page: 2,
    };
    const chips = activeFilters(filters);
    expect(chips).toEqual([
      { kind: 'serviceType', value: 'airport_transfer' },
      { kind: 'airport', value: 'LGA' },
      { kind: 'passengers', value: 3 },
    ]);
    expect(removeFilter(filters, chips[1]!)).toEqual({
      serviceType: 'airport_transfer',
      passengers: 3,
      page: 1,
    });
    expect(removeFilter(filters, chips[2]!)).toEqual({
      serviceType: 'airport_transfer',
      airport: 'LGA',
      page: 1,
    });
    expect(activeFilters({ page: 4 })).toEqual([]);
  });

  it('carry passengers and luggage to a service’s page', () => {
    expect(transportDetailUrl('abc', { passengers: 2, luggage: 3, airport: 'JFK', page: 2 })).toBe(
      '/transport/abc?passengers=2&luggage=3',
    );
    expect(transportDetailUrl('abc', { page: 1 })).toBe('/transport/abc');
  });
});

describe('the pickup a visit’s plan opens the list for', () => {
  const pickupOf = (query: string) => parseRidePickup(new URLSearchParams(query));

  it('is read from date, time and flight, the flight upper-cased and a bad one dropped', () => {
    expect(pickupOf('date=2027-04-15&time=14:30&flight=ly1')).toEqual({
      date: '2027-04-15',
      time: '14:30',
      flightNumber: 'LY1',
    });
    expect(pickupOf('date=2027-04-15&time=14:30')).toEqual({
      date: '2027-04-15',
      time: '14:30',
      flightNumber: '',
    });
    expect(pickupOf('date=2027-04-15&time=14:30&flight=not a flight')).toEqual({
      date: '2027-04-15',
      time: '14:30',
      flightNumber: '',
    });
  });

  it('is dropped whole with a bad date or time', () => {
    expect(pickupOf('date=2027-02-30&time=14:30&flight=LY1')).toBeUndefined();
    expect(pickupOf('date=tomorrow&time=14:30')).toBeUndefined();
    expect(pickupOf('date=2027-04-15&time=25:00')).toBeUndefined();
    expect(pickupOf('date=2027-04-15')).toBeUndefined();
    expect(pickupOf('time=14:30&flight=LY1')).toBeUndefined();
    expect(parse('airport=JFK&date=2027-04-15&time=2pm&flight=LY1')).toEqual({ airport: 'JFK', page: 1 });
  });

  it('is part of the filters and of the list’s address, but not of the API’s query', () => {
    const filters = parse(
      'serviceType=airport_transfer&airport=JFK&date=2027-04-15&time=14:30&flight=ly1&passengers=2',
    );
    expect(filters).toEqual({
      serviceType: 'airport_transfer',
      airport: 'JFK',
      passengers: 2,
      pickup: { date: '2027-04-15', time: '14:30', flightNumber: 'LY1' },
      page: 1,
    });
    expect(serializeTransportFilters(filters)).toBe(
      'serviceType=airport_transfer&airport=JFK&passengers=2&date=2027-04-15&time=14%3A30&flight=LY1',
    );
    expect(parse(serializeTransportFilters(filters))).toEqual(filters);
    expect(transportApiSearch(filters)).toBe('serviceType=airport_transfer&airport=JFK&passengers=2');
    const noFlight = { page: 1, pickup: { date: '2027-04-15', time: '09:05', flightNumber: '' } };
    expect(serializeTransportFilters(noFlight)).toBe('date=2027-04-15&time=09%3A05');
    expect(transportApiSearch(noFlight)).toBe('');
  });

  it('is carried to a service’s page, for its booking form', () => {
    const pickup = { date: '2027-04-15', time: '14:30', flightNumber: 'LY1' };
    expect(transportDetailUrl('abc', { passengers: 2, airport: 'JFK', pickup, page: 3 })).toBe(
      '/transport/abc?passengers=2&date=2027-04-15&time=14%3A30&flight=LY1',
    );
    expect(transportDetailUrl('abc', { pickup: { ...pickup, flightNumber: '' }, page: 1 })).toBe(
      '/transport/abc?date=2027-04-15&time=14%3A30',
    );
  });
});
