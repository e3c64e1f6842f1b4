/** GET /api/players/:slug/profile-views (docs/decisions/049): the colleges that viewed the player's profile, by week. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileViews } from '#shared/contracts/profile-views.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';

export const profileViewKeys = {
  all: ['profile-views'] as const,
  player: (slug: string) => [...profileViewKeys.all, slug] as const,
};

export function getProfileViewsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: profileViewKeys.player(slug),
    queryFn: ({ signal }) => api.get<ProfileViews>(apiPaths.playerProfileViews(slug), signal),
  });
}

export function useProfileViews(slug: string) {
  return useQuery(getProfileViewsQueryOptions(slug));
}
