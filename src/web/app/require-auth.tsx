import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { rememberRedirectAfterLogin } from '#web/lib/auth/redirect-after-login.ts';

/** Signed-in pages: a signed-out visitor is sent to /auth and comes back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isSignedIn, isLoading } = useAuth();
  const location = useLocation();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (isLoading) return <PageLoading label="Checking your session..." />;
  // The router renders a navigation in a transition: until the next page is ready this one stays on
  // screen although the address already changed. Sign-out goes home, then the signed-out state
  // arrives: a signed-in page the browser has already left must not send the visitor to /auth.
  const hasLeft = wasSignedIn && window.location.pathname !== location.pathname;
  if (isSignedIn && !wasSignedIn) setWasSignedIn(true);
  if (!isSignedIn && hasLeft) return <PageLoading />;
  if (!isSignedIn) {
    rememberRedirectAfterLogin(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={paths.auth.root.getHref()} replace />;
  }
  return <>{children}</>;
}
