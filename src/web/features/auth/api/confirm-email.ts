/** POST /api/account/confirm-email: the emailed link confirms the address and signs in (docs/decisions/017). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshMe } from '#web/lib/auth/refresh-me.ts';
import { restartRealtime } from '#web/lib/realtime/realtime-client.ts';

export function confirmEmail(token: string): Promise<{ ok: true }> {
  return api.post(apiPaths.confirmEmail, { token });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation<{ ok: true }, AppError, string>({
    mutationFn: confirmEmail,
    onSuccess: () => {
      // The link signed this browser in: a socket opened before belongs to no session.
      restartRealtime();
      return refreshMe(queryClient);
    },
  });
}
