import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { takeRedirectAfterLogin } from '#web/lib/auth/redirect-after-login.ts';

/** After signing in (or up): the page that sent the visitor to /auth, else My Account. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  return useCallback(
    () => navigate(takeRedirectAfterLogin(paths.account.getHref()), { replace: true }),
    [navigate],
  );
}
