/** GET /api/mr/heroes: every hero with its abilities (anyone; docs/decisions/045). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MrHeroList } from '#shared/contracts/mr-cooldowns.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { mrCooldownKeys } from './mr-cooldown-keys.ts';

export function getMrHeroes(signal?: AbortSignal): Promise<MrHeroList> {
  return api.get<MrHeroList>(apiPaths.mrHeroes, signal);
}

export function getMrHeroesQueryOptions() {
  return queryOptions({ queryKey: mrCooldownKeys.heroes(), queryFn: ({ signal }) => getMrHeroes(signal) });
}

export function useMrHeroes() {
  return useQuery(getMrHeroesQueryOptions());
}
