/**
 * A reminder's answer link (docs/decisions/073): POST /api/practice-rsvp/view
 * reads what the link answers (nothing changes), POST /api/practice-rsvp/answer
 * answers with it and returns the fresh link that replaces it. No session.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { RsvpAnswerResponse, RsvpLinkView } from '#shared/contracts/teams-rsvp.ts';
import type { AttendanceStatus } from '#shared/value-sets.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';

export function useRsvpLinkView(token: string, enabled: boolean) {
  return useQuery<RsvpLinkView, AppError>({
    queryKey: ['practice-rsvp', 'view', token],
    queryFn: () => api.post<RsvpLinkView>(apiPaths.practiceRsvpView, { token }),
    enabled,
    retry: false,
    // A link's state changes only by answering with it, on this page.
    staleTime: Infinity,
  });
}

export interface RsvpAnswerInput {
  token: string;
  status: AttendanceStatus;
  notes: string | null;
}

export function useAnswerRsvpLink() {
  return useMutation<RsvpAnswerResponse, AppError, RsvpAnswerInput>({
    mutationFn: (input) => api.post<RsvpAnswerResponse>(apiPaths.practiceRsvpAnswer, input),
  });
}
