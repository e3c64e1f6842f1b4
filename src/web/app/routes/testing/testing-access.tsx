/**
 * The gate of the testing area: a signed-out visitor goes to /auth and comes
 * back after signing in; a signed-in user without access reads why.
 */
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth, type AuthState } from '#web/lib/auth/auth-context.ts';
import { rememberRedirectAfterLogin } from '#web/lib/auth/redirect-after-login.ts';

export function TestingAccess({
  title,
  allows,
  deniedReason,
  children,
}: {
  title: string;
  allows: (auth: AuthState) => boolean;
  deniedReason: string;
  children: ReactNode;
}) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.isLoading) return <PageLoading label="Checking your access..." />;
  if (!auth.isSignedIn) {
    rememberRedirectAfterLogin(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={paths.auth.root.getHref()} replace />;
  }
  if (!allows(auth)) {
    return (
      <div className="mx-auto w-full max-w-lg px-4 py-12">
        <Card>
          <CardHeader>
            <div className="flex items-center gap-2">
              <ShieldAlert aria-hidden="true" className="size-5 text-destructive" />
              <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            </div>
            <CardDescription className="text-base text-foreground">This feature is currently unavailable.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p className="text-sm text-muted-foreground">{deniedReason}</p>
            <Button asChild variant="outline" className="justify-self-start">
              <Link to={paths.home.getHref()}>Back to Home</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }
  return <>{children}</>;
}
