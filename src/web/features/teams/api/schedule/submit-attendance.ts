/** PUT /api/teams/:teamId/practices/:practiceId/attendance: the viewer's own answer (one per practice; changeable). */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { AttendanceStatus } from '#shared/value-sets.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useInvalidateTeams } from '../get-team-manage.ts';

export interface AttendanceAnswer {
  status: AttendanceStatus;
  notes: string | null;
}

export function submitAttendance(teamId: string, practiceId: string, answer: AttendanceAnswer) {
  return apiRequest<unknown>(apiPaths.practiceAttendance(teamId, practiceId), { method: 'PUT', body: answer });
}

/** On success the dialog's list and the manage data (counts on the cards) reload. */
export function useSubmitAttendance(teamId: string, practiceId: string) {
  const invalidate = useInvalidateTeams();
  return useMutation<unknown, AppError, AttendanceAnswer>({
    mutationFn: (answer) => submitAttendance(teamId, practiceId, answer),
    onSuccess: () => invalidate(),
  });
}
