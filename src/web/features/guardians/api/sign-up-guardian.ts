/** POST /api/guardian/invitations/sign-up: a family account for the invited address, accepted and signed in. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { GuardianSignUpBody } from '#shared/contracts/guardians.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshMe } from '#web/lib/auth/refresh-me.ts';
import { restartRealtime } from '#web/lib/realtime/realtime-client.ts';
import { apiPaths } from '#web/config/api-paths.ts';

export function useSignUpGuardian() {
  const queryClient = useQueryClient();
  return useMutation<{ playerUserId: string }, AppError, GuardianSignUpBody>({
    mutationFn: (body) => api.post(apiPaths.guardianSignUp, body),
    onSuccess: () => {
      restartRealtime();
      return refreshMe(queryClient);
    },
  });
}
