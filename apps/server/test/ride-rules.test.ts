import { describe, expect, it } from 'vitest';
import type { HttpError } from '../src/lib/http-error';
import { judgeRide, type RideRequest, type RideService } from '../src/domain/transport/ride-rules';

// A Sunday afternoon in New York (2026-03-08 15:00 EDT, clocks went forward that night).
const NOW = new Date('2026-03-08T19:00:00Z');

const sedan: RideService = {
  serviceStart: '00:00',
  serviceEnd: '00:00',
  tripMinutes: 45,
  maxPassengers: 3,
  maxLuggage: 3,
  pricingModel: 'per_trip',
  priceCents: 75_00,
  currency: 'USD',
};

const ride = (overrides: Partial<RideRequest> = {}): RideRequest => ({
  date: '2026-03-11',
  time: '21:00',
  passengers: 2,
  luggage: 2,
  ...overrides,
});

function refusal(service: RideService, request: RideRequest, now = NOW) {
  const answer = judgeRide(service, request, now);
  if (answer.ok) throw new Error(`expected a refusal, got ${JSON.stringify(answer.quote)}`);
  const error: HttpError = answer.error;
  return {
    status: error.statusCode,
    code: error.code,
    message: error.message,
    fields: error.extra.fields,
    body: error.extra.body,
  };
}

function quote(service: RideService, request: RideRequest, now = NOW) {
  const answer = judgeRide(service, request, now);
  if (!answer.ok) throw new Error(`expected a quote, got ${answer.error.code}: ${answer.error.message}`);
  return answer.quote;
}

describe('ride rules: Shabbos and Yom Tov in Crown Heights (candle lighting to havdalah)', () => {
  it('refuses a Friday-night pickup (13 March 2026, 21:00), saying why and giving the window', () => {
    expect(refusal(sedan, ride({ date: '2026-03-13', time: '21:00' }))).toEqual({
      status: 400,
      code: 'shabbos_or_yom_tov',
      message:
        'Rides do not run on Shabbos or Yom Tov. In Crown Heights, Shabbos begins at candle lighting ' +
        '(Friday 6:42 PM) and ends at havdalah (Saturday 7:42 PM). Please choose another time.',
      fields: { time: 'refusals.restDay' },
      body: {
        window: {
          start: '2026-03-13T22:42:00.000Z',
          end: '2026-03-14T23:42:00.000Z',
          dates: ['2026-03-14'],
          kinds: ['shabbos'],
          name: { en: 'Shabbos', fr: 'Chabbat', he: 'שבת' },
        },
      },
    });
  });

  it('accepts a Wednesday-night pickup (11 March 2026, 21:00)', () => {
    expect(quote(sedan, ride({ date: '2026-03-11', time: '21:00' }))).toEqual({
      pickupAt: '2026-03-12T01:00:00.000Z',
      pricingModel: 'per_trip',
      unitPriceCents: 75_00,
      passengers: 2,
      totalCents: 75_00,
      currency: 'USD',
    });
  });

  it('refuses a ride that would end after candle lighting (Friday 18:00, a 60-minute trip, candles 18:42)', () => {
    const hourLong = { ...sedan, tripMinutes: 60 };
    expect(refusal(hourLong, ride({ date: '2026-03-13', time: '18:00' })).code).toBe('shabbos_or_yom_tov');
    // Over by 18:42, it may go.
    expect(quote(hourLong, ride({ date: '2026-03-13', time: '17:42' })).pickupAt).toBe(
      '2026-03-13T21:42:00.000Z',
    );
    expect(refusal(hourLong, ride({ date: '2026-03-13', time: '17:43' })).code).toBe('shabbos_or_yom_tov');
  });

  it('says when a ride that starts before candle lighting would end, and the latest pickup that day that works', () => {
    // Friday 13 March, candles 18:42: a 45-minute ride at 18:10 ends at 18:55; 17:55 is the last
    // 5-minute step that ends in time.
    const refused = refusal(sedan, ride({ date: '2026-03-13', time: '18:10' }));
    expect(refused.message).toBe(
      'Rides do not run on Shabbos or Yom Tov. In Crown Heights, Shabbos begins at candle lighting ' +
        '(Friday 6:42 PM) and ends at havdalah (Saturday 7:42 PM). Please choose another time. ' +
        'This ride would end about Friday 6:55 PM. The latest pickup that day that ends in time is Friday 5:55 PM.',
    );
    expect(refused.body).toMatchObject({
      rideEnd: '2026-03-13T22:55:00.000Z',
      latestPickup: '2026-03-13T21:55:00.000Z',
    });
    expect(quote(sedan, ride({ date: '2026-03-13', time: '17:55' })).pickupAt).toBe(
      '2026-03-13T21:55:00.000Z',
    );
    // A service that starts at 18:00 has no pickup that day that ends in time.
    const evenings = { ...sedan, serviceStart: '18:00', serviceEnd: '23:00' };
    const none = refusal(evenings, ride({ date: '2026-03-13', time: '18:10' }));
    expect(none.body).toMatchObject({ rideEnd: '2026-03-13T22:55:00.000Z' });
    expect(none.body).not.toHaveProperty('latestPickup');
    expect(none.message).toMatch(/Please choose another time\. This ride would end about Friday 6:55 PM\.$/);
  });

  it('accepts a pickup after havdalah (Saturday 14 March, 20:00; havdalah 19:42), not one before', () => {
    expect(quote(sedan, ride({ date: '2026-03-14', time: '20:00' })).pickupAt).toBe(
      '2026-03-15T00:00:00.000Z',
    );
    expect(quote(sedan, ride({ date: '2026-03-14', time: '19:42' })).pickupAt).toBe(
      '2026-03-14T23:42:00.000Z',
    );
    expect(refusal(sedan, ride({ date: '2026-03-14', time: '19:41' })).code).toBe('shabbos_or_yom_tov');
  });

  it('refuses Rosh Hashana II (13 September 2026) at noon, naming the Yom Tov; accepts 20:00', () => {
    const refused = refusal(sedan, ride({ date: '2026-09-13', time: '12:00' }));
    expect(refused.code).toBe('shabbos_or_yom_tov');
    expect(refused.message).toBe(
      'Rides do not run on Shabbos or Yom Tov. In Crown Heights, Rosh Hashana 5787 begins at candle ' +
        'lighting (Friday 6:53 PM) and ends at havdalah (Sunday 7:49 PM). Please choose another time.',
    );
    expect(refused.body).toEqual({
      window: {
        start: '2026-09-11T22:53:00.000Z',
        end: '2026-09-13T23:49:00.000Z',
        dates: ['2026-09-12', '2026-09-13'],
        kinds: ['shabbos', 'yom_tov'],
        name: { en: 'Rosh Hashana 5787', fr: 'Roch Hachana 5787', he: 'ראש השנה 5787' },
      },
    });
    expect(quote(sedan, ride({ date: '2026-09-13', time: '20:00' })).pickupAt).toBe(
      '2026-09-14T00:00:00.000Z',
    );
  });

  it('refuses Yom Kippur (21 September 2026), which is a day of rest though no day of meals', () => {
    const refused = refusal(sedan, ride({ date: '2026-09-21', time: '10:00' }));
    expect(refused.code).toBe('shabbos_or_yom_tov');
    expect(refused.body?.window).toMatchObject({
      dates: ['2026-09-21'],
      kinds: ['yom_tov'],
      name: { en: 'Yom Kippur' },
    });
  });
});

describe('ride rules: dates', () => {
  it('refuses a pickup in the past or now with invalid_dates (product §8)', () => {
    const expected = {
      status: 400,
      code: 'invalid_dates',
      message: 'Please select valid dates',
      fields: { date: 'messages.invalidDates' },
      body: undefined,
    };
    expect(refusal(sedan, ride({ date: '2026-03-01' }))).toEqual(expected);
    expect(refusal(sedan, ride({ date: '2026-03-08', time: '14:59' }))).toEqual(expected);
    expect(refusal(sedan, ride({ date: '2026-03-08', time: '15:00' }))).toEqual(expected);
    expect(quote(sedan, ride({ date: '2026-03-08', time: '15:01' })).pickupAt).toBe(
      '2026-03-08T19:01:00.000Z',
    );
  });

  it('refuses a pickup more than a year ahead', () => {
    expect(quote(sedan, ride({ date: '2027-03-08', time: '14:00' })).pickupAt).toBe(
      '2027-03-08T19:00:00.000Z',
    );
    expect(refusal(sedan, ride({ date: '2027-03-09', time: '14:00' })).code).toBe('invalid_dates');
  });

  it('refuses a time that does not exist (clocks skip 02:00 to 03:00 on 8 March 2026)', () => {
    const early = new Date('2026-03-01T12:00:00Z');
    expect(refusal(sedan, ride({ date: '2026-03-08', time: '02:30' }), early).code).toBe('invalid_dates');
    expect(quote(sedan, ride({ date: '2026-03-08', time: '03:00' }), early).pickupAt).toBe(
      '2026-03-08T07:00:00.000Z',
    );
  });

  it('names the fields of the request it was given (the booking body differs from the quote query)', () => {
    const answer = judgeRide(sedan, ride({ date: '2026-03-01' }), NOW, {
      date: 'date',
      time: 'time',
      passengers: 'numberOfGuests',
      luggage: 'luggage',
    });
    expect(!answer.ok && answer.error.extra.fields).toEqual({ date: 'messages.invalidDates' });
    const crowded = judgeRide(sedan, ride({ passengers: 4 }), NOW, {
      date: 'date',
      time: 'time',
      passengers: 'numberOfGuests',
      luggage: 'luggage',
    });
    expect(!crowded.ok && crowded.error.extra.fields).toEqual({ numberOfGuests: 'messages.tooManyGuests' });
  });
});

describe('ride rules: service hours', () => {
  const daytime = { ...sedan, serviceStart: '05:00', serviceEnd: '23:30' };
  const night = { ...sedan, serviceStart: '21:00', serviceEnd: '03:00' };

  it('refuses a pickup outside the hours with the hours in the body and a clear message', () => {
    expect(refusal(daytime, ride({ time: '04:59' }))).toEqual({
      status: 400,
      code: 'outside_service_hours',
      message: 'This service runs from 5:00 AM to 11:30 PM. Please choose a time within those hours.',
      fields: { time: 'refusals.outsideHours' },
      body: { serviceHours: { start: '05:00', end: '23:30' } },
    });
    expect(refusal(daytime, ride({ time: '23:31' })).code).toBe('outside_service_hours');
    expect(quote(daytime, ride({ time: '05:00' })).totalCents).toBe(75_00);
    expect(quote(daytime, ride({ time: '23:30' })).totalCents).toBe(75_00);
  });

  it('takes hours that run past midnight (21:00 to 03:00)', () => {
    expect(quote(night, ride({ date: '2026-03-11', time: '22:00' })).pickupAt).toBe(
      '2026-03-12T02:00:00.000Z',
    );
    expect(quote(night, ride({ date: '2026-03-12', time: '02:30' })).pickupAt).toBe(
      '2026-03-12T06:30:00.000Z',
    );
    const refused = refusal(night, ride({ date: '2026-03-11', time: '12:00' }));
    expect(refused.message).toBe(
      'This service runs from 9:00 PM to 3:00 AM. Please choose a time within those hours.',
    );
    expect(refusal(night, ride({ date: '2026-03-12', time: '03:01' })).code).toBe('outside_service_hours');
  });

  it('checks the hours before Shabbos, and the dates before the hours', () => {
    expect(refusal(daytime, ride({ date: '2026-03-14', time: '04:00' })).code).toBe('outside_service_hours');
    expect(refusal(daytime, ride({ date: '2026-03-01', time: '04:00' })).code).toBe('invalid_dates');
  });
});

describe('ride rules: capacity', () => {
  it('refuses more passengers than seats with the product §8 capacity message', () => {
    expect(refusal(sedan, ride({ passengers: 4 }))).toEqual({
      status: 400,
      code: 'too_many_guests',
      message: 'Too many guests for this accommodation',
      fields: { passengers: 'messages.tooManyGuests' },
      body: undefined,
    });
    expect(quote(sedan, ride({ passengers: 3 })).passengers).toBe(3);
  });

  it('refuses more luggage than room', () => {
    expect(refusal(sedan, ride({ luggage: 4 }))).toEqual({
      status: 400,
      code: 'too_much_luggage',
      message: 'Too much luggage for this vehicle',
      fields: { luggage: 'refusals.tooMuchLuggage' },
      body: undefined,
    });
    expect(quote(sedan, ride({ luggage: 3 })).totalCents).toBe(75_00);
    expect(quote(sedan, ride({ luggage: 0 })).totalCents).toBe(75_00);
  });

  it('checks Shabbos before capacity', () => {
    expect(refusal(sedan, ride({ date: '2026-03-13', time: '21:00', passengers: 9 })).code).toBe(
      'shabbos_or_yom_tov',
    );
  });
});

describe('ride rules: price', () => {
  it('charges a per-trip service its price whatever the passengers', () => {
    expect(quote(sedan, ride({ passengers: 1 })).totalCents).toBe(75_00);
    expect(quote(sedan, ride({ passengers: 3 })).totalCents).toBe(75_00);
  });

  it('charges a per-passenger service its price for each passenger', () => {
    const shuttle = { ...sedan, pricingModel: 'per_passenger', priceCents: 25_00, maxPassengers: 14 };
    expect(quote(shuttle, ride({ passengers: 4 }))).toEqual({
      pickupAt: '2026-03-12T01:00:00.000Z',
      pricingModel: 'per_passenger',
      unitPriceCents: 25_00,
      passengers: 4,
      totalCents: 100_00,
      currency: 'USD',
    });
  });
});
