/** "Find players" for college staff (docs/decisions/047, session 23): a program's players and Invite to tryout. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgramPlayersQuery, ProgramPlayersResponse, ProgramTryoutBody, ProgramTryoutResponse } from '#shared/contracts/matchmaking-college.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { track } from '#web/lib/tracking/track.ts';
import { matchmakingKeys } from './matchmaking-api.ts';

const programPlayersKey = (programId: string) => [...matchmakingKeys.all, 'program-players', programId] as const;

/** The query string of the filters (defaults left out). */
export function programPlayersSearch(query: ProgramPlayersQuery): string {
  const params = new URLSearchParams();
  if (query.minTier) params.set('minTier', query.minTier);
  if (query.maxTier) params.set('maxTier', query.maxTier);
  if (query.roles?.length) params.set('roles', query.roles.join(','));
  if (query.classYears?.length) params.set('classYears', query.classYears.join(','));
  if (query.state) params.set('state', query.state);
  if (query.notInPipeline) params.set('notInPipeline', 'true');
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

export function useProgramPlayers(programId: string, query: ProgramPlayersQuery) {
  return useQuery({
    queryKey: [...programPlayersKey(programId), query],
    queryFn: ({ signal }) => api.get<ProgramPlayersResponse>(apiPaths.matchmakingProgramPlayers(programId, programPlayersSearch(query)), signal),
    placeholderData: keepPreviousData,
  });
}

/** `onInvited`: what else an invitation makes stale (the route passes the pipeline's board). */
export function useInviteProgramTryout(programId: string, onInvited?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgramTryoutBody) => api.post<ProgramTryoutResponse>(apiPaths.matchmakingProgramTryout(programId), body),
    onSuccess: async ({ entryId }) => {
      // A recruitment action (spec section 1; sent only with analytics consent, docs/decisions/044): the invitation is a pipeline entry.
      track({ type: 'recruitment_action', action: 'tryout_invite_program', targetType: 'pipeline_entry', targetId: entryId });
      onInvited?.();
      await queryClient.invalidateQueries({ queryKey: programPlayersKey(programId) });
    },
  });
}
