/**
 * Team screens need the teams_management flag; platform admins and
 * developers reach them with the flag off (spec 2.4, 6). The server applies
 * the same rule to every team API call; this only explains it.
 */
import type { ReactNode } from 'react';
import { isAdminOrDeveloper } from '#shared/access/access-rules.ts';
import { flagEnabled } from '#shared/access/flags.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';

export const TEAMS_FEATURE_TITLE = 'Team Management';
export const TEAMS_FEATURE_UNAVAILABLE = 'This feature is currently unavailable.';

export function TeamsFeatureGate({ children }: { children: ReactNode }) {
  const { isLoading, flags, roles } = useAuth();
  if (isLoading) return <PageLoading label="Loading..." />;
  if (!flagEnabled(flags, 'teams_management') && !isAdminOrDeveloper(roles)) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{TEAMS_FEATURE_TITLE}</h1>
        <p className="text-muted-foreground">{TEAMS_FEATURE_UNAVAILABLE}</p>
      </section>
    );
  }
  return <>{children}</>;
}
