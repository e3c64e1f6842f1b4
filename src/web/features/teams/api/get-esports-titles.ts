/** GET /api/esports-titles: active titles ordered by name (spec 7.6), for the Add Game form. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EsportsTitle } from '#shared/contracts/teams.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

export async function getEsportsTitles(signal?: AbortSignal): Promise<EsportsTitle[]> {
  const response = await api.get<{ titles: EsportsTitle[] }>(apiPaths.esportsTitles, signal);
  return response.titles;
}

export function getEsportsTitlesQueryOptions() {
  return queryOptions({ queryKey: teamKeys.titles(), queryFn: ({ signal }) => getEsportsTitles(signal) });
}

export function useEsportsTitles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getEsportsTitlesQueryOptions(), enabled });
}
