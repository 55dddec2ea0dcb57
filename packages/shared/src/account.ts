import { z } from 'zod';
import { hostIntroField } from './auth';
import { LIMITS } from './constants';

/**
 * The signed-in person's own account (issue 7), /rest/v1/account: becoming a host with the account one
 * already has, and deleting the account.
 */

/**
 * POST /rest/v1/account/delete {password}: the password again, so a session left open on a shared
 * computer cannot delete the account. Bookings stay for the hosts' records without the person's details
 * (name, email, phone and requests are wiped; the booking keeps its dates, listing, guests and money);
 * reviews stay, under the name they were written with. Answers 204, and every session ends.
 */
export const deleteAccountSchema = z.object({
  password: z.string().min(1, { message: 'validation.required' }).max(LIMITS.passwordMax),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** Codes of the refusals of account changes, as the browser maps them to its messages. */
export const ACCOUNT_ERROR_CODES = {
  /** 400: the password given to confirm is not the account's. */
  wrongPassword: 'wrong_password',
  /** 409: the person has bookings still to come: cancel them first (hosts are waiting for them). */
  upcomingBookings: 'upcoming_bookings',
  /** 409: a host with listings or bookings of their listings closes the account through the contact form. */
  hostWithListings: 'host_with_listings',
  /** 409: the only admin cannot delete their account (nobody could grant the role again). */
  lastAdmin: 'last_admin',
  /** 409: the account is a host's already. */
  alreadyHost: 'already_host',
} as const;

/**
 * POST /rest/v1/account/host-application (no body): a guest applies to host with the account they have;
 * user_type becomes 'host' and the application is pending until an admin decides. Answers the new
 * HostStatus; the browser refreshes its session to see the new claims.
 */
/** POST /rest/v1/account/host-application's body: what the applicant writes for the team (optional). */
export const hostApplicationRequestSchema = z.object({ intro: hostIntroField.optional() });
export type HostApplicationRequest = z.input<typeof hostApplicationRequestSchema>;

export const hostApplicationResultSchema = z.object({
  hostStatus: z.enum(['pending', 'approved', 'rejected']),
});
