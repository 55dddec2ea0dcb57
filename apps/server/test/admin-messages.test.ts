import type { AdminMessage, AdminMessagePage } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema';
import { auditRows, expectAdminOnly, expectError } from './helpers/admin';
import { rest, signedInAs } from './helpers/host';
import type { SignedInAccount } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';

/** Issue 7: the contact form's inbox. */

const clock = testClock('2026-03-01T15:00:00Z');
let app: FastifyInstance;
let admin: SignedInAccount;
const ids: Record<string, string> = {};
const MISSING = '4b5ff0bb-2f7b-4a0e-9a64-5d1f7e0b6c11';

beforeAll(async () => {
  app = await createTestApp({ clock });
  admin = await signedInAs(app, { role: 'admin' });
  const rows = await app.db
    .insert(contactMessages)
    .values([
      {
        name: 'Leah Schwartz',
        email: 'leah@example.com',
        subject: 'Group booking',
        message: 'Fourteen of us for Yud Shvat',
        createdAt: new Date('2026-02-27T10:00:00Z'),
      },
      {
        name: 'Yosef Benhamou',
        email: 'yosef@example.com',
        subject: 'Transport depuis JFK',
        message: 'Le chauffeur attend-il ? 100% de retard',
        createdAt: new Date('2026-02-28T10:00:00Z'),
        readAt: new Date('2026-02-28T12:00:00Z'),
      },
      {
        name: 'אברהם לוי',
        email: 'avraham@example.com',
        subject: 'ביקור באוהל',
        message: 'האם יש הסעה?',
        createdAt: new Date('2026-03-01T10:00:00Z'),
      },
    ])
    .returning();
  for (const row of rows) ids[row.email.split('@')[0] ?? ''] = row.id;
});
afterAll(() => app.close());

const list = async (query = '') => {
  const response = await rest(app, 'GET', `/admin/messages${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminMessagePage>();
};
const mark = (id: string, read: unknown) => rest(app, 'POST', `/admin/messages/${id}/read`, admin, { read });

describe('GET /rest/v1/admin/messages', () => {
  it('lists messages newest first, unread or read, and searches sender, subject and text', async () => {
    const all = await list();
    expect(all).toMatchObject({ page: 1, hasMore: false, total: 3 });
    expect(all.items.map((item) => item.id)).toEqual([ids.avraham, ids.yosef, ids.leah]);
    expect(all.items[1]).toEqual<AdminMessage>({
      id: ids.yosef ?? '',
      name: 'Yosef Benhamou',
      email: 'yosef@example.com',
      subject: 'Transport depuis JFK',
      message: 'Le chauffeur attend-il ? 100% de retard',
      createdAt: '2026-02-28T10:00:00.000Z',
      readAt: '2026-02-28T12:00:00.000Z',
    });
    expect((await list('?unread=true')).items.map((item) => item.id)).toEqual([ids.avraham, ids.leah]);
    expect((await list('?unread=false')).items.map((item) => item.id)).toEqual([ids.yosef]);
    expect((await list('?q=yud%20shvat')).items.map((item) => item.id)).toEqual([ids.leah]);
    expect((await list('?q=%D7%94%D7%A1%D7%A2%D7%94')).items.map((item) => item.id)).toEqual([ids.avraham]);
    expect((await list('?q=100%25')).items.map((item) => item.id)).toEqual([ids.yosef]);
    expectError(await rest(app, 'GET', '/admin/messages?unread=yes', admin), 400, 'validation_failed');
  });

  it('is for admins only', async () => {
    await expectAdminOnly(app, 'GET', '/admin/messages');
    await expectAdminOnly(app, 'POST', `/admin/messages/${MISSING}/read`, { read: true });
  });
});

describe('POST /rest/v1/admin/messages/{id}/read', () => {
  it('marks a message read and unread again, recording each change once', async () => {
    const id = ids.leah ?? '';
    const logged = (await auditRows(app)).length;
    const read = await mark(id, true);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id, readAt: clock().toISOString() });
    expect((await auditRows(app))[0]).toMatchObject({
      actorId: admin.user.id,
      action: 'message.read',
      targetType: 'message',
      targetId: id,
      targetLabel: 'Group booking (leah@example.com)',
    });
    // Opening it again changes nothing and records nothing.
    clock.advance(60_000);
    expect((await mark(id, true)).json().readAt).toBe(new Date(clock().getTime() - 60_000).toISOString());
    expect(await auditRows(app)).toHaveLength(logged + 1);

    expect((await mark(id, false)).json()).toMatchObject({ readAt: null });
    expect((await auditRows(app))[0]).toMatchObject({ action: 'message.unread', targetId: id });
    expect(await auditRows(app)).toHaveLength(logged + 2);
  });

  it('answers 404 for an unknown message and 400 for a bad body, changing nothing', async () => {
    expectError(await mark(MISSING, true), 404, 'not_found');
    const id = ids.avraham ?? '';
    expectError(await mark(id, 'yes'), 400, 'validation_failed');
    expectError(
      await rest(app, 'POST', '/admin/messages/nope/read', admin, { read: true }),
      400,
      'validation_failed',
    );
    const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.readAt).toBeNull();
  });
});
