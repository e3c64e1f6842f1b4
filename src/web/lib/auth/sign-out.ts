/** POST /api/auth/sign-out: ends the session, clears the age verification, and goes home. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths, paths } from '#web/config/paths.ts';
import { api } from '#web/lib/api-client.ts';
import { restartRealtime } from '#web/lib/realtime/realtime-client.ts';
import { clearAgeVerification } from './age-verification-storage.ts';
import { meQueryKey, SIGNED_OUT_ME } from './get-me.ts';

export function signOut(): Promise<unknown> {
  return api.post(apiPaths.signOut, {});
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation<unknown, AppError>({
    mutationFn: signOut,
    onSuccess: async () => {
      clearAgeVerification();
      // Leave signed-in pages first, so they do not see the signed-out state and redirect to /auth.
      await navigate(paths.home.getHref());
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, SIGNED_OUT_ME);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      // Last, once the signed-in screens are gone: a socket still open belonged to the ended session.
      restartRealtime();
    },
    onError: (error) => {
      toast.error('Sign out failed', { description: error.message });
    },
  });
}
