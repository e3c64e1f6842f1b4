/** TanStack Query defaults of spec section 9 (see QUERY_CLIENT in #shared/constants.ts). */
import { QueryClient } from '@tanstack/react-query';
import { AppError } from '#shared/app-error.ts';
import { QUERY_CLIENT } from '#shared/constants.ts';

/**
 * Not found and auth failures will not change on a retry; the spec says none
 * for them. A request the server refused as invalid (a malformed id in the
 * URL) will not change either.
 */
export function isNonRetryableError(error: unknown): boolean {
  if (error instanceof AppError) {
    return ['not_found', 'unauthorized', 'forbidden', 'validation'].includes(error.code);
  }
  const message = error instanceof Error ? error.message : String(error);
  return /\b40[134]\b|auth/i.test(message);
}

/** Up to 3 retries for queries, none for 404 or auth errors. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isNonRetryableError(error)) return false;
  return failureCount < QUERY_CLIENT.maxQueryRetries;
}

/** 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(QUERY_CLIENT.retryBaseDelayMs * 2 ** attemptIndex, QUERY_CLIENT.retryMaxDelayMs);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_CLIENT.staleTimeMs,
        gcTime: QUERY_CLIENT.gcTimeMs,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        retryDelay,
      },
      mutations: {
        retry: 0,
        retryDelay,
      },
    },
  });
}
