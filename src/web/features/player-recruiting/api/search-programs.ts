/** GET /api/player-recruiting/programs?q=: programs to add by hand (2 characters or more). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProgramSearchResponse } from '#shared/contracts/player-recruiting.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { playerRecruitingKeys } from './player-recruiting-keys.ts';

export function useProgramSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: playerRecruitingKeys.programSearch(query),
    queryFn: ({ signal }) => api.get<ProgramSearchResponse>(apiPaths.playerRecruitingPrograms(query), signal),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
  });
}
