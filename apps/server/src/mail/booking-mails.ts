import type { CancellationPolicy, Language } from '@orchim/shared';
import { escapeHtml } from '../lib/html';
import type { Mail, MailAttachment } from './mail';
import { hostRefundLine, paymentLine, refundLine, type PaidBookingView } from './payment-lines';
import { receiptAttachment } from './receipt';
import { clockTime, dateAndTime, htmlLanguage, isRtl, longDate, mailTexts, money } from './texts';

export { refundLine } from './payment-lines';

/**
 * The mails of a booking, of any kind: the confirmation to the guest and the news to the host when it
 * is made, and a note to both when either cancels. Each is written in its reader's language (the one
 * kept with their account, ./texts), built from facts made for that reader (views.ts sendBookingMails).
 * Every value from people (names, titles, requests) is escaped in the HTML part. What differs per kind
 * (the rows saying when, the price lines) comes in the facts, built by stayMailFacts, mealMailFacts...
 * How it is paid and what a cancel gives back (./payment-lines.ts) come from the booking as read (`view`),
 * which also renders the receipt the guest's confirmation carries (./receipt.ts).
 */

/** A label and its value, one line of a mail. */
export type MailRow = [label: string, value: string];

/** What the mails say about one booking, to one reader. */
export interface BookingMailFacts {
  /** The reader's language: every label and sentence, and the listing's title where its host translated it. */
  language: Language;
  reference: string;
  guest: { firstName: string; lastName: string; email: string; phone: string };
  numberOfGuests: number;
  specialRequests: string;
  kind: 'stay' | 'meal' | 'ride';
  listing: { title: string; address: string };
  /** When, and for how many. */
  whenRows: MailRow[];
  priceRows: MailRow[];
  /** What else the host should know (a meal's dietary needs). */
  hostRows: MailRow[];
  host: { firstName: string; email: string };
  /** The booking's page for the guest, {site}/bookings/{id}. */
  guestLink: string;
  /** The host's bookings page, {site}/host/bookings. */
  hostLink: string;
  cancelReason?: string;
  cancellation: MailCancellation;
  /**
   * The booking as read (a BookingView): how it is paid, its refund through Stripe, the means its host
   * accepts on arrival; the receipt is rendered from it (docs/decisions/039-online-payment.md).
   */
  view: PaidBookingView;
}

/** A booking's cancellation terms, as the mails state them. */
export interface MailCancellation {
  policy: CancellationPolicy;
  /** The instant free cancellation ends (the policy's first deadline, ISO), and when it was booked. */
  freeUntil: string;
  bookedAt: string;
  /** What a cancel gave back; null while the booking stands. */
  refundedPercent: number | null;
  refundedCents: number | null;
  totalCents: number;
  currency: string;
}

/** The facts common to every kind. */
export type CommonMailFacts = Pick<
  BookingMailFacts,
  | 'language'
  | 'reference'
  | 'guest'
  | 'numberOfGuests'
  | 'specialRequests'
  | 'host'
  | 'guestLink'
  | 'hostLink'
  | 'cancelReason'
  | 'cancellation'
  | 'view'
>;

/**
 * A block of the mail: a heading-less paragraph (`dir: 'auto'` for words of people, whose direction may
 * not be the mail's: a Hebrew message quoted in an English mail), or label/value lines, or a link.
 */
export type Block = { text: string; dir?: 'auto' } | { rows: MailRow[] } | { link: string; label: string };

/** A stay's facts: its nights and their price. */
export function stayMailFacts(
  common: CommonMailFacts,
  stay: {
    title: string;
    address: string;
    checkInTime: string;
    checkOutTime: string;
    checkIn: string;
    checkOut: string;
    nights: number;
    pricePerNightCents: number;
    cleaningFeeCents: number;
    totalCents: number;
    currency: string;
  },
): BookingMailFacts {
  const { language } = common;
  const t = mailTexts(language);
  const { nights, pricePerNightCents, cleaningFeeCents, totalCents, currency } = stay;
  const price = (cents: number) => money(cents, currency, language);
  return {
    ...common,
    kind: 'stay',
    listing: { title: stay.title, address: stay.address },
    whenRows: [
      [t.checkIn, t.checkInFrom(longDate(stay.checkIn, language), stay.checkInTime)],
      [t.checkOut, t.checkOutBy(longDate(stay.checkOut, language), stay.checkOutTime)],
      [t.guestsLabel, t.guests(common.numberOfGuests)],
    ],
    priceRows: [
      [`${t.nights(nights)} × ${price(pricePerNightCents)}`, price(nights * pricePerNightCents)],
      [t.cleaningFee, price(cleaningFeeCents)],
      [t.total, price(totalCents)],
    ],
    hostRows: [],
  };
}

/** A meal's facts: its day (an evening meal is the evening before the holy day), seats and price. */
export function mealMailFacts(
  common: CommonMailFacts,
  meal: {
    title: string;
    address: string;
    date: string;
    mealType: string;
    /** The Shabbos or Yom Tov's name (parsha or festival) in the reader's language, and its candle lighting. */
    holyDayName: string | null;
    candleLighting: string | null;
    eveDate: string;
    dietaryNeeds: string;
    pricePerGuestCents: number;
    totalCents: number;
    currency: string;
  },
): BookingMailFacts {
  const { language, numberOfGuests } = common;
  const t = mailTexts(language);
  const price = (cents: number) => money(cents, meal.currency, language);
  const evening = meal.mealType === 'friday_night' || meal.mealType === 'yom_tov_night';
  const when = evening ? t.evening(longDate(meal.eveDate, language)) : longDate(meal.date, language);
  const name = t.mealNames[meal.mealType] ?? meal.mealType;
  return {
    ...common,
    kind: 'meal',
    listing: { title: meal.title, address: meal.address },
    whenRows: [
      [t.meal, meal.holyDayName ? `${name}, ${meal.holyDayName}` : name],
      [t.when, when],
      ...(meal.candleLighting
        ? [[t.candleLighting, clockTime(meal.candleLighting, language)] as MailRow]
        : []),
      [t.guestsLabel, t.guests(numberOfGuests)],
    ],
    priceRows:
      meal.pricePerGuestCents === 0
        ? [[t.price, t.free]]
        : [
            [`${t.guests(numberOfGuests)} × ${price(meal.pricePerGuestCents)}`, price(meal.totalCents)],
            [t.total, price(meal.totalCents)],
          ],
    hostRows: [[t.dietaryNeeds, meal.dietaryNeeds || t.none]],
  };
}

/** A ride's facts: where from and to, when, who and what they carry, and the price. */
export function rideMailFacts(
  common: CommonMailFacts,
  ride: {
    title: string;
    providerName: string;
    pickup: string;
    destination: string;
    pickupAt: string;
    luggage: number;
    flightNumber: string;
    pricingModel: string;
    unitPriceCents: number;
    totalCents: number;
    currency: string;
  },
): BookingMailFacts {
  const { language, numberOfGuests: passengers } = common;
  const t = mailTexts(language);
  const price = (cents: number) => money(cents, ride.currency, language);
  return {
    ...common,
    kind: 'ride',
    listing: {
      title: `${ride.title} (${ride.providerName})`,
      address: `${ride.pickup} → ${ride.destination}`,
    },
    whenRows: [
      [t.pickup, `${dateAndTime(ride.pickupAt, language)}, ${ride.pickup}`],
      [t.destination, ride.destination],
      [t.passengersLabel, t.passengers(passengers)],
      [t.luggage, String(ride.luggage)],
      ...(ride.flightNumber ? [[t.flight, ride.flightNumber] as MailRow] : []),
    ],
    priceRows: [
      ride.pricingModel === 'per_passenger'
        ? [`${t.passengers(passengers)} × ${price(ride.unitPriceCents)}`, price(ride.totalCents)]
        : [t.wholeVehicle, price(ride.totalCents)],
      [t.total, price(ride.totalCents)],
    ],
    hostRows: [],
  };
}

/** The confirmation's line on cancelling: free until the first deadline, in New York (or over already). */
export function freeCancellationLine({ language, cancellation }: BookingMailFacts): string {
  const t = mailTexts(language);
  if (Date.parse(cancellation.freeUntil) <= Date.parse(cancellation.bookedAt)) return t.freeCancellationOver;
  return t.freeCancellationUntil(dateAndTime(cancellation.freeUntil, language));
}

/**
 * The receipt to attach to a guest's cancel mail: only when the refund went through Stripe (the refund's
 * receipt); a booking paid on arrival moved no money through us.
 */
export const refundReceipt = (facts: BookingMailFacts): MailAttachment[] =>
  facts.view.refund ? [receiptAttachment(facts)] : [];

/** A paragraph of the line, when there is one. */
export const optional = (text: string | null): Block[] => (text ? [{ text }] : []);

/** "Your receipt is attached", in a cancel mail that carries the refund's receipt. */
export const receiptLine = (facts: BookingMailFacts): Block[] =>
  facts.view.refund ? [{ text: mailTexts(facts.language).receiptAttached }] : [];

/** Who the guest is and how to reach them, for the host. */
export function guestRows(facts: BookingMailFacts): MailRow[] {
  const t = mailTexts(facts.language);
  const { guest } = facts;
  return [
    [t.guest, fullName(facts)],
    [t.email, guest.email],
    [t.phone, guest.phone],
  ];
}

/** The guest's name as booked. */
export const fullName = ({ guest }: BookingMailFacts) => `${guest.firstName} ${guest.lastName}`;

/**
 * A mail of paragraphs, rows and links in `language`, with its greeting first and the signature last, and
 * the files sent with it.
 */
export function compose(
  language: Language,
  to: string,
  subject: string,
  greeting: string,
  blocks: Block[],
  attachments: MailAttachment[] = [],
): Mail {
  const { signature, colon } = mailTexts(language);
  // Physical padding, which every mail client knows: after the label, on the reading side.
  const labelPadding = isRtl(language) ? '2px 0 2px 16px' : '2px 16px 2px 0';
  const text = [greeting, ''];
  const html: string[] = [`<p>${escapeHtml(greeting)}</p>`];
  for (const block of blocks) {
    if ('text' in block) {
      text.push(block.text, '');
      const dir = block.dir ? ` dir="${block.dir}"` : '';
      html.push(`<p${dir}>${escapeHtml(block.text).replaceAll('\n', '<br>')}</p>`);
    } else if ('rows' in block) {
      text.push(...block.rows.map(([label, value]) => `${label}${colon}${value}`), '');
      const rows = block.rows.map(
        ([label, value]) =>
          `<tr><td style="padding: ${labelPadding}; color: #6b7280">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`,
      );
      html.push(`<table style="border-collapse: collapse">${rows.join('')}</table>`);
    } else {
      text.push(`${block.label}${colon}${block.link}`, '');
      html.push(
        `<p><a href="${escapeHtml(block.link)}" style="color: #1d4ed8">${escapeHtml(block.label)}</a></p>`,
      );
    }
  }
  text.push(signature, '');
  html.push(`<p style="color: #6b7280">${escapeHtml(signature)}</p>`);
  return {
    to,
    subject,
    text: text.join('\n'),
    html: `<!doctype html>
<html ${htmlLanguage(language)}>
  <body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">
    ${html.join('\n    ')}
  </body>
</html>
`,
    ...(attachments.length > 0 ? { attachments } : {}),
  };
}

/** To the guest: the booking is confirmed, with everything needed to arrive. */
export function bookingConfirmedMail(facts: BookingMailFacts): Mail {
  const t = mailTexts(facts.language);
  const { reference, listing } = facts;
  return compose(
    facts.language,
    facts.guest.email,
    t.confirmedSubject(reference, listing.title),
    t.hello(facts.guest.firstName),
    [
      { text: t.booked(facts.kind, reference) },
      { text: `${listing.title}\n${listing.address}` },
      { rows: facts.whenRows },
      { rows: facts.priceRows },
      { text: paymentLine(facts, 'guest') },
      { text: freeCancellationLine(facts) },
      { text: t.hostHasIt(facts.host.firstName) },
      { text: t.receiptAttached },
      { link: facts.guestLink, label: t.seeYourBooking },
    ],
    [receiptAttachment(facts)],
  );
}

/** To the host: who is coming, when, and what they asked for. */
export function newBookingMail(facts: BookingMailFacts): Mail {
  const t = mailTexts(facts.language);
  const { reference, listing } = facts;
  return compose(
    facts.language,
    facts.host.email,
    t.newBookingSubject(reference, listing.title),
    t.hello(facts.host.firstName),
    [
      { text: t.guestBooked(fullName(facts), listing.title) },
      { rows: guestRows(facts) },
      { rows: facts.whenRows },
      ...(facts.hostRows.length > 0 ? [{ rows: facts.hostRows }] : []),
      { text: t.specialRequests(facts.specialRequests) },
      { rows: facts.priceRows },
      { text: paymentLine(facts, 'host') },
      { link: facts.hostLink, label: t.yourBookings },
    ],
  );
}

/** To the guest: the cancellation went through. */
export function bookingCancelledMail(facts: BookingMailFacts): Mail {
  const t = mailTexts(facts.language);
  const { reference, listing } = facts;
  return compose(
    facts.language,
    facts.guest.email,
    t.cancelledSubject(reference, listing.title),
    t.hello(facts.guest.firstName),
    [
      { text: t.cancelled(reference, listing.title) },
      { text: refundLine(facts) },
      { rows: facts.whenRows },
      { text: t.hostTold },
      ...receiptLine(facts),
      { link: facts.guestLink, label: t.seeTheBooking },
    ],
    refundReceipt(facts),
  );
}

/** To the host: the guest cancelled, and the nights (or seats) are free again. */
export function bookingCancelledHostMail(facts: BookingMailFacts): Mail {
  const t = mailTexts(facts.language);
  const { reference, listing } = facts;
  return compose(
    facts.language,
    facts.host.email,
    t.cancelledByGuestSubject(reference, listing.title),
    t.hello(facts.host.firstName),
    [
      { text: `${t.guestCancelled(fullName(facts), reference)} ${t.freedAgain[facts.kind]}` },
      { rows: [...guestRows(facts), ...facts.whenRows] },
      { text: t.reason(facts.cancelReason ?? '') },
      ...optional(hostRefundLine(facts)),
      { link: facts.hostLink, label: t.yourBookings },
    ],
  );
}

/** To the guest: their host cancelled the booking, and why. */
export function bookingCancelledByHostMail(facts: BookingMailFacts): Mail {
  const t = mailTexts(facts.language);
  const { reference, listing } = facts;
  return compose(
    facts.language,
    facts.guest.email,
    t.cancelledByHostSubject(reference, listing.title),
    t.hello(facts.guest.firstName),
    [
      { text: t.hostCancelled(facts.host.firstName, reference, listing.title) },
      { rows: facts.whenRows },
      { text: t.hostsReason(facts.cancelReason ?? '') },
      { text: refundLine(facts) },
      { text: t.anotherPlace },
      ...receiptLine(facts),
      { link: facts.guestLink, label: t.seeTheBooking },
    ],
    refundReceipt(facts),
  );
}

/**
 * To the guest: their payment reached a booking no longer held (docs/decisions/039-online-payment.md §3), so
 * it was not confirmed and the whole amount goes back, with the refund's receipt.
 */
export function latePaymentRefundedMail(facts: BookingMailFacts): Mail {
  const t = mailTexts(facts.language);
  const { reference, listing } = facts;
  const { booking, refund } = facts.view;
  const amount = money(refund?.amountCents ?? booking.totalCents, booking.currency, facts.language);
  return compose(
    facts.language,
    facts.guest.email,
    t.latePaymentSubject(reference),
    t.hello(facts.guest.firstName),
    [
      { text: t.latePayment(amount, reference, listing.title) },
      { text: t.refundDelay },
      ...receiptLine(facts),
      { link: facts.guestLink, label: t.seeTheBooking },
    ],
    refundReceipt(facts),
  );
}

/** To a host: an admin decided on their application, with what the admin said (a rejection's reason). */
export function hostApplicationDecidedMail(host: {
  language: Language;
  email: string;
  firstName: string;
  status: 'approved' | 'rejected';
  /** The admin's words: required for a rejection, an optional note with an approval ('' for none). */
  reason: string;
  /** The host's listings page, {site}/host/listings. */
  listingsLink: string;
}): Mail {
  const t = mailTexts(host.language);
  const greeting = t.hello(host.firstName);
  if (host.status === 'approved') {
    return compose(host.language, host.email, t.approvedSubject, greeting, [
      { text: t.approved },
      ...(host.reason ? [{ text: t.teamNote(host.reason) }] : []),
      { text: t.approvedNext },
      { link: host.listingsLink, label: t.yourListings },
    ]);
  }
  return compose(host.language, host.email, t.rejectedSubject, greeting, [
    { text: t.rejected },
    { text: t.reason(host.reason) },
    { text: t.rejectedNext },
  ]);
}
