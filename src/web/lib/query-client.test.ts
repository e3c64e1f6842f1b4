import { describe, expect, it } from 'vitest';
import { AppError } from '#shared/app-error.ts';
import { createQueryClient, retryDelay, shouldRetryQuery } from './query-client.ts';

describe('query client defaults (spec section 9)', () => {
  it('keeps data fresh 5 minutes, cached 10 minutes, no refetch on focus, no mutation retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(5 * 60 * 1000);
    expect(defaults.queries?.gcTime).toBe(10 * 60 * 1000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(0);
  });

  it('retries a failing query up to 3 times', () => {
    const error = new AppError('internal', 'Server down');
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(true);
    expect(shouldRetryQuery(3, error)).toBe(false);
  });

  it('never retries not-found, auth or invalid-request errors', () => {
    for (const code of ['not_found', 'unauthorized', 'forbidden', 'validation'] as const) {
      expect(shouldRetryQuery(0, new AppError(code, 'nope'))).toBe(false);
    }
    expect(shouldRetryQuery(0, new Error('Request failed with 404'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('auth session missing'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('socket hang up'))).toBe(true);
  });

  it('waits 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
