/** DELETE /api/teams/:teamId/staff/:id (managers). */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateTeams } from '../get-team-manage.ts';

export function removeStaff(teamId: string, staffId: string): Promise<void> {
  return api.delete<void>(apiPaths.teamItem(teamId, 'staff', staffId));
}

export function useRemoveStaff(teamId: string) {
  const invalidateTeams = useInvalidateTeams();
  return useMutation<void, AppError, string>({
    mutationFn: (staffId) => removeStaff(teamId, staffId),
    onSuccess: () => invalidateTeams(),
  });
}
