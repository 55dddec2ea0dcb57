import type { Language } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRow } from '../src/db/repositories/bookings';
import { usersRepository } from '../src/db/repositories/users';
import { outbox } from '../src/db/schema';
import {
  bookingCancelledByAdminHostMail,
  bookingCancelledByAdminMail,
} from '../src/mail/admin-booking-mails';
import {
  bookingCancelledByHostMail,
  bookingCancelledHostMail,
  bookingCancelledMail,
  bookingConfirmedMail,
  mealMailFacts,
  newBookingMail,
  rideMailFacts,
  stayMailFacts,
  type BookingMailFacts,
  type CommonMailFacts,
} from '../src/mail/booking-mails';
import type { PaidBookingView } from '../src/mail/payment-lines';
import { renderReceipt } from '../src/mail/receipt';
import { dayInNewYork, money } from '../src/mail/texts';
import { rest, signedInAs } from './helpers/host';
import { bookingRowOf, paidPaymentOf, paidViewOf, refundOf } from './helpers/payment-views';
import { book, bookingRequest, insertStay } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';

/**
 * Issue 25's receipts (docs/decisions/039-online-payment.md, "Receipts"), and what the booking mails say
 * about money: how a booking is paid, and what its cancel gives back. The mails are built from facts made
 * up here (every case of payment and refund, without Stripe); one booking goes through the API, to see the
 * receipt reach the outbox in the guest's language.
 */

/** The facts of a stay's mails, from the booking as read, in `language`. */
function stayFacts(view: PaidBookingView, language: Language = 'en'): BookingMailFacts {
  const { booking } = view;
  return stayMailFacts(commonOf(view, language), {
    title: 'Garden floor on President Street',
    address: '1304 President St, Brooklyn, NY 11213',
    checkInTime: '15:00',
    checkOutTime: '11:00',
    checkIn: booking.checkIn!,
    checkOut: booking.checkOut!,
    nights: 3,
    pricePerNightCents: booking.unitPriceCents,
    cleaningFeeCents: booking.feeCents,
    totalCents: booking.totalCents,
    currency: booking.currency,
  });
}

function commonOf(view: PaidBookingView, language: Language): CommonMailFacts {
  const { booking } = view;
  return {
    language,
    reference: booking.reference,
    guest: {
      firstName: booking.firstName,
      lastName: booking.lastName,
      email: booking.email,
      phone: booking.phone,
    },
    numberOfGuests: booking.numberOfGuests,
    specialRequests: booking.specialRequests,
    host: { firstName: 'Rivka', email: 'rivka@example.com' },
    guestLink: `https://orchim.example/bookings/${booking.id}`,
    hostLink: 'https://orchim.example/host/bookings',
    cancelReason: booking.cancelReason ?? '',
    cancellation: {
      policy: booking.cancellationPolicy,
      freeUntil: '2026-03-10T19:00:00.000Z',
      bookedAt: booking.createdAt.toISOString(),
      refundedPercent: booking.refundedPercent,
      refundedCents: booking.refundedCents,
      totalCents: booking.totalCents,
      currency: booking.currency,
    },
    view,
  };
}

/** A stay's booking cancelled on 3 March, with what it refunded. */
const cancelledRow = (refundedPercent: number, refundedCents: number, overrides: Partial<BookingRow> = {}) =>
  bookingRowOf({
    status: 'cancelled',
    cancelledAt: new Date('2026-03-03T15:00:00Z'),
    cancelledBy: '0e6a3f4b-5c2d-4e1f-8a9b-7c6d5e4f3a21',
    refundedPercent,
    refundedCents,
    paymentMethod: 'online',
    ...overrides,
  });

/** The receipt attached to a mail (there must be exactly one). */
function attachedReceipt(mail: {
  attachments?: { filename: string; contentType: string; content: string }[];
}) {
  expect(mail.attachments).toHaveLength(1);
  const [receipt] = mail.attachments!;
  expect(receipt).toMatchObject({ filename: 'receipt-OR-7K3M9Q.html', contentType: 'text/html' });
  return receipt!.content;
}

/** Any run of spaces (Intl's no-break ones included) as one plain space. */
const squeeze = (text: string) => text.replace(/\s+/g, ' ');

/** The text of an HTML document without its tags, spaces squeezed: what a reader sees. */
const shown = (html: string) =>
  squeeze(
    html
      .replace(/<style>[\s\S]*?<\/style>/, '')
      .replace(/<[^>]+>/g, ' ')
      .replaceAll('&amp;', '&'),
  );

/** The elements a receipt may have: no script, image, link, frame, form or anything fetched. */
const RECEIPT_ELEMENTS = new Set([
  '!doctype',
  'html',
  'head',
  'meta',
  'title',
  'style',
  'body',
  'main',
  'p',
  'h1',
  'h2',
  'table',
  'tr',
  'td',
  'strong',
  'br',
  'bdi',
  'footer',
]);

/** Self-contained and printable: nothing fetched, nothing run. */
function expectSelfContained(html: string) {
  const elements = [...html.matchAll(/<\/?([!a-z][a-z0-9]*)/gi)].map((match) => match[1]!.toLowerCase());
  expect(elements.filter((name) => !RECEIPT_ELEMENTS.has(name))).toEqual([]);
  for (const [tag] of html.matchAll(/<[^>]*>/g)) {
    expect(tag.replace(/"[^"]*"/g, '""')).not.toMatch(/\s(src|href|srcset|action|style|on\S*)\s*=/i);
  }
  expect(html).not.toMatch(/url\(|@import|https?:\/\//i);
  expect(html).toContain('<meta charset="utf-8">');
  expect(html).toContain('@media print');
}

describe('the confirmation', () => {
  it('of a booking paid on arrival says what to pay and how, and carries the receipt', () => {
    const facts = stayFacts(paidViewOf());
    const mail = bookingConfirmedMail(facts);
    // The host's means in the settings' order, whatever order they were kept in.
    expect(mail.text).toContain('Pay the host on arrival: $510.00 (cash, Zelle).');
    expect(mail.text).toContain('Your receipt is attached to this mail.');
    expect(mail.html).toContain('Pay the host on arrival: $510.00 (cash, Zelle).');

    const receipt = attachedReceipt(mail);
    expectSelfContained(receipt);
    expect(receipt).toContain('<html lang="en" dir="ltr">');
    expect(receipt).toContain('<title>Receipt OR-7K3M9Q</title>');
    const text = shown(receipt);
    expect(text).toContain('Receipt number OR-7K3M9Q');
    // Issued when it was booked (noon UTC is 7:00 in New York, the same day).
    expect(text).toContain('Issued March 1, 2026');
    expect(text).toContain('Booked March 1, 2026');
    expect(text).toContain('Status Confirmed');
    expect(text).toContain('Garden floor on President Street 1304 President St, Brooklyn, NY 11213');
    expect(text).toContain('Host Rivka Mintz');
    expect(text).toContain('Guest Mendel Goldberg');
    expect(text).toContain('Check-in Sunday, March 15, 2026, from 15:00');
    expect(text).toContain('Check-out Wednesday, March 18, 2026, by 11:00');
    expect(text).toContain('Guests 2 guests');
    expect(text).toContain('3 nights × $150.00 $450.00 Cleaning fee $60.00 Total $510.00');
    expect(receipt).toContain('<tr class="total"><td>Total</td><td class="amount">$510.00</td></tr>');
    expect(text).toContain('Payment Pay the host on arrival: $510.00 (cash, Zelle).');
    expect(text).not.toContain('Cancellation');
    // No host can set taxes yet.
    expect(text).not.toMatch(/tax/i);
  });

  it('of a booking paid online says when it was paid', () => {
    const booking = bookingRowOf({ paymentMethod: 'online' });
    const facts = stayFacts(paidViewOf(booking, { payment: paidPaymentOf(booking) }));
    const mail = bookingConfirmedMail(facts);
    expect(mail.text).toContain('Paid online: $510.00 (March 1, 2026).');
    expect(mail.text).not.toContain('on arrival');
    const text = shown(attachedReceipt(mail));
    expect(text).toContain('Payment Paid online: $510.00 (March 1, 2026).');
  });

  it('of a meal paid online, in French', () => {
    const booking = bookingRowOf({
      kind: 'meal',
      stayId: null,
      checkIn: null,
      checkOut: null,
      mealOfferId: '5d1f8e9a-0b72-4364-9fcb-c1a2b3c4d5e6',
      mealType: 'friday_night',
      serviceDate: '2026-03-14',
      unitPriceCents: 36_00,
      feeCents: 0,
      totalCents: 72_00,
      cancellationPolicy: 'meal',
      paymentMethod: 'online',
    });
    const view = paidViewOf(booking, { payment: paidPaymentOf(booking) });
    const facts = mealMailFacts(commonOf(view, 'fr'), {
      title: 'Dîner chez les Mintz',
      address: '770 Eastern Parkway',
      date: '2026-03-14',
      mealType: 'friday_night',
      holyDayName: 'Vayakhel-Pekoudei',
      candleLighting: '2026-03-13T22:42:00Z',
      eveDate: '2026-03-13',
      dietaryNeeds: '',
      pricePerGuestCents: 36_00,
      totalCents: 72_00,
      currency: 'USD',
    });
    const mail = bookingConfirmedMail(facts);
    expect(mail.text).toContain(`Payé en ligne : ${money(72_00, 'USD', 'fr')} (1 mars 2026).`);
    expect(mail.text).toContain('Votre reçu est joint à cet e-mail.');
    const receipt = attachedReceipt(mail);
    expect(receipt).toContain('<html lang="fr" dir="ltr">');
    const text = shown(receipt);
    expect(text).toContain('Numéro de reçu OR-7K3M9Q');
    expect(text).toContain('Émis le 1 mars 2026');
    expect(text).toContain('Statut Confirmée');
    expect(text).toContain('Hôte Rivka Mintz');
    expect(text).toContain('Repas Dîner du vendredi soir, Vayakhel-Pekoudei');
    expect(text).toContain(
      squeeze(
        `2 personnes × ${money(36_00, 'USD', 'fr')} ${money(72_00, 'USD', 'fr')} Total ${money(72_00, 'USD', 'fr')}`,
      ),
    );
    expect(text).not.toMatch(/Receipt|Paid online|Host\b/);
  });

  it('of a ride priced per passenger, in Hebrew, reads right to left and says to pay the driver', () => {
    const booking = bookingRowOf({
      kind: 'ride',
      stayId: null,
      checkIn: null,
      checkOut: null,
      transportServiceId: '7e3a0b1c-2d94-4586-81ed-e3f4a5b6c7d8',
      serviceDate: '2026-03-12',
      pickupAt: new Date('2026-03-12T14:00:00Z'),
      pickup: 'JFK Terminal 4',
      destination: '770 Eastern Parkway',
      luggage: 1,
      flightNumber: '',
      unitPriceCents: 45_00,
      feeCents: 0,
      totalCents: 90_00,
      cancellationPolicy: 'ride',
    });
    const view = paidViewOf(booking, { means: ['cash'] });
    const facts = rideMailFacts(commonOf(view, 'he'), {
      title: 'JFK בסדאן',
      providerName: 'Chaim Cars',
      pickup: 'JFK Terminal 4',
      destination: '770 Eastern Parkway',
      pickupAt: '2026-03-12T14:00:00Z',
      luggage: 1,
      flightNumber: '',
      pricingModel: 'per_passenger',
      unitPriceCents: 45_00,
      totalCents: 90_00,
      currency: 'USD',
    });
    const mail = bookingConfirmedMail(facts);
    expect(mail.text).toContain(`תשלום לנהג באיסוף: ${money(90_00, 'USD', 'he')} (מזומן).`);
    const receipt = attachedReceipt(mail);
    expect(receipt).toContain('<html lang="he" dir="rtl">');
    const text = shown(receipt);
    expect(text).toContain('קבלה');
    expect(text).toContain('מספר קבלה OR-7K3M9Q');
    expect(text).toContain('ספק הנסיעה Rivka Mintz');
    expect(text).toContain('JFK בסדאן (Chaim Cars)');
    expect(text).toContain(squeeze(`2 נוסעים × ${money(45_00, 'USD', 'he')} ${money(90_00, 'USD', 'he')}`));
    expect(text).toContain(`תאריך הנפקה ${dayInNewYork('2026-03-01T12:00:00Z', 'he')}`);
    expect(text).not.toMatch(/Receipt|Pay the/);
  });

  it('of a free meal says there is nothing to pay', () => {
    const booking = bookingRowOf({ totalCents: 0, unitPriceCents: 0, feeCents: 0 });
    const mail = bookingConfirmedMail(stayFacts(paidViewOf(booking)));
    expect(mail.text).toContain('Nothing to pay.');
    expect(mail.text).not.toContain('on arrival');
  });
});

describe('the host’s news of a booking', () => {
  it('says how the guest pays: on arrival by the host’s means, or online', () => {
    expect(newBookingMail(stayFacts(paidViewOf())).text).toContain(
      'The guest pays you on arrival: $510.00 (cash, Zelle).',
    );
    const booking = bookingRowOf({ paymentMethod: 'online' });
    const online = newBookingMail(stayFacts(paidViewOf(booking, { payment: paidPaymentOf(booking) })));
    expect(online.text).toContain('The guest paid online: $510.00.');
    // The receipt is the guest's.
    expect(online.attachments).toBeUndefined();
  });
});

describe('the cancel mails', () => {
  it('of a booking paid online, refunded in part through Stripe, say so and carry the refund’s receipt', () => {
    const booking = cancelledRow(50, 255_00);
    const view = paidViewOf(booking, { payment: paidPaymentOf(booking), refund: refundOf(booking, 255_00) });
    const mail = bookingCancelledMail(stayFacts(view));
    expect(mail.text).toContain(
      '$255.00 (50% of $510.00, under the moderate policy) is being refunded to the card you paid with. A card refund usually shows on your statement within 5 to 10 business days.',
    );
    expect(mail.text).toContain('Your receipt is attached to this mail.');
    const receipt = attachedReceipt(mail);
    expectSelfContained(receipt);
    const text = shown(receipt);
    expect(text).toContain('Status Cancelled');
    // Issued when it was cancelled.
    expect(text).toContain('Issued March 3, 2026');
    expect(text).toContain('Payment Paid online: $510.00 (March 1, 2026).');
    expect(text).toContain(
      'Cancellation Cancelled March 3, 2026 Refund $255.00 Refund status Requested from Stripe',
    );
    expect(text).toContain('$255.00 (50% of $510.00, under the moderate policy) is being refunded');

    // The host reads what went back.
    expect(bookingCancelledHostMail(stayFacts(view)).text).toContain(
      'The guest paid $510.00 online; $255.00 is refunded to them.',
    );
  });

  it('say a refund Stripe accepted has been made, and one it refused is being tried again', () => {
    const booking = cancelledRow(100, 510_00);
    const payment = paidPaymentOf(booking);
    const succeeded = refundOf(booking, 510_00, {
      status: 'succeeded',
      stripeRefundId: 're_test_1',
      refundedAt: new Date('2026-03-04T15:00:00Z'),
      attempts: 2,
    });
    const done = bookingCancelledMail(stayFacts(paidViewOf(booking, { payment, refund: succeeded })));
    expect(done.text).toContain('The whole amount, $510.00, has been refunded to the card you paid with.');
    expect(shown(attachedReceipt(done))).toContain(
      'Refund $510.00 Refund status Refunded through Stripe on March 4, 2026',
    );

    const failed = refundOf(booking, 510_00, {
      status: 'failed',
      attempts: 1,
      lastError: 'No such payment_intent',
    });
    const retried = bookingCancelledMail(stayFacts(paidViewOf(booking, { payment, refund: failed })));
    expect(retried.text).toContain('The whole amount, $510.00, is being refunded to the card you paid with.');
    const text = shown(attachedReceipt(retried));
    expect(text).toContain('Refund status Not yet accepted by Stripe: we are trying again');
    // Stripe's words are the admin's, not the guest's.
    expect(text).not.toContain('payment_intent');
  });

  it('of a booking paid online and refunded in full by its host or the team carry the receipt, in the guest’s language', () => {
    const booking = cancelledRow(100, 510_00, { cancelReason: 'A burst pipe' });
    const view = paidViewOf(booking, { payment: paidPaymentOf(booking), refund: refundOf(booking, 510_00) });
    for (const mail of [
      bookingCancelledByHostMail(stayFacts(view)),
      bookingCancelledByAdminMail(stayFacts(view)),
    ]) {
      expect(mail.text).toContain('The whole amount, $510.00, is being refunded to the card you paid with.');
      expect(shown(attachedReceipt(mail))).toContain('Refund $510.00');
    }
    const french = bookingCancelledByHostMail(stayFacts(view, 'fr'));
    expect(french.text).toContain(
      `Le montant total, ${money(510_00, 'USD', 'fr')}, est en cours de remboursement sur la carte utilisée pour le paiement.`,
    );
    expect(shown(attachedReceipt(french))).toContain(squeeze(`Remboursement ${money(510_00, 'USD', 'fr')}`));
    const hebrew = bookingCancelledByAdminMail(stayFacts(view, 'he'));
    expect(hebrew.text).toContain(`הסכום כולו, ${money(510_00, 'USD', 'he')}, מוחזר לכרטיס שבו שילמתם.`);
    expect(attachedReceipt(hebrew)).toContain('dir="rtl"');
    expect(bookingCancelledByAdminHostMail(stayFacts(view)).text).toContain(
      'The guest paid $510.00 online; $510.00 is refunded to them.',
    );
  });

  it('of a booking paid online, cancelled after the last deadline, say nothing is refunded, with no receipt', () => {
    const booking = cancelledRow(0, 0);
    const mail = bookingCancelledMail(stayFacts(paidViewOf(booking, { payment: paidPaymentOf(booking) })));
    expect(mail.text).toContain(
      'Nothing will be refunded: the cancellation came after the last refund deadline.',
    );
    expect(mail.attachments).toBeUndefined();
    expect(
      bookingCancelledHostMail(stayFacts(paidViewOf(booking, { payment: paidPaymentOf(booking) }))).text,
    ).toContain('The guest paid $510.00 online; $0.00 is refunded to them.');
  });

  it('of a booking cancelled before its online payment say nothing was charged', () => {
    const booking = cancelledRow(0, 0);
    const unpaid = { ...paidPaymentOf(booking), status: 'unpaid' as const, paidAt: null };
    const mail = bookingCancelledMail(stayFacts(paidViewOf(booking, { payment: unpaid })));
    expect(mail.text).toContain('The online payment was not completed: nothing was charged.');
    expect(mail.text).not.toContain('refunded');
    expect(mail.attachments).toBeUndefined();
    expect(bookingCancelledHostMail(stayFacts(paidViewOf(booking, { payment: unpaid }))).text).not.toContain(
      'online;',
    );
  });

  it('of a booking paid on arrival keep decision 038’s line, say nothing went through Orchim, and carry no receipt', () => {
    const booking = cancelledRow(50, 255_00, { paymentMethod: 'on_arrival' });
    const mail = bookingCancelledMail(stayFacts(paidViewOf(booking)));
    expect(mail.text).toContain(
      'You will get back $255.00 (50% of $510.00) under the moderate policy. Nothing was charged online for this booking: anything already paid is settled directly with the host.',
    );
    expect(mail.attachments).toBeUndefined();
    const byHost = bookingCancelledByHostMail(
      stayFacts(paidViewOf(cancelledRow(100, 510_00, { paymentMethod: 'on_arrival' }))),
    );
    expect(byHost.text).toContain('You will get back the whole amount, $510.00. Nothing was charged online');
    expect(byHost.attachments).toBeUndefined();
  });
});

describe('a receipt', () => {
  it('escapes every value a person wrote, and fetches nothing', () => {
    const hostile = '<img src=x onerror=alert(1)> & "quotes" </bdi><script>alert(2)</script>';
    const booking = bookingRowOf({ firstName: hostile, lastName: hostile });
    const view = { ...paidViewOf(booking), hostMetadata: { full_name: hostile } };
    const facts = stayMailFacts(commonOf(view, 'en'), {
      title: hostile,
      address: hostile,
      checkInTime: '15:00',
      checkOutTime: '11:00',
      checkIn: '2026-03-15',
      checkOut: '2026-03-18',
      nights: 3,
      pricePerNightCents: 150_00,
      cleaningFeeCents: 60_00,
      totalCents: 510_00,
      currency: 'USD',
    });
    const receipt = renderReceipt(facts);
    expectSelfContained(receipt);
    expect(receipt).not.toContain('<img');
    expect(receipt).not.toContain('<script');
    expect(receipt).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot; &lt;/bdi&gt;');
    // Opened and closed in pairs: a value cannot close the element it is in.
    expect(receipt.match(/<bdi>/g)?.length).toBe(receipt.match(/<\/bdi>/g)?.length);
  });
});

describe('the receipt of a booking made through the API', () => {
  const clock = testClock('2026-03-01T15:00:00Z');
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ clock, publicUrl: 'https://orchim.example' });
  });
  afterAll(() => app.close());

  it('reaches the guest in their language, with the means their host accepts', async () => {
    const host = await signedInAs(app, { fullName: 'Rivka Mintz', name: 'rivka' });
    const set = await rest(app, 'PUT', '/host/payment-means', host, { paymentMeans: ['zelle', 'cash'] });
    expect(set.statusCode, set.body).toBe(200);
    const stay = await insertStay(app, host.user, {
      title: 'Receiptprobe garden floor',
      pricePerNightCents: 150_00,
      cleaningFeeCents: 40_00,
      reviews: [],
    });
    const guest = await signedInAs(app, { role: 'guest', name: 'chana' });
    await usersRepository(app.db).update(guest.user.id, { userMetadata: { language: 'he' } }, clock());
    const response = await book(
      app,
      guest,
      bookingRequest(stay.id, { checkIn: '2026-04-01', checkOut: '2026-04-03' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json<{ reference: string }>();

    const [toGuest] = await app.db.select().from(outbox).where(eq(outbox.to, guest.email));
    expect(toGuest?.text).toContain(`תשלום למארחים בהגעה: ${money(340_00, 'USD', 'he')} (מזומן, Zelle).`);
    expect(toGuest?.attachments).toHaveLength(1);
    const [receipt] = toGuest!.attachments;
    expect(receipt).toMatchObject({ filename: `receipt-${reference}.html`, contentType: 'text/html' });
    expect(receipt!.content).toContain('<html lang="he" dir="rtl">');
    expect(shown(receipt!.content)).toContain(`מספר קבלה ${reference}`);
    expect(shown(receipt!.content)).toContain('Receiptprobe garden floor');

    const [toHost] = await app.db.select().from(outbox).where(eq(outbox.to, host.email));
    expect(toHost?.text).toContain('The guest pays you on arrival: $340.00 (cash, Zelle).');
    expect(toHost?.attachments).toEqual([]);
  });
});
