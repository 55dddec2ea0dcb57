import {
  apiErrorSchema,
  hostOfferIdParamsSchema,
  hostTransportServiceSchema,
  transportServiceFormSchema,
  type HostTransportService,
  type TransportServiceForm,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hostOffersRepository, offerGaps } from '../../../db/repositories/host-offers';
import type { TransportServiceRow } from '../../../db/repositories/transport';
import { notFoundError } from '../../../lib/http-error';
import { approvalGap, hostOf } from './access';
import { translationsAfterEdit } from './translations-on-edit';

function toHostTransportService(
  row: TransportServiceRow,
  images: HostTransportService['images'],
  missing: HostTransportService['missing'],
): HostTransportService {
  return {
    id: row.id,
    status: row.status as HostTransportService['status'],
    missing,
    images,
    updatedAt: row.updatedAt.toISOString(),
    providerName: row.providerName,
    title: row.title,
    description: row.description,
    serviceType: row.serviceType as HostTransportService['serviceType'],
    airports: row.airports,
    vehicleType: row.vehicleType as HostTransportService['vehicleType'],
    maxPassengers: row.maxPassengers,
    maxLuggage: row.maxLuggage,
    vehicles: row.vehicles,
    pricingModel: row.pricingModel as HostTransportService['pricingModel'],
    priceCents: row.priceCents,
    currency: row.currency,
    serviceStart: row.serviceStart,
    serviceEnd: row.serviceEnd,
    tripMinutes: row.tripMinutes,
    defaultPickup: row.defaultPickup,
    defaultDestination: row.defaultDestination,
  };
}

const texts = (service: Pick<TransportServiceForm, 'title' | 'description'>) => ({
  title: service.title,
  description: service.description,
});

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The host's transport services: the form (POST, GET, PUT). A save never meets bookings: those made keep
 * the price and details they were made with, and a smaller fleet refuses only the bookings made after it
 * (decision 032).
 */
export const hostTransportRoutes: FastifyPluginAsyncZod = async (app) => {
  async function view(host: ReturnType<typeof hostOf>, row: TransportServiceRow) {
    const images = await hostOffersRepository(app.db).images('transport', row.id);
    return toHostTransportService(row, images, [
      ...approvalGap(host),
      ...offerGaps('transport', row, images.length),
    ]);
  }

  /** POST /rest/v1/host/transport: a new service, as a draft. 201 with the service. */
  app.post(
    '/host/transport',
    {
      schema: {
        summary: 'Create a transport service (a draft)',
        tags: ['host'],
        body: transportServiceFormSchema,
        response: { 201: hostTransportServiceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const host = hostOf(request);
      const now = app.clock();
      const row = await hostOffersRepository(app.db).insert('transport', host.id, {
        ...request.body,
        status: 'draft',
        createdAt: now,
        updatedAt: now,
      });
      request.log.info({ transportServiceId: row.id }, 'transport service created');
      return reply.code(201).send(await view(host, row));
    },
  );

  /** GET /rest/v1/host/transport/{id}: the host's own service, whatever its status; another's is 404. */
  app.get(
    '/host/transport/:id',
    {
      schema: {
        summary: 'A transport service of mine',
        tags: ['host'],
        params: hostOfferIdParamsSchema,
        response: { 200: hostTransportServiceSchema, ...errors },
      },
    },
    async (request) => {
      const host = hostOf(request);
      const row = await hostOffersRepository(app.db).find('transport', host.id, request.params.id);
      if (!row) throw notFoundError();
      return view(host, row);
    },
  );

  /** PUT /rest/v1/host/transport/{id}: the whole form; translations of rewritten texts are dropped. */
  app.put(
    '/host/transport/:id',
    {
      schema: {
        summary: 'Save a transport service of mine',
        tags: ['host'],
        params: hostOfferIdParamsSchema,
        body: transportServiceFormSchema,
        response: { 200: hostTransportServiceSchema, ...errors },
      },
    },
    async (request) => {
      const host = hostOf(request);
      const form = request.body;
      const row = await app.db.transaction(async (tx) => {
        const repo = hostOffersRepository(tx);
        const current = await repo.find('transport', host.id, request.params.id);
        if (!current) return null;
        return repo.update('transport', host.id, current.id, {
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
