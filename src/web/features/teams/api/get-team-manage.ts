/** GET /api/teams/:teamId/manage: everything the manage screen shows, in one request (issue 4, point 8). */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { isKnownTimeZone } from '#shared/contracts/profile-setup.ts';
import type { TeamManage } from '#shared/contracts/teams-manage.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

/**
 * The viewer's zone goes along, so the practice calendar's days are the viewer's days (docs/decisions/084); a zone
 * the server would not know (an old alias some browsers report) is left out: the days are then UTC days.
 */
export function getTeamManage(teamId: string, signal?: AbortSignal): Promise<TeamManage> {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return api.get<TeamManage>(apiPaths.teamManage(teamId, isKnownTimeZone(zone) ? zone : undefined), signal);
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
