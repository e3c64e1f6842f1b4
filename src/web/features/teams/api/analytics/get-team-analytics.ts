/** GET /api/teams/:teamId/analytics (silver and gold; managers): requested only when the Analytics tab shows. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamAnalytics } from '#shared/contracts/teams-analytics.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { teamKeys } from '../team-keys.ts';

export function getTeamAnalytics(teamId: string, signal?: AbortSignal) {
  return api.get<TeamAnalytics>(apiPaths.teamAnalytics(teamId), signal);
}

export function getTeamAnalyticsQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: teamKeys.analytics(teamId),
    queryFn: ({ signal }) => getTeamAnalytics(teamId, signal),
  });
}

export function useTeamAnalytics(teamId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getTeamAnalyticsQueryOptions(teamId), enabled });
}
