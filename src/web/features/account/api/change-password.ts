/** POST /api/auth/change-password: needs the current password; other sessions are signed out. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppError } from '#shared/app-error.ts';
import type { changePasswordBodySchema } from '#shared/contracts/account.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshMe } from '#web/lib/auth/refresh-me.ts';
import { restartRealtime } from '#web/lib/realtime/realtime-client.ts';

export type ChangePasswordInput = z.output<typeof changePasswordBodySchema>;

export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return api.post(apiPaths.changePassword, { ...input, revokeOtherSessions: true });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation<unknown, AppError, ChangePasswordInput>({
    mutationFn: changePassword,
    onSuccess: async () => {
      // Revoking the other sessions replaced this one too: the socket of the old session is closed (4401).
      restartRealtime();
      await refreshMe(queryClient);
    },
  });
}
