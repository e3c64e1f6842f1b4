/**
 * The viewer's personal calendar feed of a team (decision 010):
 * GET tells whether one exists, POST creates or rotates it (the only time
 * the URL is shown), DELETE turns it off.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { calendarFeedSchema } from '#shared/contracts/teams-schedule.ts';
import type { z } from 'zod';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { teamKeys } from '../team-keys.ts';

export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export function useCalendarFeed(teamId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: teamKeys.calendarFeed(teamId),
    queryFn: ({ signal }) => api.get<CalendarFeed>(apiPaths.teamCalendarFeed(teamId), signal),
    enabled,
  });
}

export function useCreateCalendarFeed(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation<CalendarFeed, AppError, void>({
    mutationFn: () => api.post<CalendarFeed>(apiPaths.teamCalendarFeed(teamId)),
    onSuccess: (feed) => queryClient.setQueryData(teamKeys.calendarFeed(teamId), feed),
  });
}

export function useDeleteCalendarFeed(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, AppError, void>({
    mutationFn: () => api.delete<void>(apiPaths.teamCalendarFeed(teamId)),
    onSuccess: () => queryClient.setQueryData<CalendarFeed>(teamKeys.calendarFeed(teamId), { url: null, exists: false }),
  });
}
