/** Matchmaking requests (docs/decisions/047): "Find a team", applying to a post, a team's applications. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApplyToPostBody,
  FindPlayersQuery,
  FindPlayersResponse,
  FindPlayersUrlQuery,
  FindScrimsQuery,
  FindScrimsResponse,
  FindTeamsQuery,
  FindTeamsResponse,
  MyManagedTeamsResponse,
  ProposeScrimBody,
  RecruitingApplicationsResponse,
  ScrimProposalsResponse,
  TryoutInvitationBody,
} from '#shared/contracts/matchmaking.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { track } from '#web/lib/tracking/track.ts';

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
  if (query.role) params.set('role', query.role);
  if (query.fitsRank) params.set('fitsRank', query.fitsRank);
  if (query.minOverlapHours) params.set('minOverlapHours', String(query.minOverlapHours));
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
    onSuccess: (_result, { postId }) => {
      // A recruitment action (spec section 1; sent only with analytics consent, docs/decisions/044).
      track({ type: 'recruitment_action', action: 'post_apply', targetType: 'recruiting_post', targetId: postId });
      return queryClient.invalidateQueries({ queryKey: [...matchmakingKeys.all, 'teams'] });
    },
  });
}

export function useRecruitingApplications(teamId: string, enabled: boolean) {
  return useQuery({
    queryKey: matchmakingKeys.applications(teamId),
    queryFn: () => api.get<RecruitingApplicationsResponse>(apiPaths.teamRecruitingApplications(teamId)),
    enabled,
  });
}

// ---------------------------------------------------------------- a team's side

export function useMyManagedTeams() {
  return useQuery({
    queryKey: [...matchmakingKeys.all, 'my-teams'],
    queryFn: () => api.get<MyManagedTeamsResponse>(apiPaths.matchmakingMyTeams),
  });
}

/** Find players' filters as a query string: the request's, and the screen's URL (with `mode=players`). */
export function findPlayersSearch(query: FindPlayersUrlQuery): string {
  const params = new URLSearchParams();
  if (query.team) params.set('team', query.team);
  if (query.post) params.set('post', query.post);
  if (query.game) params.set('game', query.game);
  if (query.roles?.length) params.set('roles', query.roles.join(','));
  if (query.minTier) params.set('minTier', query.minTier);
  if (query.maxTier) params.set('maxTier', query.maxTier);
  if (query.classYears?.length) params.set('classYears', query.classYears.join(','));
  if (query.region) params.set('region', query.region);
  if (query.minOverlapHours) params.set('minOverlapHours', String(query.minOverlapHours));
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

export function useFindPlayers(query: FindPlayersQuery | null) {
  return useQuery({
    queryKey: [...matchmakingKeys.all, 'players', query],
    queryFn: () => api.get<FindPlayersResponse>(apiPaths.matchmakingPlayers(findPlayersSearch(query!))),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** "Invite to roster" on an application (docs/decisions/071): a roster invitation the player accepts. */
export function useInviteApplicant(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) => api.post<{ status: string }>(apiPaths.teamApplicationInvite(teamId, applicationId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: matchmakingKeys.applications(teamId) }),
  });
}

export function useInviteToTryout(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TryoutInvitationBody) => api.post<{ status: string }>(apiPaths.matchmakingTryout(teamId), body),
    onSuccess: (_result, { postId }) => {
      // The post invited for, or the team when the invitation names no post.
      track({ type: 'recruitment_action', action: 'tryout_invite_team', ...(postId ? { targetType: 'recruiting_post', targetId: postId } : { targetType: 'team', targetId: teamId }) });
      return queryClient.invalidateQueries({ queryKey: [...matchmakingKeys.all, 'players'] });
    },
  });
}

export function useFindScrims(query: FindScrimsQuery | null) {
  return useQuery({
    queryKey: [...matchmakingKeys.all, 'scrims', query],
    queryFn: () => {
      const params = new URLSearchParams({ team: query!.team, page: String(query!.page), level: query!.level });
      if (query!.game) params.set('game', query!.game);
      if (query!.minOverlapHours !== undefined) params.set('minOverlapHours', String(query!.minOverlapHours));
      return api.get<FindScrimsResponse>(apiPaths.matchmakingScrims(params.toString()));
    },
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useScrimProposals(teamId: string | null) {
  return useQuery({
    queryKey: [...matchmakingKeys.all, 'proposals', teamId],
    queryFn: () => api.get<ScrimProposalsResponse>(apiPaths.matchmakingScrimProposals(teamId!)),
    enabled: teamId !== null,
  });
}

export function useProposeScrim(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProposeScrimBody) => api.post<{ id: string; messaged: boolean }>(apiPaths.matchmakingScrimProposals(teamId), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchmakingKeys.all }),
  });
}

export function useAnswerScrim(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ proposalId, answer }: { proposalId: string; answer: 'accept' | 'decline' }) =>
      api.post<{ status: string }>(apiPaths.matchmakingScrimAnswer(teamId, proposalId, answer)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchmakingKeys.all }),
  });
}
