/** POST /api/account/sign-up: the same answer for a new and a taken email; the confirmation link signs in (docs/decisions/017). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppError } from '#shared/app-error.ts';
import type { signUpBodySchema } from '#shared/contracts/account.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshMe } from '#web/lib/auth/refresh-me.ts';

export type SignUpInput = z.output<typeof signUpBodySchema>;

export function signUp(input: SignUpInput): Promise<{ ok: true }> {
  return api.post(apiPaths.signUp, input);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation<{ ok: true }, AppError, SignUpInput>({
    mutationFn: signUp,
    onSuccess: () => refreshMe(queryClient),
  });
}
