import type { TFunction } from 'i18next';
import { MESSAGE_ERROR_CODES, type MessageErrorCode } from '@orchim/shared/conversation-vocabulary';
import { messageKey } from '@orchim/shared/messages';
import { ApiError } from '@/lib/api';
import { formatDuration } from '@/lib/format';

/** The messages API's own refusals, in the `conversations` namespace. */
const REFUSAL_KEYS: Record<MessageErrorCode, string> = {
  own_listing: 'errors.ownListing',
  listing_unavailable: 'errors.listingUnavailable',
  message_rate_limited: 'errors.rateLimited',
  message_blocked: 'errors.blocked',
  own_message: 'errors.ownMessage',
  guest_gone: 'errors.guestGone',
};

const isMessageErrorCode = (code: string): code is MessageErrorCode =>
  (MESSAGE_ERROR_CODES as readonly string[]).includes(code);

/**
 * A failed call of the messages API in words, by its code (as the booking refusals are): the API's
 * own refusals, then the product §8 messages (network, session, general). A validation failure of the
 * body is shown at the field instead (fieldKeyOf).
 */
export function messageFailureText(error: unknown, t: TFunction, lng: string): string {
  if (!(error instanceof ApiError)) return t(messageKey('general'), { ns: 'common' });
  if (error.isNetwork) return t(messageKey('network'), { ns: 'common' });
  if (error.code === 'message_rate_limited' && error.retryAfterSeconds) {
    return t('errors.rateLimitedWait', {
      ns: 'conversations',
      wait: formatDuration(error.retryAfterSeconds * 1000, lng),
    });
  }
  if (isMessageErrorCode(error.code)) return t(REFUSAL_KEYS[error.code], { ns: 'conversations' });
  if (error.status === 429) return t(REFUSAL_KEYS.message_rate_limited, { ns: 'conversations' });
  if (error.status === 401) return t(messageKey('sessionExpired'), { ns: 'common' });
  return t(messageKey('general'), { ns: 'common' });
}

/** The key of a field's validation failure (validation.*, in `common`) the server named, if any. */
export function fieldKeyOf(error: unknown, field: string): string | undefined {
  return error instanceof ApiError && error.status === 400 ? error.fields?.[field] : undefined;
}
