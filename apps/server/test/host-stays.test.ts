import {
  CROWN_HEIGHTS,
  walkingMinutesTo770,
  type GeocodeResult,
  type HostCalendar,
  type HostStay,
  type StayAvailability,
} from '@orchim/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stayReservations, stays } from '../src/db/schema';
import { addPhoto, rest, signedInAs, STAY_STEPS } from './helpers/host';
import { book, bookingRequest, getRest, insertStay, type SignedInAccount } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';

// Today in New York is Monday 2026-11-23 (10:00 there).
const START = '2026-11-23T15:00:00Z';
const clock = testClock(START);
let app: FastifyInstance;
let host: SignedInAccount;

beforeAll(async () => {
  app = await createTestApp({ clock });
  host = await signedInAs(app, { fullName: 'Rivka Mintz' });
});
afterAll(() => app.close());
afterEach(() => clock.set(START));

async function newDraft(account = host): Promise<HostStay> {
  const response = await rest(app, 'POST', '/host/stays', account, STAY_STEPS.basics);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<HostStay>();
}

const saveStep = (id: string, step: string, body: object | undefined, account = host) =>
  rest(app, 'PUT', `/host/stays/${id}/${step}`, account, body);

/** A published stay of the host, made with the form. */
async function publishedStay(): Promise<HostStay> {
  const draft = await newDraft();
  for (const step of ['location', 'rooms', 'pricing'] as const) {
    expect((await saveStep(draft.id, step, STAY_STEPS[step])).statusCode).toBe(200);
  }
  await addPhoto(app, 'stays', draft.id);
  expect((await rest(app, 'POST', `/host/stays/${draft.id}/publish`, host)).statusCode).toBe(200);
  const response = await rest(app, 'GET', `/host/stays/${draft.id}`, host);
  return response.json<HostStay>();
}

describe('POST /rest/v1/host/stays and GET /rest/v1/host/stays/{id}', () => {
  it('starts a draft from its basics, the rest neutral placeholders at 770 until their steps are saved', async () => {
    const draft = await newDraft();
    expect(draft).toEqual({
      id: expect.any(String),
      status: 'draft',
      setupSteps: ['basics'],
      missing: ['location', 'rooms', 'pricing', 'photo'],
      ...STAY_STEPS.basics,
      address: '',
      area: '',
      latitude: CROWN_HEIGHTS.seven70.latitude,
      longitude: CROWN_HEIGHTS.seven70.longitude,
      walkMinutesTo770: 1,
      bedrooms: 1,
      beds: 1,
      baths: 1,
      maxGuests: 2,
      pricePerNightCents: 100_00,
      cleaningFeeCents: 0,
      currency: 'USD',
      minimumNights: 1,
      checkInTime: '15:00',
      checkOutTime: '11:00',
      cancellationPolicy: 'flexible',
      amenities: [],
      jewishFeatures: [],
      kosherStandard: null,
      mikvahWalkMinutes: null,
      houseRules: '',
      images: [],
      updatedAt: '2026-11-23T15:00:00.000Z',
    });
    const read = await rest(app, 'GET', `/host/stays/${draft.id}`, host);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(draft);
    // A draft is not public.
    expect((await getRest(app, `/stays/${draft.id}`)).statusCode).toBe(404);
  });

  it('validates the basics with the shared schema: 400 naming each field', async () => {
    const response = await rest(app, 'POST', '/host/stays', host, {
      title: 'Tiny',
      description: 'Too short.',
      propertyType: 'castle',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: {
        title: 'validation.tooShort',
        description: 'validation.tooShort',
        propertyType: 'validation.invalid',
      },
    });
  });

  it('shows a stay made another way (the demo data) as complete, with its photos in order', async () => {
    const stay = await insertStay(app, host.user, { images: 3 });
    const read = (await rest(app, 'GET', `/host/stays/${stay.id}`, host)).json<HostStay>();
    expect(read.setupSteps).toEqual(['basics', 'location', 'rooms', 'pricing']);
    expect(read.missing).toEqual([]);
    expect(read.images.map((image) => image.src)).toEqual(
      [0, 1, 2].map((i) => `/images/stays/${stay.id}/${i}.webp`),
    );
  });
});

describe('PUT /rest/v1/host/stays/{id}/{step}', () => {
  it('saves each step, marks it done in the form’s order, and publishing needs only the required ones', async () => {
    const draft = await newDraft();
    clock.set('2026-11-23T15:05:00Z');
    const rules = await saveStep(draft.id, 'rules', STAY_STEPS.rules);
    expect(rules.statusCode, rules.body).toBe(200);
    expect(rules.json<HostStay>()).toMatchObject({
      setupSteps: ['basics', 'rules'],
      houseRules: STAY_STEPS.rules.houseRules,
      updatedAt: '2026-11-23T15:05:00.000Z',
    });

    const saved = new Map<string, HostStay>();
    for (const step of ['jewish', 'amenities', 'pricing', 'rooms', 'location', 'basics'] as const) {
      const response = await saveStep(draft.id, step, STAY_STEPS[step]);
      expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
      saved.set(step, response.json<HostStay>());
    }
    const stay = saved.get('basics') as HostStay;
    expect(stay.setupSteps).toEqual([
      'basics',
      'location',
      'rooms',
      'pricing',
      'amenities',
      'jewish',
      'rules',
    ]);
    expect(stay).toMatchObject({
      ...STAY_STEPS.rooms,
      ...STAY_STEPS.pricing,
      amenities: ['wifi', 'crib'],
      jewishFeatures: ['kosher_kitchen', 'urn'],
      kosherStandard: 'chabad',
      mikvahWalkMinutes: 6,
      address: STAY_STEPS.location.address,
      area: 'President Street',
      missing: ['photo'],
    });
    // The photos and availability steps save nothing of their own, with or without a body.
    expect((await saveStep(draft.id, 'photos', undefined)).json<HostStay>().setupSteps).toContain('photos');
    expect((await saveStep(draft.id, 'availability', {})).json<HostStay>().setupSteps).toContain(
      'availability',
    );
  });

  it('places the address on the map with the walk to 770, unless the host placed the pin', async () => {
    const draft = await newDraft();
    const placed = (await saveStep(draft.id, 'location', STAY_STEPS.location)).json<HostStay>();
    // 1304 President St is between New York and Brooklyn Avenues, a few minutes from 770.
    expect(placed.latitude).toBeCloseTo(40.6674, 4);
    expect(placed.longitude).toBeGreaterThan(-73.9476);
    expect(placed.longitude).toBeLessThan(-73.9446);
    expect(placed.walkMinutesTo770).toBe(walkingMinutesTo770(placed));
    expect(placed.walkMinutesTo770).toBeGreaterThan(3);
    expect(placed.walkMinutesTo770).toBeLessThan(10);

    const pinned = (
      await saveStep(draft.id, 'location', { ...STAY_STEPS.location, latitude: 40.6651, longitude: -73.9401 })
    ).json<HostStay>();
    expect(pinned).toMatchObject({ latitude: 40.6651, longitude: -73.9401 });
    expect(pinned.walkMinutesTo770).toBe(walkingMinutesTo770({ latitude: 40.6651, longitude: -73.9401 }));
  });

  it('refuses an address it cannot place (400 address_not_found), and a pin outside Crown Heights', async () => {
    const draft = await newDraft();
    const unknown = await saveStep(draft.id, 'location', {
      address: '350 Fifth Avenue, New York',
      area: 'Midtown',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: 'address_not_found',
      message: 'This address could not be found in Crown Heights.',
    });
    const far = await saveStep(draft.id, 'location', {
      ...STAY_STEPS.location,
      latitude: 40.7484,
      longitude: -73.9857,
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().fields).toHaveProperty('latitude');
    const half = await saveStep(draft.id, 'location', { ...STAY_STEPS.location, latitude: 40.6651 });
    expect(half.json()).toMatchObject({ fields: { longitude: 'validation.required' } });
    // Nothing was saved.
    expect((await rest(app, 'GET', `/host/stays/${draft.id}`, host)).json<HostStay>()).toMatchObject({
      setupSteps: ['basics'],
      address: '',
    });
  });

  it('validates every step with the shared schemas: the field and its message key', async () => {
    const draft = await newDraft();
    const cases: [string, object, Record<string, string>][] = [
      ['rooms', { ...STAY_STEPS.rooms, maxGuests: 40 }, { maxGuests: 'validation.invalid' }],
      ['rooms', { ...STAY_STEPS.rooms, beds: 0 }, { beds: 'validation.invalid' }],
      ['pricing', { ...STAY_STEPS.pricing, checkInTime: '3pm' }, { checkInTime: 'validation.time' }],
      [
        'pricing',
        { ...STAY_STEPS.pricing, pricePerNightCents: 50 },
        { pricePerNightCents: 'validation.invalid' },
      ],
      ['amenities', { amenities: ['jacuzzi'] }, { 'amenities.0': 'validation.invalid' }],
      // A kosher kitchen says how it is kept, and a standard needs the kosher kitchen.
      [
        'jewish',
        { jewishFeatures: ['kosher_kitchen'], kosherStandard: null, mikvahWalkMinutes: null },
        { kosherStandard: 'validation.kosherStandard' },
      ],
      [
        'jewish',
        { jewishFeatures: ['urn'], kosherStandard: 'chabad', mikvahWalkMinutes: null },
        { kosherStandard: 'validation.kosherStandard' },
      ],
      ['rules', { houseRules: '<script>alert(1)</script>' }, { houseRules: 'validation.unsafe' }],
      ['basics', { ...STAY_STEPS.basics, title: '' }, { title: 'validation.required' }],
    ];
    for (const [step, body, fields] of cases) {
      const response = await saveStep(draft.id, step, body);
      expect(response.statusCode, `${step} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().fields, step).toMatchObject(fields);
    }
    expect((await rest(app, 'GET', `/host/stays/${draft.id}`, host)).json<HostStay>().setupSteps).toEqual([
      'basics',
    ]);
  });

  it('keeps a published stay published while its host edits it, each step still validated', async () => {
    const stay = await publishedStay();
    const edited = await saveStep(stay.id, 'pricing', { ...STAY_STEPS.pricing, pricePerNightCents: 210_00 });
    expect(edited.json<HostStay>()).toMatchObject({ status: 'published', pricePerNightCents: 210_00 });
    const detail = await getRest(app, `/stays/${stay.id}`);
    expect(detail.json()).toMatchObject({ pricePerNightCents: 210_00 });
    expect((await saveStep(stay.id, 'rooms', { ...STAY_STEPS.rooms, maxGuests: 0 })).statusCode).toBe(400);
    expect((await rest(app, 'GET', `/host/stays/${stay.id}`, host)).json<HostStay>().maxGuests).toBe(5);
  });
});

describe('GET /rest/v1/host/geocode', () => {
  it('places an address with the walk to 770, or answers 400 address_not_found', async () => {
    const response = await rest(
      app,
      'GET',
      `/host/geocode?address=${encodeURIComponent('770 Eastern Parkway')}`,
      host,
    );
    expect(response.statusCode).toBe(200);
    const place = response.json<GeocodeResult>();
    expect(place).toMatchObject({
      walkMinutesTo770: 1,
      placedAs: 'Eastern Pkwy between Brooklyn Ave and Kingston Ave',
    });
    const corner = await rest(
      app,
      'GET',
      `/host/geocode?address=${encodeURIComponent('Kingston & Montgomery')}`,
      host,
    );
    expect(corner.json()).toMatchObject({
      placedAs: 'Kingston Ave and Montgomery St',
      walkMinutesTo770: walkingMinutesTo770({ latitude: 40.6647, longitude: -73.9422 }),
    });
    const nowhere = await rest(app, 'GET', '/host/geocode?address=somewhere', host);
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().code).toBe('address_not_found');
    expect((await rest(app, 'GET', '/host/geocode', host)).statusCode).toBe(400);
  });
});

describe('blocked dates', () => {
  const calendar = async (id: string, from = '2026-11-01', to = '2027-02-28') => {
    const response = await rest(app, 'GET', `/host/stays/${id}/calendar?from=${from}&to=${to}`, host);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<HostCalendar>().entries;
  };
  const block = (id: string, start: string, end: string, account = host) =>
    rest(app, 'POST', `/host/stays/${id}/blocks`, account, { start, end });

  it('blocks nights: guests cannot book them, the public calendar shows them taken, and unblocking frees them', async () => {
    const stay = await publishedStay();
    const guest = await signedInAs(app, { role: 'guest', fullName: 'Mendel Goldberg' });
    const booked = await book(
      app,
      guest,
      bookingRequest(stay.id, { checkIn: '2026-12-01', checkOut: '2026-12-04' }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json<{ id: string; reference: string }>();

    const blocked = await block(stay.id, '2026-12-10', '2026-12-14');
    expect(blocked.statusCode, blocked.body).toBe(201);
    const entry = blocked.json();
    expect(entry).toEqual({
      id: expect.any(String),
      kind: 'blocked',
      start: '2026-12-10',
      end: '2026-12-14',
      reference: null,
      guestName: null,
    });

    expect(await calendar(stay.id)).toEqual([
      {
        id: booking.id,
        kind: 'booked',
        start: '2026-12-01',
        end: '2026-12-04',
        reference: booking.reference,
        guestName: 'Mendel Goldberg',
      },
      entry,
    ]);
    // Only what overlaps the days asked for.
    expect(await calendar(stay.id, '2026-12-05', '2026-12-09')).toEqual([]);
    expect((await calendar(stay.id, '2026-12-13', '2026-12-20')).map((e) => e.kind)).toEqual(['blocked']);

    const refused = await book(
      app,
      guest,
      bookingRequest(stay.id, { checkIn: '2026-12-12', checkOut: '2026-12-15' }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('booking_unavailable');
    const availability = await getRest(app, `/stays/${stay.id}/availability?from=2026-12-01&to=2026-12-31`);
    expect(availability.json<StayAvailability>().taken).toEqual([
      { start: '2026-12-01', end: '2026-12-04' },
      { start: '2026-12-10', end: '2026-12-14' },
    ]);

    const unblocked = await rest(app, 'DELETE', `/host/stays/${stay.id}/blocks/${entry.id}`, host);
    expect(unblocked.statusCode).toBe(204);
    expect(unblocked.body).toBe('');
    const rebooked = await book(
      app,
      guest,
      bookingRequest(stay.id, { checkIn: '2026-12-12', checkOut: '2026-12-15' }),
    );
    expect(rebooked.statusCode, rebooked.body).toBe(201);
    expect((await rest(app, 'DELETE', `/host/stays/${stay.id}/blocks/${entry.id}`, host)).statusCode).toBe(
      404,
    );
  });

  it('refuses nights that are booked or already blocked: 409 dates_taken', async () => {
    const stay = await publishedStay();
    const guest = await signedInAs(app, { role: 'guest' });
    expect(
      (await book(app, guest, bookingRequest(stay.id, { checkIn: '2026-12-01', checkOut: '2026-12-04' })))
        .statusCode,
    ).toBe(201);
    expect((await block(stay.id, '2026-12-10', '2026-12-14')).statusCode).toBe(201);
    for (const [start, end] of [
      ['2026-12-03', '2026-12-05'],
      ['2026-11-28', '2026-12-10'],
      ['2026-12-13', '2026-12-20'],
    ] as const) {
      const response = await block(stay.id, start, end);
      expect(response.statusCode, `${start}–${end}`).toBe(409);
      expect(response.json()).toEqual({
        code: 'dates_taken',
        message: 'Some of these nights are already booked or blocked.',
      });
    }
    // Next to a booking (its check-out day) and next to a block is fine.
    expect((await block(stay.id, '2026-12-04', '2026-12-06')).statusCode).toBe(201);
    expect((await block(stay.id, '2026-12-14', '2026-12-15')).statusCode).toBe(201);
  });

  it('blocks from today to the booking horizon only, with the end after the start', async () => {
    const stay = await publishedStay();
    const past = await block(stay.id, '2026-11-22', '2026-11-25');
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      code: 'invalid_dates',
      fields: { start: 'messages.invalidDates' },
    });
    expect((await block(stay.id, '2026-11-23', '2026-11-25')).statusCode).toBe(201);
    // 540 days ahead of 2026-11-23 is 2028-05-16.
    expect((await block(stay.id, '2028-05-10', '2028-05-16')).statusCode).toBe(201);
    const far = await block(stay.id, '2028-05-16', '2028-05-18');
    expect(far.json()).toMatchObject({ code: 'invalid_dates', fields: { end: 'messages.invalidDates' } });
    const backwards = await block(stay.id, '2026-12-20', '2026-12-18');
    expect(backwards.json()).toMatchObject({
      code: 'validation_failed',
      fields: { end: 'validation.dateOrder' },
    });
    expect((await block(stay.id, '2026-12-20', '2026-12-20')).statusCode).toBe(400);
  });

  it('never unblocks a booking’s nights, and reads at most 18 months at once', async () => {
    const stay = await publishedStay();
    const guest = await signedInAs(app, { role: 'guest' });
    expect(
      (await book(app, guest, bookingRequest(stay.id, { checkIn: '2026-12-01', checkOut: '2026-12-04' })))
        .statusCode,
    ).toBe(201);
    const [held] = await app.db
      .select()
      .from(stayReservations)
      .where(and(eq(stayReservations.stayId, stay.id), isNotNull(stayReservations.bookingId)));
    if (!held) throw new Error('the booking holds no nights');
    expect((await rest(app, 'DELETE', `/host/stays/${stay.id}/blocks/${held.id}`, host)).statusCode).toBe(
      404,
    );
    expect(await app.db.select().from(stayReservations).where(eq(stayReservations.id, held.id))).toHaveLength(
      1,
    );

    expect(
      (await rest(app, 'GET', `/host/stays/${stay.id}/calendar?from=2026-11-01&to=2028-05-01`, host))
        .statusCode,
    ).toBe(200);
    const tooLong = await rest(
      app,
      'GET',
      `/host/stays/${stay.id}/calendar?from=2026-11-01&to=2028-05-02`,
      host,
    );
    expect(tooLong.json()).toMatchObject({ code: 'invalid_dates' });
    const backwards = await rest(
      app,
      'GET',
      `/host/stays/${stay.id}/calendar?from=2026-12-01&to=2026-11-01`,
      host,
    );
    expect(backwards.statusCode).toBe(400);
  });

  it('blocks dates of a draft too, before it is published', async () => {
    const draft = await newDraft();
    expect((await block(draft.id, '2026-12-24', '2026-12-26')).statusCode).toBe(201);
    const [row] = await app.db.select().from(stays).where(eq(stays.id, draft.id));
    expect(row?.status).toBe('draft');
    expect((await calendar(draft.id)).map((e) => e.kind)).toEqual(['blocked']);
  });
});
