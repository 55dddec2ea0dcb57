import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '@/lib/auth/auth-provider';
import type { AuthContextValue } from '@/lib/auth/types';
import { createQueryClient } from '@/lib/query-client';

/**
 * What every page can rely on: server state (TanStack Query) and the session (`auth` for tests). A
 * `queryClient` given is used as it is: the server's, or the browser's holding what the server fetched.
 */
export function AppProviders({
  children,
  auth,
  queryClient: given,
}: {
  children: ReactNode;
  auth?: AuthContextValue;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider {...(auth ? { value: auth } : {})}>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
