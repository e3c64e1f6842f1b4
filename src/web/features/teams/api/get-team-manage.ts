/** GET /api/teams/:teamId/manage: everything the manage screen shows, in one request (issue 4, point 8). */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamManage } from '#shared/contracts/teams-manage.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

export function getTeamManage(teamId: string, signal?: AbortSignal): Promise<TeamManage> {
  return api.get<TeamManage>(apiPaths.teamManage(teamId), signal);
}

export function getTeamManageQueryOptions(teamId: string) {
  return queryOptions({ queryKey: teamKeys.manage(teamId), queryFn: ({ signal }) => getTeamManage(teamId, signal) });
}

export function useTeamManage(teamId: string) {
  return useQuery(getTeamManageQueryOptions(teamId));
}

/** After any team write: refetch team data (spec 7.6), the lists and open attendance dialogs included. */
export function useInvalidateTeams() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamKeys.all });
}
