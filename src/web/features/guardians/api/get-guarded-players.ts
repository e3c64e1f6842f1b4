/** GET /api/guardian/players: the guardian page's players, approvals and consent logs. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuardedPlayer } from '#shared/contracts/guardians.ts';
import { api } from '#web/lib/api-client.ts';
import { guardianKeys } from './guardian-keys.ts';
import { apiPaths } from '#web/config/api-paths.ts';

export const guardedPlayersQueryOptions = () =>
  queryOptions({
    queryKey: guardianKeys.players(),
    queryFn: ({ signal }) => api.get<{ players: GuardedPlayer[] }>(apiPaths.guardianPlayers, signal),
  });

export function useGuardedPlayers() {
  return useQuery(guardedPlayersQueryOptions());
}
