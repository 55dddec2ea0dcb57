/**
 * The session shapes of SPEC §3, kept to the subset of @supabase/auth-js's `User` and `Session` the app
 * reads, so the provider can hand over auth-js objects unchanged when the auth backend lands.
 */
export type UserType = 'guest' | 'host';

export interface AuthUser {
  id: string;
  email?: string;
  /** `user_type: 'host'` marks a host (SPEC §3). */
  user_metadata: { user_type?: UserType | string; full_name?: string; [key: string]: unknown };
  app_metadata?: { roles?: string[]; [key: string]: unknown };
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

export interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  session: AuthSession | null;
  isHost: boolean;
  roles: readonly Role[];
  /** Ends the session; rejects with the service's error when that fails (SPEC §8 'Error signing out'). */
  signOut: () => Promise<void>;
}

/** What /login finds in `location.state` when a protected route sent the visitor there (SPEC §4). */
export interface LoginRedirectState {
  from: { pathname: string; search: string; hash: string };
}
