/** GET /api/players/:slug/outcomes: a player's outcomes the viewer may see (the player's own pages use it). */
import { useQuery } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { GuardianOutcomes, PlayerOutcomes } from '#shared/contracts/outcomes.ts';
import { api } from '#web/lib/api-client.ts';
import { outcomeKeys } from './outcome-keys.ts';
import { apiPaths } from '#web/config/api-paths.ts';

export function usePlayerOutcomes(slug: string) {
  return useQuery<PlayerOutcomes, AppError>({
    queryKey: outcomeKeys.player(slug),
    queryFn: ({ signal }) => api.get<PlayerOutcomes>(apiPaths.playerOutcomes(slug), signal),
  });
}

/** GET /api/guardian/recruiting-outcomes: the guardian page's section. */
export function useGuardianOutcomes() {
  return useQuery<GuardianOutcomes, AppError>({
    queryKey: outcomeKeys.guardian(),
    queryFn: ({ signal }) => api.get<GuardianOutcomes>(apiPaths.guardianRecruitingOutcomes, signal),
  });
}
