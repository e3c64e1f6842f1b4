/** PATCH /api/teams/:teamId/staff/:id (managers): role and contract dates. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppError } from '#shared/app-error.ts';
import type { updateStaffSchema } from '#shared/contracts/teams-roster.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateTeams } from '../get-team-manage.ts';

export type UpdateStaffInput = z.input<typeof updateStaffSchema>;

export function updateStaff(teamId: string, staffId: string, input: UpdateStaffInput): Promise<unknown> {
  return api.patch<unknown>(apiPaths.teamItem(teamId, 'staff', staffId), input);
}

export function useUpdateStaff(teamId: string) {
  const invalidateTeams = useInvalidateTeams();
  return useMutation<unknown, AppError, { staffId: string; input: UpdateStaffInput }>({
    mutationFn: ({ staffId, input }) => updateStaff(teamId, staffId, input),
    onSuccess: () => invalidateTeams(),
  });
}
