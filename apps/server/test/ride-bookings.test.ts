import type { Booking } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings, ohelListings } from '../src/db/schema';
import { book, signedInAccount, type SignedInAccount, callAs, mailsTo as mailsOf } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';
import { insertTransportService, rideBookingRequest, type TransportServiceRow } from './helpers/transport';

// Today in New York is Sunday 2026-03-01. Shabbos Vayakhel-Pekudei: candles Friday 13 March 18:42,
// havdalah Saturday 14 March 19:42. 11 March is a Wednesday.
const START = '2026-03-01T15:00:00Z';
const clock = testClock(START);
let app: FastifyInstance;
let provider: SignedInAccount;
let sedan: TransportServiceRow;
let shuttle: TransportServiceRow;

beforeAll(async () => {
  app = await createTestApp({ clock, publicUrl: 'https://orchim.example' });
  provider = await signedInAccount(app, { name: 'provider', fullName: 'Yossi Katz', userType: 'host' });
  sedan = await insertTransportService(app, provider.user, {
    title: 'JFK to Crown Heights by sedan',
    providerName: 'Parkway Car Service',
    maxPassengers: 3,
    maxLuggage: 3,
    pricingModel: 'per_trip',
    priceCents: 85_00,
    serviceStart: '05:00',
    serviceEnd: '01:00',
    tripMinutes: 60,
    translations: { he: { title: 'מ-JFK לקראון הייטס בסדאן' } },
  });
  shuttle = await insertTransportService(app, provider.user, {
    title: 'Ohel shuttle from 770',
    serviceType: 'ohel_ride',
    airports: [],
    vehicleType: 'van',
    maxPassengers: 12,
    maxLuggage: 0,
    pricingModel: 'per_passenger',
    priceCents: 25_00,
    serviceStart: '06:00',
    serviceEnd: '22:00',
    tripMinutes: 45,
  });
});
afterAll(() => app.close());
afterEach(() => clock.set(START));

const mailsTo = (to: string) => mailsOf(app, to);

const call = (method: 'GET' | 'POST', path: string, guest: SignedInAccount | null, payload?: object) =>
  callAs(app, method, path, guest, payload);

const rideCount = async (serviceId: string) =>
  (await app.db.select().from(bookings).where(eq(bookings.transportServiceId, serviceId))).length;

describe('POST /rest/v1/bookings {kind: ride}', () => {
  it('books a Wednesday-night pickup: 201, the server price, the ride in the booking, mails to guest and provider', async () => {
    const guest = await signedInAccount(app, { fullName: 'Chaya Levin' });
    const response = await book(
      app,
      guest,
      rideBookingRequest(sedan.id, { numberOfGuests: 3, totalCents: 1 }),
    );
    expect(response.statusCode).toBe(201);
    const booking = response.json<Booking>();
    expect(booking).toMatchObject({
      kind: 'ride',
      status: 'confirmed',
      numberOfGuests: 3,
      totalCents: 85_00,
      currency: 'USD',
      canCancel: true,
      stay: null,
      meal: null,
      ride: {
        id: sedan.id,
        title: 'JFK to Crown Heights by sedan',
        providerName: 'Parkway Car Service',
        pickup: 'JFK Terminal 4, arrivals',
        destination: '770 Eastern Parkway, Brooklyn',
        date: '2026-03-11',
        pickupAt: '2026-03-12T01:00:00.000Z',
        luggage: 2,
        flightNumber: 'LY1',
        pricingModel: 'per_trip',
        unitPriceCents: 85_00,
        ohelListing: null,
        hostName: 'Yossi',
      },
    });

    const [toGuest] = await mailsTo(guest.email);
    expect(toGuest?.subject).toBe(
      `Booking confirmed: ${booking.reference}, JFK to Crown Heights by sedan (Parkway Car Service)`,
    );
    expect(toGuest?.text).toContain('Pickup: Wednesday, March 11, 2026 at 9:00');
    expect(toGuest?.text).toContain('Flight: LY1');
    const toProvider = (await mailsTo(provider.email)).find((mail) =>
      mail.subject.includes(booking.reference),
    );
    expect(toProvider?.subject).toBe(
      `New booking ${booking.reference}: JFK to Crown Heights by sedan (Parkway Car Service)`,
    );
    expect(toProvider?.text).toContain('Passengers: 3 passengers');
  });

  it('charges a per-passenger service for each passenger', async () => {
    const guest = await signedInAccount(app);
    const response = await book(
      app,
      guest,
      rideBookingRequest(shuttle.id, { numberOfGuests: 4, luggage: 0, flightNumber: '', time: '10:00' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<Booking>()).toMatchObject({
      totalCents: 100_00,
      ride: { pricingModel: 'per_passenger', unitPriceCents: 25_00, flightNumber: '' },
    });
  });

  it('refuses a Friday-night pickup (13 March, 21:00), saying why, and books nothing', async () => {
    const guest = await signedInAccount(app);
    const before = await rideCount(sedan.id);
    const response = await book(
      app,
      guest,
      rideBookingRequest(sedan.id, { date: '2026-03-13', time: '21:00' }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      code: 'shabbos_or_yom_tov',
      fields: { time: 'refusals.restDay' },
      window: { start: '2026-03-13T22:42:00.000Z', kinds: ['shabbos'], name: { en: 'Shabbos' } },
    });
    expect(body.message).toBe(
      'Rides do not run on Shabbos or Yom Tov. In Crown Heights, Shabbos begins at candle lighting ' +
        '(Friday 6:42 PM) and ends at havdalah (Saturday 7:42 PM). Please choose another time.',
    );
    expect(await rideCount(sedan.id)).toBe(before);
  });

  it('refuses a ride that would still be on the road at candle lighting (Friday 18:00, 60 minutes)', async () => {
    const guest = await signedInAccount(app);
    const response = await book(
      app,
      guest,
      rideBookingRequest(sedan.id, { date: '2026-03-13', time: '18:00' }),
    );
    expect(response.json()).toMatchObject({ code: 'shabbos_or_yom_tov' });
    const inTime = await book(
      app,
      guest,
      rideBookingRequest(sedan.id, { date: '2026-03-13', time: '17:30' }),
    );
    expect(inTime.statusCode).toBe(201);
  });

  it.each([
    ['a past pickup', { date: '2026-02-27' }],
    ['a pickup a minute ago', { date: '2026-03-01', time: '09:59' }],
    ['a time the clocks skip', { date: '2026-03-08', time: '02:30' }],
  ])('refuses %s: 400 invalid_dates "Please select valid dates"', async (_what, overrides) => {
    const guest = await signedInAccount(app);
    const response = await book(app, guest, rideBookingRequest(sedan.id, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_dates', message: 'Please select valid dates' });
  });

  it('refuses a pickup outside the service hours, with the hours', async () => {
    const guest = await signedInAccount(app);
    const response = await book(app, guest, rideBookingRequest(sedan.id, { time: '03:00' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'outside_service_hours',
      message: 'This service runs from 5:00 AM to 1:00 AM. Please choose a time within those hours.',
      serviceHours: { start: '05:00', end: '01:00' },
      fields: { time: 'refusals.outsideHours' },
    });
    // 00:30 is within hours that run past midnight.
    expect((await book(app, guest, rideBookingRequest(sedan.id, { time: '00:30' }))).statusCode).toBe(201);
  });

  it('refuses more passengers than seats (product §8) and more luggage than room', async () => {
    const guest = await signedInAccount(app);
    const crowded = await book(app, guest, rideBookingRequest(sedan.id, { numberOfGuests: 4 }));
    expect(crowded.statusCode).toBe(400);
    expect(crowded.json()).toMatchObject({
      code: 'too_many_guests',
      message: 'Too many guests for this accommodation',
      fields: { numberOfGuests: 'messages.tooManyGuests' },
    });
    const loaded = await book(app, guest, rideBookingRequest(sedan.id, { luggage: 4 }));
    expect(loaded.json()).toMatchObject({
      code: 'too_much_luggage',
      message: 'Too much luggage for this vehicle',
      fields: { luggage: 'refusals.tooMuchLuggage' },
    });
  });

  it('validates the ride fields with the shared schema', async () => {
    const guest = await signedInAccount(app);
    const response = await book(
      app,
      guest,
      rideBookingRequest(sedan.id, { time: '9pm', pickup: '  ', flightNumber: 'not a flight' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: {
        time: 'validation.time',
        pickup: 'validation.required',
        flightNumber: 'validation.flightNumber',
      },
    });
  });

  it('needs a signed-in user (401) and a published service (404)', async () => {
    const anonymous = await call('POST', '/bookings', null, rideBookingRequest(sedan.id));
    expect(anonymous.statusCode).toBe(401);
    const draft = await insertTransportService(app, provider.user, { status: 'draft' });
    const guest = await signedInAccount(app);
    expect((await book(app, guest, rideBookingRequest(draft.id))).statusCode).toBe(404);
  });

  it('books from an Ohel listing of this service only, and shows the listing in the booking', async () => {
    const [listing] = await app.db
      .insert(ohelListings)
      .values({
        hostId: provider.user.id,
        status: 'published',
        kind: 'shuttle',
        title: 'Sunday shuttle to the Ohel',
        description: 'From 770 and back.',
        transportServiceId: shuttle.id,
        publishedAt: new Date(START),
      })
      .returning();
    const guest = await signedInAccount(app);
    const request = rideBookingRequest(shuttle.id, {
      ohelListingId: listing!.id,
      time: '10:00',
      luggage: 0,
      flightNumber: '',
      destination: '226-20 Francis Lewis Blvd, Cambria Heights, NY 11411',
    });
    const response = await book(app, guest, request);
    expect(response.statusCode).toBe(201);
    expect(response.json<Booking>().ride?.ohelListing).toEqual({
      id: listing!.id,
      title: 'Sunday shuttle to the Ohel',
    });
    // One name throughout: the booking and its mail call it what the guest booked, not the service.
    expect(response.json<Booking>().ride?.title).toBe('Sunday shuttle to the Ohel');
    const [mail] = await mailsTo(guest.email);
    expect(mail?.subject).toContain('Sunday shuttle to the Ohel');
    expect(mail?.subject).not.toContain('Ohel shuttle from 770');
    // The same listing with another service is not a listing of that service.
    const foreign = await book(app, guest, { ...request, transportServiceId: sedan.id, time: '21:00' });
    expect(foreign.statusCode).toBe(404);
  });

  it('cancels until the pickup, and tells both; not after', async () => {
    const guest = await signedInAccount(app, { fullName: 'Dovid Stern' });
    const booking = (await book(app, guest, rideBookingRequest(sedan.id, { time: '09:00' }))).json<Booking>();
    const later = (await book(app, guest, rideBookingRequest(sedan.id, { time: '10:00' }))).json<Booking>();

    const cancelled = await call('POST', `/bookings/${booking.id}/cancel`, guest, { reason: 'Flight moved' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Booking>()).toMatchObject({ status: 'cancelled', canCancel: false });
    const toProvider = (await mailsTo(provider.email)).find(
      (mail) =>
        mail.subject.startsWith('Booking cancelled by the guest') && mail.subject.includes(booking.reference),
    );
    expect(toProvider?.text).toContain('The ride is off your schedule.');
    expect(toProvider?.text).toContain('Reason: Flight moved');

    clock.set('2026-03-11T14:00:00Z'); // 10:00 in New York: the pickup time
    expect((await call('GET', `/bookings/${later.id}`, guest)).json<Booking>().canCancel).toBe(false);
    const late = await call('POST', `/bookings/${later.id}/cancel`, guest, {});
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'booking_not_cancellable' });
  });

  it("gives the ride in the reader's language where the provider translated it (?lang)", async () => {
    const guest = await signedInAccount(app);
    const made = await call(
      'POST',
      '/bookings?lang=he',
      guest,
      rideBookingRequest(sedan.id, { time: '12:00' }),
    );
    expect(made.json<Booking>().ride?.title).toBe('מ-JFK לקראון הייטס בסדאן');
    const id = made.json<Booking>().id;
    expect((await call('GET', `/bookings/${id}?lang=he`, guest)).json<Booking>().ride?.title).toBe(
      'מ-JFK לקראון הייטס בסדאן',
    );
    // No translation in French: the provider's own words.
    expect((await call('GET', `/bookings/${id}?lang=fr`, guest)).json<Booking>().ride?.title).toBe(
      'JFK to Crown Heights by sedan',
    );
    const list = await call('GET', '/bookings?kind=ride&lang=he', guest);
    expect(list.json<{ items: Booking[] }>().items[0]?.ride?.title).toBe('מ-JFK לקראון הייטס בסדאן');
    expect((await call('GET', `/bookings/${id}?lang=xx`, guest)).statusCode).toBe(400);
  });

  it("lists rides among the guest's bookings, upcoming until their day, by kind", async () => {
    const guest = await signedInAccount(app);
    await book(app, guest, rideBookingRequest(sedan.id, { time: '11:00' }));
    const upcoming = await call('GET', '/bookings?scope=upcoming&kind=ride', guest);
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.json<{ items: Booking[] }>().items.map((item) => item.kind)).toEqual(['ride']);
    expect((await call('GET', '/bookings?kind=stay', guest)).json<{ items: Booking[] }>().items).toEqual([]);
  });
});
