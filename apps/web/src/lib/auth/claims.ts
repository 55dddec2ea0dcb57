import { hostStatusOf, isAdminUser, isHostUser } from '@orchim/shared/auth';
import type { AuthUser, Role, SessionClaims } from './types';

/**
 * What a user may do, by the shared rules of packages/shared/src/auth.ts: host by user_metadata.user_type,
 * the application's status and the admin role from app_metadata (which only the server writes).
 *
 * Not part of the first load: shared/auth brings zod. The provider imports this module when a session
 * arrives, and form routes (which carry zod anyway) import it directly.
 */
export function claimsOf(user: AuthUser): SessionClaims {
  const host = isHostUser(user);
  const roles: Role[] = [host ? 'host' : 'guest'];
  if (isAdminUser(user)) roles.push('admin');
  return { userType: host ? 'host' : 'guest', hostStatus: hostStatusOf(user), roles };
}
