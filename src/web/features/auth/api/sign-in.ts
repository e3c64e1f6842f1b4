/** POST /api/auth/sign-in/email: email and password; the backend's error comes back as an AppError. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppError } from '#shared/app-error.ts';
import type { signInBodySchema } from '#shared/contracts/account.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshMe } from '#web/lib/auth/refresh-me.ts';
import { restartRealtime } from '#web/lib/realtime/realtime-client.ts';

export type SignInInput = z.output<typeof signInBodySchema>;

export function signIn(input: SignInInput): Promise<unknown> {
  return api.post(apiPaths.signIn, input);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation<unknown, AppError, SignInInput>({
    mutationFn: signIn,
    onSuccess: () => {
      // A socket opened before belongs to the previous session (or none).
      restartRealtime();
      return refreshMe(queryClient);
    },
  });
}
