/** POST /api/account/confirm-email: the emailed link confirms the address and signs in (docs/decisions/017). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/paths.ts';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';

export function confirmEmail(token: string): Promise<{ ok: true }> {
  return api.post(apiPaths.confirmEmail, { token });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation<{ ok: true }, AppError, string>({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
