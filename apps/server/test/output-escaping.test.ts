import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, stayImages } from '../src/db/schema';
import { escapeHtml } from '../src/lib/html';
import { accountDeletedMail } from '../src/mail/account-mails';
import { listingSuspendedMail } from '../src/mail/admin-mails';
import {
  bookingCancelledByHostMail,
  bookingCancelledHostMail,
  bookingCancelledMail,
  bookingConfirmedMail,
  hostApplicationDecidedMail,
  mealMailFacts,
  newBookingMail,
  rideMailFacts,
  stayMailFacts,
  type CommonMailFacts,
} from '../src/mail/booking-mails';
import type { Mail } from '../src/mail/mail';
import { recoveryMail } from '../src/mail/recovery-mail';
import { callAuth, uniqueSender } from './helpers/auth';
import { createFakeWebDist } from './helpers/fake-web-dist';
import { rest, signedInAs } from './helpers/host';
import { bookingRowOf, paidPaymentOf, paidViewOf, refundOf } from './helpers/payment-views';
import { book, bookingRequest, insertStay, mailsTo, signedInAccount, callAs } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';

/**
 * Output escaping holds whatever is stored (issue 20). The input check (packages/shared input-check.ts)
 * is a courtesy, and a blacklist: these three got through it. Here they are put in place straight in the
 * database where the API now refuses them (as text stored before the check would be), and every mail and
 * the page head must show them as text: no element, no attribute, no link made of them.
 */
const PAYLOADS = [
  'javascript&colon;alert(1)',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '<img src=x on\u200berror=alert(1)>',
] as const;
const ALL = PAYLOADS.join(' ');
const ORIGIN = 'https://orchim.example';

/** The only elements the mail templates write. */
const MAIL_ELEMENTS = new Set(['!doctype', 'html', 'body', 'p', 'br', 'table', 'tr', 'td', 'a']);
/** ...and the receipts attached to them (mail/receipt.ts). */
const RECEIPT_ELEMENTS = new Set([
  ...MAIL_ELEMENTS,
  'head',
  'meta',
  'title',
  'style',
  'main',
  'h1',
  'h2',
  'strong',
  'bdi',
  'footer',
]);

/**
 * The HTML part is the template's own markup with the payloads as text: only the template's elements,
 * no event handler or srcdoc attribute, every link to the site, and each payload there escaped.
 */
function expectInertMail(mail: Mail | undefined, shown: readonly string[] = PAYLOADS) {
  expect(mail).toBeDefined();
  const { html, text } = mail!;
  const elements = [...html.matchAll(/<\/?([!a-z][a-z0-9]*)/gi)].map((match) => match[1]!.toLowerCase());
  expect(elements.filter((name) => !MAIL_ELEMENTS.has(name))).toEqual([]);
  expectNoHandlerAttributes(html);
  for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^https?:\/\/[^/]*\//);
  expect(html).not.toMatch(/href="\s*javascript/i);
  for (const payload of shown) {
    expect(html).toContain(escapeHtml(payload));
    // The plain-text part is shown as text by every mail client: it keeps the words as written.
    expect(text).toContain(payload);
  }
  if (shown.includes(PAYLOADS[0])) expect(html).toContain('javascript&amp;colon;alert(1)');
}

/** No tag has an event handler or srcdoc attribute (attribute values, quoted, may hold any text). */
function expectNoHandlerAttributes(html: string) {
  for (const [tag] of html.matchAll(/<[^>]*>/g)) {
    expect(tag.replace(/"[^"]*"/g, '""')).not.toMatch(/\s(on\S*|srcdoc)\s*=/i);
  }
}

const clock = testClock('2026-03-01T15:00:00Z');
let app: FastifyInstance;
let removeDist: () => Promise<void>;
beforeAll(async () => {
  const dist = await createFakeWebDist({
    'index.html': `<!doctype html><html lang="en"><head><meta name="description" content="Stays &amp; meals" /><title>Orchim</title><script type="module" src="/assets/index-B4x9kQ2a.js"></script></head><body><div id="root"></div></body></html>`,
  });
  removeDist = dist.remove;
  app = await createTestApp({ clock, publicUrl: ORIGIN, webDist: dist.root });
});
afterAll(async () => {
  await app.close();
  await removeDist();
});

describe('the mails, sent through the API', () => {
  it("escape a listing's title and address in the booking mails to the guest and the host", async () => {
    const host = await signedInAccount(app, { name: 'host', fullName: 'Rivka Mintz', userType: 'host' });
    const stay = await insertStay(app, host.user, { title: ALL, address: PAYLOADS[1] });
    const guest = await signedInAccount(app);
    const booked = await book(app, guest, bookingRequest(stay.id));
    expect(booked.statusCode, booked.body).toBe(201);
    expectInertMail((await mailsTo(app, guest.email))[0]);
    expectInertMail((await mailsTo(app, host.email))[0]);
  });

  it("escape the guest's name in the cancellation mails", async () => {
    const host = await signedInAccount(app, { name: 'host', fullName: 'Rivka Mintz', userType: 'host' });
    const stay = await insertStay(app, host.user);
    const guest = await signedInAccount(app);
    const booked = await book(app, guest, bookingRequest(stay.id));
    const id = booked.json<{ id: string }>().id;
    await app.db
      .update(bookings)
      .set({ firstName: PAYLOADS[1], lastName: PAYLOADS[2] })
      .where(eq(bookings.id, id));
    expect((await callAs(app, 'POST', `/bookings/${id}/cancel`, guest, {})).statusCode).toBe(200);
    const [toGuest] = await mailsTo(app, guest.email);
    expect(toGuest?.subject).toMatch(/^Booking cancelled/);
    expectInertMail(toGuest, [PAYLOADS[1]]);
    const [toHost] = await mailsTo(app, host.email);
    expect(toHost?.subject).toMatch(/^Booking cancelled by the guest/);
    expectInertMail(toHost, [PAYLOADS[1], PAYLOADS[2]]);
  });

  it("escape a host's name in the decision on their application", async () => {
    const admin = await signedInAs(app, { role: 'admin' });
    const pending = await signedInAs(app, { hostStatus: 'pending', fullName: `${PAYLOADS[1]} Gold` });
    const decided = await rest(app, 'POST', `/admin/hosts/${pending.user.id}/status`, admin, {
      status: 'approved',
      reason: '',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const [mail] = await mailsTo(app, pending.email);
    // The greeting takes the first word of the name.
    expect(mail?.html).toContain('Hello &lt;iframe,');
    expectInertMail(mail, []);
  });

  it("escape a listing's title in the suspension mail", async () => {
    const admin = await signedInAs(app, { role: 'admin' });
    const host = await signedInAs(app, { fullName: 'Rivka Mintz' });
    const stay = await insertStay(app, host.user, { title: ALL });
    const suspended = await rest(app, 'POST', `/admin/listings/stays/${stay.id}/suspend`, admin, {
      reason: 'Photos are not of this place',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expectInertMail((await mailsTo(app, host.email))[0]);
  });

  it("escape the person's name in the recovery mail", async () => {
    const account = await signedInAs(app, { role: 'guest', fullName: ALL });
    const response = await callAuth(app, 'POST', '/recover', {
      payload: { email: account.email },
      ip: uniqueSender().ip,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await mailsTo(app, account.email);
    expectInertMail(mail);
  });
});

describe('the mail templates, with every fact a person wrote', () => {
  const booking = bookingRowOf({
    status: 'cancelled',
    cancelledAt: new Date('2026-03-03T15:00:00Z'),
    refundedPercent: 50,
    refundedCents: 255_00,
    paymentMethod: 'online',
  });
  const common: CommonMailFacts = {
    language: 'en',
    reference: 'OR-7K3M9Q',
    guest: { firstName: PAYLOADS[1], lastName: PAYLOADS[2], email: 'guest@example.com', phone: PAYLOADS[0] },
    numberOfGuests: 2,
    specialRequests: ALL,
    host: { firstName: PAYLOADS[2], email: 'host@example.com' },
    guestLink: `${ORIGIN}/bookings/1`,
    hostLink: `${ORIGIN}/host/bookings`,
    cancelReason: ALL,
    cancellation: {
      policy: 'moderate',
      freeUntil: '2026-03-10T19:00:00.000Z',
      bookedAt: '2026-03-01T12:00:00.000Z',
      refundedPercent: 50,
      refundedCents: 255_00,
      totalCents: 510_00,
      currency: 'USD',
    },
    // Paid online, cancelled, refunded in part through Stripe: the cancel mails carry the receipt too.
    view: {
      ...paidViewOf(booking, { payment: paidPaymentOf(booking), refund: refundOf(booking, 255_00) }),
      hostMetadata: { full_name: ALL },
    },
  };
  const stay = stayMailFacts(common, {
    title: ALL,
    address: ALL,
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
  const meal = mealMailFacts(common, {
    title: ALL,
    address: ALL,
    date: '2026-03-14',
    mealType: 'friday_night',
    holyDayName: 'Vayakhel-Pekudei',
    candleLighting: '2026-03-13T22:42:00Z',
    eveDate: '2026-03-13',
    dietaryNeeds: ALL,
    pricePerGuestCents: 36_00,
    totalCents: 72_00,
    currency: 'USD',
  });
  const ride = rideMailFacts(common, {
    title: ALL,
    providerName: ALL,
    pickup: ALL,
    destination: ALL,
    pickupAt: '2026-03-12T01:00:00Z',
    luggage: 2,
    flightNumber: ALL,
    pricingModel: 'per_trip',
    unitPriceCents: 85_00,
    totalCents: 85_00,
    currency: 'USD',
  });

  it.each([
    ['a new booking (stay)', newBookingMail(stay)],
    ['a new booking (meal)', newBookingMail(meal)],
    ['a new booking (ride)', newBookingMail(ride)],
    ['a confirmation', bookingConfirmedMail(stay)],
    ['a guest’s cancellation', bookingCancelledHostMail(meal)],
    ['a host’s cancellation', bookingCancelledByHostMail(ride)],
  ])('%s shows them as text', (_, mail) => {
    expectInertMail(mail);
  });

  it.each([
    ['a confirmation (stay)', bookingConfirmedMail(stay)],
    ['a confirmation (meal)', bookingConfirmedMail(meal)],
    ['a host’s cancellation (ride)', bookingCancelledByHostMail(ride)],
    ['a guest’s cancellation (stay)', bookingCancelledMail(stay)],
  ])('the receipt of %s shows them as text', (_, mail) => {
    const [receipt] = mail.attachments ?? [];
    expect(receipt?.filename).toBe('receipt-OR-7K3M9Q.html');
    const html = receipt!.content;
    const elements = [...html.matchAll(/<\/?([!a-z][a-z0-9]*)/gi)].map((match) => match[1]!.toLowerCase());
    expect(elements.filter((name) => !RECEIPT_ELEMENTS.has(name))).toEqual([]);
    expectNoHandlerAttributes(html);
    expect(html).not.toMatch(/\shref\s*=/i);
    for (const payload of PAYLOADS) expect(html).toContain(escapeHtml(payload));
    expect(html).toContain('javascript&amp;colon;alert(1)');
  });

  it.each([
    ['a rejection', hostApplicationDecidedMail({ ...hostFacts(), status: 'rejected' })],
    ['an approval with a note', hostApplicationDecidedMail({ ...hostFacts(), status: 'approved' })],
    [
      'a suspension',
      listingSuspendedMail({ ...hostFacts(), title: ALL, listingsLink: `${ORIGIN}/host/listings` }),
    ],
    [
      'a recovery',
      recoveryMail({
        language: 'he',
        to: 'a@example.com',
        name: ALL,
        link: `${ORIGIN}/auth/v1/verify?token=x`,
      }),
    ],
    ['a deleted account', accountDeletedMail({ language: 'fr', to: 'a@example.com', firstName: ALL })],
  ])("%s shows the admin's reason and the person's name as text", (_, mail) => {
    expectInertMail(mail);
  });

  function hostFacts() {
    return {
      language: 'he' as const,
      email: 'host@example.com',
      firstName: ALL,
      reason: ALL,
      listingsLink: `${ORIGIN}/host/listings`,
    };
  }
});

describe('the page head', () => {
  it("shows a listing's title, description and photo text as text", async () => {
    const host = await signedInAccount(app, { name: 'host', userType: 'host' });
    const stay = await insertStay(app, host.user, { title: ALL, description: ALL, images: 1 });
    await app.db.update(stayImages).set({ alt: ALL }).where(eq(stayImages.stayId, stay.id));
    const page = await app.inject({
      method: 'GET',
      url: `/stays/${stay.id}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    const { body } = page;

    expect(body).not.toMatch(/<(iframe|img)\b/i);
    expect(body.match(/<script\b/g)).toHaveLength(1); // the template's own
    expectNoHandlerAttributes(body);
    const text = escapeHtml(ALL);
    expect(body).toContain(`<title>${text} · Orchim</title>`);
    for (const name of ['og:title', 'og:description', 'og:image:alt']) {
      const content = new RegExp(`<meta property="${name}" content="([^"]*)" />`).exec(body)?.[1];
      expect(content, name).toContain(text);
    }
    expect(body).toContain(`<meta name="description" content="${text}" />`);
  });
});
