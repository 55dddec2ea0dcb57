import { createContext, useContext } from 'react';
import type { AuthContextValue, AuthSession, AuthStatus, Role } from './types';

/** Roles from the session: host by `user_metadata.user_type` (SPEC §3), admin by the server's app_metadata. */
export function rolesOf(session: AuthSession | null): Role[] {
  if (!session) return [];
  const { user } = session;
  const roles: Role[] = [user.user_metadata.user_type === 'host' ? 'host' : 'guest'];
  if (user.app_metadata?.roles?.includes('admin')) roles.push('admin');
  return roles;
}

/** The context value for a session (or none); one function so every provider derives it the same way. */
export function authValue(
  session: AuthSession | null,
  signOut: () => Promise<void>,
  status: AuthStatus = session ? 'signed-in' : 'signed-out',
): AuthContextValue {
  const roles = rolesOf(session);
  return {
    status,
    session,
    user: session?.user ?? null,
    isHost: roles.includes('host'),
    roles,
    signOut,
  };
}

export const signedOut: AuthContextValue = authValue(null, async () => {});

export const AuthContext = createContext<AuthContextValue>(signedOut);

export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}
