import type { ReactNode } from 'react';
import { AuthContext, signedOut } from './auth-context';
import type { AuthContextValue } from './types';

/**
 * Provides the session to the app. There is no auth backend yet, so nobody is signed in; the issue that
 * adds @supabase/auth-js fills this provider (initial session, the six events, idle timeout) and the
 * consumers (useAuth, ProtectedRoute, the headers) stay as they are. `value` lets tests and stories
 * supply a session.
 */
export function AuthProvider({
  children,
  value = signedOut,
}: {
  children: ReactNode;
  value?: AuthContextValue;
}) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
