/**
 * The admin area's vocabularies (issue 7), kept free of zod so the browser's admin screens can use them
 * without the schemas; the wire shapes that build on them are in ./admin.ts.
 */

/** Admin lists come in pages of this many, newest first. */
export const ADMIN_PAGE_SIZE = 20;

/** What the admin did, as the audit log names it. */
export const ADMIN_ACTIONS = [
  'host.approve',
  'host.reject',
  'listing.suspend',
  'listing.restore',
  'review.hide',
  'review.restore',
  'user.disable',
  'user.enable',
  'user.grant_admin',
  'user.revoke_admin',
  'message.read',
  'message.unread',
  'booking.cancel',
  'message.hide',
  'message.restore',
  /** Asking Stripe again, at once, for a refund it refused or could not be reached for (issue 25). */
  'booking.refund_retry',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/**
 * What an audited action was done to. `message` is a contact form's message (message.read and
 * message.unread); `reported_message` is a message of a guest–host conversation that someone reported,
 * which the admin hides or shows again (message.hide and message.restore).
 */
export const AUDIT_TARGET_TYPES = [
  'user',
  'listing',
  'review',
  'message',
  'booking',
  'reported_message',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Codes of the admin API's refusals, as the browser maps them to its messages. */
export const ADMIN_ERROR_CODES = {
  /** 409: an admin cannot disable themselves nor remove their own admin role (nobody would be left to undo it). */
  selfChange: 'admin_self_change',
  /** 409: the change is already made (suspending a suspended listing, hiding a hidden review, …). */
  alreadyDone: 'already_done',
  /** 409: restoring a listing that is not suspended, showing a review that is not hidden. */
  notSuspended: 'not_suspended',
  /** 409: retrying a refund when the booking has none waiting for Stripe (none, or Stripe accepted it). */
  refundNotRetryable: 'refund_not_retryable',
} as const;
