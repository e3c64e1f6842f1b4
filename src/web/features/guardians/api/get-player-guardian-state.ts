/** GET /api/players/:userId/guardian-links: the player's own guardian panel. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerGuardianState } from '#shared/contracts/guardians.ts';
import { api } from '#web/lib/api-client.ts';
import { guardianKeys } from './guardian-keys.ts';
import { apiPaths } from '#web/config/api-paths.ts';

export const playerGuardianStateQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: guardianKeys.playerState(userId),
    queryFn: ({ signal }) => api.get<PlayerGuardianState>(apiPaths.playerGuardianLinks(userId), signal),
  });

export function usePlayerGuardianState(userId: string) {
  return useQuery(playerGuardianStateQueryOptions(userId));
}
