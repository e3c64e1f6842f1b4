/** POST /api/teams/:teamId/staff (managers): a found user or an email to invite, a role, optional contract dates; an invitation like players'. */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { AddPersonResponse, AddStaffInput } from '#shared/contracts/teams-roster.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateTeams } from '../get-team-manage.ts';

export function addStaff(teamId: string, input: AddStaffInput): Promise<AddPersonResponse> {
  return api.post<AddPersonResponse>(apiPaths.teamItems(teamId, 'staff'), input);
}

export function useAddStaff(teamId: string) {
  const invalidateTeams = useInvalidateTeams();
  return useMutation<AddPersonResponse, AppError, AddStaffInput>({
    mutationFn: (input) => addStaff(teamId, input),
    onSuccess: () => invalidateTeams(),
  });
}
