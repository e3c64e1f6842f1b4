import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { homeHrefFor } from '#shared/account/account-kinds.ts';
import type { MeResponse } from '#shared/contracts/me.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { takeRedirectAfterLogin } from '#web/lib/auth/redirect-after-login.ts';

/**
 * After signing in (or confirming the email): the page that sent the visitor to /auth, else their home
 * (docs/decisions/068): the recruiting dashboard for college staff, /home for everyone else. The sign-in
 * refreshed /api/me first, so the roles are the new session's.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const me = queryClient.getQueryData<MeResponse>(meQueryKey);
    return navigate(takeRedirectAfterLogin(homeHrefFor(me?.roles ?? [])), { replace: true });
  }, [navigate, queryClient]);
}
