/** PUT /api/profile/setup/<step>: saves one step; the answer is the new draft, put straight into the cache. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { AcademicsStep, GamesStep, HighlightsStep, IdentityStep, ProfileSetupDraft, VisibilityStep } from '#shared/contracts/profile-setup.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { showPointsToast } from '#web/lib/points-toast.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { profileSetupKeys } from './profile-setup-keys.ts';

export interface StepInputs {
  identity: IdentityStep;
  games: GamesStep;
  academics: AcademicsStep;
  highlights: HighlightsStep;
  visibility: VisibilityStep;
}

export function saveSetupStep<S extends keyof StepInputs>(step: S, data: StepInputs[S]): Promise<ProfileSetupDraft> {
  return apiRequest<ProfileSetupDraft>(apiPaths.profileSetupStep(step), { method: 'PUT', body: data });
}

export function useSaveSetupStep<S extends keyof StepInputs>(step: S) {
  const queryClient = useQueryClient();
  return useMutation<ProfileSetupDraft, AppError, StepInputs[S]>({
    mutationFn: (data) => saveSetupStep(step, data),
    onSuccess: (draft) => {
      queryClient.setQueryData(profileSetupKeys.draft(), draft);
      showPointsToast(draft.pointsAwarded);
      // The header shows the display name and the completion from /api/me.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
