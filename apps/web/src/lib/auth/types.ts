import type { HostStatus, UserType } from '@orchim/shared/auth';

/**
 * The session shapes of product §3, kept to the subset of @supabase/auth-js's `User` and `Session` the app
 * reads: the provider hands over auth-js objects unchanged, and tests can build small ones by hand.
 * Type imports only: this module is part of the first load, which has no room for zod (shared/auth).
 */
export type { HostStatus, UserType };

export interface AuthUser {
  id: string;
  email?: string;
  /** The user's own details; `user_type: 'host'` marks a host (product §3), fixed at sign-up. */
  user_metadata: {
    user_type?: UserType | string;
    full_name?: string;
    phone?: string;
    [key: string]: unknown;
  };
  /** Written by the server only: `host_status` of a host's application, `roles` such as 'admin'. */
  app_metadata?: { roles?: string[]; host_status?: HostStatus | string; [key: string]: unknown };
}

export interface AuthSession {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  /** Seconds since the epoch. */
  expires_at?: number;
  token_type: string;
  user: AuthUser;
}

/** `loading` until the stored session has been read; protected routes wait for it. */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export type Role = 'guest' | 'host' | 'admin';

/** What the session allows, derived from the user by the shared rules (lib/auth/claims.ts). */
export interface SessionClaims {
  userType: UserType;
  /** The host application's status; null for a guest. */
  hostStatus: HostStatus | null;
  roles: readonly Role[];
}

export interface SignOutOptions {
  /** 'global' (the Sign Out buttons) ends every session of the user; 'local' only this browser's. */
  scope?: 'global' | 'local';
}

export interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  session: AuthSession | null;
  /** null while signed out. */
  userType: UserType | null;
  hostStatus: HostStatus | null;
  /** A host by user_type, whatever the state of the application. */
  isHost: boolean;
  isAdmin: boolean;
  roles: readonly Role[];
  /** The session came from a password-recovery link (PASSWORD_RECOVERY): /reset-password may set a password. */
  passwordRecovery: boolean;
  /**
   * Signed out by this page's own signOut (a Sign Out button, the idle timeout), whose caller then leads
   * the visitor on; false for a session that ended elsewhere (another tab) or was never there.
   */
  signedOutHere: boolean;
  /**
   * The visitor has left the page where they signed out here (SessionEffects calls it when the location
   * changes): signedOutHere is over, and a signed-in page sends a visitor without a session to /login again.
   */
  settleSignOut: () => void;
  /** Ends the session; rejects with the service's error when that fails (product §8 'Error signing out'). */
  signOut: (options?: SignOutOptions) => Promise<void>;
  /**
   * Exchanges the refresh token for a new session now, so the claims are the server's latest (a host
   * the admin has just approved). Rejects when the service refuses.
   */
  refreshSession: () => Promise<void>;
}

/** What /login finds in `location.state` when a protected route sent the visitor there (product §4). */
export interface LoginRedirectState {
  from: { pathname: string; search: string; hash: string };
}

/** Where auth-js keeps the session in localStorage (auth-client.ts); read alone to know one may exist. */
export const AUTH_STORAGE_KEY = 'orchim-auth';
