import type { TFunction } from 'i18next';
import { BOOKING_ERROR_CODES } from '@orchim/shared/booking-vocabulary';
import { messageKey } from '@orchim/shared/messages';
import type { StayDatesProblem } from '@orchim/shared/stay-catalogue';
import { ApiError } from '@/lib/api';

const REFUSALS: readonly string[] = Object.values(BOOKING_ERROR_CODES);

/** A booking refusal of the server (a product §8 message), rather than a field the visitor can correct. */
export const isRefusalCode = (code: string) => REFUSALS.includes(code);

/** A host's booking of their own listing (409 own_listing): not a product §8 message, so in `bookings`. */
const OWN_LISTING_KEY = 'bookings:refusals.ownListing';

/**
 * 502 payment_unavailable: Stripe could not be reached or refused to open Checkout, and the hold was let go
 * at once (docs/decisions/039-online-payment.md). Not a product §8 message either.
 */
const PAYMENT_UNAVAILABLE_KEY = 'bookings:refusals.paymentUnavailable';

/**
 * The message key for a quote or booking the server refused: a product §8 message (a `common` key), or one
 * of the `bookings` namespace named with its namespace, so `t(key, { ns: 'common' })` finds either.
 */
export function refusalMessageKey(error: unknown) {
  if (!(error instanceof ApiError)) return messageKey('general');
  if (error.isNetwork) return messageKey('network');
  if (error.code === BOOKING_ERROR_CODES.invalidDates) return messageKey('invalidDates');
  if (error.code === BOOKING_ERROR_CODES.tooManyGuests) return messageKey('tooManyGuests');
  if (error.code === BOOKING_ERROR_CODES.unavailable) return messageKey('bookingUnavailable');
  if (error.code === BOOKING_ERROR_CODES.ownListing) return OWN_LISTING_KEY;
  if (error.code === BOOKING_ERROR_CODES.paymentUnavailable) return PAYMENT_UNAVAILABLE_KEY;
  return messageKey('general');
}

/**
 * What the page says after 'Please select valid dates' (product §8's words, kept): the rule the stay's
 * dates broke ("This stay needs at least 2 nights."), or nothing for dates that are not dates at all.
 */
function stayDatesReason(problem: StayDatesProblem | null | undefined, t: TFunction): string {
  if (!problem || problem.reason === 'dates') return '';
  const limit = problem.limit ?? 0;
  return t(`refusals.dates.${problem.reason}`, {
    ns: 'bookings',
    limit,
    nights: t('units.nights', { ns: 'bookings', count: limit }),
  });
}

/** 'Please select valid dates' and why, in one sentence pair. */
export const invalidDatesText = (problem: StayDatesProblem | null | undefined, t: TFunction) =>
  [t(messageKey('invalidDates'), { ns: 'common' }), stayDatesReason(problem, t)].filter(Boolean).join('. ');

/** A quote's or booking's refusal in words: its message, and for stay dates the rule they broke. */
export function refusalText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.code === BOOKING_ERROR_CODES.invalidDates) {
    return invalidDatesText((error.body as { datesProblem?: StayDatesProblem } | undefined)?.datesProblem, t);
  }
  return t(refusalMessageKey(error), { ns: 'common' });
}
