/**
 * The outcome's actions (docs/decisions/041): confirm, decline, guardian
 * approval, public consent, withdraw, share link; and recording one (the
 * program's, from the pipeline board's Committed dialog; the player's own).
 * Each refreshes every outcome query afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { Outcome, OutcomeShortLink, RecordOwnOutcomeInput, RecordProgramOutcomeInput } from '#shared/contracts/outcomes.ts';
import { api } from '#web/lib/api-client.ts';
import { outcomeKeys } from './outcome-keys.ts';
import { apiPaths } from '#web/config/api-paths.ts';

function useOutcomeMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation<TResult, AppError, TInput>({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: outcomeKeys.all }),
  });
}

export type OutcomeDecision = 'confirm' | 'decline' | 'guardian-approval' | 'withdraw';

export function useOutcomeDecision(id: string) {
  return useOutcomeMutation<OutcomeDecision, Outcome | undefined>((decision) => api.post<Outcome | undefined>(apiPaths.recruitingOutcomeAction(id, decision)));
}

export function useOutcomeConsent(id: string) {
  return useOutcomeMutation<boolean, Outcome>((show) => api.post<Outcome>(apiPaths.recruitingOutcomeAction(id, 'public-consent'), { show }));
}

export function useOutcomeShortLink(id: string) {
  return useMutation<OutcomeShortLink, AppError, void>({ mutationFn: () => api.post<OutcomeShortLink>(apiPaths.recruitingOutcomeAction(id, 'short-link')) });
}

/** The program records (or confirms over the player's own) an outcome: the pipeline board's Committed dialog. */
export function useRecordProgramOutcome() {
  return useOutcomeMutation<RecordProgramOutcomeInput, Outcome>((input) => api.post<Outcome>(apiPaths.recruitingOutcomes, input));
}

export function useRecordOwnOutcome() {
  return useOutcomeMutation<RecordOwnOutcomeInput, Outcome>((input) => api.post<Outcome>(apiPaths.myRecruitingOutcomes, input));
}
