/** POST /api/auth/reset-password: sets a new password with the emailed single-use token. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppError } from '#shared/app-error.ts';
import type { resetPasswordBodySchema } from '#shared/contracts/account.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshMe } from '#web/lib/auth/refresh-me.ts';

export type ResetPasswordInput = z.output<typeof resetPasswordBodySchema>;

export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return api.post(apiPaths.resetPassword, input);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation<unknown, AppError, ResetPasswordInput>({
    mutationFn: resetPassword,
    // A reset ends every session of the account.
    onSuccess: () => refreshMe(queryClient),
  });
}
