import type { Booking } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../src/db/schema';
import { attemptRefund, nextRefundAttemptAt } from '../src/domain/payments/refunds';
import { sweepPayments } from '../src/domain/payments/sweep';
import {
  bookingRequest,
  callAs,
  insertStay,
  mailsTo,
  signedInAccount,
  type SignedInAccount,
} from './helpers/stays';
import { testClock } from './helpers/test-app';
import type { FakeStripe } from './stripe/fake-stripe';
import { onlineTestApp, sessionIdOf, storedRows } from './stripe/online-app';

/**
 * Refunds through Stripe (docs/decisions/039-online-payment.md §6): queued with the cancel, asked of
 * Stripe after it commits, retried by the sweep with a growing delay while Stripe refuses.
 */

// Sunday 1 March 2026, 10:00 in New York; the stays' check-in is 15 March.
const START = '2026-03-01T15:00:00Z';
const MINUTE = 60_000;
const clock = testClock(START);
let app: FastifyInstance;
let fake: FakeStripe;
let close: () => Promise<void>;
let host: SignedInAccount;

beforeAll(async () => {
  ({ app, fake, close } = await onlineTestApp({ clock, publicUrl: 'https://orchim.example' }));
  host = await signedInAccount(app, { name: 'host', fullName: 'Rivka Mintz', userType: 'host' });
});
afterAll(() => close());
afterEach(() => {
  clock.set(START);
  fake.failNextRefunds(0);
});

/** A stay of its own, booked by a new guest and paid through the fake Checkout. */
async function paidBooking(policy: 'flexible' | 'moderate' | 'strict' = 'flexible') {
  const stay = await insertStay(app, host.user, { cancellationPolicy: policy });
  const guest = await signedInAccount(app, { fullName: 'Mendel Goldberg' });
  const response = await callAs(app, 'POST', '/bookings', guest, bookingRequest(stay.id));
  expect(response.statusCode, response.body).toBe(201);
  const booking = response.json<Booking>();
  expect((await fake.pay(sessionIdOf(booking))).status).toBe(200);
  const { payment } = await storedRows(app, booking.id);
  return { guest, booking, paymentIntentId: payment!.paymentIntentId! };
}

const cancel = async (guest: SignedInAccount, id: string) => {
  const response = await callAs(app, 'POST', `/bookings/${id}/cancel`, guest, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Booking>();
};

const refundCalls = (paymentIntentId: string) =>
  fake.calls.filter(
    (call) =>
      call.path === '/v1/refunds' &&
      (call.params.payment_intent === paymentIntentId || call.method === 'GET'),
  );

describe('a cancel of a booking paid online', () => {
  it('refunds through Stripe what the policy gives back, under the refund id as idempotency key', async () => {
    const { guest, booking, paymentIntentId } = await paidBooking();
    const cancelled = await cancel(guest, booking.id);

    expect(cancelled.cancellation).toMatchObject({ refundedPercent: 100, refundedCents: 510_00 });
    expect(cancelled.payment).toMatchObject({
      method: 'online',
      status: 'paid',
      refund: {
        status: 'succeeded',
        amountCents: 510_00,
        createdAt: '2026-03-01T15:00:00.000Z',
        refundedAt: '2026-03-01T15:00:00.000Z',
      },
    });
    const { refund } = await storedRows(app, booking.id);
    expect(refund).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
      stripeRefundId: expect.stringMatching(/^re_test_/),
    });
    expect(refundCalls(paymentIntentId)).toEqual([
      {
        method: 'POST',
        path: '/v1/refunds',
        idempotencyKey: refund!.id,
        params: {
          payment_intent: paymentIntentId,
          amount: '51000',
          reason: 'requested_by_customer',
          metadata: { refundId: refund!.id, bookingId: booking.id },
        },
      },
    ]);
    expect(fake.refunds.filter((made) => made.payment_intent === paymentIntentId)).toHaveLength(1);
    // The confirmation, then the cancel's note.
    expect(await mailsTo(app, guest.email)).toHaveLength(2);
  });

  it("gives back the policy's part: half of a moderate stay's total three days before", async () => {
    const { guest, booking } = await paidBooking('moderate');
    clock.set('2026-03-12T15:00:00Z');
    const cancelled = await cancel(guest, booking.id);
    expect(cancelled.cancellation).toMatchObject({ refundedPercent: 50, refundedCents: 255_00 });
    expect(cancelled.payment.refund).toMatchObject({ status: 'succeeded', amountCents: 255_00 });
  });

  it('refunds nothing, and asks Stripe nothing, when the policy gives nothing back', async () => {
    const { guest, booking, paymentIntentId } = await paidBooking('strict');
    clock.set('2026-03-12T15:00:00Z');
    const cancelled = await cancel(guest, booking.id);
    expect(cancelled.cancellation).toMatchObject({ refundedPercent: 0, refundedCents: 0 });
    expect(cancelled.payment.refund).toBeNull();
    expect(refundCalls(paymentIntentId).filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('refunds everything when the host cancels', async () => {
    const { booking } = await paidBooking('strict');
    clock.set('2026-03-12T15:00:00Z');
    const response = await callAs(app, 'POST', `/host/bookings/${booking.id}/cancel`, host, {
      reason: 'A burst pipe',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await storedRows(app, booking.id)).refund).toMatchObject({
      status: 'succeeded',
      amountCents: 510_00,
    });
  });
});

describe('a refund Stripe refuses', () => {
  it('is failed with its error, retried by the sweep once due, and then succeeds', async () => {
    const { guest, booking, paymentIntentId } = await paidBooking();
    fake.failNextRefunds(1);
    const cancelled = await cancel(guest, booking.id);
    expect(cancelled.payment.refund).toMatchObject({ status: 'failed', refundedAt: null });
    const failed = (await storedRows(app, booking.id)).refund!;
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringContaining('api_error'),
      nextAttemptAt: new Date(Date.parse(START) + 5 * MINUTE),
      stripeRefundId: null,
    });

    // Not due yet: the sweep leaves it.
    clock.advance(4 * MINUTE);
    await sweepPayments(app, clock());
    expect((await storedRows(app, booking.id)).refund).toMatchObject({ status: 'failed', attempts: 1 });

    clock.advance(MINUTE);
    await sweepPayments(app, clock());
    expect((await storedRows(app, booking.id)).refund).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      lastError: null,
      nextAttemptAt: null,
      refundedAt: new Date(Date.parse(START) + 5 * MINUTE),
    });
    // The retry first looks for a refund the failed attempt may have made, then asks under a key of its
    // own (Stripe answers a key's first answer again, its refusal too, for a day).
    const calls = refundCalls(paymentIntentId).slice(-3);
    expect(calls.map((call) => [call.method, call.idempotencyKey])).toEqual([
      ['POST', failed.id],
      ['GET', null],
      ['POST', `${failed.id}:1`],
    ]);
    expect(fake.refunds.filter((made) => made.payment_intent === paymentIntentId)).toHaveLength(1);
    expect(
      (await callAs(app, 'GET', `/bookings/${booking.id}`, guest)).json<Booking>().payment.refund,
    ).toMatchObject({ status: 'succeeded' });
  });

  it('waits 5 minutes, then 10, then 20... at most 6 hours between attempts', async () => {
    const now = new Date(START);
    const delay = (attempts: number) =>
      (nextRefundAttemptAt(attempts, now).getTime() - now.getTime()) / MINUTE;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(delay)).toEqual([5, 10, 20, 40, 80, 160, 320, 360, 360]);

    const { guest, booking } = await paidBooking();
    fake.failNextRefunds(2);
    await cancel(guest, booking.id);
    clock.advance(5 * MINUTE);
    await sweepPayments(app, clock());
    expect((await storedRows(app, booking.id)).refund).toMatchObject({
      status: 'failed',
      attempts: 2,
      nextAttemptAt: new Date(Date.parse(START) + 15 * MINUTE),
    });
    clock.advance(10 * MINUTE);
    await sweepPayments(app, clock());
    expect((await storedRows(app, booking.id)).refund).toMatchObject({ status: 'succeeded', attempts: 3 });
  });

  it("the admin's retry (attemptRefund) asks again at once; a refund done is never asked again", async () => {
    const { guest, booking, paymentIntentId } = await paidBooking();
    fake.failNextRefunds(1);
    await cancel(guest, booking.id);
    const { refund } = await storedRows(app, booking.id);
    clock.advance(MINUTE);
    await attemptRefund(app, refund!.id, clock());
    expect((await storedRows(app, booking.id)).refund).toMatchObject({ status: 'succeeded', attempts: 2 });

    const before = fake.calls.length;
    await attemptRefund(app, refund!.id, clock());
    clock.advance(24 * 60 * MINUTE);
    await sweepPayments(app, clock());
    expect(fake.calls.slice(before).filter((call) => call.path === '/v1/refunds')).toEqual([]);
    expect(fake.refunds.filter((made) => made.payment_intent === paymentIntentId)).toHaveLength(1);
  });

  it('takes a refund Stripe made for an attempt whose answer was lost, rather than refunding twice', async () => {
    const { guest, booking, paymentIntentId } = await paidBooking();
    fake.failNextRefunds(1);
    await cancel(guest, booking.id);
    const { refund } = await storedRows(app, booking.id);
    // Stripe made it after all (as if our side had timed out waiting for its answer).
    await app.stripe!.refunds.create({
      payment_intent: paymentIntentId,
      amount: 510_00,
      metadata: { refundId: refund!.id, bookingId: booking.id },
    });
    const made = fake.refunds.at(-1)!;

    await attemptRefund(app, refund!.id, clock());
    expect((await storedRows(app, booking.id)).refund).toMatchObject({
      status: 'succeeded',
      stripeRefundId: made.id,
    });
    expect(fake.refunds.filter((one) => one.payment_intent === paymentIntentId)).toHaveLength(1);
  });

  it('leaves a refund under way elsewhere to it: the sweep does not ask Stripe at the same moment', async () => {
    const { guest, booking } = await paidBooking();
    fake.failNextRefunds(1);
    await cancel(guest, booking.id);
    const { refund } = await storedRows(app, booking.id);
    // Another instance claimed it a moment ago (pending, its lease running).
    await app.db
      .update(refunds)
      .set({ status: 'pending', nextAttemptAt: new Date(Date.parse(START) + 2 * MINUTE) })
      .where(eq(refunds.id, refund!.id));
    const before = fake.calls.length;
    clock.advance(MINUTE);
    await sweepPayments(app, clock());
    await attemptRefund(app, refund!.id, clock());
    expect(fake.calls.length).toBe(before);
    // Its lease run out (that instance died), the sweep takes it up.
    clock.advance(2 * MINUTE);
    await sweepPayments(app, clock());
    expect((await storedRows(app, booking.id)).refund).toMatchObject({ status: 'succeeded' });
  });
});
