/** GET /api/players/:slug: the whole profile page, as this viewer may see it, in one request (issue 11.3). */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerProfile } from '#shared/contracts/player-profile.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { playerProfileKeys } from './player-profile-keys.ts';

export function getPlayerProfile(slug: string, preview: boolean, signal?: AbortSignal): Promise<PlayerProfile> {
  return api.get<PlayerProfile>(apiPaths.playerProfile(slug, preview ? 'recruiter' : undefined), signal);
}

export function getPlayerProfileQueryOptions(slug: string, preview = false) {
  return queryOptions({
    queryKey: playerProfileKeys.detail(slug, preview),
    queryFn: ({ signal }) => getPlayerProfile(slug, preview, signal),
  });
}

export function usePlayerProfile(slug: string, preview = false) {
  return useQuery(getPlayerProfileQueryOptions(slug, preview));
}

/** After a section is edited: refetch every view of the profile (own view and preview). */
export function useInvalidatePlayerProfiles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: playerProfileKeys.all });
}
