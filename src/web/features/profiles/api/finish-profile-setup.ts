/** POST /api/profile/setup/finish: setup done (the banner goes), and a player's profile published. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { FinishSetupResponse } from '#shared/contracts/profile-setup.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { showPointsToast } from '#web/lib/points-toast.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { profileSetupKeys } from './profile-setup-keys.ts';

export function finishProfileSetup(): Promise<FinishSetupResponse> {
  return api.post<FinishSetupResponse>(apiPaths.profileSetupFinish, {});
}

export function useFinishProfileSetup() {
  const queryClient = useQueryClient();
  return useMutation<FinishSetupResponse, AppError, void>({
    mutationFn: finishProfileSetup,
    onSuccess: async (result) => {
      queryClient.setQueryData(profileSetupKeys.draft(), result.draft);
      showPointsToast(result.pointsAwarded);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
