// The SPA's one QueryClient: how reads are cached and retried. A 4xx is the server's answer
// and is not asked again; an unreachable server (status 0) or a 5xx is tried twice more.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

/** Attempts after the first one for a network failure or a 5xx. */
export const MAX_RETRIES = 2;

/** Whether a failed call is worth asking again: never for a 4xx or a contract mismatch. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  // Anything else thrown on the way (Amplify's session refresh, a parse error) may be passing.
  return !(error instanceof DOMException && error.name === 'AbortError');
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isRetryable(error);
}

/** 0.5 s, then 1 s: a dropped connection gets a quick second chance, the error shows within two seconds. */
export function retryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 4000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        // A page shows what it last read for 30 s; writes invalidate what they change.
        staleTime: 30_000,
        // Forms are filled from queries: a refetch on every tab switch would not add anything
        // the invalidations after writes do not already give. Pages that need it opt in.
        refetchOnWindowFocus: false,
      },
      // A write is never repeated behind the user's back: it may have happened.
      mutations: { retry: false },
    },
  });
}
