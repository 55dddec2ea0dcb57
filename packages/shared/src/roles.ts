/**
 * Who may do what (issue 3): the role rules both sides apply. Kept free of zod so the browser can use them
 * on the first load; the wire shapes that build on them are in ./auth.ts.
 */

/** `user_metadata.user_type`: 'host' marks a host (product §3). Chosen at sign-up, not changed afterwards. */
export const USER_TYPES = ['guest', 'host'] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * A host account is an application an admin decides on. The status lives in `app_metadata.host_status`,
 * which only the server writes (user_metadata is the user's own to edit, so it cannot grant anything).
 */
export const HOST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type HostStatus = (typeof HOST_STATUSES)[number];

/** Roles the server grants in `app_metadata.roles`. */
export const ADMIN_ROLE = 'admin';

/** The parts of a user (auth-js's User, or the server's row) that decide what it may do. */
export interface UserClaims {
  user_metadata?: { user_type?: unknown } | null;
  app_metadata?: { roles?: unknown; host_status?: unknown } | null;
}

/** A host by user_type (product §3), whatever the status of the application. */
export const isHostUser = (user: UserClaims | null | undefined) => user?.user_metadata?.user_type === 'host';

/** The host application's status, or null for a guest. */
export function hostStatusOf(user: UserClaims | null | undefined): HostStatus | null {
  if (!isHostUser(user)) return null;
  const status = user?.app_metadata?.host_status;
  return HOST_STATUSES.find((known) => known === status) ?? 'pending';
}

/** A host whom an admin approved: may publish listings and meals and take bookings. */
export const isApprovedHost = (user: UserClaims | null | undefined) => hostStatusOf(user) === 'approved';

export function isAdminUser(user: UserClaims | null | undefined): boolean {
  const roles = user?.app_metadata?.roles;
  return Array.isArray(roles) && roles.includes(ADMIN_ROLE);
}
