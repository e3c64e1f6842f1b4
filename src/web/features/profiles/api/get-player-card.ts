/** GET /api/players/:slug/card: the compact card of a player the viewer may see. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerCard } from '#shared/contracts/player-card.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';

export const playerCardKeys = {
  all: ['player-card'] as const,
  detail: (slug: string) => [...playerCardKeys.all, slug] as const,
};

export function getPlayerCard(slug: string, signal?: AbortSignal): Promise<PlayerCard> {
  return api.get<PlayerCard>(apiPaths.playerCard(slug), signal);
}

export function getPlayerCardQueryOptions(slug: string) {
  return queryOptions({ queryKey: playerCardKeys.detail(slug), queryFn: ({ signal }) => getPlayerCard(slug, signal) });
}

export function usePlayerCard(slug: string) {
  return useQuery(getPlayerCardQueryOptions(slug));
}
