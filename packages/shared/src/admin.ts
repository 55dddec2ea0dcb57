import { z } from 'zod';
import { ADMIN_ACTIONS, AUDIT_TARGET_TYPES } from './admin-vocabulary';
import { BOOKING_KINDS, BOOKING_STATUSES, bookingCancellationSchema } from './bookings';
import { HOST_LISTING_KINDS } from './listing-kinds';
import { LISTING_STATUSES } from './listing-status';
import { MEAL_TYPES } from './meal-catalogue';
import { HOST_STATUSES } from './roles';
import { adminBookingPaymentSchema } from './payments';
import { reviewSchema } from './stays';
import { requiredText, safeText } from './validation';

/**
 * The admin area (issue 7): /rest/v1/admin/*, admin role only. Every write is one audited action
 * (ADMIN_ACTIONS) recorded in the same transaction as the change it records; the audit log is read only.
 * Lists are pages of ADMIN_PAGE_SIZE, newest first, with `?page` from 1 and `?q` a free-text search.
 */

export * from './admin-vocabulary';

const page = z.coerce.number().int().min(1).max(1000).default(1);
/** ?q: trimmed, at most 100 characters; empty means no search. */
const searchParam = z.string().trim().max(100).optional();
/** A reason the admin gives: shown to the person concerned (mailed) and kept in the audit log. */
const reasonField = safeText(500).default('');

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), hasMore: z.boolean(), total: z.number().int() });

// ---- Overview --------------------------------------------------------------------------------------

/** GET /rest/v1/admin/overview */
export const adminOverviewSchema = z.object({
  users: z.object({
    total: z.number().int(),
    guests: z.number().int(),
    hosts: z.number().int(),
    admins: z.number().int(),
    disabled: z.number().int(),
  }),
  /** Host accounts by the status of their application. */
  hosts: z.record(z.enum(HOST_STATUSES), z.number().int()),
  /** Listings of each kind by status (every kind and status present, zero included). */
  listings: z.array(
    z.object({
      kind: z.enum(HOST_LISTING_KINDS),
      counts: z.record(z.enum(LISTING_STATUSES), z.number().int()),
    }),
  ),
  /** Bookings of each kind by status (every kind and status present, zero included). */
  bookings: z.array(
    z.object({
      kind: z.enum(BOOKING_KINDS),
      counts: z.record(z.enum(BOOKING_STATUSES), z.number().int()),
    }),
  ),
  /**
   * Confirmed bookings' totals by the month they were made (America/New_York), the last 12 months
   * through the current one, oldest first, every month present (zero included), per currency.
   */
  revenue: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      currency: z.string().length(3),
      totalCents: z.number().int(),
      bookings: z.number().int(),
      /**
       * The month's money by how it was paid (issue 25), each by the month its booking was made: what
       * Stripe says was paid online (bookings cancelled since included: their refunds count apart), the
       * totals of confirmed bookings paid on arrival (a part of totalCents), and what Stripe has refunded.
       */
      paidOnlineCents: z.number().int(),
      onArrivalCents: z.number().int(),
      refundedCents: z.number().int(),
    }),
  ),
  /** Refunds Stripe has not accepted yet after at least one failed attempt: the admin looks at these. */
  failedRefunds: z.number().int(),
  /** Contact messages not yet marked read. */
  unreadMessages: z.number().int(),
  /** Reported messages of conversations not hidden yet: what waits in the reports section. */
  openReports: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

// ---- Host applications (GET /rest/v1/admin/hosts, POST /rest/v1/admin/hosts/{id}/status) -----------

/**
 * The decision's body: a rejection must say why (the applicant reads it in the mail and on their host
 * page); an approval may add a note.
 */
export const adminHostDecisionSchema = z
  .object({ status: z.enum(['approved', 'rejected']), reason: reasonField })
  .refine((body) => body.status !== 'rejected' || body.reason.length > 0, {
    message: 'validation.required',
    path: ['reason'],
  });
export type AdminHostDecision = z.input<typeof adminHostDecisionSchema>;

// ---- Listings --------------------------------------------------------------------------------------

/** GET /rest/v1/admin/listings?kind&status&q&page — q matches the title or the host's email. */
export const adminListingsQuerySchema = z.object({
  kind: z.enum(HOST_LISTING_KINDS).optional(),
  status: z.enum(LISTING_STATUSES).optional(),
  q: searchParam,
  page,
});

export const adminListingSchema = z.object({
  kind: z.enum(HOST_LISTING_KINDS),
  id: z.uuid(),
  title: z.string(),
  status: z.enum(LISTING_STATUSES),
  host: z.object({ id: z.uuid(), email: z.string(), fullName: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Why an admin suspended it (null unless suspended). */
  suspendedReason: z.string().nullable(),
});
export type AdminListing = z.infer<typeof adminListingSchema>;
export const adminListingPageSchema = pageOf(adminListingSchema);
export type AdminListingPage = z.infer<typeof adminListingPageSchema>;

/**
 * POST /rest/v1/admin/listings/{kind}/{id}/suspend {reason}: gone from the public site at once; the host
 * is mailed the reason. POST …/restore: back to the status it had before (published or draft).
 */
export const adminSuspendSchema = z.object({ reason: requiredText(500) });
export type AdminSuspendInput = z.input<typeof adminSuspendSchema>;

// ---- Bookings --------------------------------------------------------------------------------------

/**
 * GET /rest/v1/admin/bookings?kind&status&q&page — every kind, newest made first; q matches the
 * reference, the guest's name or email as booked, or the title of what was booked (or of the Ohel listing
 * it was booked from).
 */
export const adminBookingsQuerySchema = z.object({
  kind: z.enum(BOOKING_KINDS).optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
  q: searchParam,
  page,
});
export type AdminBookingsQuery = z.input<typeof adminBookingsQuerySchema>;

export const adminBookingSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  kind: z.enum(BOOKING_KINDS),
  status: z.enum(BOOKING_STATUSES),
  /** What was booked, in its host's own words, with its kind for a link to its page. */
  listing: z.object({ kind: z.enum(HOST_LISTING_KINDS), id: z.uuid(), title: z.string() }),
  /** The Ohel listing it was booked from, if any. */
  ohelListing: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  /** The guest as the booking names them (a deleted account's: "Former guest", no email; id null). */
  guest: z.object({ id: z.uuid().nullable(), name: z.string(), email: z.string() }),
  host: z.object({ id: z.uuid(), email: z.string(), fullName: z.string() }),
  /** The first and last day (YYYY-MM-DD): a stay's check-in and check-out, a meal's or a ride's day. */
  startsOn: z.string(),
  endsOn: z.string(),
  /** A ride's pickup (an instant); null for the other kinds. */
  pickupAt: z.string().nullable(),
  /** Guests of a stay, seats of a meal, passengers of a ride. */
  numberOfGuests: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  /** It may be cancelled now: confirmed and not begun, the rule of the guest's and the host's cancel. */
  canCancel: z.boolean(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;
export const adminBookingPageSchema = pageOf(adminBookingSchema);
export type AdminBookingPage = z.infer<typeof adminBookingPageSchema>;

/** GET /rest/v1/admin/bookings/{id}: the booking whole. */
export const adminBookingDetailSchema = adminBookingSchema.extend({
  guest: adminBookingSchema.shape.guest.extend({ phone: z.string() }),
  specialRequests: z.string(),
  /** A night's, a seat's or a passenger's price (a ride priced per trip: the whole vehicle's). */
  unitPriceCents: z.number().int(),
  /** A stay's cleaning fee (0 otherwise). */
  feeCents: z.number().int(),
  /** A stay's nights. */
  nights: z.number().int().nullable(),
  /** A meal's sitting, and what the guests cannot eat. */
  mealType: z.enum(MEAL_TYPES).nullable(),
  dietaryNeeds: z.string(),
  /** A ride's way, luggage and flight. */
  ride: z
    .object({
      pickup: z.string(),
      destination: z.string(),
      luggage: z.number().int(),
      flightNumber: z.string(),
      perPassenger: z.boolean(),
    })
    .nullable(),
  cancelReason: z.string().nullable(),
  /** Who cancelled: the guest, the host, or the Orchim team; null while it stands or when unknown. */
  cancelledBy: z.enum(['guest', 'host', 'admin']).nullable(),
  /** Its cancellation policy and deadlines, and once cancelled what was refunded (as the guest reads it). */
  cancellation: bookingCancellationSchema,
  /** How it is paid, Stripe's ids, and its refund with the attempts (issue 25). */
  payment: adminBookingPaymentSchema,
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;

/**
 * POST /rest/v1/admin/bookings/{id}/cancel {reason}: as the host's cancel (confirmed and not begun, else
 * 409 booking_not_cancellable); what it held is free again; the guest and the host are mailed the reason.
 */
export const adminCancelBookingSchema = z.object({ reason: requiredText(500) });
export type AdminCancelBookingInput = z.input<typeof adminCancelBookingSchema>;

// ---- Reviews ---------------------------------------------------------------------------------------

/** GET /rest/v1/admin/reviews?hidden&q&page — q matches the text, the author's name or the listing's title. */
export const adminReviewsQuerySchema = z.object({
  hidden: z.enum(['true', 'false']).optional(),
  q: searchParam,
  page,
});

export const adminReviewSchema = reviewSchema.extend({
  hidden: z.boolean(),
  listing: z.object({ kind: z.enum(HOST_LISTING_KINDS), id: z.uuid(), title: z.string() }),
  authorEmail: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewPageSchema = pageOf(adminReviewSchema);
export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>;

/** POST /rest/v1/admin/reviews/{id}/hide {reason?} and …/restore: averages and counts recounted at once. */
export const adminReasonSchema = z.object({ reason: reasonField });
export type AdminReasonInput = z.input<typeof adminReasonSchema>;

// ---- Reported messages -----------------------------------------------------------------------------

/**
 * GET /rest/v1/admin/reports?hidden&q&page — one item per message of a guest–host conversation that someone
 * reported, the newest report first; q matches the message's text, or its sender's name or email.
 */
export const adminReportsQuerySchema = z.object({
  hidden: z.enum(['true', 'false']).optional(),
  q: searchParam,
  page,
});

export const adminReportSchema = z.object({
  /** The message, its text whole even when hidden (the participants then see it without). */
  message: z.object({
    id: z.uuid(),
    body: z.string(),
    sentAt: z.string(),
    hidden: z.boolean(),
    hiddenAt: z.string().nullable(),
  }),
  /**
   * Who wrote it: their full name and email, and whether the account is disabled now. A deleted account's
   * messages stay: id, name and email null (the page says "Former guest" in its language).
   */
  sender: z.object({
    id: z.uuid().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    disabled: z.boolean(),
  }),
  /** The other person of the conversation, to whom it was written (null: a former guest). */
  recipient: z.object({ name: z.string().nullable() }),
  /** What the conversation is about, in its host's own words, with its kind for a link to its page. */
  listing: z.object({ kind: z.enum(HOST_LISTING_KINDS), id: z.uuid(), title: z.string() }),
  /** How many reported it, and each report, newest first. */
  reportCount: z.number().int(),
  reports: z.array(z.object({ reporterName: z.string(), reason: z.string(), reportedAt: z.string() })),
  lastReportedAt: z.string(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportPageSchema = pageOf(adminReportSchema);
export type AdminReportPage = z.infer<typeof adminReportPageSchema>;

// POST /rest/v1/admin/reports/{messageId}/hide {reason?} and …/restore (adminReasonSchema) answer the
// AdminReport: the participants see the message without its text (or with it again) from their next look.
// 404 for a message nobody reported. Disabling its sender is POST /rest/v1/admin/users/{id}/disable.

// ---- Users -----------------------------------------------------------------------------------------

/** GET /rest/v1/admin/users?role&disabled&q&page — q matches the email or the name. */
export const adminUsersQuerySchema = z.object({
  role: z.enum(['guest', 'host', 'admin']).optional(),
  disabled: z.enum(['true', 'false']).optional(),
  q: searchParam,
  page,
});

export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  userType: z.enum(['guest', 'host']),
  hostStatus: z.enum(HOST_STATUSES).nullable(),
  isAdmin: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageOf(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** GET /rest/v1/admin/users/{id}: the account and what it holds. */
export const adminUserDetailSchema = adminUserSchema.extend({
  phone: z.string(),
  bookings: z.number().int(),
  listings: z.number().int(),
  reviews: z.number().int(),
  hostStatusReason: z.string().nullable(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/**
 * POST /rest/v1/admin/users/{id}/disable {reason?}: cannot sign in, and every session ends at once.
 * POST …/enable. POST …/admin {admin: boolean}: grant or remove the admin role. All answer the
 * AdminUserDetail. An admin cannot disable themselves nor remove their own role (409 admin_self_change).
 */
export const adminRoleSchema = z.object({ admin: z.boolean() });

// ---- Contact messages ------------------------------------------------------------------------------

/** GET /rest/v1/admin/messages?unread&q&page */
export const adminMessagesQuerySchema = z.object({
  unread: z.enum(['true', 'false']).optional(),
  q: searchParam,
  page,
});

export const adminMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;
export const adminMessagePageSchema = pageOf(adminMessageSchema);
export type AdminMessagePage = z.infer<typeof adminMessagePageSchema>;

/** POST /rest/v1/admin/messages/{id}/read {read}: marks it read (or unread again); answers the message. */
export const adminMessageReadSchema = z.object({ read: z.boolean() });

// ---- Audit log -------------------------------------------------------------------------------------

/** GET /rest/v1/admin/audit?action&q&page — q matches the actor's email or the target's label. */
export const adminAuditQuerySchema = z.object({
  action: z.enum(ADMIN_ACTIONS).optional(),
  q: searchParam,
  page,
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who: kept as it was when they acted, even once their account is gone. */
  actor: z.object({ id: z.uuid().nullable(), email: z.string() }),
  action: z.enum(ADMIN_ACTIONS),
  target: z.object({ type: z.enum(AUDIT_TARGET_TYPES), id: z.string(), label: z.string() }),
  /** The reason given, if any. */
  reason: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
