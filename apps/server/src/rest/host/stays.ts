import {
  AMENITIES,
  apiErrorSchema,
  createStaySchema,
  geocodeQuerySchema,
  geocodeResultSchema,
  hostStaySchema,
  isApprovedHost,
  JEWISH_FEATURES,
  STAY_FORM_STEPS,
  STAY_STEP_SCHEMAS,
  stayIdParamsSchema,
  walkingMinutesTo770,
  type HostStay,
  type StayFormStep,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { signedInUser } from '../../auth/request-user';
import { orderedGaps, stayGaps } from '../../db/repositories/host-listings';
import {
  hostStaysRepository,
  type HostStayRecord,
  type StayStepValues,
} from '../../db/repositories/host-stays';
import { geocodeCrownHeights } from '../../lib/crown-heights-geocoder';
import { notFoundError } from '../../lib/http-error';
import { addressNotFoundError } from './errors';

/** Everything the stay form shows, and what keeps the stay from being published. */
export function toHostStay({ stay, images }: HostStayRecord, approved: boolean): HostStay {
  const setupSteps = STAY_FORM_STEPS.filter((step) => stay.setupSteps.includes(step));
  return {
    id: stay.id,
    status: stay.status as HostStay['status'],
    setupSteps,
    missing: orderedGaps([
      ...(approved ? [] : ['approval' as const]),
      ...stayGaps(setupSteps, images.length > 0),
    ]),
    title: stay.title,
    description: stay.description,
    propertyType: stay.propertyType as HostStay['propertyType'],
    address: stay.address,
    area: stay.area,
    latitude: stay.latitude,
    longitude: stay.longitude,
    walkMinutesTo770: stay.walkMinutesTo770,
    bedrooms: stay.bedrooms,
    beds: stay.beds,
    baths: stay.baths,
    maxGuests: stay.maxGuests,
    pricePerNightCents: stay.pricePerNightCents,
    cleaningFeeCents: stay.cleaningFeeCents,
    currency: stay.currency,
    minimumNights: stay.minimumNights,
    checkInTime: stay.checkInTime,
    checkOutTime: stay.checkOutTime,
    cancellationPolicy: stay.cancellationPolicy,
    amenities: stay.amenities,
    jewishFeatures: stay.jewishFeatures,
    kosherStandard: stay.kosherStandard as HostStay['kosherStandard'],
    mikvahWalkMinutes: stay.mikvahWalkMinutes,
    houseRules: stay.houseRules,
    images,
    updatedAt: stay.updatedAt.toISOString(),
  };
}

/** Where an address is, or 400 address_not_found; a pin the host placed (in Crown Heights) wins. */
export function placeOf(address: string, pin: { latitude?: number; longitude?: number }) {
  const { latitude, longitude } = pin;
  if (latitude !== undefined && longitude !== undefined) return { latitude, longitude, placedAs: null };
  const place = geocodeCrownHeights(address);
  if (!place) throw addressNotFoundError();
  return place;
}

/** Chosen values in their vocabulary's order, each once. */
const inOrder = <T extends string>(vocabulary: readonly T[], chosen: readonly T[]) =>
  vocabulary.filter((value) => chosen.includes(value));

type StepBody<Step extends StayFormStep> = z.output<(typeof STAY_STEP_SCHEMAS)[Step]>;

/** The columns each step of the form writes. */
const STEP_COLUMNS: { [Step in StayFormStep]: (body: StepBody<Step>) => StayStepValues } = {
  basics: ({ title, description, propertyType }) => ({ title, description, propertyType }),
  location: ({ address, area, latitude, longitude }) => {
    const place = placeOf(address, { latitude, longitude });
    return {
      address,
      area,
      latitude: place.latitude,
      longitude: place.longitude,
      walkMinutesTo770: walkingMinutesTo770(place),
      // The form places stays in Crown Heights only (a stay by the Ohel is made otherwise).
      neighbourhood: 'crown_heights',
    };
  },
  rooms: ({ bedrooms, beds, baths, maxGuests }) => ({ bedrooms, beds, baths, maxGuests }),
  pricing: (pricing) => ({ ...pricing }),
  amenities: ({ amenities }) => ({ amenities: inOrder(AMENITIES, amenities) }),
  jewish: ({ jewishFeatures, kosherStandard, mikvahWalkMinutes }) => ({
    jewishFeatures: inOrder(JEWISH_FEATURES, jewishFeatures),
    kosherStandard,
    mikvahWalkMinutes,
  }),
  rules: ({ houseRules }) => ({ houseRules }),
  // Photos are saved through /storage/v1 and blocked dates through .../blocks: these only mark the step.
  photos: () => ({}),
  availability: () => ({}),
};

/** The steps whose body has no field: the form may send `{}` or nothing. */
const EMPTY_STEPS: ReadonlySet<StayFormStep> = new Set(['photos', 'availability']);

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The stay form (issue 6): a draft starts with its basics, each step is saved on its own (validated
 * with the schema the form uses) and remembered in setup_steps; a published stay stays published while
 * its host edits it. Any host, approved or pending, may prepare drafts.
 */
export const hostStayRoutes: FastifyPluginAsyncZod = async (app) => {
  /** POST /rest/v1/host/stays: a new draft (201). */
  app.post(
    '/host/stays',
    {
      schema: {
        summary: 'Start a stay (host)',
        tags: ['host'],
        body: createStaySchema,
        response: { 201: hostStaySchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const stays = hostStaysRepository(app.db);
      const created = await stays.create(user.id, request.body, app.clock());
      const record = await stays.find(created.id, user.id);
      if (!record) throw new Error(`stay ${created.id} vanished after its insert`);
      request.log.info({ stayId: created.id }, 'stay draft created');
      return reply.code(201).send(toHostStay(record, isApprovedHost(user)));
    },
  );

  /** GET /rest/v1/host/stays/{id}: the host's own stay, whatever its status. */
  app.get(
    '/host/stays/:id',
    {
      schema: {
        summary: 'One of my stays, for the form (host)',
        tags: ['host'],
        params: stayIdParamsSchema,
        response: { 200: hostStaySchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const record = await hostStaysRepository(app.db).find(request.params.id, user.id);
      if (!record) throw notFoundError();
      return toHostStay(record, isApprovedHost(user));
    },
  );

  // PUT /rest/v1/host/stays/{id}/{step}: one route per step, so that each documents its own body.
  for (const step of STAY_FORM_STEPS) {
    const body = EMPTY_STEPS.has(step) ? STAY_STEP_SCHEMAS[step].nullish() : STAY_STEP_SCHEMAS[step];
    app.put(
      `/host/stays/:id/${step}`,
      {
        schema: {
          summary: `Save the ${step} step of my stay (host)`,
          tags: ['host'],
          params: stayIdParamsSchema,
          body,
          response: { 200: hostStaySchema, ...errors },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        const { id } = request.params;
        // The address is placed before the stay is locked (it needs no database).
        const values = STEP_COLUMNS[step]((request.body ?? {}) as never);
        const now = app.clock();
        await app.db.transaction(async (tx) => {
          const stays = hostStaysRepository(tx);
          const stay = await stays.lockOwned(id, user.id);
          if (!stay) throw notFoundError();
          const saved = STAY_FORM_STEPS.filter((known) => known === step || stay.setupSteps.includes(known));
          await stays.saveStep(id, values, saved, now);
        });
        const record = await hostStaysRepository(app.db).find(id, user.id);
        if (!record) throw notFoundError();
        return toHostStay(record, isApprovedHost(user));
      },
    );
  }

  /** GET /rest/v1/host/geocode?address=: where an address in Crown Heights is (400 address_not_found). */
  app.get(
    '/host/geocode',
    {
      schema: {
        summary: 'Place an address in Crown Heights (host)',
        tags: ['host'],
        querystring: geocodeQuerySchema,
        response: { 200: geocodeResultSchema, ...errors },
      },
    },
    async (request) => {
      const place = geocodeCrownHeights(request.query.address);
      if (!place) throw addressNotFoundError();
      return { ...place, walkMinutesTo770: walkingMinutesTo770(place) };
    },
  );
};
