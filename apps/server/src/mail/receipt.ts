import type { BookingStatus } from '@orchim/shared';
import { escapeHtml } from '../lib/html';
import type { BookingMailFacts, MailRow } from './booking-mails';
import type { MailAttachment } from './mail';
import { paymentLine, paymentStateOf, refundLine } from './payment-lines';
import { dayInNewYork, htmlLanguage, mailTexts, money } from './texts';

/**
 * A booking's receipt (docs/decisions/039-online-payment.md, "Receipts"): one HTML file in its guest's
 * language, attached to the confirmation and to the cancel mail of a booking refunded through Stripe. It is
 * rendered from the booking as read (the facts' view) and the facts its mails are built from, so it says
 * what the mails say: the listing and its host, the dates, the price lines and the total, how it is paid,
 * and a cancelled booking's refund. Every value is escaped; the file stands alone (no script, no image, no
 * style sheet or font fetched from anywhere), prints on one page, and reads right to left in Hebrew. No
 * host can set taxes yet, so there is no tax line.
 */

/** The receipt's file: `receipt-OR-7K3M9Q.html`. */
export function receiptAttachment(facts: BookingMailFacts): MailAttachment {
  return {
    filename: `receipt-${facts.reference}.html`,
    contentType: 'text/html',
    content: renderReceipt(facts),
  };
}

/** The instant a receipt records: its cancel, else its online payment, else its booking. */
function issuedAt(facts: BookingMailFacts): Date {
  const { booking } = facts.view;
  const state = paymentStateOf(facts.view);
  return booking.cancelledAt ?? (state.kind === 'paid' ? state.paidAt : booking.createdAt);
}

const STYLE = `
  body { margin: 0; color: #1f2937; background: #fff; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
  main { max-width: 640px; margin: 32px auto; padding: 0 24px; }
  .brand { margin: 0; color: #1d4ed8; font-weight: 700; letter-spacing: 0.02em; }
  h1 { margin: 4px 0 16px; font-size: 26px; }
  h2 { margin: 24px 0 8px; padding-bottom: 4px; border-bottom: 1px solid #e5e7eb; font-size: 16px; }
  table { width: 100%; border-collapse: collapse; }
  td { padding: 3px 0; vertical-align: top; }
  td.label { width: 40%; padding-inline-end: 16px; color: #6b7280; }
  table.price td.amount { text-align: end; white-space: nowrap; }
  table.price tr.total td { padding-top: 8px; border-top: 1px solid #1f2937; font-weight: 700; }
  .listing { margin: 0 0 8px; }
  footer { margin-top: 32px; color: #6b7280; font-size: 13px; }
  @page { margin: 18mm; }
  @media print { main { max-width: none; margin: 0; padding: 0; } }
`;

/** Label and value rows; `isolate` keeps words of people (a Hebrew title in an English receipt) in their direction. */
function rowsTable(rows: readonly MailRow[], isolate = false): string {
  const value = (text: string) => (isolate ? `<bdi>${escapeHtml(text)}</bdi>` : escapeHtml(text));
  return `<table>${rows
    .map(([label, text]) => `<tr><td class="label">${escapeHtml(label)}</td><td>${value(text)}</td></tr>`)
    .join('')}</table>`;
}

/** The price lines, the total (the last line, when there is one) set apart. */
function priceTable(facts: BookingMailFacts): string {
  const { total } = mailTexts(facts.language);
  return `<table class="price">${facts.priceRows
    .map(([label, amount], index) => {
      const isTotal = label === total && index === facts.priceRows.length - 1;
      return `<tr${isTotal ? ' class="total"' : ''}><td>${escapeHtml(label)}</td><td class="amount">${escapeHtml(amount)}</td></tr>`;
    })
    .join('')}</table>`;
}

/** The host's name on the receipt: the account's full name, else the first name the mails use. */
function hostName(facts: BookingMailFacts): string {
  const full = facts.view.hostMetadata.full_name;
  return typeof full === 'string' && full.trim() ? full.trim() : facts.host.firstName;
}

/** The receipt of a booking, a whole HTML document in the facts' language (its guest's). */
export function renderReceipt(facts: BookingMailFacts): string {
  const { language, reference, listing, kind } = facts;
  const t = mailTexts(language);
  const { booking, refund } = facts.view;
  const day = (at: Date) => dayInNewYork(at.toISOString(), language);
  const status = booking.status as BookingStatus;

  const heading = rowsTable([
    [t.receiptNumber, reference],
    [t.issued, day(issuedAt(facts))],
    [t.bookedOn, day(booking.createdAt)],
    [t.status, t.statusNames[status] ?? status],
  ]);
  const people = rowsTable(
    [
      [t.hostLabel[kind], hostName(facts)],
      [t.guest, `${facts.guest.firstName} ${facts.guest.lastName}`.trim()],
    ],
    true,
  );
  const sections = [
    `<h2>${escapeHtml(t.details)}</h2>`,
    `<p class="listing"><strong><bdi>${escapeHtml(listing.title)}</bdi></strong><br><bdi>${escapeHtml(listing.address)}</bdi></p>`,
    people,
    rowsTable(facts.whenRows),
    `<h2>${escapeHtml(t.priceHeading)}</h2>`,
    priceTable(facts),
    `<h2>${escapeHtml(t.paymentHeading)}</h2>`,
    `<p>${escapeHtml(paymentLine(facts, 'guest'))}</p>`,
  ];
  // A cancelled booking's refund; and a refund of a payment that came after its hold lapsed (039).
  if (booking.status === 'cancelled' || refund) {
    const rows: MailRow[] = [];
    if (booking.cancelledAt) rows.push([t.cancelledOn, day(booking.cancelledAt)]);
    if (refund) {
      rows.push([t.refund, money(refund.amountCents, refund.currency, language)]);
      rows.push([
        t.refundStatus,
        t.refundStatusNames(refund.status, refund.refundedAt ? day(refund.refundedAt) : null),
      ]);
    }
    sections.push(
      `<h2>${escapeHtml(t.cancellationHeading)}</h2>`,
      ...(rows.length > 0 ? [rowsTable(rows)] : []),
      `<p>${escapeHtml(refundLine(facts))}</p>`,
    );
  }

  return `<!doctype html>
<html ${htmlLanguage(language)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.receiptTitle(reference))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(t.brand)}</p>
<h1>${escapeHtml(t.receipt)}</h1>
${heading}
${sections.join('\n')}
<footer>${escapeHtml(t.receiptFooter)}</footer>
</main>
</body>
</html>
`;
}
