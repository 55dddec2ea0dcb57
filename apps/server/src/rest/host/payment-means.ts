import { apiErrorSchema, hostPaymentMeansSchema } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user';
import { hostPaymentMeansRepository } from '../../db/repositories/host-payment-means';
import { notFoundError } from '../../lib/http-error';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * What a host accepts from guests who pay on arrival (docs/decisions/039-online-payment.md): cash until
 * they say otherwise. Their bookings' pages, confirmation mails and receipts list these means. For hosts
 * only, approved or pending, as every /host route (./index.ts).
 */
export const hostPaymentMeansRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /rest/v1/host/payment-means: {paymentMeans}, in the settings' order. */
  app.get(
    '/host/payment-means',
    {
      schema: {
        summary: 'The means of payment I accept on arrival (host)',
        tags: ['host'],
        response: { 200: hostPaymentMeansSchema, ...errors },
      },
    },
    async (request) => {
      const paymentMeans = await hostPaymentMeansRepository(app.db).of(signedInUser(request).id);
      if (!paymentMeans) throw notFoundError();
      return { paymentMeans };
    },
  );

  /**
   * PUT /rest/v1/host/payment-means {paymentMeans}: at least one of cash, zelle, venmo, paypal, check,
   * card, each once (else 400 validation_failed, and nothing changes); answers them as kept, in the
   * settings' order. Bookings already made show the means of the moment they are read.
   */
  app.put(
    '/host/payment-means',
    {
      schema: {
        summary: 'Set the means of payment I accept on arrival (host)',
        tags: ['host'],
        body: hostPaymentMeansSchema,
        response: { 200: hostPaymentMeansSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const paymentMeans = await hostPaymentMeansRepository(app.db).set(
        user.id,
        request.body.paymentMeans,
        app.clock(),
      );
      if (!paymentMeans) throw notFoundError();
      request.log.info({ paymentMeans }, 'host payment means changed');
      return { paymentMeans };
    },
  );
};
