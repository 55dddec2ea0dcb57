import type { HostMealCalendar, HostMealOffer, MealType } from '@orchim/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mealClosedDates, mealOffers, mealSittings } from '../src/db/schema';
import { callHost, hostAccount, mealForm, publishDirectly } from './helpers/host-offers';
import { insertMeal, listMeals, mealBookingRequest } from './helpers/meals';
import { book, getRest, signedInAccount, type SignedInAccount } from './helpers/stays';
import { testClock, createTestApp } from './helpers/test-app';

// Monday 23 November 2026 in New York. The coming Shabbosim: 28 November (Vayishlach, candles on Friday
// 27 November at 16:1x), 5 December (Vayeshev), 12 December (Miketz)...
const START = '2026-11-23T15:00:00Z';
const clock = testClock(START);
let app: FastifyInstance;
let host: SignedInAccount;

beforeAll(async () => {
  app = await createTestApp({ clock });
  host = await hostAccount(app);
});
afterAll(() => app.close());
afterEach(() => clock.set(START));

async function createOffer(form = mealForm()): Promise<HostMealOffer> {
  const response = await callHost(app, 'POST', '/host/meals', host, form);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<HostMealOffer>();
}

/** A published offer of the host's, made through the form. */
async function publishedOffer(form = mealForm()): Promise<HostMealOffer> {
  const offer = await createOffer(form);
  await publishDirectly(app, 'meals', offer.id);
  return offer;
}

const save = (id: string, form: object, who: SignedInAccount = host) =>
  callHost(app, 'PUT', `/host/meals/${id}`, who, form);

async function bookSeats(offerId: string, date: string, mealType: MealType, guests: number) {
  const guest = await signedInAccount(app, { name: 'guest', fullName: 'Mendel Goldberg' });
  const response = await book(
    app,
    guest,
    mealBookingRequest(offerId, { date, mealType, numberOfGuests: guests }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return { guest, bookingId: response.json<{ id: string }>().id };
}

async function sitting(offerId: string, date: string, mealType: MealType) {
  const [row] = await app.db
    .select()
    .from(mealSittings)
    .where(
      and(
        eq(mealSittings.mealOfferId, offerId),
        eq(mealSittings.date, date),
        eq(mealSittings.mealType, mealType),
      ),
    );
  return row ?? null;
}

/**
 * A Shabbos as the offer's calendar shows it: its three meals in order, each with the form's 8 seats,
 * offered or not, and the seats booked (none unless named).
 */
function shabbosDay(
  date: string,
  {
    closed = false,
    inPeriod = true,
    offered = [],
    seatsTaken = {},
  }: {
    closed?: boolean;
    inPeriod?: boolean;
    offered?: MealType[];
    seatsTaken?: Partial<Record<MealType, number>>;
  },
) {
  const mealTypes: MealType[] = ['friday_night', 'shabbos_lunch', 'seudah_shlishit'];
  return [
    date,
    {
      closed,
      inPeriod,
      sittings: mealTypes.map((mealType) => ({
        mealType,
        offered: offered.includes(mealType),
        seats: 8,
        seatsTaken: seatsTaken[mealType] ?? 0,
      })),
    },
  ];
}

describe('POST /rest/v1/host/meals', () => {
  it('creates a draft with the whole form: 201, the walk to 770 computed, closed dates in order, no translations', async () => {
    const offer = await createOffer(
      mealForm({ closedDates: ['2026-12-12', '2026-12-05', '2026-12-12'], offeredUntil: '2027-06-30' }),
    );
    expect(offer).toMatchObject({
      status: 'draft',
      title: 'Friday night with the Mintzes',
      address: '512 Crown Street, Brooklyn, NY 11213',
      mealTypes: ['friday_night', 'shabbos_lunch'],
      seatsPerMeal: 8,
      pricePerGuestCents: 36_00,
      currency: 'USD',
      tableLanguages: ['en', 'he'],
      dietaryOptions: ['vegetarian'],
      offeredFrom: '2026-11-01',
      offeredUntil: '2027-06-30',
      closedDates: ['2026-12-05', '2026-12-12'],
      images: [],
      // An approved host's new offer lacks only its photos.
      missing: ['photo'],
      updatedAt: '2026-11-23T15:00:00.000Z',
    });
    expect(offer.walkMinutesTo770).toBeGreaterThan(0);
    expect(offer.walkMinutesTo770).toBeLessThan(30);

    const [row] = await app.db.select().from(mealOffers).where(eq(mealOffers.id, offer.id));
    expect(row?.hostId).toBe(host.user.id);
    expect(row?.translations).toEqual({});
    expect(row?.publishedAt).toBeNull();

    const read = await callHost(app, 'GET', `/host/meals/${offer.id}`, host);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(offer);
  });

  it('keeps meal types and languages in the catalogue order, once each', async () => {
    const offer = await createOffer(
      mealForm({
        mealTypes: ['shabbos_lunch', 'friday_night', 'shabbos_lunch'],
        tableLanguages: ['yi', 'en', 'yi'],
      }),
    );
    expect(offer.mealTypes).toEqual(['friday_night', 'shabbos_lunch']);
    expect(offer.tableLanguages).toEqual(['en', 'yi']);
  });

  it.each([
    ['a short title', { title: 'Meal' }, 'title', 'validation.tooShort'],
    ['a short description', { description: 'Good food.' }, 'description', 'validation.tooShort'],
    ['no meal type', { mealTypes: [] }, 'mealTypes', 'validation.required'],
    ['an unknown meal type', { mealTypes: ['breakfast'] }, 'mealTypes.0', 'validation.invalid'],
    ['no table language', { tableLanguages: [] }, 'tableLanguages', 'validation.required'],
    ['more seats than a table has', { seatsPerMeal: 41 }, 'seatsPerMeal', 'validation.invalid'],
    ['no seat', { seatsPerMeal: 0 }, 'seatsPerMeal', 'validation.invalid'],
    ['a negative price', { pricePerGuestCents: -1 }, 'pricePerGuestCents', 'validation.invalid'],
    ['an unknown kosher standard', { kosherStandard: 'none' }, 'kosherStandard', 'validation.required'],
    ['an end before the start', { offeredUntil: '2026-10-31' }, 'offeredUntil', 'validation.dateOrder'],
    ['a date that does not exist', { offeredFrom: '2026-02-30' }, 'offeredFrom', 'validation.date'],
    ['a closed date that is not a date', { closedDates: ['next week'] }, 'closedDates.0', 'validation.date'],
    ['a point outside Crown Heights', { latitude: 40.75 }, 'latitude', 'validation.invalid'],
    ['no address', { address: '  ' }, 'address', 'validation.required'],
    [
      'a script in the description',
      { description: `${'A long description '.repeat(2)}<script>x</script>` },
      'description',
      'validation.unsafe',
    ],
  ])('refuses %s: 400 naming the field', async (_case, overrides, field, message) => {
    const response = await callHost(app, 'POST', '/host/meals', host, mealForm(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
  });

  it('refuses a form without its required fields, naming them', async () => {
    const { title: _title, seatsPerMeal: _seats, offeredFrom: _from, ...partial } = mealForm();
    const response = await callHost(app, 'POST', '/host/meals', host, partial);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['offeredFrom', 'seatsPerMeal', 'title']);
  });
});

describe('PUT /rest/v1/host/meals/{id}', () => {
  it('saves the whole form: fields, period, closed dates replaced', async () => {
    const offer = await createOffer(mealForm({ closedDates: ['2026-12-05'] }));
    const response = await save(
      offer.id,
      mealForm({
        title: 'Shabbos lunch on Crown Street',
        mealTypes: ['shabbos_lunch', 'seudah_shlishit'],
        seatsPerMeal: 12,
        pricePerGuestCents: 0,
        childrenWelcome: false,
        accessibility: ['ground_floor'],
        offeredUntil: '2027-03-31',
        closedDates: ['2026-12-19', '2026-12-26'],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: offer.id,
      status: 'draft',
      title: 'Shabbos lunch on Crown Street',
      mealTypes: ['shabbos_lunch', 'seudah_shlishit'],
      seatsPerMeal: 12,
      pricePerGuestCents: 0,
      childrenWelcome: false,
      accessibility: ['ground_floor'],
      offeredUntil: '2027-03-31',
      closedDates: ['2026-12-19', '2026-12-26'],
    });
    const closed = await app.db
      .select({ date: mealClosedDates.date })
      .from(mealClosedDates)
      .where(eq(mealClosedDates.mealOfferId, offer.id));
    expect(closed.map((row) => row.date).sort()).toEqual(['2026-12-19', '2026-12-26']);
  });

  it('validates as creation does, and leaves the offer as it was', async () => {
    const offer = await createOffer();
    const response = await save(offer.id, mealForm({ seatsPerMeal: 100 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ seatsPerMeal: 'validation.invalid' });
    const read = await callHost(app, 'GET', `/host/meals/${offer.id}`, host);
    expect(read.json().seatsPerMeal).toBe(8);
  });

  it('keeps a published offer published', async () => {
    const offer = await publishedOffer();
    const response = await save(offer.id, mealForm({ title: 'A new name for the table' }));
    expect(response.json()).toMatchObject({ status: 'published', title: 'A new name for the table' });
  });
});

describe('seats and days that have bookings', () => {
  it('refuses fewer seats than a coming meal has booked (409), and takes a number that fits', async () => {
    const offer = await publishedOffer();
    await bookSeats(offer.id, '2026-11-28', 'friday_night', 3);
    await bookSeats(offer.id, '2026-12-05', 'shabbos_lunch', 2);

    const refused = await save(offer.id, mealForm({ seatsPerMeal: 2 }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'seats_below_booked',
      message: 'Some meals already have more guests booked than this number of seats.',
      fields: { seatsPerMeal: 'validation.invalid' },
      sittings: [{ date: '2026-11-28', mealType: 'friday_night', seatsTaken: 3 }],
    });
    expect((await callHost(app, 'GET', `/host/meals/${offer.id}`, host)).json().seatsPerMeal).toBe(8);
    expect((await sitting(offer.id, '2026-11-28', 'friday_night'))?.seats).toBe(8);

    // Three seats fit the three booked: the coming meals take the new number, so a fourth guest is refused.
    const saved = await save(offer.id, mealForm({ seatsPerMeal: 3 }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await sitting(offer.id, '2026-11-28', 'friday_night')).toMatchObject({ seats: 3, seatsTaken: 3 });
    expect(await sitting(offer.id, '2026-12-05', 'shabbos_lunch')).toMatchObject({ seats: 3, seatsTaken: 2 });
    const guest = await signedInAccount(app, { name: 'late-guest' });
    const late = await book(
      app,
      guest,
      mealBookingRequest(offer.id, { date: '2026-11-28', numberOfGuests: 1 }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('booking_unavailable');

    // More seats reach the meals already booked too.
    await save(offer.id, mealForm({ seatsPerMeal: 10 }));
    expect((await sitting(offer.id, '2026-11-28', 'friday_night'))?.seats).toBe(10);
  });

  it('refuses to close a day that has bookings (409) until they are cancelled', async () => {
    const offer = await publishedOffer();
    const { guest, bookingId } = await bookSeats(offer.id, '2026-12-05', 'friday_night', 2);

    const refused = await save(offer.id, mealForm({ closedDates: ['2026-12-05', '2026-12-12'] }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'meal_sittings_booked',
      message:
        'Some of these meals already have guests booked. Cancel their bookings first, then close the day or take the meal off.',
      sittings: [{ date: '2026-12-05', mealType: 'friday_night', seatsTaken: 2 }],
    });
    expect((await callHost(app, 'GET', `/host/meals/${offer.id}`, host)).json().closedDates).toEqual([]);

    // A day without bookings closes.
    expect((await save(offer.id, mealForm({ closedDates: ['2026-12-12'] }))).statusCode).toBe(200);

    const cancelled = await callHost(app, 'POST', `/bookings/${bookingId}/cancel`, guest, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const closed = await save(offer.id, mealForm({ closedDates: ['2026-12-05', '2026-12-12'] }));
    expect(closed.statusCode).toBe(200);
    expect(closed.json().closedDates).toEqual(['2026-12-05', '2026-12-12']);
  });

  it('refuses to take off a booked meal type, or to end the period before a booked day', async () => {
    const offer = await publishedOffer();
    await bookSeats(offer.id, '2026-12-12', 'shabbos_lunch', 1);

    const typeOff = await save(offer.id, mealForm({ mealTypes: ['friday_night'] }));
    expect(typeOff.statusCode).toBe(409);
    expect(typeOff.json().sittings).toEqual([
      { date: '2026-12-12', mealType: 'shabbos_lunch', seatsTaken: 1 },
    ]);

    const shorter = await save(offer.id, mealForm({ offeredUntil: '2026-12-06' }));
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().code).toBe('meal_sittings_booked');

    const later = await save(offer.id, mealForm({ offeredFrom: '2026-12-13' }));
    expect(later.statusCode).toBe(409);

    // Friday night of that Shabbos has no bookings: it can go.
    const saved = await save(offer.id, mealForm({ mealTypes: ['shabbos_lunch'] }));
    expect(saved.statusCode).toBe(200);
  });

  it('lets a day that has passed be closed, whatever was booked for it', async () => {
    const offer = await publishedOffer();
    await bookSeats(offer.id, '2026-11-28', 'shabbos_lunch', 4);
    clock.set('2026-11-30T15:00:00Z');
    const saved = await save(offer.id, mealForm({ closedDates: ['2026-11-28'], seatsPerMeal: 2 }));
    expect(saved.statusCode, saved.body).toBe(200);
    // The past meal keeps its seats as they were booked.
    expect(await sitting(offer.id, '2026-11-28', 'shabbos_lunch')).toMatchObject({ seats: 8, seatsTaken: 4 });
  });
});

describe('the meal days', () => {
  it('GET /rest/v1/host/meals/calendar: the coming Shabbos and Yom Tov days for about three months, named in three languages', async () => {
    const response = await callHost(app, 'GET', '/host/meals/calendar', host);
    expect(response.statusCode).toBe(200);
    const calendar = response.json<HostMealCalendar>();
    expect(calendar.from).toBe('2026-11-23');
    expect(calendar.to).toBe('2027-02-22');
    expect(calendar.days.map((day) => day.date).slice(0, 3)).toEqual([
      '2026-11-28',
      '2026-12-05',
      '2026-12-12',
    ]);
    expect(calendar.days).toHaveLength(13);
    const [first] = calendar.days;
    expect(first).toMatchObject({
      date: '2026-11-28',
      mealTypes: ['friday_night', 'shabbos_lunch', 'seudah_shlishit'],
      offer: null,
      holyDay: {
        kinds: ['shabbos'],
        names: { en: 'Vayishlach', fr: expect.any(String), he: 'וישלח' },
        candlesAfterNightfall: false,
      },
    });
    // Candles 18 minutes before Friday's sunset, in the afternoon in New York (21:xx UTC in November).
    expect(first?.holyDay.candleLighting).toMatch(/^2026-11-27T21:\d\d:00.000Z$/);
  });

  it('shows Yom Tov with its own meals', async () => {
    const response = await callHost(app, 'GET', '/host/meals/calendar?from=2027-04-20&to=2027-05-01', host);
    const days = response.json<HostMealCalendar>().days;
    const pesach = days.find((day) => day.date === '2027-04-22');
    expect(pesach?.holyDay.kinds).toEqual(['yom_tov']);
    expect(pesach?.mealTypes).toEqual(['yom_tov_night', 'yom_tov_lunch']);
    expect(pesach?.holyDay.names.en).toMatch(/Pesach/);
  });

  it('refuses a range that runs backwards or longer than four months', async () => {
    for (const query of ['from=2026-12-10&to=2026-12-01', 'from=2026-12-01&to=2027-06-01']) {
      const response = await callHost(app, 'GET', `/host/meals/calendar?${query}`, host);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid_dates');
    }
  });

  it("GET /rest/v1/host/meals/{id}/calendar: each day's meals, offered or not, closed days, seats and seats booked", async () => {
    const offer = await publishedOffer(mealForm({ closedDates: ['2026-12-12'], offeredUntil: '2026-12-20' }));
    await bookSeats(offer.id, '2026-12-05', 'friday_night', 5);
    const response = await callHost(
      app,
      'GET',
      `/host/meals/${offer.id}/calendar?from=2026-12-01&to=2026-12-31`,
      host,
    );
    expect(response.statusCode).toBe(200);
    const days = response.json<HostMealCalendar>().days;
    expect(days.map((day) => [day.date, day.offer])).toEqual([
      shabbosDay('2026-12-05', {
        offered: ['friday_night', 'shabbos_lunch'],
        seatsTaken: { friday_night: 5 },
      }),
      // Closed: nothing offered that day.
      shabbosDay('2026-12-12', { closed: true }),
      shabbosDay('2026-12-19', { offered: ['friday_night', 'shabbos_lunch'] }),
      // After offeredUntil (20 December).
      shabbosDay('2026-12-26', { inPeriod: false }),
    ]);
  });
});

describe('what guests see', () => {
  it('never shows a draft: not in the list, 404 for its page', async () => {
    const draft = await createOffer(mealForm({ title: 'A draft nobody may see yet' }));
    const list = await listMeals(app);
    expect(list.statusCode).toBe(200);
    const titles = list.json<{ items: { id: string }[] }>().items.map((item) => item.id);
    expect(titles).not.toContain(draft.id);
    expect((await getRest(app, `/meals/${draft.id}`)).statusCode).toBe(404);

    await publishDirectly(app, 'meals', draft.id);
    const listed = await listMeals(app);
    expect(listed.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toContain(draft.id);
  });

  it("shows a host-made offer in the host's own words in every language", async () => {
    const offer = await publishedOffer(mealForm({ title: 'Seudah with the Mintz family' }));
    for (const lang of ['en', 'fr', 'he']) {
      const page = await getRest(app, `/meals/${offer.id}?lang=${lang}`);
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({
        title: 'Seudah with the Mintz family',
        description: mealForm().description,
        area: 'Crown Street',
      });
    }
  });

  it('drops the translations of the texts the host rewrites, and keeps the others', async () => {
    const seeded = await insertMeal(app, host.user, {
      title: 'Friday night with the Goldbergs',
      description: 'Challah, fish, soup and singing.',
      translations: {
        fr: { title: 'Vendredi soir chez les Goldberg', area: 'Rue Crown' },
        he: { title: 'ליל שבת אצל משפחת גולדברג' },
      },
    });
    const response = await save(
      seeded.id,
      mealForm({ title: 'Friday night with the Goldberg family', area: 'Crown Street' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await app.db.select().from(mealOffers).where(eq(mealOffers.id, seeded.id));
    expect(row?.translations).toEqual({ fr: { area: 'Rue Crown' } });
    const french = await getRest(app, `/meals/${seeded.id}?lang=fr`);
    expect(french.json()).toMatchObject({
      title: 'Friday night with the Goldberg family',
      area: 'Rue Crown',
    });
  });
});
