import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Collects every route's zod schemas into an OpenAPI document (served by src/rest/openapi.ts).
 * Registered before any route: it learns about routes as they are added.
 */
export const openApi = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Orchim API',
          description:
            'Stays, Shabbos meals, transport and Ohel visits in Crown Heights. Every call under /auth, /rest, ' +
            '/storage and /functions needs the `apikey` header (the anon key from /app-config.json).',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { apikey: { type: 'apiKey', in: 'header', name: 'apikey' } },
        },
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: 'openapi' },
);
