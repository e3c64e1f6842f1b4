/** GET /api/teams/:teamId/practices/:practiceId/attendance: loaded when the attendance dialog opens (spec 4). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeAttendance } from '#shared/contracts/teams-schedule.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { teamKeys } from '../team-keys.ts';

export function getPracticeAttendance(teamId: string, practiceId: string, signal?: AbortSignal) {
  return api.get<PracticeAttendance>(apiPaths.practiceAttendance(teamId, practiceId), signal);
}

export function getPracticeAttendanceQueryOptions(teamId: string, practiceId: string) {
  return queryOptions({
    queryKey: teamKeys.attendance(teamId, practiceId),
    queryFn: ({ signal }) => getPracticeAttendance(teamId, practiceId, signal),
    // Others answer while the dialog is closed: fetch afresh each time it opens.
    staleTime: 0,
  });
}

export function usePracticeAttendance(teamId: string, practiceId: string | null) {
  return useQuery({
    ...getPracticeAttendanceQueryOptions(teamId, practiceId ?? ''),
    enabled: practiceId !== null,
  });
}
