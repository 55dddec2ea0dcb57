import { createContext, useContext } from 'react';
import type { AuthContextValue, AuthSession, AuthStatus, SessionClaims, SignOutOptions } from './types';

type ValueOptions = {
  status?: AuthStatus;
  /** Required with a session: what it allows (claimsOf, lib/auth/claims.ts). */
  claims?: SessionClaims | null;
  passwordRecovery?: boolean;
  signedOutHere?: boolean;
  settleSignOut?: () => void;
  refreshSession?: () => Promise<void>;
};

/** The context value for a session (or none); one function so every provider derives it the same way. */
export function authValue(
  session: AuthSession | null,
  signOut: (options?: SignOutOptions) => Promise<void>,
  {
    status = session ? 'signed-in' : 'signed-out',
    claims = null,
    passwordRecovery = false,
    signedOutHere = false,
    settleSignOut = () => {},
    refreshSession = async () => {},
  }: ValueOptions = {},
): AuthContextValue {
  const current = session ? claims : null;
  const roles = current?.roles ?? [];
  return {
    status,
    session,
    user: session?.user ?? null,
    userType: current?.userType ?? null,
    hostStatus: current?.hostStatus ?? null,
    isHost: roles.includes('host'),
    isAdmin: roles.includes('admin'),
    roles,
    passwordRecovery: session ? passwordRecovery : false,
    signedOutHere: session ? false : signedOutHere,
    settleSignOut,
    signOut,
    refreshSession,
  };
}

export const signedOut: AuthContextValue = authValue(null, async () => {});

export const AuthContext = createContext<AuthContextValue>(signedOut);

export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}
