/** POST /api/auth/sign-out: goes home, ends the session, and clears the age verification. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { paths } from '#web/config/paths.ts';
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
    // Leave signed-in pages before the session ends, so none of them sees the signed-out state (the
    // server closes this session's socket while it answers) and sends the visitor to /auth instead.
    onMutate: () => navigate(paths.home.getHref()),
    mutationFn: signOut,
    onSuccess: async () => {
      clearAgeVerification();
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
