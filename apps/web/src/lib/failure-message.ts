import { messageKey } from '@orchim/shared/messages';
import { ApiError } from './api';

/**
 * Product §8's message (a `common` key) for a failure the caller has no words of its own for: no answer at
 * all is the network message, anything else the general one.
 */
export const failureMessageKey = (error: unknown) =>
  messageKey(error instanceof ApiError && error.isNetwork ? 'network' : 'general');
