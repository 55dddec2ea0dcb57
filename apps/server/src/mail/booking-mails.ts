import { escapeHtml } from './html';
import type { Mail } from './mailer';

/**
 * The mails of a stay booking: the confirmation to the guest and the news to the host when it is
 * made, and a note to both when the guest cancels. English only, like the recovery mail: the server
 * does not know the reader's language, and English is the site's default. Every value from people
 * (names, titles, requests) is escaped in the HTML part.
 */

/** What the mails say about one booking. */
export interface BookingMailFacts {
  reference: string;
  guest: { firstName: string; lastName: string; email: string; phone: string };
  numberOfGuests: number;
  specialRequests: string;
  stay: { title: string; address: string; checkInTime: string; checkOutTime: string };
  checkIn: string;
  checkOut: string;
  nights: number;
  pricePerNightCents: number;
  cleaningFeeCents: number;
  totalCents: number;
  currency: string;
  host: { firstName: string; email: string };
  /** The booking's page for the guest, {site}/bookings/{id}. */
  guestLink: string;
  /** The host's bookings page, {site}/host/bookings. */
  hostLink: string;
  cancelReason?: string;
}

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
type Block = { text: string } | { rows: [label: string, value: string][] } | { link: string; label: string };

function stayRows(facts: BookingMailFacts): [string, string][] {
  return [
    ['Check-in', `${longDate(facts.checkIn)}, from ${facts.stay.checkInTime}`],
    ['Check-out', `${longDate(facts.checkOut)}, by ${facts.stay.checkOutTime}`],
    ['Guests', guestsLabel(facts.numberOfGuests)],
  ];
}

function priceRows(facts: BookingMailFacts): [string, string][] {
  const { nights, pricePerNightCents, cleaningFeeCents, totalCents, currency } = facts;
  return [
    [
      `${nightsLabel(nights)} × ${money(pricePerNightCents, currency)}`,
      money(nights * pricePerNightCents, currency),
    ],
    ['Cleaning fee', money(cleaningFeeCents, currency)],
    ['Total', money(totalCents, currency)],
  ];
}

function guestRows(facts: BookingMailFacts): [string, string][] {
  const { guest } = facts;
  return [
    ['Guest', `${guest.firstName} ${guest.lastName}`],
    ['Email', guest.email],
    ['Phone', guest.phone],
  ];
}

function compose(to: string, subject: string, greeting: string, blocks: Block[]): Mail {
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
    `Booking confirmed: ${facts.reference}, ${facts.stay.title}`,
    `Hello ${facts.guest.firstName},`,
    [
      { text: `Your stay is booked. Your booking reference is ${facts.reference}.` },
      { text: `${facts.stay.title}\n${facts.stay.address}` },
      { rows: stayRows(facts) },
      { rows: priceRows(facts) },
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
    `New booking ${facts.reference}: ${facts.stay.title}`,
    `Hello ${facts.host.firstName || 'there'},`,
    [
      { text: `${facts.guest.firstName} ${facts.guest.lastName} booked ${facts.stay.title}.` },
      { rows: guestRows(facts) },
      { rows: stayRows(facts) },
      { text: `Special requests: ${facts.specialRequests || 'none'}` },
      { rows: priceRows(facts) },
      { link: facts.hostLink, label: 'Your bookings' },
    ],
  );
}

/** To the guest: the cancellation went through. */
export function bookingCancelledMail(facts: BookingMailFacts): Mail {
  return compose(
    facts.guest.email,
    `Booking cancelled: ${facts.reference}, ${facts.stay.title}`,
    `Hello ${facts.guest.firstName},`,
    [
      { text: `Your booking ${facts.reference} at ${facts.stay.title} is cancelled.` },
      { rows: stayRows(facts) },
      { text: 'Your host has been told. We hope to welcome you in Crown Heights another time.' },
      { link: facts.guestLink, label: 'See the booking' },
    ],
  );
}

/** To the host: the guest cancelled, and the nights are free again. */
export function bookingCancelledHostMail(facts: BookingMailFacts): Mail {
  return compose(
    facts.host.email,
    `Booking cancelled by the guest: ${facts.reference}, ${facts.stay.title}`,
    `Hello ${facts.host.firstName || 'there'},`,
    [
      {
        text: `${facts.guest.firstName} ${facts.guest.lastName} cancelled booking ${facts.reference}. These nights are free again for other guests.`,
      },
      { rows: [...guestRows(facts), ...stayRows(facts)] },
      { text: `Reason: ${facts.cancelReason || 'none given'}` },
      { link: facts.hostLink, label: 'Your bookings' },
    ],
  );
}
