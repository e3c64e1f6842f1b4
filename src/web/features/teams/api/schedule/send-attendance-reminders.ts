/** POST /api/teams/:teamId/practices/:practiceId/reminders: email everyone who has not answered (managers). */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';

export function sendAttendanceReminders(teamId: string, practiceId: string) {
  return api.post<{ sent: number }>(apiPaths.practiceReminders(teamId, practiceId));
}

export function useSendAttendanceReminders(teamId: string, practiceId: string) {
  return useMutation<{ sent: number }, AppError, void>({
    mutationFn: () => sendAttendanceReminders(teamId, practiceId),
  });
}
