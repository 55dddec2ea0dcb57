import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import type { LoginRedirectState } from '@/lib/auth/types';
import { PageFallback } from '@/components/page-fallback';

/**
 * SPEC §4: a visitor without a session goes to /login, which finds where they were going in
 * `location.state.from`. With `requireHost`, a signed-in visitor who is not a host goes to /; a host whose
 * application is still pending (or was refused) is let in, and the host pages say where it stands. With
 * `requireAdmin`, anyone without the admin role goes to /.
 * The browser's check is only for a good experience: the server decides every permission itself.
 */
export function ProtectedRoute({
  requireHost = false,
  requireAdmin = false,
  children,
}: {
  requireHost?: boolean;
  requireAdmin?: boolean;
  children?: ReactNode;
}) {
  const { status, isHost, isAdmin } = useAuth();
  const location = useLocation();
  const navigation = useNavigation();
  if (status === 'loading') return <PageFallback />;
  if (status !== 'signed-in') {
    // Signing out leaves for / while the session ends; that navigation (still loading its page) wins
    // over sending the visitor to /login from the page being left.
    if (navigation.state !== 'idle') return <PageFallback />;
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  if ((requireHost && !isHost) || (requireAdmin && !isAdmin)) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
