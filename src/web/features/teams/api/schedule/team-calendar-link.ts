/**
 * The Gold team calendar link (docs/decisions/052), managers: GET tells
 * whether it is on, POST creates or regenerates it (the only time the URL
 * is shown), DELETE turns it off.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import type { CalendarFeed } from './calendar-feed.ts';
import { teamKeys } from '../team-keys.ts';

export function useTeamCalendarLink(teamId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: teamKeys.calendarLink(teamId),
    queryFn: ({ signal }) => api.get<CalendarFeed>(apiPaths.teamCalendarLink(teamId), signal),
    enabled,
  });
}

export function useCreateTeamCalendarLink(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation<CalendarFeed, AppError, void>({
    mutationFn: () => api.post<CalendarFeed>(apiPaths.teamCalendarLink(teamId)),
    onSuccess: (link) => queryClient.setQueryData(teamKeys.calendarLink(teamId), link),
  });
}

export function useDeleteTeamCalendarLink(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, AppError, void>({
    mutationFn: () => api.delete<void>(apiPaths.teamCalendarLink(teamId)),
    onSuccess: () => queryClient.setQueryData<CalendarFeed>(teamKeys.calendarLink(teamId), { url: null, exists: false }),
  });
}
