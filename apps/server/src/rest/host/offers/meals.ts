import {
  addDays,
  apiErrorSchema,
  HOST_MEAL_CALENDAR_DAYS,
  hostMealCalendarQuerySchema,
  hostMealCalendarSchema,
  hostMealConflictSchema,
  hostMealOfferSchema,
  hostOfferIdParamsSchema,
  MEAL_LIMITS,
  mealOfferFormSchema,
  nightsBetween,
  todayInNewYork,
  walkingMinutesTo770,
  type HostMealOffer,
  type MealOfferForm,
  type StayImage,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hostOffersRepository, offerGaps, type OfferValuesOf } from '../../../db/repositories/host-offers';
import type { MealOfferRow } from '../../../db/repositories/meals';
import { notFoundError } from '../../../lib/http-error';
import { holyDays } from '../../../lib/jewish-calendar';
import { invalidDatesError } from '../../../domain/bookings/errors';
import { approvalGap, hostOf } from './access';
import { seatsBelowBookedError, sittingsBookedError } from './errors';
import { droppedSittings, mealCalendarDays, overbookedSittings } from './meal-days';
import { translationsAfterEdit } from './translations-on-edit';

/** The form's fields as the offer's columns; the walk to 770 is computed from the point. */
function mealColumns(
  form: MealOfferForm,
  now: Date,
): Omit<OfferValuesOf<'meals'>, 'translations' | 'status'> {
  const { closedDates: _closedDates, ...fields } = form;
  return { ...fields, walkMinutesTo770: walkingMinutesTo770(form), updatedAt: now };
}

function toHostMealOffer(
  row: MealOfferRow,
  closedDates: string[],
  images: StayImage[],
  missing: HostMealOffer['missing'],
): HostMealOffer {
  return {
    id: row.id,
    status: row.status as HostMealOffer['status'],
    missing,
    images,
    updatedAt: row.updatedAt.toISOString(),
    title: row.title,
    familyDescription: row.familyDescription,
    description: row.description,
    area: row.area,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    walkMinutesTo770: row.walkMinutesTo770,
    mealTypes: row.mealTypes,
    pricePerGuestCents: row.pricePerGuestCents,
    currency: row.currency,
    seatsPerMeal: row.seatsPerMeal,
    kosherStandard: row.kosherStandard as HostMealOffer['kosherStandard'],
    dietaryOptions: row.dietaryOptions,
    tableLanguages: row.tableLanguages,
    childrenWelcome: row.childrenWelcome,
    accessibility: row.accessibility,
    offeredFrom: row.offeredFrom,
    offeredUntil: row.offeredUntil,
    closedDates,
  };
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The host's meal offers: the form (POST, GET, PUT) and the coming Shabbos and Yom Tov days it chooses
 * from. An offer is made as a draft; publishing is POST /rest/v1/host/meals/{id}/publish.
 */
export const hostMealRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The answer of every route: the offer as the form shows it. */
  async function view(host: ReturnType<typeof hostOf>, row: MealOfferRow): Promise<HostMealOffer> {
    const repo = hostOffersRepository(app.db);
    const [closedDates, images] = await Promise.all([repo.closedDates(row.id), repo.images('meals', row.id)]);
    const missing = [...approvalGap(host), ...offerGaps('meals', row, images.length)];
    return toHostMealOffer(row, closedDates, images, missing);
  }

  /** ?from&to, from today and about three months on by default, at most MEAL_LIMITS.sittingsRangeDays. */
  function calendarRange(query: { from?: string; to?: string }): { from: string; to: string } {
    const from = query.from ?? todayInNewYork(app.clock());
    const to = query.to ?? addDays(from, HOST_MEAL_CALENDAR_DAYS);
    if (to < from || nightsBetween(from, to) > MEAL_LIMITS.sittingsRangeDays) throw invalidDatesError();
    return { from, to };
  }

  /** GET /rest/v1/host/meals/calendar?from&to: the Shabbos and Yom Tov days a new offer can serve. */
  app.get(
    '/host/meals/calendar',
    {
      schema: {
        summary: 'The coming Shabbos and Yom Tov meal days',
        tags: ['host'],
        querystring: hostMealCalendarQuerySchema,
        response: { 200: hostMealCalendarSchema, ...errors },
      },
    },
    async (request) => {
      const { from, to } = calendarRange(request.query);
      return { from, to, days: mealCalendarDays(holyDays(from, to), null) };
    },
  );

  /** POST /rest/v1/host/meals: a new offer, as a draft. 201 with the offer. */
  app.post(
    '/host/meals',
    {
      schema: {
        summary: 'Create a meal offer (a draft)',
        tags: ['host'],
        body: mealOfferFormSchema,
        response: { 201: hostMealOfferSchema, ...errors },
      },
    },
    async (request, reply) => {
      const host = hostOf(request);
      const now = app.clock();
      const form = request.body;
      const row = await app.db.transaction(async (tx) => {
        const repo = hostOffersRepository(tx);
        const offer = await repo.insert('meals', host.id, {
          ...mealColumns(form, now),
          status: 'draft',
          createdAt: now,
        });
        await repo.replaceClosedDates(offer.id, form.closedDates);
        return offer;
      });
      request.log.info({ mealOfferId: row.id }, 'meal offer created');
      return reply.code(201).send(await view(host, row));
    },
  );

  /** GET /rest/v1/host/meals/{id}: the host's own offer, whatever its status; another's is 404. */
  app.get(
    '/host/meals/:id',
    {
      schema: {
        summary: 'A meal offer of mine',
        tags: ['host'],
        params: hostOfferIdParamsSchema,
        response: { 200: hostMealOfferSchema, ...errors },
      },
    },
    async (request) => {
      const host = hostOf(request);
      const row = await hostOffersRepository(app.db).find('meals', host.id, request.params.id);
      if (!row) throw notFoundError();
      return view(host, row);
    },
  );

  /**
   * PUT /rest/v1/host/meals/{id}: the whole form. The coming sittings keep their bookings: a save that
   * would stop serving a booked meal (closing its day, taking its meal type off, a shorter period) is
   * 409 meal_sittings_booked, and fewer seats than a meal has booked is 409 seats_below_booked; the host
   * cancels those bookings first. The coming sittings take the new seats per meal. The offer's row and
   * counters are locked meanwhile, so a booking taking seats waits and then sees the new seats.
   */
  app.put(
    '/host/meals/:id',
    {
      schema: {
        summary: 'Save a meal offer of mine',
        tags: ['host'],
        params: hostOfferIdParamsSchema,
        body: mealOfferFormSchema,
        response: { 200: hostMealOfferSchema, ...errors, 409: hostMealConflictSchema },
      },
    },
    async (request) => {
      const host = hostOf(request);
      const now = app.clock();
      const form = request.body;
      const row = await app.db.transaction(async (tx) => {
        const repo = hostOffersRepository(tx);
        const current = await repo.find('meals', host.id, request.params.id, { lock: true });
        if (!current) throw notFoundError();
        const today = todayInNewYork(now);
        const coming = await repo.lockSittingsFrom(current.id, today);
        const dropped = droppedSittings(form, coming);
        if (dropped.length > 0) throw sittingsBookedError(dropped);
        const overbooked = overbookedSittings(form.seatsPerMeal, coming);
        if (overbooked.length > 0) throw seatsBelowBookedError(overbooked);

        const columns = mealColumns(form, now);
        const texts = (
          offer: Pick<MealOfferRow, 'title' | 'area' | 'familyDescription' | 'description'>,
        ) => ({
          title: offer.title,
          area: offer.area,
          familyDescription: offer.familyDescription,
          description: offer.description,
        });
        const saved = await repo.update('meals', host.id, current.id, {
          ...columns,
          translations: translationsAfterEdit(current.translations, texts(current), texts(form)),
        });
        // The row is locked: it cannot have gone.
        if (!saved) throw new Error(`meal offer ${current.id} vanished while saved`);
        await repo.replaceClosedDates(current.id, form.closedDates);
        await repo.setSittingSeats(current.id, today, form.seatsPerMeal);
        return saved;
      });
      return view(host, row);
    },
  );

  /**
   * GET /rest/v1/host/meals/{id}/calendar?from&to: the holy days with what the offer serves each day
   * (closed, within the period, each meal offered or not) and each meal's seats and seats booked.
   */
  app.get(
    '/host/meals/:id/calendar',
    {
      schema: {
        summary: 'The meal days of a meal offer of mine, with their bookings',
        tags: ['host'],
        params: hostOfferIdParamsSchema,
        querystring: hostMealCalendarQuerySchema,
        response: { 200: hostMealCalendarSchema, ...errors },
      },
    },
    async (request) => {
      const host = hostOf(request);
      const repo = hostOffersRepository(app.db);
      const row = await repo.find('meals', host.id, request.params.id);
      if (!row) throw notFoundError();
      const { from, to } = calendarRange(request.query);
      const [closedDates, counters] = await Promise.all([
        repo.closedDates(row.id),
        repo.sittingCounters(row.id, from, to),
      ]);
      const days = mealCalendarDays(holyDays(from, to), { ...row, closedDates, counters });
      return { from, to, days };
    },
  );
};
