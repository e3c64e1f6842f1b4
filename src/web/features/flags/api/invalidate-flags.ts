import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { flagKeys } from './flag-query-keys.ts';

/** After a flag change: the list, and the signed-in user's own evaluated flags. */
export async function invalidateFlags(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: flagKeys.all }),
    queryClient.invalidateQueries({ queryKey: meQueryKey }),
  ]);
}
