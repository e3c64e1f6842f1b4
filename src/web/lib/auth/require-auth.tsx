import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { useAuth } from './auth-context.ts';
import { rememberRedirectAfterLogin } from './redirect-after-login.ts';

/** Signed-in pages: a signed-out visitor is sent to /auth and comes back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isSignedIn, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageLoading label="Checking your session..." />;
  if (!isSignedIn) {
    rememberRedirectAfterLogin(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={paths.auth.root.getHref()} replace />;
  }
  return <>{children}</>;
}
