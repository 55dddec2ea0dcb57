import type { MessageErrorCode } from '@orchim/shared/conversation-vocabulary';
import { HttpError } from '../../lib/http-error';

// The refusals of guest–host messages (MESSAGE_ERROR_CODES in @orchim/shared/conversation-vocabulary), as
// the browser maps them; the common ones (401, 404 not_found, 400 validation_failed) are the API's own.

const refusal = (status: number, code: MessageErrorCode, message: string, headers?: Record<string, string>) =>
  new HttpError(status, code, message, headers ? { headers } : {});

/** 403 own_listing: a host does not write to themself about their own listing. */
export const ownListingError = () =>
  refusal(403, 'own_listing', 'You cannot send a message about your own listing.');

/** 404 listing_unavailable: no such listing, or it is not published. */
export const listingUnavailableError = () =>
  refusal(404, 'listing_unavailable', 'This listing is not available.');

/** 429 message_rate_limited, with the seconds until the sender's oldest message of the window leaves it. */
export const messageRateLimitedError = (retryAfterSeconds: number) =>
  refusal(
    429,
    'message_rate_limited',
    'Too many messages in a short time. Please try again in a few minutes.',
    {
      'retry-after': String(retryAfterSeconds),
    },
  );

/** 403 message_blocked: the sender's account is disabled. */
export const messageBlockedError = () =>
  refusal(403, 'message_blocked', 'Your account cannot send messages.');

/** 409 guest_gone: the conversation's guest deleted their account; nobody would read a message. */
export const guestGoneError = () =>
  refusal(409, 'guest_gone', 'This guest deleted their account: messages no longer reach them.');

/** 403 own_message: a report of one's own message (the page offers none). */
export const ownMessageReportError = () => refusal(403, 'own_message', 'You cannot report your own message.');
