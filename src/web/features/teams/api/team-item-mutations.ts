/**
 * POST, PATCH and DELETE of a team's schedule items (practices, tournaments,
 * recruiting posts, achievements): one shape for all four, typed per kind by
 * the wrappers beside it. Every write refetches the team data (spec 7.6).
 */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths, type TeamItemKind } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateTeams } from './get-team-manage.ts';

export type ScheduleItemKind = Extract<TeamItemKind, 'practices' | 'tournaments' | 'recruiting-posts' | 'achievements'>;

export function useCreateTeamItem<Input>(teamId: string, kind: ScheduleItemKind) {
  const invalidate = useInvalidateTeams();
  return useMutation<{ id: string }, AppError, Input>({
    mutationFn: (input) => api.post<{ id: string }>(apiPaths.teamItems(teamId, kind), input),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateTeamItem<Input>(teamId: string, kind: ScheduleItemKind) {
  const invalidate = useInvalidateTeams();
  return useMutation<unknown, AppError, { id: string; data: Input }>({
    mutationFn: ({ id, data }) => api.patch<unknown>(apiPaths.teamItem(teamId, kind, id), data),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteTeamItem(teamId: string, kind: ScheduleItemKind) {
  const invalidate = useInvalidateTeams();
  return useMutation<void, AppError, string>({
    mutationFn: (id) => api.delete<void>(apiPaths.teamItem(teamId, kind, id)),
    // Not awaited: the confirmation dialog closes before its card leaves the list.
    onSuccess: () => {
      void invalidate();
    },
  });
}
