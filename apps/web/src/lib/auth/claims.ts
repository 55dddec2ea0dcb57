import { hostStatusOf, isAdminUser, isHostUser } from '@orchim/shared/roles';
import type { AuthUser, Role, SessionClaims } from './types';

/**
 * What a user may do, by the shared rules of packages/shared/src/roles.ts (zod-free, so fit for the first
 * load): host by user_metadata.user_type, the application's status and the admin role from app_metadata
 * (which only the server writes).
 */
export function claimsOf(user: AuthUser): SessionClaims {
  const host = isHostUser(user);
  const roles: Role[] = [host ? 'host' : 'guest'];
  if (isAdminUser(user)) roles.push('admin');
  return { userType: host ? 'host' : 'guest', hostStatus: hostStatusOf(user), roles };
}
