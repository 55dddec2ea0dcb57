import type { AuditPage } from '@orchim/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdminRole } from '../src/auth/admin-role';
import { auditLog, users } from '../src/db/schema';
import { auditRows, expectAdminOnly, expectError } from './helpers/admin';
import { rest, signedInAs } from './helpers/host';
import { insertStay, type SignedInAccount } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';

/** Issue 7: the audit log: every admin change, newest first, and nobody can rewrite it. */

const clock = testClock('2026-03-01T15:00:00Z');
let app: FastifyInstance;
let admin: SignedInAccount;

beforeAll(async () => {
  app = await createTestApp({ clock });
  admin = await signedInAs(app, { role: 'admin', name: 'chief' });
});
afterAll(() => app.close());

const list = async (query = '') => {
  const response = await rest(app, 'GET', `/admin/audit${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditPage>();
};

/** The error a raw statement failed with (the driver's message), or undefined when it ran. */
async function failure(statement: ReturnType<typeof sql>): Promise<string | undefined> {
  try {
    await app.db.execute(statement);
  } catch (error) {
    const { cause, message } = error as { cause?: { message?: string }; message: string };
    return cause?.message ?? message;
  }
  return undefined;
}

describe('GET /rest/v1/admin/audit', () => {
  it('lists what admins did, newest first, by action, and by actor or target', async () => {
    const host = await signedInAs(app);
    const stay = await insertStay(app, host.user, { title: 'Audited brownstone' });
    clock.advance(1000);
    await rest(app, 'POST', `/admin/listings/stays/${stay.id}/suspend`, admin, { reason: 'Bad photos' });
    clock.advance(1000);
    await rest(app, 'POST', `/admin/listings/stays/${stay.id}/restore`, admin);
    clock.advance(1000);
    const guest = await signedInAs(app, { role: 'guest' });
    await rest(app, 'POST', `/admin/users/${guest.user.id}/disable`, admin, {});

    const page = await list();
    expect(page).toMatchObject({ page: 1, hasMore: false, total: 3 });
    expect(page.items.map((item) => item.action)).toEqual([
      'user.disable',
      'listing.restore',
      'listing.suspend',
    ]);
    expect(page.items[2]).toEqual({
      id: expect.any(Number) as number,
      at: '2026-03-01T15:00:01.000Z',
      actor: { id: admin.user.id, email: admin.email },
      action: 'listing.suspend',
      target: { type: 'listing', id: stay.id, label: 'Audited brownstone' },
      reason: 'Bad photos',
    });
    expect((await list('?action=listing.suspend')).items.map((item) => item.target.id)).toEqual([stay.id]);
    expect((await list('?q=audited')).total).toBe(2);
    expect((await list(`?q=${encodeURIComponent(guest.email)}`)).items.map((item) => item.action)).toEqual([
      'user.disable',
    ]);
    expect((await list(`?q=${encodeURIComponent(admin.email)}`)).total).toBe(3);
    expectError(await rest(app, 'GET', '/admin/audit?action=user.delete', admin), 400, 'validation_failed');
  });

  it('is for admins only, and has no route that changes it', async () => {
    await expectAdminOnly(app, 'GET', '/admin/audit');
    const [entry] = await auditRows(app);
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      expect((await rest(app, method, `/admin/audit/${entry?.id ?? 1}`, admin, {})).statusCode).toBe(404);
    }
  });
});

describe('the audit_log table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, even from the application’s own login', async () => {
    const before = await auditRows(app);
    expect(before.length).toBeGreaterThan(0);
    expect(await failure(sql`update audit_log set reason = 'nothing happened'`)).toMatch(/append-only/);
    expect(await failure(sql`delete from audit_log`)).toMatch(/append-only/);
    expect(await failure(sql`delete from audit_log where id = -1`)).toMatch(/append-only/);
    expect(await failure(sql`truncate audit_log`)).toMatch(/append-only/);
    expect(await auditRows(app)).toEqual(before);
  });

  it('keeps the actor after their account is gone (no foreign key)', async () => {
    const former = await signedInAs(app, { role: 'admin', name: 'former' });
    const guest = await signedInAs(app, { role: 'guest' });
    expect(
      (await rest(app, 'POST', `/admin/users/${guest.user.id}/admin`, former, { admin: true })).statusCode,
    ).toBe(200);
    await app.db.delete(users).where(eq(users.id, former.user.id));
    const [entry] = (await list('?action=user.grant_admin')).items;
    expect(entry).toMatchObject({
      actor: { id: former.user.id, email: former.email },
      target: { id: guest.user.id },
    });
  });

  it('records a grant from the command line (npm run admin:create)', async () => {
    const guest = await signedInAs(app, { role: 'guest', name: 'shell' });
    expect(await grantAdminRole(app.db, guest.email, clock())).toBe('granted');
    const [row] = await app.db.select().from(auditLog).where(eq(auditLog.targetId, guest.user.id));
    expect(row).toMatchObject({
      actorId: null,
      actorEmail: 'command line',
      action: 'user.grant_admin',
      targetType: 'user',
      targetLabel: guest.email,
    });
    // Nothing is recorded when nothing changed.
    expect(await grantAdminRole(app.db, guest.email, clock())).toBe('already_admin');
    expect(await app.db.select().from(auditLog).where(eq(auditLog.targetId, guest.user.id))).toHaveLength(1);
  });
});
