/**
 * Test data for the admin page: the API's answers as the contract (packages/shared/src/admin.ts)
 * describes them, and one call that answers every admin route from a small in-memory state, so an
 * action's effect shows in the lists fetched after it.
 */
import type {
  AdminBooking,
  AdminBookingDetail,
  AdminListing,
  AdminMessage,
  AdminOverview,
  AdminReport,
  AdminReview,
  AdminUser,
  AdminUserDetail,
  AuditEntry,
} from '@orchim/shared/admin';
import { refundCents, refundDeadlines, refundPercent } from '@orchim/shared/cancellation-policy';
import type { AdminBookingPayment } from '@orchim/shared/payments';
import { newYorkInstant } from '@orchim/shared/dates';
import { installFakeApi, jsonResponse, apiError } from '../../../test/fixtures';
import type { AdminHostApplication } from './api/get-host-applications';

export { jsonResponse, apiError };

/** The signed-in admin of renderApp's signedInAs('admin'). */
export const ME = 'user-admin';

export const STAY_ID = '5b0c2a1e-7f3d-4c2b-9a61-3d1f0e2c4b5a';
export const MEAL_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

export function overview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  const months = Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(2025, 6 + index, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
  return {
    users: { total: 128, guests: 97, hosts: 28, admins: 3, disabled: 2 },
    hosts: { pending: 4, approved: 22, rejected: 2 },
    listings: [
      { kind: 'stays', counts: { draft: 3, published: 14, suspended: 1, archived: 0 } },
      { kind: 'meals', counts: { draft: 1, published: 9, suspended: 0, archived: 2 } },
      { kind: 'transport', counts: { draft: 0, published: 5, suspended: 0, archived: 0 } },
      { kind: 'ohel', counts: { draft: 0, published: 2, suspended: 0, archived: 0 } },
    ],
    bookings: [
      { kind: 'stay', counts: { pending_payment: 2, confirmed: 41, cancelled: 6, expired: 3 } },
      { kind: 'meal', counts: { pending_payment: 0, confirmed: 73, cancelled: 4, expired: 1 } },
      { kind: 'ride', counts: { pending_payment: 1, confirmed: 19, cancelled: 1, expired: 0 } },
    ],
    revenue: months.map((month, index) => {
      const totalCents = index === 11 ? 125_000 : index * 10_000;
      // The last month: most paid online, the rest on arrival, and one refund.
      return {
        month,
        currency: 'USD',
        totalCents,
        bookings: index,
        paidOnlineCents: index === 11 ? 100_000 : 0,
        onArrivalCents: index === 11 ? 25_000 : totalCents,
        refundedCents: index === 11 ? 15_000 : 0,
      };
    }),
    failedRefunds: 0,
    unreadMessages: 5,
    openReports: 3,
    ...overrides,
  };
}

export function application(overrides: Partial<AdminHostApplication> = {}): AdminHostApplication {
  return {
    id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
    email: 'rivka@example.com',
    fullName: 'Rivka Goldberg',
    phone: '+1 718 555 0142',
    intro: 'We host Shabbos meals for twelve on Montgomery Street.',
    status: 'pending',
    appliedAt: '2026-05-03T14:00:00.000Z',
    reason: null,
    ...overrides,
  };
}

export function listing(overrides: Partial<AdminListing> = {}): AdminListing {
  return {
    kind: 'stays',
    id: STAY_ID,
    title: 'Parlour floor on Lincoln Place',
    status: 'published',
    host: { id: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d', email: 'chana@example.com', fullName: 'Chana Levy' },
    createdAt: '2026-02-01T12:00:00.000Z',
    updatedAt: '2026-05-01T12:00:00.000Z',
    suspendedReason: null,
    ...overrides,
  };
}

export const BOOKING_ID = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';

export function booking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  return {
    id: BOOKING_ID,
    reference: 'OR-7K3M9Q',
    kind: 'stay',
    status: 'confirmed',
    listing: { kind: 'stays', id: STAY_ID, title: 'Parlour floor on Lincoln Place' },
    ohelListing: null,
    guest: {
      id: '4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c',
      name: 'Mendel Schwartz',
      email: 'mendel@example.com',
    },
    host: { id: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d', email: 'chana@example.com', fullName: 'Chana Levy' },
    startsOn: '2026-06-14',
    endsOn: '2026-06-17',
    pickupAt: null,
    numberOfGuests: 2,
    totalCents: 490_00,
    currency: 'USD',
    createdAt: '2026-05-10T14:30:00.000Z',
    cancelledAt: null,
    canCancel: true,
    ...overrides,
  };
}

export function bookingDetail(
  base: AdminBooking,
  overrides: Partial<AdminBookingDetail> = {},
): AdminBookingDetail {
  return {
    ...base,
    guest: { ...base.guest, phone: '+1 718 555 0170' },
    specialRequests: 'A crib, please',
    unitPriceCents: 150_00,
    feeCents: 40_00,
    nights: base.kind === 'stay' ? 3 : null,
    mealType: base.kind === 'meal' ? 'friday_night' : null,
    dietaryNeeds: '',
    ride: null,
    cancelReason: null,
    cancelledBy: null,
    cancellation: cancellationOf(base, overrides.cancelledBy ?? null),
    payment: adminPaymentOf(base),
    ...overrides,
  };
}

/** A booking's payment as the admin reads it: on arrival unless told (docs/decisions/039-online-payment.md). */
export function adminPaymentOf(
  base: Pick<AdminBooking, 'totalCents' | 'currency'>,
  overrides: Partial<AdminBookingPayment> = {},
): AdminBookingPayment {
  return {
    method: 'on_arrival',
    status: 'on_arrival',
    amountCents: base.totalCents,
    currency: base.currency,
    acceptedMeans: ['cash'],
    holdExpiresAt: null,
    paidAt: null,
    checkoutSessionId: null,
    paymentIntentId: null,
    refund: null,
    ...overrides,
  };
}

/**
 * A booking's cancellation terms as the server gives them: a stay under the moderate policy (check-in at
 * 3 PM in New York), a meal or ride under its own; once cancelled, what the guest got back then (all of it
 * when the host or the admin cancelled).
 */
export function cancellationOf(
  base: AdminBooking,
  cancelledBy: AdminBookingDetail['cancelledBy'],
  now = new Date(),
): AdminBookingDetail['cancellation'] {
  const policy = base.kind === 'stay' ? 'moderate' : base.kind;
  const startsAt = base.pickupAt ? new Date(base.pickupAt) : newYorkInstant(base.startsOn, '15:00')!;
  const cancelled = base.status === 'cancelled';
  const due =
    cancelledBy === 'host' || cancelledBy === 'admin'
      ? 100
      : refundPercent(policy, startsAt, cancelled && base.cancelledAt ? new Date(base.cancelledAt) : now);
  return {
    policy,
    startsAt: startsAt.toISOString(),
    deadlines: refundDeadlines(policy, startsAt).map(({ until, percent }) => ({
      until: until.toISOString(),
      percent,
    })),
    refundNowPercent: cancelled ? 0 : due,
    refundNowCents: cancelled ? 0 : refundCents(base.totalCents, due),
    refundedPercent: cancelled ? due : null,
    refundedCents: cancelled ? refundCents(base.totalCents, due) : null,
  };
}

export function review(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    id: '8c9d0e1f-2a3b-4c4d-9e5f-6a7b8c9d0e1f',
    authorName: 'Dovid K.',
    rating: 4,
    text: 'Warm hosts and a short walk to 770.',
    createdAt: '2026-04-20T12:00:00.000Z',
    verified: true,
    hostReply: null,
    hostRepliedAt: null,
    hidden: false,
    listing: { kind: 'stays', id: STAY_ID, title: 'Parlour floor on Lincoln Place' },
    authorEmail: 'dovid@example.com',
    ...overrides,
  };
}

export const SENDER_ID = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';

export function report(overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    message: {
      id: 'ad0e1f2a-3b4c-4d5e-9f6a-7b8c9d0e1f2b',
      body: 'Pay me in cash outside the site and I will hold the dates.',
      sentAt: '2026-05-11T18:20:00.000Z',
      hidden: false,
      hiddenAt: null,
    },
    sender: { id: SENDER_ID, name: 'Yossi Katz', email: 'yossi@example.com', disabled: false },
    recipient: { name: 'Mendel Schwartz' },
    listing: { kind: 'stays', id: STAY_ID, title: 'Parlour floor on Lincoln Place' },
    reportCount: 1,
    reports: [
      { reporterName: 'Mendel Schwartz', reason: 'Asks for cash.', reportedAt: '2026-05-12T09:10:00.000Z' },
    ],
    lastReportedAt: '2026-05-12T09:10:00.000Z',
    ...overrides,
  };
}

export function user(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
    email: 'mendel@example.com',
    fullName: 'Mendel Schwartz',
    userType: 'guest',
    hostStatus: null,
    isAdmin: false,
    disabled: false,
    createdAt: '2026-01-10T12:00:00.000Z',
    lastSignInAt: '2026-05-10T12:00:00.000Z',
    ...overrides,
  };
}

export function userDetail(base: AdminUser, overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    ...base,
    phone: '+1 718 555 0199',
    bookings: 3,
    listings: 0,
    reviews: 2,
    hostStatusReason: null,
    ...overrides,
  };
}

export function message(overrides: Partial<AdminMessage> = {}): AdminMessage {
  return {
    id: '9d0e1f2a-3b4c-4d5e-8f6a-7b8c9d0e1f2a',
    name: 'Sarah Cohen',
    email: 'sarah@example.com',
    subject: 'Shabbos meal for a family of six',
    message: 'Hello! We arrive for Shabbos Vayakhel with four children.\nIs there a table for us?',
    createdAt: '2026-05-12T15:30:00.000Z',
    readAt: null,
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 7,
    at: '2026-05-12T16:45:00.000Z',
    actor: { id: ME, email: 'admin@example.com' },
    action: 'listing.suspend',
    target: { type: 'listing', id: STAY_ID, label: 'Parlour floor on Lincoln Place' },
    reason: 'Photos show a different apartment.',
    ...overrides,
  };
}

const page = <T>(items: T[]) => ({ items, page: 1, hasMore: false, total: items.length });

export type AdminState = {
  overview: AdminOverview;
  applications: AdminHostApplication[];
  listings: AdminListing[];
  bookings: AdminBooking[];
  /** Why each booking was cancelled (by id), as the detail answers it. */
  cancelReasons: Record<string, string>;
  /** A booking's payment (by id) other than on arrival: paid online, its refund and its attempts. */
  payments: Record<string, AdminBookingPayment>;
  reviews: AdminReview[];
  reports: AdminReport[];
  users: AdminUser[];
  messages: AdminMessage[];
  audit: AuditEntry[];
};

/**
 * The fake API with every admin route answered from `state` (changed by the actions, as the server
 * would). Returns the fake API (its requests, and `on` to answer some route otherwise).
 */
export function installAdminApi(initial: Partial<AdminState> = {}) {
  const api = installFakeApi();
  const state: AdminState = {
    overview: overview(),
    applications: [application()],
    listings: [listing()],
    bookings: [booking()],
    cancelReasons: {},
    payments: {},
    reviews: [review()],
    reports: [report()],
    users: [user()],
    messages: [message()],
    audit: [auditEntry()],
    ...initial,
  };
  const last = (url: URL) => decodeURIComponent(url.pathname.split('/').at(-2) ?? '');

  api.on('GET', /^\/rest\/v1\/admin\/overview$/, () => jsonResponse(state.overview));
  api.on('GET', /^\/rest\/v1\/admin\/hosts$/, (url) => {
    const status = url.searchParams.get('status');
    return jsonResponse({ items: state.applications.filter((item) => !status || item.status === status) });
  });
  api.on('POST', /^\/rest\/v1\/admin\/hosts\/[^/]+\/status$/, (url, body) => {
    const { status, reason } = body as { status: 'approved' | 'rejected'; reason: string };
    state.applications = state.applications.map((item) =>
      item.id === last(url) ? { ...item, status, reason: reason || null } : item,
    );
    return jsonResponse({ ok: true });
  });
  api.on('GET', /^\/rest\/v1\/admin\/listings$/, () => jsonResponse(page(state.listings)));
  api.on('POST', /^\/rest\/v1\/admin\/listings\/[^/]+\/[^/]+\/(suspend|restore)$/, (url, body) => {
    const parts = url.pathname.split('/');
    const [id, action] = [parts.at(-2), parts.at(-1)];
    state.listings = state.listings.map((item) =>
      item.id === id
        ? action === 'suspend'
          ? { ...item, status: 'suspended', suspendedReason: (body as { reason: string }).reason }
          : { ...item, status: 'published', suspendedReason: null }
        : item,
    );
    return jsonResponse({ ok: true });
  });
  const detailOf = (item: AdminBooking) =>
    bookingDetail(item, {
      cancelReason: state.cancelReasons[item.id] ?? null,
      cancelledBy: item.status === 'cancelled' ? 'admin' : null,
      payment: state.payments[item.id] ?? adminPaymentOf(item),
    });
  api.on('GET', /^\/rest\/v1\/admin\/bookings$/, (url) => {
    const q = url.searchParams.get('q')?.toLowerCase();
    const kind = url.searchParams.get('kind');
    const status = url.searchParams.get('status');
    return jsonResponse(
      page(
        state.bookings.filter(
          (item) =>
            (!kind || item.kind === kind) &&
            (!status || item.status === status) &&
            (!q ||
              [item.reference, item.guest.name, item.guest.email, item.listing.title].some((text) =>
                text.toLowerCase().includes(q),
              )),
        ),
      ),
    );
  });
  api.on('GET', /^\/rest\/v1\/admin\/bookings\/[^/]+$/, (url) => {
    const found = state.bookings.find((item) => item.id === url.pathname.split('/').at(-1));
    return found ? jsonResponse(detailOf(found)) : apiError(404, 'not_found');
  });
  api.on('POST', /^\/rest\/v1\/admin\/bookings\/[^/]+\/cancel$/, (url, body) => {
    const id = last(url);
    const found = state.bookings.find((item) => item.id === id);
    if (!found) return apiError(404, 'not_found');
    if (!found.canCancel) return apiError(409, 'booking_not_cancellable');
    state.cancelReasons[id] = (body as { reason: string }).reason;
    const cancelled: AdminBooking = {
      ...found,
      status: 'cancelled',
      canCancel: false,
      cancelledAt: '2026-05-13T09:00:00.000Z',
    };
    state.bookings = state.bookings.map((item) => (item.id === id ? cancelled : item));
    return jsonResponse(detailOf(cancelled));
  });
  // A refund Stripe has not accepted is asked again at once: here Stripe accepts it.
  api.on('POST', /^\/rest\/v1\/admin\/bookings\/[^/]+\/refund\/retry$/, (url) => {
    const id = url.pathname.split('/').at(-3) ?? '';
    const found = state.bookings.find((item) => item.id === id);
    const refund = state.payments[id]?.refund;
    if (!found) return apiError(404, 'not_found');
    if (!refund || refund.status === 'succeeded') return apiError(409, 'refund_not_retryable');
    state.payments[id] = {
      ...state.payments[id]!,
      refund: {
        ...refund,
        status: 'succeeded',
        attempts: refund.attempts + 1,
        refundedAt: '2026-05-13T09:05:00.000Z',
        nextAttemptAt: null,
        stripeRefundId: 're_test_123',
      },
    };
    return jsonResponse(detailOf(found));
  });
  api.on('GET', /^\/rest\/v1\/admin\/reviews$/, () => jsonResponse(page(state.reviews)));
  api.on('GET', /^\/rest\/v1\/admin\/reports$/, (url) => {
    const hidden = url.searchParams.get('hidden');
    return jsonResponse(
      page(state.reports.filter((item) => !hidden || String(item.message.hidden) === hidden)),
    );
  });
  api.on('POST', /^\/rest\/v1\/admin\/reports\/[^/]+\/(hide|restore)$/, (url) => {
    const hide = url.pathname.endsWith('/hide');
    const found = state.reports.find((item) => item.message.id === last(url));
    if (!found) return apiError(404, 'not_found');
    if (found.message.hidden === hide) return apiError(409, hide ? 'already_done' : 'not_suspended');
    const changed: AdminReport = {
      ...found,
      message: { ...found.message, hidden: hide, hiddenAt: hide ? '2026-05-13T09:00:00.000Z' : null },
    };
    state.reports = state.reports.map((item) => (item === found ? changed : item));
    return jsonResponse(changed);
  });
  api.on('GET', /^\/rest\/v1\/admin\/users$/, () => jsonResponse(page(state.users)));
  api.on('GET', /^\/rest\/v1\/admin\/users\/[^/]+$/, (url) => {
    const found = state.users.find((item) => item.id === url.pathname.split('/').at(-1));
    return found ? jsonResponse(userDetail(found)) : apiError(404, 'not_found');
  });
  api.on('POST', /^\/rest\/v1\/admin\/users\/[^/]+\/(disable|enable|admin)$/, (url, body) => {
    const action = url.pathname.split('/').at(-1);
    const id = last(url);
    if (id === ME) return apiError(409, 'admin_self_change');
    state.users = state.users.map((item) =>
      item.id !== id
        ? item
        : action === 'admin'
          ? { ...item, isAdmin: (body as { admin: boolean }).admin }
          : { ...item, disabled: action === 'disable' },
    );
    if (action !== 'admin') {
      // A reported message's sender is an account too.
      state.reports = state.reports.map((item) =>
        item.sender.id === id
          ? { ...item, sender: { ...item.sender, disabled: action === 'disable' } }
          : item,
      );
    }
    const found = state.users.find((item) => item.id === id);
    return jsonResponse(userDetail(found ?? user({ id, disabled: action === 'disable' })));
  });
  api.on('GET', /^\/rest\/v1\/admin\/messages$/, (url) =>
    jsonResponse(
      page(
        state.messages.filter((item) => url.searchParams.get('unread') !== 'true' || item.readAt === null),
      ),
    ),
  );
  api.on('POST', /^\/rest\/v1\/admin\/messages\/[^/]+\/read$/, (url, body) => {
    const { read } = body as { read: boolean };
    state.messages = state.messages.map((item) =>
      item.id === last(url) ? { ...item, readAt: read ? '2026-05-13T09:00:00.000Z' : null } : item,
    );
    return jsonResponse(state.messages.find((item) => item.id === last(url)));
  });
  api.on('GET', /^\/rest\/v1\/admin\/audit$/, (url) => {
    const action = url.searchParams.get('action');
    return jsonResponse(page(state.audit.filter((item) => !action || item.action === action)));
  });
  return { ...api, state };
}
