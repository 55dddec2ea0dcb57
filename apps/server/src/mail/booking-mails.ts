import { escapeHtml } from '../lib/html';
import type { Mail } from './mail';

/**
 * The mails of a booking, of any kind: the confirmation to the guest and the news to the host when it
 * is made, and a note to both when the guest cancels. English only, like the recovery mail: the server
 * does not know the reader's language, and English is the site's default. Every value from people
 * (names, titles, requests) is escaped in the HTML part. What differs per kind (the rows saying when,
 * the price lines) comes in the facts, built by stayMailFacts, mealMailFacts...
 */

/** A label and its value, one line of a mail. */
export type MailRow = [label: string, value: string];

/** What the mails say about one booking. */
export interface BookingMailFacts {
  reference: string;
  guest: { firstName: string; lastName: string; email: string; phone: string };
  numberOfGuests: number;
  specialRequests: string;
  /** What was booked, as the guest reads it: "stay", "meal". */
  noun: string;
  listing: { title: string; address: string };
  /** When, and for how many. */
  whenRows: MailRow[];
  priceRows: MailRow[];
  /** What else the host should know (a meal's dietary needs). */
  hostRows: MailRow[];
  /** The host's cancellation note: what is free again. */
  freedAgain: string;
  host: { firstName: string; email: string };
  /** The booking's page for the guest, {site}/bookings/{id}. */
  guestLink: string;
  /** The host's bookings page, {site}/host/bookings. */
  hostLink: string;
  cancelReason?: string;
}

/** The facts common to every kind. */
export type CommonMailFacts = Pick<
  BookingMailFacts,
  | 'reference'
  | 'guest'
  | 'numberOfGuests'
  | 'specialRequests'
  | 'host'
  | 'guestLink'
  | 'hostLink'
  | 'cancelReason'
>;

const SIGNATURE = 'Orchim: stays, Shabbos meals and more in Crown Heights';

/** A calendar date (YYYY-MM-DD) as "Sunday, March 15, 2026". */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** Cents as "$1,234.50". */
export function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

const nightsLabel = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;
const guestsLabel = (guests: number) => `${guests} ${guests === 1 ? 'guest' : 'guests'}`;

/** A block of the mail: a heading-less paragraph, or label/value lines. */
export type Block = { text: string } | { rows: MailRow[] } | { link: string; label: string };

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
  const { nights, pricePerNightCents, cleaningFeeCents, totalCents, currency } = stay;
  return {
    ...common,
    noun: 'stay',
    listing: { title: stay.title, address: stay.address },
    whenRows: [
      ['Check-in', `${longDate(stay.checkIn)}, from ${stay.checkInTime}`],
      ['Check-out', `${longDate(stay.checkOut)}, by ${stay.checkOutTime}`],
      ['Guests', guestsLabel(common.numberOfGuests)],
    ],
    priceRows: [
      [
        `${nightsLabel(nights)} × ${money(pricePerNightCents, currency)}`,
        money(nights * pricePerNightCents, currency),
      ],
      ['Cleaning fee', money(cleaningFeeCents, currency)],
      ['Total', money(totalCents, currency)],
    ],
    hostRows: [],
    freedAgain: 'These nights are free again for other guests.',
  };
}

const MEAL_NAMES: Record<string, string> = {
  friday_night: 'Friday night dinner',
  shabbos_lunch: 'Shabbos lunch',
  seudah_shlishit: 'Seudah Shlishit',
  yom_tov_night: 'Yom Tov evening meal',
  yom_tov_lunch: 'Yom Tov lunch',
};

/** An instant as "6:42 PM" in New York. */
const clockTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/New_York',
  }).format(new Date(iso));

/** A meal's facts: its day (an evening meal is the evening before the holy day), seats and price. */
export function mealMailFacts(
  common: CommonMailFacts,
  meal: {
    title: string;
    address: string;
    date: string;
    mealType: string;
    /** The Shabbos or Yom Tov's name (parsha or festival), and the candle lighting that begins it. */
    holyDayName: string | null;
    candleLighting: string | null;
    eveDate: string;
    dietaryNeeds: string;
    pricePerGuestCents: number;
    totalCents: number;
    currency: string;
  },
): BookingMailFacts {
  const evening = meal.mealType === 'friday_night' || meal.mealType === 'yom_tov_night';
  const when = evening ? `${longDate(meal.eveDate)}, evening` : longDate(meal.date);
  const { numberOfGuests } = common;
  return {
    ...common,
    noun: 'meal',
    listing: { title: meal.title, address: meal.address },
    whenRows: [
      [
        'Meal',
        `${MEAL_NAMES[meal.mealType] ?? meal.mealType}${meal.holyDayName ? `, ${meal.holyDayName}` : ''}`,
      ],
      ['When', when],
      ...(meal.candleLighting ? [['Candle lighting', clockTime(meal.candleLighting)] as MailRow] : []),
      ['Guests', guestsLabel(numberOfGuests)],
    ],
    priceRows:
      meal.pricePerGuestCents === 0
        ? [['Price', 'Free']]
        : [
            [
              `${guestsLabel(numberOfGuests)} × ${money(meal.pricePerGuestCents, meal.currency)}`,
              money(meal.totalCents, meal.currency),
            ],
            ['Total', money(meal.totalCents, meal.currency)],
          ],
    hostRows: [['Dietary needs', meal.dietaryNeeds || 'none']],
    freedAgain: 'These seats are free again for other guests.',
  };
}

const passengersLabel = (passengers: number) =>
  `${passengers} ${passengers === 1 ? 'passenger' : 'passengers'}`;

/** An instant as "Wednesday, March 11, 2026 at 9:00 PM" in New York. */
const pickupTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'America/New_York',
  }).format(new Date(iso));

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
  const passengers = common.numberOfGuests;
  const { currency } = ride;
  return {
    ...common,
    noun: 'ride',
    listing: {
      title: `${ride.title} (${ride.providerName})`,
      address: `${ride.pickup} → ${ride.destination}`,
    },
    whenRows: [
      ['Pickup', `${pickupTime(ride.pickupAt)}, ${ride.pickup}`],
      ['Destination', ride.destination],
      ['Passengers', passengersLabel(passengers)],
      ['Luggage', String(ride.luggage)],
      ...(ride.flightNumber ? [['Flight', ride.flightNumber] as MailRow] : []),
    ],
    priceRows: [
      ride.pricingModel === 'per_passenger'
        ? [
            `${passengersLabel(passengers)} × ${money(ride.unitPriceCents, currency)}`,
            money(ride.totalCents, currency),
          ]
        : ['Ride, whole vehicle', money(ride.totalCents, currency)],
      ['Total', money(ride.totalCents, currency)],
    ],
    hostRows: [],
    freedAgain: 'The ride is off your schedule.',
  };
}

function guestRows(facts: BookingMailFacts): MailRow[] {
  const { guest } = facts;
  return [
    ['Guest', `${guest.firstName} ${guest.lastName}`],
    ['Email', guest.email],
    ['Phone', guest.phone],
  ];
}

export function compose(to: string, subject: string, greeting: string, blocks: Block[]): Mail {
  const text = [greeting, ''];
  const html: string[] = [`<p>${escapeHtml(greeting)}</p>`];
  for (const block of blocks) {
    if ('text' in block) {
      text.push(block.text, '');
      html.push(`<p>${escapeHtml(block.text).replaceAll('\n', '<br>')}</p>`);
    } else if ('rows' in block) {
      text.push(...block.rows.map(([label, value]) => `${label}: ${value}`), '');
      const rows = block.rows.map(
        ([label, value]) =>
          `<tr><td style="padding: 2px 16px 2px 0; color: #6b7280">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`,
      );
      html.push(`<table style="border-collapse: collapse">${rows.join('')}</table>`);
    } else {
      text.push(`${block.label}: ${block.link}`, '');
      html.push(
        `<p><a href="${escapeHtml(block.link)}" style="color: #1d4ed8">${escapeHtml(block.label)}</a></p>`,
      );
    }
  }
  text.push(SIGNATURE, '');
  html.push(`<p style="color: #6b7280">${escapeHtml(SIGNATURE)}</p>`);
  return {
    to,
    subject,
    text: text.join('\n'),
    html: `<!doctype html>
<html lang="en">
  <body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">
    ${html.join('\n    ')}
  </body>
</html>
`,
  };
}

/** To the guest: the booking is confirmed, with everything needed to arrive. */
export function bookingConfirmedMail(facts: BookingMailFacts): Mail {
  return compose(
    facts.guest.email,
    `Booking confirmed: ${facts.reference}, ${facts.listing.title}`,
    `Hello ${facts.guest.firstName},`,
    [
      { text: `Your ${facts.noun} is booked. Your booking reference is ${facts.reference}.` },
      { text: `${facts.listing.title}\n${facts.listing.address}` },
      { rows: facts.whenRows },
      { rows: facts.priceRows },
      {
        text: `Your host, ${facts.host.firstName || 'the host'}, has your booking and your contact details.`,
      },
      { link: facts.guestLink, label: 'See your booking (you can cancel it there)' },
    ],
  );
}

/** To the host: who is coming, when, and what they asked for. */
export function newBookingMail(facts: BookingMailFacts): Mail {
  return compose(
    facts.host.email,
    `New booking ${facts.reference}: ${facts.listing.title}`,
    `Hello ${facts.host.firstName || 'there'},`,
    [
      { text: `${facts.guest.firstName} ${facts.guest.lastName} booked ${facts.listing.title}.` },
      { rows: guestRows(facts) },
      { rows: facts.whenRows },
      ...(facts.hostRows.length > 0 ? [{ rows: facts.hostRows }] : []),
      { text: `Special requests: ${facts.specialRequests || 'none'}` },
      { rows: facts.priceRows },
      { link: facts.hostLink, label: 'Your bookings' },
    ],
  );
}

/** To the guest: the cancellation went through. */
export function bookingCancelledMail(facts: BookingMailFacts): Mail {
  return compose(
    facts.guest.email,
    `Booking cancelled: ${facts.reference}, ${facts.listing.title}`,
    `Hello ${facts.guest.firstName},`,
    [
      { text: `Your booking ${facts.reference} at ${facts.listing.title} is cancelled.` },
      { rows: facts.whenRows },
      { text: 'Your host has been told. We hope to welcome you in Crown Heights another time.' },
      { link: facts.guestLink, label: 'See the booking' },
    ],
  );
}

/** To the host: the guest cancelled, and the nights (or seats) are free again. */
export function bookingCancelledHostMail(facts: BookingMailFacts): Mail {
  return compose(
    facts.host.email,
    `Booking cancelled by the guest: ${facts.reference}, ${facts.listing.title}`,
    `Hello ${facts.host.firstName || 'there'},`,
    [
      {
        text: `${facts.guest.firstName} ${facts.guest.lastName} cancelled booking ${facts.reference}. ${facts.freedAgain}`,
      },
      { rows: [...guestRows(facts), ...facts.whenRows] },
      { text: `Reason: ${facts.cancelReason || 'none given'}` },
      { link: facts.hostLink, label: 'Your bookings' },
    ],
  );
}

/** To the guest: their host cancelled the booking, and why. */
export function bookingCancelledByHostMail(facts: BookingMailFacts): Mail {
  const host = facts.host.firstName || 'Your host';
  return compose(
    facts.guest.email,
    `Your host cancelled booking ${facts.reference}: ${facts.listing.title}`,
    `Hello ${facts.guest.firstName},`,
    [
      {
        text: `We are sorry: ${host} had to cancel your booking ${facts.reference} at ${facts.listing.title}.`,
      },
      { rows: facts.whenRows },
      { text: `Reason given by the host: ${facts.cancelReason || 'none given'}` },
      { text: 'We hope you find another place with us in Crown Heights.' },
      { link: facts.guestLink, label: 'See the booking' },
    ],
  );
}

/** To a host: an admin decided on their application, with what the admin said (a rejection's reason). */
export function hostApplicationDecidedMail(host: {
  email: string;
  firstName: string;
  status: 'approved' | 'rejected';
  /** The admin's words: required for a rejection, an optional note with an approval ('' for none). */
  reason: string;
  /** The host's listings page, {site}/host/listings. */
  listingsLink: string;
}): Mail {
  const greeting = `Hello ${host.firstName || 'there'},`;
  if (host.status === 'approved') {
    return compose(host.email, 'Your Orchim host account is approved', greeting, [
      { text: 'Good news: your application to host on Orchim is approved.' },
      ...(host.reason ? [{ text: `A note from our team: ${host.reason}` }] : []),
      {
        text: 'You can now publish your listings and take bookings. If the site still shows your application as pending, sign out and in again.',
      },
      { link: host.listingsLink, label: 'Your listings' },
    ]);
  }
  return compose(host.email, 'Your Orchim host application', greeting, [
    {
      text: 'Thank you for applying to host on Orchim. We are not able to approve your application for now.',
    },
    { text: `Reason: ${host.reason || 'none given'}` },
    {
      text: 'Your drafts stay in your account. If you think this is a mistake, write to us from the contact page.',
    },
  ]);
}
