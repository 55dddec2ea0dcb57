import type { AdminOverview } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthsEndingWith } from '../src/db/repositories/admin-overview';
import { bookings, contactMessages, messages } from '../src/db/schema';
import { expectAdminOnly } from './helpers/admin';
import { ban } from './helpers/auth';
import { rest, signedInAs } from './helpers/host';
import { insertMeal } from './helpers/meals';
import { book, bookingRequest, insertStay, type SignedInAccount } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';

/** Issue 7: the admin's dashboard, on a database holding exactly what this file made. */

// 15 March 2026 in New York: the revenue runs from April 2025 through March 2026.
const clock = testClock('2026-03-15T15:00:00Z');
let app: FastifyInstance;
let admin: SignedInAccount;

beforeAll(async () => {
  app = await createTestApp({ clock });
  admin = await signedInAs(app, { role: 'admin' });
});
afterAll(() => app.close());

/** Books the stay through the API, then dates the booking (bookings take the database's clock). */
async function bookingMadeAt(
  guest: SignedInAccount,
  stayId: string,
  checkIn: string,
  checkOut: string,
  at: string,
) {
  const response = await book(app, guest, bookingRequest(stayId, { checkIn, checkOut }));
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json<{ id: string }>();
  const [row] = await app.db
    .update(bookings)
    .set({ createdAt: new Date(at) })
    .where(eq(bookings.id, id))
    .returning();
  if (!row) throw new Error('no booking');
  return row;
}

describe('GET /rest/v1/admin/overview', () => {
  it('counts people, hosts, listings, bookings, unread messages, open reports, and revenue by New York month', async () => {
    const approved = await signedInAs(app);
    await signedInAs(app, { hostStatus: 'pending' });
    await signedInAs(app, { hostStatus: 'rejected' });
    const guest = await signedInAs(app, { role: 'guest' });
    const disabled = await signedInAs(app, { role: 'guest' });
    await ban(app, disabled.user.id, 60_000);

    const stay = await insertStay(app, approved.user);
    await insertStay(app, approved.user, { status: 'draft' });
    await insertMeal(app, approved.user, { status: 'suspended' });

    // 03:00 UTC on 1 March is still 28 February in New York.
    const february = await bookingMadeAt(guest, stay.id, '2026-04-01', '2026-04-03', '2026-03-01T03:00:00Z');
    const march = await bookingMadeAt(guest, stay.id, '2026-04-10', '2026-04-12', '2026-03-10T12:00:00Z');
    const cancelled = await bookingMadeAt(guest, stay.id, '2026-04-20', '2026-04-22', '2026-03-11T12:00:00Z');
    await app.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.id));
    // Made before the window: not counted.
    await bookingMadeAt(guest, stay.id, '2026-05-01', '2026-05-03', '2025-03-31T12:00:00Z');

    await app.db.insert(contactMessages).values([
      { name: 'A', email: 'a@example.com', subject: 'Hi', message: 'Hello' },
      { name: 'B', email: 'b@example.com', subject: 'Hi', message: 'Hello' },
      { name: 'C', email: 'c@example.com', subject: 'Hi', message: 'Hello', readAt: new Date() },
    ]);

    // Three messages of the guest to the stay's host: two reported, one of those hidden since.
    const opened = await rest(app, 'POST', '/conversations', guest, {
      listingKind: 'stays',
      listingId: stay.id,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const sent: string[] = [];
    for (const body of ['Is there a crib?', 'Call me back', 'Pay me outside the site']) {
      const response = await rest(
        app,
        'POST',
        `/conversations/${opened.json<{ id: string }>().id}/messages`,
        guest,
        {
          body,
        },
      );
      expect(response.statusCode, response.body).toBe(201);
      sent.push(response.json<{ id: string }>().id);
    }
    for (const id of sent.slice(1)) {
      expect((await rest(app, 'POST', `/messages/${id}/report`, approved, {})).statusCode).toBe(204);
    }
    await app.db.update(messages).set({ hiddenAt: clock() }).where(eq(messages.id, sent[2]!));

    const response = await rest(app, 'GET', '/admin/overview', admin);
    expect(response.statusCode, response.body).toBe(200);
    const overview = response.json<AdminOverview>();
    expect(overview.users).toEqual({ total: 6, guests: 3, hosts: 3, admins: 1, disabled: 1 });
    expect(overview.hosts).toEqual({ pending: 1, approved: 1, rejected: 1 });
    expect(overview.listings).toEqual([
      { kind: 'stays', counts: { draft: 1, published: 1, suspended: 0, archived: 0 } },
      { kind: 'meals', counts: { draft: 0, published: 0, suspended: 1, archived: 0 } },
      { kind: 'transport', counts: { draft: 0, published: 0, suspended: 0, archived: 0 } },
      { kind: 'ohel', counts: { draft: 0, published: 0, suspended: 0, archived: 0 } },
    ]);
    // Every status, those of online payment too (none here: this server takes payment on arrival).
    expect(overview.bookings).toEqual([
      { kind: 'stay', counts: { pending_payment: 0, confirmed: 3, cancelled: 1, expired: 0 } },
      { kind: 'meal', counts: { pending_payment: 0, confirmed: 0, cancelled: 0, expired: 0 } },
      { kind: 'ride', counts: { pending_payment: 0, confirmed: 0, cancelled: 0, expired: 0 } },
    ]);
    expect(overview.failedRefunds).toBe(0);
    expect(overview.unreadMessages).toBe(2);
    expect(overview.openReports).toBe(1);

    expect(overview.revenue.map((row) => row.month)).toEqual(monthsEndingWith('2026-03', 12));
    const none = { paidOnlineCents: 0, refundedCents: 0 };
    expect(overview.revenue[0]).toEqual({
      month: '2025-04',
      currency: 'USD',
      totalCents: 0,
      bookings: 0,
      onArrivalCents: 0,
      ...none,
    });
    // Everything here is paid on arrival (test/admin-payments.test.ts has the online payments).
    expect(overview.revenue.slice(-2)).toEqual([
      {
        month: '2026-02',
        currency: 'USD',
        totalCents: february.totalCents,
        bookings: 1,
        onArrivalCents: february.totalCents,
        ...none,
      },
      {
        month: '2026-03',
        currency: 'USD',
        totalCents: march.totalCents,
        bookings: 1,
        onArrivalCents: march.totalCents,
        ...none,
      },
    ]);
    expect(march.totalCents).toBeGreaterThan(0);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(app, 'GET', '/admin/overview');
  });
});

describe('monthsEndingWith', () => {
  it('counts back across a new year', () => {
    expect(monthsEndingWith('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
