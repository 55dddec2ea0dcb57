import { QueryClient } from '@tanstack/react-query';
import { QUERY } from '@orchim/shared/constants';
import { ApiError } from './api';

/** Product §9: queries retry twice and stay fresh for 5 minutes; mutations retry once. Client errors are not retried. */
export function createQueryClient() {
  const retry = (limit: number) => (failureCount: number, error: unknown) =>
    failureCount < limit && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retry(QUERY.retries), staleTime: QUERY.staleTimeMs },
      mutations: { retry: retry(QUERY.mutationRetries) },
    },
  });
}
