/** POST /api/auth/request-password-reset: always answers 200, whether or not the account exists. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppError } from '#shared/app-error.ts';
import type { requestResetBodySchema } from '#shared/contracts/account.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';

export type RequestPasswordResetInput = z.output<typeof requestResetBodySchema>;

export function requestPasswordReset(input: RequestPasswordResetInput): Promise<unknown> {
  // The emailed link is built by the server (/auth/reset-password?token=...).
  return api.post(apiPaths.requestPasswordReset, { email: input.email });
}

export function useRequestPasswordReset() {
  return useMutation<unknown, AppError, RequestPasswordResetInput>({ mutationFn: requestPasswordReset });
}
