import {
  apiErrorSchema,
  CONTACT_RATE_LIMIT,
  contactMessageCreatedSchema,
  contactMessageSchema,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessagesRepository } from '../db/repositories/contact-messages';
import { rateLimitedError } from '../lib/http-error';
import type { RateLimitCheck } from '../lib/rate-limiter';

export const CONTACT_LIMIT_MESSAGE = 'You can send up to 3 messages an hour. Please try again later.';

/**
 * POST /functions/v1/contact: stores a contact-form message for the admin. The body is checked
 * with the same schema as the form (limits and the product §5 input check). Product §9 allows 3 messages
 * an hour per sender, counted per email and per client IP, so changing either alone does not help.
 * The count and the insert share one transaction: a refused request stores nothing.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        summary: 'Send a message to the Orchim team',
        tags: ['functions'],
        body: contactMessageSchema,
        response: {
          201: contactMessageCreatedSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const message = request.body;
      const limit = { limit: CONTACT_RATE_LIMIT.attempts, windowMs: CONTACT_RATE_LIMIT.windowMs };
      const checks: RateLimitCheck[] = [
        { bucket: 'contact:email', key: message.email, ...limit },
        { bucket: 'contact:ip', key: request.ip, ...limit },
      ];

      const created = await app.db.transaction(async (tx) => {
        const verdict = await app.rateLimiter.consumeAll(checks, tx);
        if (!verdict.allowed) throw rateLimitedError(verdict.retryAfterSeconds, CONTACT_LIMIT_MESSAGE);
        return contactMessagesRepository(tx).create(message, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
      });

      request.log.info({ contactMessageId: created.id }, 'contact message stored');
      return reply.code(201).send(created);
    },
  );
};
