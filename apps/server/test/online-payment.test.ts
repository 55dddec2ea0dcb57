import type { Booking, BookingPage, HostBookingPage } from '@orchim/shared';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stripeEvents } from '../src/db/schema';
import { sweepPayments } from '../src/domain/payments/sweep';
import { insertMeal, mealBookingRequest, type MealOfferRow } from './helpers/meals';
import {
  book,
  bookingRequest,
  callAs,
  insertStay,
  mailsTo,
  signedInAccount,
  type SignedInAccount,
  type StayRow,
} from './helpers/stays';
import { testClock } from './helpers/test-app';
import { insertTransportService, quoteRide, rideBookingRequest } from './helpers/transport';
import type { FakeStripe } from './stripe/fake-stripe';
import { onlineTestApp, sessionIdOf, storedRows, TEST_WEBHOOK_SECRET } from './stripe/online-app';

/**
 * Paying online through Stripe Checkout (docs/decisions/039-online-payment.md), against the fake Stripe:
 * the hold, the Checkout Session, the signed webhook that confirms, the holds that lapse.
 */

// Sunday 1 March 2026, 10:00 in New York.
const START = '2026-03-01T15:00:00Z';
const MINUTE = 60_000;
const clock = testClock(START);
let app: FastifyInstance;
let fake: FakeStripe;
let close: () => Promise<void>;
let host: SignedInAccount;
let stay: StayRow;

beforeAll(async () => {
  ({ app, fake, close } = await onlineTestApp({ clock, publicUrl: 'https://orchim.example' }));
  host = await signedInAccount(app, { name: 'host', fullName: 'Rivka Mintz', userType: 'host' });
  stay = await insertStay(app, host.user, { title: 'Garden floor on Crown Street', minimumNights: 1 });
});
afterAll(() => close());
afterEach(() => clock.set(START));

/** A stay of its own for a test, so tests never share nights. */
const freshStay = () => insertStay(app, host.user, { title: 'Parlour floor on Carroll Street' });

async function bookOnline(guest: SignedInAccount, body: object, lang = 'en'): Promise<Booking> {
  const response = await callAs(app, 'POST', `/bookings?lang=${lang}`, guest, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Booking>();
}

const read = async (guest: SignedInAccount, id: string) =>
  (await callAs(app, 'GET', `/bookings/${id}`, guest)).json<Booking>();

/** The webhook as Stripe calls it: no apikey, the raw body, its signature. */
const postWebhook = (payload: string, signature: string | null) =>
  app.inject({
    method: 'POST',
    url: '/functions/v1/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });

const sign = (payload: string, secret = TEST_WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

/** A checkout.session.completed event for a session of the fake, paid, as Stripe would send it. */
function completedEvent(sessionId: string, eventId = `evt_test_${sessionId}`): string {
  const { line_items_for_test: _lines, ...session } = fake.sessions.get(sessionId)!;
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_manual' },
    },
  });
}

const eventCount = async () => (await app.db.select({ n: count() }).from(stripeEvents))[0]!.n;

describe('booking with online payment', () => {
  it('holds the nights, opens a Checkout Session, and confirms once Stripe says it is paid; mails then, not before', async () => {
    const guest = await signedInAccount(app, { fullName: 'Mendel Goldberg' });
    const booking = await bookOnline(guest, bookingRequest(stay.id), 'fr');

    expect(booking.status).toBe('pending_payment');
    expect(booking.payment).toEqual({
      method: 'online',
      status: 'pending',
      amountCents: 510_00,
      currency: 'USD',
      acceptedMeans: [],
      holdExpiresAt: '2026-03-01T15:31:00.000Z',
      checkoutUrl: expect.stringMatching(new RegExp(`^${fake.url}/checkout/cs_test_`)),
      paidAt: null,
      refund: null,
    });
    // Nothing paid yet: a cancel now gives nothing back, and may still be made.
    expect(booking.canCancel).toBe(true);
    expect(booking.cancellation.refundNowCents).toBe(0);

    // The session as we asked for it: the total in one line, our ids, links from PUBLIC_URL, the language.
    const sessionId = sessionIdOf(booking);
    const created = fake.calls.find((call) => call.path === '/v1/checkout/sessions');
    expect(created).toMatchObject({
      method: 'POST',
      idempotencyKey: `checkout-${booking.id}`,
      params: {
        mode: 'payment',
        client_reference_id: booking.id,
        metadata: { bookingId: booking.id, reference: booking.reference },
        customer_email: guest.email,
        line_items: [
          {
            quantity: '1',
            price_data: {
              currency: 'usd',
              unit_amount: '51000',
              product_data: { name: `Garden floor on Crown Street (${booking.reference})` },
            },
          },
        ],
        expires_at: String(Date.parse(START) / 1000 + 31 * 60),
        success_url: `https://orchim.example/bookings/${booking.id}?checkout=done`,
        cancel_url: `https://orchim.example/bookings/${booking.id}?checkout=cancelled`,
        locale: 'fr',
      },
    });
    expect((await storedRows(app, booking.id)).payment).toMatchObject({
      checkoutSessionId: sessionId,
      status: 'pending',
      amountCents: 510_00,
    });

    // Nobody is told of a booking not paid yet.
    expect(await mailsTo(app, guest.email)).toHaveLength(0);
    expect(await mailsTo(app, host.email)).toHaveLength(0);

    // The host sees it held, but is never sent to pay.
    const asHost = await read(host, booking.id);
    expect(asHost.status).toBe('pending_payment');
    expect(asHost.payment.checkoutUrl).toBeNull();

    // Stripe's page: the amount, "Pay"; paying sends the signed event, then the browser back to us.
    const page = await fetch(booking.payment.checkoutUrl!);
    const html = await page.text();
    expect(html).toContain('$510.00');
    expect(html).toContain('>Pay</button>');
    expect(html).toContain('>Cancel and go back</button>');
    const paid = await fetch(`${fake.url}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`https://orchim.example/bookings/${booking.id}?checkout=done`);
    expect(fake.events.at(-1)).toMatchObject({ type: 'checkout.session.completed', status: 200 });

    const confirmed = await read(guest, booking.id);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.payment).toMatchObject({
      method: 'online',
      status: 'paid',
      paidAt: START.replace('Z', '.000Z'),
      holdExpiresAt: null,
      checkoutUrl: null,
    });
    expect(confirmed.cancellation.refundNowCents).toBe(510_00);
    expect((await storedRows(app, booking.id)).payment).toMatchObject({
      status: 'paid',
      paymentIntentId: expect.stringMatching(/^pi_test_/),
    });
    // Now the confirmation and the host's news go out.
    expect(await mailsTo(app, guest.email)).toHaveLength(1);
    expect(await mailsTo(app, host.email)).toHaveLength(1);
  });

  it('asks Checkout for English, and lets Stripe follow the browser for Hebrew, which it does not have', async () => {
    const guest = await signedInAccount(app);
    const place = await freshStay();
    const english = await bookOnline(
      guest,
      bookingRequest(place.id, { checkIn: '2026-04-01', checkOut: '2026-04-02' }),
    );
    const hebrew = await bookOnline(
      guest,
      bookingRequest(place.id, { checkIn: '2026-04-05', checkOut: '2026-04-06' }),
      'he',
    );
    const localeOf = (id: string) =>
      fake.calls.find((call) => call.idempotencyKey === `checkout-${id}`)?.params.locale;
    expect(localeOf(english.id)).toBe('en');
    expect(localeOf(hebrew.id)).toBe('auto');
  });

  it('a bad signature changes nothing: 400 invalid_signature, no API key asked', async () => {
    const guest = await signedInAccount(app);
    const place = await freshStay();
    const booking = await bookOnline(guest, bookingRequest(place.id));
    const payload = completedEvent(sessionIdOf(booking));
    const before = await eventCount();

    const refusals = [
      await postWebhook(payload, sign(payload, 'whsec_not_ours')),
      await postWebhook(payload.replace('"paid"', '"paid" '), sign(payload)),
      await postWebhook(payload, 't=1,v1=00'),
      await postWebhook(payload, null),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(400);
      expect(refusal.json()).toEqual({
        code: 'invalid_signature',
        message: 'The Stripe-Signature header does not match this body.',
      });
    }
    expect((await storedRows(app, booking.id)).booking.status).toBe('pending_payment');
    expect(await eventCount()).toBe(before);

    // The same body signed with our secret is taken.
    expect((await postWebhook(payload, sign(payload))).statusCode).toBe(200);
    expect((await storedRows(app, booking.id)).booking.status).toBe('confirmed');
  });

  it('takes events of other types, and of sessions not ours, with 200 and changes nothing', async () => {
    const before = await eventCount();
    const foreign = JSON.stringify({
      id: 'evt_test_foreign_session',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_other_shop',
          object: 'checkout.session',
          client_reference_id: 'order-42',
          metadata: { order: '42' },
          payment_status: 'paid',
          payment_intent: 'pi_test_other_shop',
          amount_total: 1000,
          currency: 'usd',
        },
      },
    });
    const other = JSON.stringify({
      id: 'evt_test_customer',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_test', object: 'customer' } },
    });
    for (const payload of [foreign, other]) {
      const response = await postWebhook(payload, sign(payload));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    expect(await eventCount()).toBe(before + 2);
  });

  it('the same event delivered twice changes nothing the second time', async () => {
    const guest = await signedInAccount(app);
    const place = await freshStay();
    const booking = await bookOnline(guest, bookingRequest(place.id));
    await fake.pay(sessionIdOf(booking));
    const after = await storedRows(app, booking.id);
    const events = await eventCount();

    clock.advance(MINUTE);
    const again = await fake.redeliverLast();
    expect(again.status).toBe(200);
    expect(await storedRows(app, booking.id)).toEqual(after);
    expect(await eventCount()).toBe(events);
    // One confirmation, not two.
    expect(await mailsTo(app, guest.email)).toHaveLength(1);
  });

  it('releases the hold when Stripe says the session expired unpaid', async () => {
    const guest = await signedInAccount(app);
    const place = await freshStay();
    const booking = await bookOnline(guest, bookingRequest(place.id));
    const event = await fake.expireSession(sessionIdOf(booking));
    expect(event.status).toBe(200);
    const expired = await read(guest, booking.id);
    expect(expired.status).toBe('expired');
    expect(expired.payment).toMatchObject({ status: 'unpaid', checkoutUrl: null, holdExpiresAt: null });
    // The nights are free again.
    const other = await signedInAccount(app);
    expect((await book(app, other, bookingRequest(place.id))).statusCode).toBe(201);
  });

  it('answers 404 at the webhook of a server without Stripe settings', async () => {
    const { createTestApp } = await import('./helpers/test-app');
    const plain = await createTestApp();
    try {
      const response = await plain.inject({
        method: 'POST',
        url: '/functions/v1/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('holds that lapse', () => {
  it('the sweep expires a hold past its time: the nights are free, the booking expired and unpaid', async () => {
    const guest = await signedInAccount(app);
    const place = await freshStay();
    const booking = await bookOnline(guest, bookingRequest(place.id));

    clock.advance(34 * MINUTE);
    expect((await sweepPayments(app, clock())).expired).not.toContain(booking.id);
    const other = await signedInAccount(app);
    // Still held: the database refuses the same nights.
    expect((await book(app, other, bookingRequest(place.id))).statusCode).toBe(409);

    clock.advance(2 * MINUTE);
    expect((await sweepPayments(app, clock())).expired).toContain(booking.id);
    const expired = await read(guest, booking.id);
    expect(expired.status).toBe('expired');
    expect(expired.canCancel).toBe(false);
    expect(expired.payment).toMatchObject({ status: 'unpaid', checkoutUrl: null });
    expect((await storedRows(app, booking.id)).payment?.status).toBe('unpaid');
    expect((await book(app, other, bookingRequest(place.id))).statusCode).toBe(201);
  });

  it('a new booking for the same nights after the time expires the lapsed hold itself, whatever the sweep', async () => {
    const guest = await signedInAccount(app);
    const place = await freshStay();
    const held = await bookOnline(guest, bookingRequest(place.id));
    // Past the hold, the Checkout page is no longer offered, even before anything expired it.
    clock.advance(35 * MINUTE);
    expect((await read(guest, held.id)).payment.checkoutUrl).toBeNull();

    const other = await signedInAccount(app);
    const second = await bookOnline(other, bookingRequest(place.id));
    expect(second.status).toBe('pending_payment');
    expect((await storedRows(app, held.id)).booking.status).toBe('expired');
  });

  it('of guests racing for nights whose hold lapsed, exactly one gets them (on PostgreSQL, really at once)', async () => {
    const guest = await signedInAccount(app);
    const place = await freshStay();
    const held = await bookOnline(guest, bookingRequest(place.id));
    clock.advance(36 * MINUTE);
    const racers = await Promise.all(Array.from({ length: 6 }, () => signedInAccount(app)));
    const responses = await Promise.all(racers.map((racer) => book(app, racer, bookingRequest(place.id))));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await storedRows(app, held.id)).booking.status).toBe('expired');
  });

  it('a payment for a booking whose hold lapsed is refunded in full; the booking stays expired', async () => {
    const guest = await signedInAccount(app);
    const place = await freshStay();
    const booking = await bookOnline(guest, bookingRequest(place.id));
    clock.advance(36 * MINUTE);
    await sweepPayments(app, clock());

    // Paid at the last second on Stripe's side, heard of after the hold.
    expect((await fake.pay(sessionIdOf(booking))).status).toBe(200);
    const rows = await storedRows(app, booking.id);
    expect(rows.booking.status).toBe('expired');
    expect(rows.payment).toMatchObject({ status: 'paid' });
    expect(rows.refund).toMatchObject({ status: 'succeeded', amountCents: 510_00, attempts: 1 });
    const intent = rows.payment!.paymentIntentId;
    expect(fake.refunds.filter((refund) => refund.payment_intent === intent)).toEqual([
      expect.objectContaining({
        amount: 510_00,
        metadata: { refundId: rows.refund!.id, bookingId: booking.id },
      }),
    ]);
    const shown = await read(guest, booking.id);
    expect(shown.payment).toMatchObject({
      status: 'paid',
      refund: { status: 'succeeded', amountCents: 510_00 },
    });
    // No confirmation for a booking that did not happen: the guest hears why, and that the money goes back,
    // with the refund's receipt.
    const mails = await mailsTo(app, guest.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your payment for ${booking.reference} is being refunded`);
    expect(mails[0]!.text).toContain('after the booking was no longer held for you');
    expect(mails[0]!.attachments).toEqual([
      expect.objectContaining({ filename: `receipt-${booking.reference}.html`, contentType: 'text/html' }),
    ]);
  });
});

describe('a hold is a booking for the database', () => {
  let meal: MealOfferRow;
  beforeAll(async () => {
    meal = await insertMeal(app, host.user, { pricePerGuestCents: 36_00, seatsPerMeal: 4 });
  });

  it("a meal's seats held by a payment under way are not offered again until the hold lapses", async () => {
    const guest = await signedInAccount(app);
    const held = await bookOnline(guest, mealBookingRequest(meal.id, { numberOfGuests: 3 }));
    expect(held.status).toBe('pending_payment');

    const other = await signedInAccount(app);
    const refused = await book(app, other, mealBookingRequest(meal.id, { numberOfGuests: 2 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'too_many_guests', seatsLeft: 1 });

    clock.advance(36 * MINUTE);
    await sweepPayments(app, clock());
    expect((await book(app, other, mealBookingRequest(meal.id, { numberOfGuests: 4 }))).statusCode).toBe(201);
  });

  it("a ride's vehicle held by a payment under way is not quoted nor booked again", async () => {
    const provider = await signedInAccount(app, { name: 'provider', userType: 'host' });
    const car = await insertTransportService(app, provider.user, { vehicles: 1, tripMinutes: 60, images: 0 });
    const guest = await signedInAccount(app);
    await bookOnline(guest, rideBookingRequest(car.id));

    const quote = await quoteRide(app, car.id, {
      date: '2026-03-11',
      time: '21:30',
      passengers: 1,
      luggage: 0,
    });
    expect(quote.statusCode).toBe(409);
    const other = await signedInAccount(app);
    const refused = await book(app, other, rideBookingRequest(car.id, { time: '21:30' }));
    expect(refused.statusCode).toBe(409);

    clock.advance(36 * MINUTE);
    await sweepPayments(app, clock());
    expect((await book(app, other, rideBookingRequest(car.id, { time: '21:30' }))).statusCode).toBe(201);
  });

  it('nothing to pay (a free meal) is confirmed at once, on arrival', async () => {
    const free = await insertMeal(app, host.user, { pricePerGuestCents: 0, seatsPerMeal: 10 });
    const guest = await signedInAccount(app);
    const booking = await bookOnline(guest, mealBookingRequest(free.id));
    expect(booking.status).toBe('confirmed');
    expect(booking.payment).toMatchObject({ method: 'on_arrival', status: 'on_arrival', amountCents: 0 });
  });
});

describe("the guest's cancel of a booking not paid yet", () => {
  it('releases the hold, refunds nothing, closes the Checkout Session, and mails no one', async () => {
    const guest = await signedInAccount(app);
    const place = await freshStay();
    const booking = await bookOnline(guest, bookingRequest(place.id));
    const response = await callAs(app, 'POST', `/bookings/${booking.id}/cancel`, guest, {});
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = response.json<Booking>();
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancellation).toMatchObject({ refundedPercent: 0, refundedCents: 0 });
    expect(cancelled.payment).toMatchObject({ status: 'unpaid', checkoutUrl: null, refund: null });

    await fake.settled();
    const session = fake.sessions.get(sessionIdOf(booking))!;
    expect(session.status).toBe('expired');
    // Stripe's word that the session expired finds the booking cancelled already: nothing more happens.
    expect(fake.events.at(-1)).toMatchObject({ type: 'checkout.session.expired', status: 200 });
    expect((await storedRows(app, booking.id)).booking.status).toBe('cancelled');
    expect(await mailsTo(app, guest.email)).toHaveLength(0);
    expect(await mailsTo(app, host.email)).not.toContainEqual(
      expect.objectContaining({ subject: expect.stringContaining(booking.reference) }),
    );

    const other = await signedInAccount(app);
    expect((await book(app, other, bookingRequest(place.id))).statusCode).toBe(201);
  });
});

describe('lists', () => {
  it("the guest's upcoming bookings hold those awaiting payment; past ones, those that lapsed", async () => {
    const guest = await signedInAccount(app);
    const place = await freshStay();
    const lapsed = await bookOnline(
      guest,
      bookingRequest(place.id, { checkIn: '2026-05-01', checkOut: '2026-05-03' }),
    );
    clock.advance(36 * MINUTE);
    await sweepPayments(app, clock());
    const held = await bookOnline(
      guest,
      bookingRequest(place.id, { checkIn: '2026-06-01', checkOut: '2026-06-03' }),
    );

    const list = async (scope: string) =>
      (await callAs(app, 'GET', `/bookings?scope=${scope}`, guest))
        .json<BookingPage>()
        .items.map((b) => b.id);
    expect(await list('upcoming')).toEqual([held.id]);
    expect(await list('past')).toEqual([lapsed.id]);
    // The guest's own list carries the way to pay.
    const [shown] = (await callAs(app, 'GET', '/bookings?scope=upcoming', guest)).json<BookingPage>().items;
    expect(shown!.payment.checkoutUrl).toMatch(/\/checkout\/cs_test_/);
  });

  it("the host's list shows a booking awaiting payment by its status, and leaves out those that lapsed", async () => {
    const owner = await signedInAccount(app, { name: 'owner', userType: 'host' });
    const place = await insertStay(app, owner.user);
    const guest = await signedInAccount(app);
    const lapsed = await bookOnline(
      guest,
      bookingRequest(place.id, { checkIn: '2026-05-01', checkOut: '2026-05-03' }),
    );
    clock.advance(36 * MINUTE);
    await sweepPayments(app, clock());
    const held = await bookOnline(
      guest,
      bookingRequest(place.id, { checkIn: '2026-06-01', checkOut: '2026-06-03' }),
    );

    const page = (await callAs(app, 'GET', '/host/bookings', owner)).json<HostBookingPage>();
    expect(page.items.map((b) => [b.id, b.status])).toEqual([[held.id, 'pending_payment']]);
    expect(page.items[0]!.payment.checkoutUrl).toBeNull();
    const expired = (
      await callAs(app, 'GET', '/host/bookings?status=expired', owner)
    ).json<HostBookingPage>();
    expect(expired.items).toEqual([]);
    expect(lapsed.id).not.toBe(held.id);
  });
});

describe('Stripe unreachable', () => {
  it('answers 502 payment_unavailable and releases the hold at once', async () => {
    const { createServer } = await import('node:net');
    // A port nothing listens on.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as { port: number };
        server.close(() => resolve(free));
      });
    });
    const { createTestApp } = await import('./helpers/test-app');
    const down = await createTestApp({
      clock,
      stripe: {
        secretKey: 'sk_test_orchim',
        webhookSecret: TEST_WEBHOOK_SECRET,
        api: { host: '127.0.0.1', port, protocol: 'http' },
      },
    });
    try {
      const owner = await signedInAccount(down, { name: 'owner', userType: 'host' });
      const place = await insertStay(down, owner.user);
      const guest = await signedInAccount(down);
      const response = await book(down, guest, bookingRequest(place.id));
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        code: 'payment_unavailable',
        message: 'Online payment is not available right now. Please try again in a few minutes.',
      });
      const { items } = (await callAs(down, 'GET', '/bookings', guest)).json<BookingPage>();
      expect(items.map((b) => [b.status, b.payment.status])).toEqual([['expired', 'unpaid']]);
      expect((await storedRows(down, items[0]!.id)).payment).toBeNull();
      expect(await mailsTo(down, guest.email)).toHaveLength(0);
      // The nights went back at once.
      const onArrival = await book(down, guest, bookingRequest(place.id));
      expect(onArrival.statusCode).toBe(502);
      expect(
        (await callAs(down, 'GET', '/bookings', guest)).json<BookingPage>().items.map((b) => b.status),
      ).toEqual(['expired', 'expired']);
    } finally {
      await down.close();
    }
  });
});
