import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import type { LoginRedirectState } from '@/lib/auth/types';
import { PageFallback } from '@/components/page-fallback';

/**
 * SPEC §4: a visitor without a session goes to /login, which finds where they were going in
 * `location.state.from`; with `requireHost`, a signed-in visitor who is not a host goes to /.
 * The browser's check is only for a good experience: the server decides every permission itself.
 */
export function ProtectedRoute({
  requireHost = false,
  children,
}: {
  requireHost?: boolean;
  children?: ReactNode;
}) {
  const { status, isHost } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageFallback />;
  if (status !== 'signed-in') {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  if (requireHost && !isHost) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
