/**
 * After anything that signs someone in or changes their session: fetch
 * /api/me again. The request already in flight is cancelled first: it left
 * before the new session cookie existed, and `invalidateQueries` alone
 * hands back that request's answer while the query has no data yet (the
 * confirmation link signs in while the page's first /api/me is still
 * underway, and the visitor then landed on /auth).
 */
import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from './get-me.ts';

export async function refreshMe(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: meQueryKey });
  await queryClient.invalidateQueries({ queryKey: meQueryKey });
}
