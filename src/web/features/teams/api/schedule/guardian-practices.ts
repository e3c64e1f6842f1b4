/**
 * A guardian answering for their minor (docs/decisions/073): GET the minor's
 * upcoming practices, PUT the answer for one of them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { GuardianPractice, GuardianPracticesResponse } from '#shared/contracts/teams-rsvp.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import type { AttendanceAnswer } from './submit-attendance.ts';

const guardianPracticesKey = (userId: string) => ['guardian-practices', userId] as const;

export function useGuardianPractices(userId: string) {
  return useQuery<GuardianPracticesResponse, AppError>({
    queryKey: guardianPracticesKey(userId),
    queryFn: ({ signal }) => api.get<GuardianPracticesResponse>(apiPaths.guardianPractices(userId), signal),
  });
}

export function useAnswerForMinor(userId: string, practiceId: string) {
  const queryClient = useQueryClient();
  return useMutation<GuardianPractice, AppError, AttendanceAnswer>({
    mutationFn: (answer) => api.put<GuardianPractice>(apiPaths.guardianPracticeAttendance(userId, practiceId), answer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guardianPracticesKey(userId) }),
  });
}
