import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '@/lib/auth/auth-provider';
import type { AuthContextValue } from '@/lib/auth/types';
import { createQueryClient } from '@/lib/query-client';

/** What every page can rely on: server state (TanStack Query) and the session (`auth` for tests). */
export function AppProviders({ children, auth }: { children: ReactNode; auth?: AuthContextValue }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider {...(auth ? { value: auth } : {})}>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
