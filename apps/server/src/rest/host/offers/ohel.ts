import {
  apiErrorSchema,
  hostOfferIdParamsSchema,
  hostOhelLinksSchema,
  hostOhelListingSchema,
  ohelListingFormSchema,
  type HostOhelListing,
  type HostOhelLinks,
  type ListingStatus,
  type ServiceType,
  type OhelListingForm,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countOfferImages, hostOffersRepository, offerGaps } from '../../../db/repositories/host-offers';
import type { OhelListingRow } from '../../../db/repositories/ohel';
import type { Queryable } from '../../../db/client';
import { notFoundError } from '../../../lib/http-error';
import { approvalGap, hostOf } from './access';
import { notYoursError } from './errors';
import { translationsAfterEdit } from './translations-on-edit';

function toHostOhelListing(
  row: OhelListingRow,
  images: HostOhelListing['images'],
  missing: HostOhelListing['missing'],
): HostOhelListing {
  return {
    id: row.id,
    status: row.status as HostOhelListing['status'],
    missing,
    images,
    updatedAt: row.updatedAt.toISOString(),
    kind: row.kind as HostOhelListing['kind'],
    title: row.title,
    description: row.description,
    details: row.details,
    transportServiceId: row.transportServiceId,
    stayId: row.stayId,
    priceFromCents: row.priceFromCents,
  };
}

const texts = (listing: Pick<OhelListingForm, 'title' | 'description' | 'details'>) => ({
  title: listing.title,
  description: listing.description,
  details: listing.details,
});

/**
 * The service or stay a listing names must be the host's own (and not archived): naming another's is
 * 400 on the field, as if it did not exist.
 */
async function checkLinks(db: Queryable, hostId: string, form: OhelListingForm): Promise<void> {
  const repo = hostOffersRepository(db);
  if (form.transportServiceId && !(await repo.canLinkService(hostId, form.transportServiceId))) {
    throw notYoursError('transportServiceId');
  }
  if (form.stayId && !(await repo.canLinkStay(hostId, form.stayId))) throw notYoursError('stayId');
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The host's Ohel listings: the form (POST, GET, PUT) and what it may link to. A shuttle or a ride is
 * booked as a ride of one of the host's transport services, a place to stay as one of the host's stays
 * (decision 009); a guided visit may name a service, or be arranged off the site with a "from" price.
 */
export const hostOhelRoutes: FastifyPluginAsyncZod = async (app) => {
  async function view(host: ReturnType<typeof hostOf>, row: OhelListingRow) {
    const images = await hostOffersRepository(app.db).images('ohel', row.id);
    // A place to stay shows its stay's photos after its own: those count too.
    const shown = row.kind === 'stay' ? await countOfferImages(app.db, 'ohel', row.id) : images.length;
    return toHostOhelListing(row, images, [...approvalGap(host), ...offerGaps('ohel', row, shown)]);
  }

  /** GET /rest/v1/host/ohel/links: the host's services and stays a listing can name. */
  app.get(
    '/host/ohel/links',
    {
      schema: {
        summary: 'What my Ohel listings can be booked as',
        tags: ['host'],
        response: { 200: hostOhelLinksSchema, ...errors },
      },
    },
    async (request): Promise<HostOhelLinks> => {
      const links = await hostOffersRepository(app.db).ohelLinks(hostOf(request).id);
      return {
        transportServices: links.transportServices.map((service) => ({
          ...service,
          status: service.status as ListingStatus,
          serviceType: service.serviceType as ServiceType,
        })),
        stays: links.stays.map((stay) => ({ ...stay, status: stay.status as ListingStatus })),
      };
    },
  );

  /** POST /rest/v1/host/ohel: a new listing, as a draft. 201 with the listing. */
  app.post(
    '/host/ohel',
    {
      schema: {
        summary: 'Create an Ohel listing (a draft)',
        tags: ['host'],
        body: ohelListingFormSchema,
        response: { 201: hostOhelListingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const host = hostOf(request);
      const now = app.clock();
      await checkLinks(app.db, host.id, request.body);
      const row = await hostOffersRepository(app.db).insert('ohel', host.id, {
        ...request.body,
        status: 'draft',
        createdAt: now,
        updatedAt: now,
      });
      request.log.info({ ohelListingId: row.id }, 'Ohel listing created');
      return reply.code(201).send(await view(host, row));
    },
  );

  /** GET /rest/v1/host/ohel/{id}: the host's own listing, whatever its status; another's is 404. */
  app.get(
    '/host/ohel/:id',
    {
      schema: {
        summary: 'An Ohel listing of mine',
        tags: ['host'],
        params: hostOfferIdParamsSchema,
        response: { 200: hostOhelListingSchema, ...errors },
      },
    },
    async (request) => {
      const host = hostOf(request);
      const row = await hostOffersRepository(app.db).find('ohel', host.id, request.params.id);
      if (!row) throw notFoundError();
      return view(host, row);
    },
  );

  /** PUT /rest/v1/host/ohel/{id}: the whole form; translations of rewritten texts are dropped. */
  app.put(
    '/host/ohel/:id',
    {
      schema: {
        summary: 'Save an Ohel listing of mine',
        tags: ['host'],
        params: hostOfferIdParamsSchema,
        body: ohelListingFormSchema,
        response: { 200: hostOhelListingSchema, ...errors },
      },
    },
    async (request) => {
      const host = hostOf(request);
      const form = request.body;
      const row = await app.db.transaction(async (tx) => {
        const repo = hostOffersRepository(tx);
        const current = await repo.find('ohel', host.id, request.params.id);
        if (!current) return null;
        await checkLinks(tx, host.id, form);
        return repo.update('ohel', host.id, current.id, {
          ...form,
          translations: translationsAfterEdit(current.translations, texts(current), texts(form)),
          updatedAt: app.clock(),
        });
      });
      if (!row) throw notFoundError();
      return view(host, row);
    },
  );
};
