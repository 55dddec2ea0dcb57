import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { desc } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { rest, signedInAs, type Method } from './host';

/** The audit log's rows, newest first, straight from the database. */
export const auditRows = (app: FastifyInstance) => app.db.select().from(auditLog).orderBy(desc(auditLog.id));

/** A refusal with its status, code and a message ({code, message}). */
export function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ code: string; message: string }>();
  expect(body.code).toBe(code);
  expect(body.message).toEqual(expect.any(String));
  expect(body.message.length).toBeGreaterThan(0);
}

/** The route refuses everyone but an admin: 401 without a token, 403 not_admin for a host and a guest. */
export async function expectAdminOnly(app: FastifyInstance, method: Method, path: string, payload?: object) {
  expectError(await rest(app, method, path, null, payload), 401, 'no_authorization');
  for (const role of ['host', 'guest'] as const) {
    expectError(await rest(app, method, path, await signedInAs(app, { role }), payload), 403, 'not_admin');
  }
}
