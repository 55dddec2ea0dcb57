import {
  compose,
  fullName,
  guestRows,
  optional,
  receiptLine,
  refundLine,
  refundReceipt,
  type BookingMailFacts,
} from './booking-mails';
import type { Mail } from './mail';
import { hostRefundLine } from './payment-lines';
import { mailTexts } from './texts';

/**
 * The mails of a booking the Orchim team cancelled (POST /rest/v1/admin/bookings/{id}/cancel): one to the
 * guest and one to the host, each in its reader's language and with the team's reason (`cancelReason`,
 * which this cancel requires), built from the booking's facts like the other booking mails.
 */

/** The contact page of the site the booking's links lead to. */
const contactLink = (facts: BookingMailFacts) => new URL('/contact', facts.guestLink).toString();

/** To the guest: the team cancelled their booking, and why. */
export function bookingCancelledByAdminMail(facts: BookingMailFacts): Mail {
  const t = mailTexts(facts.language);
  const { reference, listing } = facts;
  return compose(
    facts.language,
    facts.guest.email,
    t.cancelledByTeamSubject(reference, listing.title),
    t.hello(facts.guest.firstName),
    [
      { text: t.teamCancelledForGuest(reference, listing.title) },
      { rows: facts.whenRows },
      { text: t.reason(facts.cancelReason ?? '') },
      { text: refundLine(facts) },
      { text: t.hostToldAskUs },
      ...receiptLine(facts),
      { link: facts.guestLink, label: t.seeTheBooking },
      { link: contactLink(facts), label: t.contactTeam },
    ],
    refundReceipt(facts),
  );
}

/** To the host: the team cancelled a booking of their listing, why, and what is free again. */
export function bookingCancelledByAdminHostMail(facts: BookingMailFacts): Mail {
  const t = mailTexts(facts.language);
  const { reference, listing } = facts;
  return compose(
    facts.language,
    facts.host.email,
    t.cancelledByTeamSubject(reference, listing.title),
    t.hello(facts.host.firstName),
    [
      {
        text: `${t.teamCancelledForHost(reference, fullName(facts), listing.title)} ${t.freedAgain[facts.kind]}`,
      },
      { rows: [...guestRows(facts), ...facts.whenRows] },
      { text: t.reason(facts.cancelReason ?? '') },
      ...optional(hostRefundLine(facts)),
      { text: t.guestToldAskUs },
      { link: facts.hostLink, label: t.yourBookings },
      { link: contactLink(facts), label: t.contactTeam },
    ],
  );
}
