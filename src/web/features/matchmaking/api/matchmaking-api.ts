/** Matchmaking requests (docs/decisions/047): "Find a team", applying to a post, a team's applications. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplyToPostBody, FindTeamsQuery, FindTeamsResponse, RecruitingApplicationsResponse } from '#shared/contracts/matchmaking.ts';
import { apiPaths } from '#web/config/paths.ts';
import { api } from '#web/lib/api-client.ts';

export const matchmakingKeys = {
  all: ['matchmaking'] as const,
  teams: (query: FindTeamsQuery) => [...matchmakingKeys.all, 'teams', query] as const,
  applications: (teamId: string) => [...matchmakingKeys.all, 'applications', teamId] as const,
};

export function findTeamsSearch(query: FindTeamsQuery): string {
  const params = new URLSearchParams();
  if (query.game) params.set('game', query.game);
  if (query.level) params.set('level', query.level);
  if (query.commitment) params.set('commitment', query.commitment);
  if (query.paid) params.set('paid', query.paid);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

export function useFindTeams(query: FindTeamsQuery) {
  return useQuery({
    queryKey: matchmakingKeys.teams(query),
    queryFn: () => api.get<FindTeamsResponse>(apiPaths.matchmakingTeams(findTeamsSearch(query))),
    placeholderData: keepPreviousData,
  });
}

export function useApplyToPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, body }: { postId: string; body: ApplyToPostBody }) =>
      api.post<{ messaged: boolean; conversationId: string | null }>(apiPaths.matchmakingApply(postId), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...matchmakingKeys.all, 'teams'] }),
  });
}

export function useRecruitingApplications(teamId: string, enabled: boolean) {
  return useQuery({
    queryKey: matchmakingKeys.applications(teamId),
    queryFn: () => api.get<RecruitingApplicationsResponse>(apiPaths.teamRecruitingApplications(teamId)),
    enabled,
  });
}
