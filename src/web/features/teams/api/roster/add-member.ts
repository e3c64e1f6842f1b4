/**
 * POST /api/teams/:teamId/members (managers): a found user or an email, on the
 * general or a game roster. The answer is an invitation the person accepts
 * (docs/decisions/015), the same whoever the email belongs to.
 */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { AddMemberInput, AddPersonResponse } from '#shared/contracts/teams-roster.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateTeams } from '../get-team-manage.ts';

export function addMember(teamId: string, input: AddMemberInput): Promise<AddPersonResponse> {
  return api.post<AddPersonResponse>(apiPaths.teamItems(teamId, 'members'), input);
}

export function useAddMember(teamId: string) {
  const invalidateTeams = useInvalidateTeams();
  return useMutation<AddPersonResponse, AppError, AddMemberInput>({
    mutationFn: (input) => addMember(teamId, input),
    onSuccess: () => invalidateTeams(),
  });
}
