/** GET /api/teams/:teamId/page: the public team page (docs/decisions/071). */
import { useQuery } from '@tanstack/react-query';
import type { TeamPage } from '#shared/contracts/team-page.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

export function useTeamPage(teamId: string, viewerKey: string | null) {
  return useQuery({
    // The answer depends on who asks (roster names, "applied"): the viewer is part of the key.
    queryKey: [...teamKeys.page(teamId), viewerKey],
    queryFn: ({ signal }) => api.get<TeamPage>(apiPaths.teamPage(teamId), signal),
  });
}
