import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import type { LoginRedirectState } from '@/lib/auth/types';
import { PageFallback } from '@/components/page-fallback';
import { usePageLoading } from './page-loads';

/**
 * Product §4: a visitor without a session goes to /login, which finds where they were going in
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
  const { status, isHost, isAdmin, signedOutHere } = useAuth();
  const location = useLocation();
  const pageLoading = usePageLoading();
  if (status === 'loading') return <PageFallback />;
  if (status !== 'signed-in') {
    // Signed out here by a Sign Out button or the idle timeout: that code leads the visitor on (to / or
    // /login) and the page waits for it, as it does for any navigation already under way. Not state of
    // this guard's own: while its page is still loading, React keeps none of the guard's renders.
    if (signedOutHere || pageLoading) return <PageFallback />;
    return (
      <ToLogin
        locationKey={location.key}
        pathname={location.pathname}
        search={location.search}
        hash={location.hash}
      />
    );
  }
  if ((requireHost && !isHost) || (requireAdmin && !isAdmin)) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}

/**
 * Goes to /login, back here after signing in: a visitor without a session, or whose session ended
 * elsewhere (another tab). Once per location, though StrictMode runs the effect twice in development.
 */
function ToLogin({
  locationKey,
  pathname,
  search,
  hash,
}: LoginRedirectState['from'] & { locationKey: string }) {
  const navigate = useNavigate();
  const sentFrom = useRef<string | null>(null);
  useEffect(() => {
    if (sentFrom.current === locationKey) return;
    sentFrom.current = locationKey;
    const state: LoginRedirectState = { from: { pathname, search, hash } };
    void navigate('/login', { replace: true, state });
  }, [navigate, locationKey, pathname, search, hash]);
  return null;
}
