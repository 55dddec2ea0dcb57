import type {
  AdminBookingDetail,
  AdminBookingPage,
  AdminOverview,
  Booking,
  BookingStatus,
} from '@orchim/shared';
import { BOOKING_STATUSES } from '@orchim/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/migrate';
import { bookings, refunds } from '../src/db/schema';
import { auditRows, expectAdminOnly, expectError } from './helpers/admin';
import { rest, signedInAs } from './helpers/host';
import { insertPastBooking } from './helpers/past-bookings';
import { insertRefund, payOnline } from './helpers/payment-views';
import {
  book,
  bookingRequest,
  insertStay,
  mailsTo,
  type SignedInAccount,
  type StayRow,
} from './helpers/stays';
import { apiKey, createTestApp, testClock } from './helpers/test-app';
import { startFakeStripe, type FakeStripe } from './stripe/fake-stripe';

/**
 * The admin's view of the money (issue 25, docs/decisions/039-online-payment.md): how each booking is paid,
 * with Stripe's ids and the refund's attempts; the retry of a refund Stripe refused, audited; the list
 * narrowed by every status; the overview's revenue split by how it was paid, and its failed refunds.
 * Payments and refunds are written straight in the database here, but for one booking paid and refunded
 * through a Stripe of our own on loopback (test/stripe/fake-stripe.ts).
 */

const MISSING = '4b5ff0bb-2f7b-4a0e-9a64-5d1f7e0b6c11';

describe('the admin’s bookings, paid on arrival and online', () => {
  // Monday 2 March 2026, 10:00 in New York.
  const clock = testClock('2026-03-02T15:00:00Z');
  let app: FastifyInstance;
  let admin: SignedInAccount;
  let host: SignedInAccount;
  let guest: SignedInAccount;
  let stay: StayRow;

  beforeAll(async () => {
    app = await createTestApp({ clock, publicUrl: 'https://orchim.example' });
    admin = await signedInAs(app, { role: 'admin' });
    host = await signedInAs(app, { fullName: 'Rivka Mintz', name: 'rivka' });
    guest = await signedInAs(app, { role: 'guest', name: 'mendel' });
    stay = await insertStay(app, host.user, {
      title: 'Payprobe garden floor',
      pricePerNightCents: 150_00,
      cleaningFeeCents: 40_00,
      reviews: [],
    });
    const set = await rest(app, 'PUT', '/host/payment-means', host, { paymentMeans: ['venmo', 'cash'] });
    expect(set.statusCode, set.body).toBe(200);
  });
  afterAll(() => app.close());

  /** A stay booked through the API (paid on arrival on this server), for the nights from `checkIn`. */
  async function booked(checkIn: string, checkOut: string) {
    const response = await book(app, guest, bookingRequest(stay.id, { checkIn, checkOut }));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Booking>();
  }
  const detail = async (id: string) => {
    const response = await rest(app, 'GET', `/admin/bookings/${id}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminBookingDetail>();
  };
  const retry = (id: string, account: SignedInAccount = admin) =>
    rest(app, 'POST', `/admin/bookings/${id}/refund/retry`, account);
  /** Cancelled by its guest on `at`, as the cancel route leaves a booking paid online (its refund apart). */
  const cancelledOn = async (id: string, at: string, refundedCents: number) =>
    app.db
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledAt: new Date(at),
        cancelledBy: guest.user.id,
        refundedPercent: 100,
        refundedCents,
      })
      .where(eq(bookings.id, id));

  it('reads a booking paid on arrival: the total to pay and the means its host accepts', async () => {
    const booking = await booked('2026-04-01', '2026-04-03');
    expect((await detail(booking.id)).payment).toEqual({
      method: 'on_arrival',
      status: 'on_arrival',
      amountCents: 2 * 150_00 + 40_00,
      currency: 'USD',
      acceptedMeans: ['cash', 'venmo'],
      holdExpiresAt: null,
      paidAt: null,
      checkoutSessionId: null,
      paymentIntentId: null,
      refund: null,
    });
  });

  it('reads a booking paid online with Stripe’s ids, and its failed refund with the attempts', async () => {
    const booking = await booked('2026-04-05', '2026-04-07');
    const payment = await payOnline(app, booking.id, new Date('2026-03-02T15:03:00Z'));
    await cancelledOn(booking.id, '2026-03-03T12:00:00Z', booking.totalCents);
    const refund = await insertRefund(app, booking.id, {
      amountCents: booking.totalCents,
      status: 'failed',
      attempts: 2,
      lastError: 'api_error: Something went wrong on Stripe’s end.',
      nextAttemptAt: new Date('2026-03-03T12:15:00Z'),
      createdAt: new Date('2026-03-03T12:00:00Z'),
    });

    const read = await detail(booking.id);
    expect(read).toMatchObject({ status: 'cancelled', cancelledBy: 'guest' });
    expect(read.payment).toEqual({
      method: 'online',
      status: 'paid',
      amountCents: booking.totalCents,
      currency: 'USD',
      acceptedMeans: [],
      holdExpiresAt: null,
      paidAt: '2026-03-02T15:03:00.000Z',
      checkoutSessionId: payment.checkoutSessionId,
      paymentIntentId: payment.paymentIntentId,
      refund: {
        status: 'failed',
        amountCents: booking.totalCents,
        createdAt: '2026-03-03T12:00:00.000Z',
        refundedAt: null,
        attempts: 2,
        lastError: 'api_error: Something went wrong on Stripe’s end.',
        nextAttemptAt: '2026-03-03T12:15:00.000Z',
        stripeRefundId: null,
      },
    });
    expect(refund.id).toEqual(expect.any(String));
  });

  it('reads a booking still awaiting its payment with its hold, and a refund Stripe accepted without a next attempt', async () => {
    const held = await booked('2026-04-09', '2026-04-11');
    await app.db
      .update(bookings)
      .set({
        status: 'pending_payment',
        paymentMethod: 'online',
        holdExpiresAt: new Date('2026-03-02T15:35:00Z'),
      })
      .where(eq(bookings.id, held.id));
    expect((await detail(held.id)).payment).toMatchObject({
      method: 'online',
      status: 'pending',
      holdExpiresAt: '2026-03-02T15:31:00.000Z',
      paidAt: null,
      checkoutSessionId: null,
      refund: null,
    });

    const refunded = await booked('2026-04-13', '2026-04-15');
    await payOnline(app, refunded.id, new Date('2026-03-02T15:04:00Z'));
    await cancelledOn(refunded.id, '2026-03-03T12:00:00Z', refunded.totalCents);
    await insertRefund(app, refunded.id, {
      amountCents: refunded.totalCents,
      status: 'succeeded',
      attempts: 1,
      stripeRefundId: 're_test_accepted',
      refundedAt: new Date('2026-03-03T12:00:01Z'),
      nextAttemptAt: new Date('2026-03-03T12:00:00Z'),
    });
    expect((await detail(refunded.id)).payment.refund).toMatchObject({
      status: 'succeeded',
      refundedAt: '2026-03-03T12:00:01.000Z',
      stripeRefundId: 're_test_accepted',
      nextAttemptAt: null,
    });
  });

  describe('POST /rest/v1/admin/bookings/{id}/refund/retry', () => {
    it('asks Stripe again at once, records the attempt, audits it, and answers the booking whole', async () => {
      const booking = await booked('2026-04-17', '2026-04-19');
      await payOnline(app, booking.id, new Date('2026-03-02T15:05:00Z'));
      await cancelledOn(booking.id, '2026-03-02T15:10:00Z', booking.totalCents);
      // Failed once, its next attempt an hour away: the admin does not wait for it.
      await insertRefund(app, booking.id, {
        amountCents: booking.totalCents,
        status: 'failed',
        attempts: 1,
        lastError: 'api_error',
        nextAttemptAt: new Date('2026-03-02T16:00:00Z'),
      });

      const response = await retry(booking.id);
      expect(response.statusCode, response.body).toBe(200);
      const answered = response.json<AdminBookingDetail>();
      expect(answered).toMatchObject({ id: booking.id, reference: booking.reference, status: 'cancelled' });
      // This server has no Stripe settings: the attempt is made and fails, and the refund says so.
      expect(answered.payment.refund).toMatchObject({
        status: 'failed',
        attempts: 2,
        lastError: 'Stripe is not configured on this server',
        // The second failure waits 5 min × 2.
        nextAttemptAt: '2026-03-02T15:10:00.000Z',
      });
      expect(await detail(booking.id)).toEqual(answered);

      const [entry] = await auditRows(app);
      expect(entry).toMatchObject({
        action: 'booking.refund_retry',
        actorId: admin.user.id,
        actorEmail: admin.email,
        targetType: 'booking',
        targetId: booking.id,
        targetLabel: `${booking.reference} (Payprobe garden floor)`,
        reason: '',
      });
      const audit = await rest(app, 'GET', '/admin/audit?action=booking.refund_retry', admin);
      expect(audit.statusCode, audit.body).toBe(200);
      expect(audit.json<{ items: { target: { id: string } }[] }>().items[0]?.target.id).toBe(booking.id);
    });

    it('retries a pending refund that is due', async () => {
      const booking = await booked('2026-04-21', '2026-04-23');
      await payOnline(app, booking.id, new Date('2026-03-02T15:05:00Z'));
      await cancelledOn(booking.id, '2026-03-02T15:10:00Z', booking.totalCents);
      await insertRefund(app, booking.id, {
        amountCents: booking.totalCents,
        status: 'pending',
        nextAttemptAt: new Date('2026-03-02T14:59:00Z'),
      });
      const response = await retry(booking.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<AdminBookingDetail>().payment.refund).toMatchObject({
        status: 'failed',
        attempts: 1,
      });
    });

    it('is 404 for an unknown booking and 409 refund_not_retryable without a refund waiting, and changes nothing', async () => {
      const audited = (await auditRows(app)).length;
      expectError(await retry(MISSING), 404, 'not_found');

      const onArrival = await booked('2026-04-25', '2026-04-27');
      expectError(await retry(onArrival.id), 409, 'refund_not_retryable');

      const refunded = await booked('2026-04-28', '2026-04-30');
      await payOnline(app, refunded.id, new Date('2026-03-02T15:05:00Z'));
      await cancelledOn(refunded.id, '2026-03-02T15:10:00Z', refunded.totalCents);
      const done = await insertRefund(app, refunded.id, {
        amountCents: refunded.totalCents,
        status: 'succeeded',
        attempts: 1,
        stripeRefundId: 're_test_done',
        refundedAt: new Date('2026-03-02T15:10:01Z'),
      });
      expectError(await retry(refunded.id), 409, 'refund_not_retryable');
      const [after] = await app.db.select().from(refunds).where(eq(refunds.id, done.id));
      expect(after).toEqual(done);
      expect(await auditRows(app)).toHaveLength(audited);

      // Not an id at all.
      expectError(
        await rest(app, 'POST', '/admin/bookings/not-a-uuid/refund/retry', admin),
        400,
        'validation_failed',
      );
    });

    it('is for admins only', async () => {
      const booking = await booked('2026-05-01', '2026-05-03');
      await payOnline(app, booking.id, new Date('2026-03-02T15:05:00Z'));
      await cancelledOn(booking.id, '2026-03-02T15:10:00Z', booking.totalCents);
      const refund = await insertRefund(app, booking.id, {
        amountCents: booking.totalCents,
        status: 'failed',
        attempts: 1,
        nextAttemptAt: new Date('2026-03-02T16:00:00Z'),
      });
      await expectAdminOnly(app, 'POST', `/admin/bookings/${booking.id}/refund/retry`);
      expectError(await retry(booking.id, host), 403, 'not_admin');
      const [after] = await app.db.select().from(refunds).where(eq(refunds.id, refund.id));
      expect(after).toEqual(refund);
    });
  });
});

describe('the admin’s list of bookings, by every status', () => {
  let app: FastifyInstance;
  let admin: SignedInAccount;
  beforeAll(async () => {
    app = await createTestApp({ clock: testClock('2026-03-02T15:00:00Z') });
    admin = await signedInAs(app, { role: 'admin' });
  });
  afterAll(() => app.close());

  it('narrows to each of pending_payment, confirmed, cancelled and expired', async () => {
    const host = await signedInAs(app);
    const guest = await signedInAs(app, { role: 'guest' });
    const stay = await insertStay(app, host.user, { title: 'Statusprobe loft', reviews: [] });
    const made = new Map<BookingStatus, string>();
    for (const [index, status] of BOOKING_STATUSES.entries()) {
      const id = await insertPastBooking(
        app.db,
        guest.user.id,
        host.user.id,
        { kind: 'stay', stayId: stay.id },
        {
          endsOn: `2027-01-${String(10 + 2 * index).padStart(2, '0')}`,
          status: status === 'cancelled' ? 'cancelled' : 'confirmed',
        },
      );
      if (status === 'pending_payment' || status === 'expired') {
        await app.db
          .update(bookings)
          .set({ status, paymentMethod: 'online', holdExpiresAt: new Date('2026-03-02T15:30:00Z') })
          .where(eq(bookings.id, id));
      }
      made.set(status, id);
    }
    for (const status of BOOKING_STATUSES) {
      const response = await rest(app, 'GET', `/admin/bookings?status=${status}&q=statusprobe`, admin);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<AdminBookingPage>();
      expect(page.items.map((item) => [item.id, item.status])).toEqual([[made.get(status), status]]);
    }
    expect(
      (await rest(app, 'GET', '/admin/bookings?q=statusprobe', admin)).json<AdminBookingPage>().total,
    ).toBe(4);
  });
});

describe('the overview’s money', () => {
  // 15 March 2026 in New York: the revenue runs from April 2025 through March 2026.
  const clock = testClock('2026-03-15T15:00:00Z');
  let app: FastifyInstance;
  let admin: SignedInAccount;
  beforeAll(async () => {
    app = await createTestApp({ clock });
    admin = await signedInAs(app, { role: 'admin' });
  });
  afterAll(() => app.close());

  it('splits each month’s money by how it was paid, counts refunds Stripe refused, and every status', async () => {
    const host = await signedInAs(app);
    const guest = await signedInAs(app, { role: 'guest' });
    const stay = await insertStay(app, host.user, { pricePerNightCents: 100_00, cleaningFeeCents: 0 });
    /** A two-night stay ($200) booked through the API, then dated `at`. */
    const bookedAt = async (checkIn: string, checkOut: string, at: string) => {
      const response = await book(app, guest, bookingRequest(stay.id, { checkIn, checkOut }));
      expect(response.statusCode, response.body).toBe(201);
      const { id, totalCents } = response.json<Booking>();
      expect(totalCents).toBe(200_00);
      await app.db
        .update(bookings)
        .set({ createdAt: new Date(at) })
        .where(eq(bookings.id, id));
      return id;
    };
    const cancel = (id: string, refundedCents: number) =>
      app.db
        .update(bookings)
        .set({
          status: 'cancelled',
          cancelledAt: clock(),
          cancelledBy: guest.user.id,
          refundedPercent: refundedCents === 0 ? 0 : 100,
          refundedCents,
        })
        .where(eq(bookings.id, id));

    // February: one on arrival, confirmed; one paid online, confirmed.
    await bookedAt('2026-04-01', '2026-04-03', '2026-02-10T12:00:00Z');
    const paidFebruary = await bookedAt('2026-04-05', '2026-04-07', '2026-02-11T12:00:00Z');
    await payOnline(app, paidFebruary, new Date('2026-02-11T12:05:00Z'));
    // March: on arrival, confirmed; on arrival, cancelled; paid online and refunded in full (Stripe
    // accepted); paid online and cancelled, its refund failed; an online hold that lapsed unpaid.
    await bookedAt('2026-04-09', '2026-04-11', '2026-03-01T12:00:00Z');
    const cancelledOnArrival = await bookedAt('2026-04-13', '2026-04-15', '2026-03-02T12:00:00Z');
    await cancel(cancelledOnArrival, 200_00);
    const refunded = await bookedAt('2026-04-17', '2026-04-19', '2026-03-03T12:00:00Z');
    await payOnline(app, refunded, new Date('2026-03-03T12:05:00Z'));
    await cancel(refunded, 200_00);
    await insertRefund(app, refunded, {
      amountCents: 200_00,
      status: 'succeeded',
      attempts: 1,
      stripeRefundId: 're_test_march',
      refundedAt: clock(),
    });
    const failing = await bookedAt('2026-04-21', '2026-04-23', '2026-03-04T12:00:00Z');
    await payOnline(app, failing, new Date('2026-03-04T12:05:00Z'));
    await cancel(failing, 100_00);
    await insertRefund(app, failing, {
      amountCents: 100_00,
      status: 'failed',
      attempts: 3,
      lastError: 'api_error',
    });
    const lapsed = await bookedAt('2026-04-25', '2026-04-27', '2026-03-05T12:00:00Z');
    await app.db
      .update(bookings)
      .set({ status: 'expired', paymentMethod: 'online', holdExpiresAt: new Date('2026-03-05T12:35:00Z') })
      .where(eq(bookings.id, lapsed));

    const response = await rest(app, 'GET', '/admin/overview', admin);
    expect(response.statusCode, response.body).toBe(200);
    const overview = response.json<AdminOverview>();
    expect(overview.bookings).toEqual([
      { kind: 'stay', counts: { pending_payment: 0, confirmed: 3, cancelled: 3, expired: 1 } },
      { kind: 'meal', counts: { pending_payment: 0, confirmed: 0, cancelled: 0, expired: 0 } },
      { kind: 'ride', counts: { pending_payment: 0, confirmed: 0, cancelled: 0, expired: 0 } },
    ]);
    expect(overview.failedRefunds).toBe(1);
    expect(overview.revenue[0]).toEqual({
      month: '2025-04',
      currency: 'USD',
      totalCents: 0,
      bookings: 0,
      paidOnlineCents: 0,
      onArrivalCents: 0,
      refundedCents: 0,
    });
    expect(overview.revenue.slice(-2)).toEqual([
      {
        month: '2026-02',
        currency: 'USD',
        // What it meant before: the totals of the month's confirmed bookings, however paid.
        totalCents: 400_00,
        bookings: 2,
        paidOnlineCents: 200_00,
        onArrivalCents: 200_00,
        refundedCents: 0,
      },
      {
        month: '2026-03',
        currency: 'USD',
        totalCents: 200_00,
        bookings: 1,
        // Paid, whatever became of the bookings since; the refunds Stripe accepted, apart.
        paidOnlineCents: 400_00,
        onArrivalCents: 200_00,
        refundedCents: 200_00,
      },
    ]);
  });
});

describe('the overview’s money, from indexes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('finds the failed refunds, and each booking’s payment and refund, without reading whole tables', async () => {
    // Whatever the planner prefers on tables this small, each has an index it can use.
    const plan = (query: ReturnType<typeof sql>) =>
      app.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`));
        return rows.map((row) => Object.values(row)[0]).join('\n');
      });
    expect(await plan(sql`select count(*) from refunds where status = 'failed'`)).toContain(
      'refunds_next_attempt_at_idx',
    );
    const joined = await plan(sql`
      select sum(p.amount_cents), sum(r.amount_cents) from bookings b
      left join payments p on p.booking_id = b.id
      left join refunds r on r.booking_id = b.id
      where b.created_at >= now() - interval '1 year'`);
    expect(joined).toContain('bookings_created_at_idx');
    expect(joined).toContain('payments_pkey');
    expect(joined).toContain('refunds_booking_id_key');
  });
});

describe('a refund through Stripe, refused and retried by the admin', () => {
  const clock = testClock('2026-03-02T15:00:00Z');
  let stripe: FakeStripe;
  let app: FastifyInstance;
  let admin: SignedInAccount;

  beforeAll(async () => {
    const webhookSecret = 'whsec_admin_payments_test';
    stripe = await startFakeStripe({
      webhookSecret,
      deliver: async (payload, headers) =>
        (await app.inject({ method: 'POST', url: '/functions/v1/stripe/webhook', headers, payload }))
          .statusCode,
    });
    const { hostname, port } = new URL(stripe.url);
    app = await createTestApp({
      clock,
      publicUrl: 'https://orchim.example',
      stripe: {
        secretKey: 'sk_test_admin_payments',
        webhookSecret,
        api: { host: hostname, port: Number(port), protocol: 'http' },
      },
    });
    admin = await signedInAs(app, { role: 'admin' });
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  it('is failed on the overview and the booking, then refunded when the admin retries', async () => {
    const host = await signedInAs(app, { fullName: 'Rivka Mintz' });
    const guest = await signedInAs(app, { role: 'guest', name: 'levi' });
    const stay = await insertStay(app, host.user, { title: 'Stripeprobe loft', reviews: [] });
    const response = await book(
      app,
      guest,
      bookingRequest(stay.id, { checkIn: '2026-04-01', checkOut: '2026-04-03' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json<Booking>();
    expect(booking).toMatchObject({
      status: 'pending_payment',
      payment: { method: 'online', status: 'pending' },
    });
    const sessionId = booking.payment.checkoutUrl!.split('/').at(-1)!;
    await stripe.pay(sessionId);
    await stripe.settled();

    // Stripe refuses the refund of the team's cancel.
    stripe.failNextRefunds(1);
    const cancelled = await rest(app, 'POST', `/admin/bookings/${booking.id}/cancel`, admin, {
      reason: 'The building is closed',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const failed = (
      await rest(app, 'GET', `/admin/bookings/${booking.id}`, admin)
    ).json<AdminBookingDetail>();
    expect(failed.payment).toMatchObject({
      method: 'online',
      status: 'paid',
      paymentIntentId: expect.stringMatching(/^pi_/),
      checkoutSessionId: sessionId,
      refund: { status: 'failed', amountCents: booking.totalCents, attempts: 1, stripeRefundId: null },
    });
    expect(failed.payment.refund?.lastError).toEqual(expect.any(String));
    const overview = async () => (await rest(app, 'GET', '/admin/overview', admin)).json<AdminOverview>();
    expect((await overview()).failedRefunds).toBe(1);

    // The guest's mail of the team's cancel says what is being refunded, and carries the receipt.
    const [toGuest] = (await mailsTo(app, guest.email)).filter((mail) =>
      mail.subject.startsWith('Booking cancelled by Orchim'),
    );
    expect(toGuest?.text).toContain('is being refunded to the card you paid with');
    expect(toGuest?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`receipt-${booking.reference}.html`, 'text/html'],
    ]);
    const listed = await app.inject({
      method: 'GET',
      url: `/rest/v1/admin/outbox?to=${encodeURIComponent(guest.email)}`,
      headers: { ...(await admin.headers()), apikey: await apiKey() },
    });
    expect(listed.json<{ subject: string; attachments: unknown[] }[]>()).toContainEqual(
      expect.objectContaining({
        subject: expect.stringContaining('Booking cancelled by Orchim'),
        attachments: [{ filename: `receipt-${booking.reference}.html`, contentType: 'text/html' }],
      }),
    );

    const retried = await rest(app, 'POST', `/admin/bookings/${booking.id}/refund/retry`, admin);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<AdminBookingDetail>().payment.refund).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      lastError: null,
      nextAttemptAt: null,
      stripeRefundId: expect.stringMatching(/^re_/),
      refundedAt: clock().toISOString(),
    });
    expect(stripe.refunds).toHaveLength(1);
    expect(stripe.refunds[0]).toMatchObject({
      amount: booking.totalCents,
      metadata: { bookingId: booking.id },
    });
    const after = await overview();
    expect(after.failedRefunds).toBe(0);
    expect(after.revenue.at(-1)).toMatchObject({
      month: '2026-03',
      paidOnlineCents: booking.totalCents,
      refundedCents: booking.totalCents,
      totalCents: 0,
      onArrivalCents: 0,
    });
    // Nothing left to retry.
    expectError(
      await rest(app, 'POST', `/admin/bookings/${booking.id}/refund/retry`, admin),
      409,
      'refund_not_retryable',
    );
  });
});
