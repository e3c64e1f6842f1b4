/**
 * /recruiting-dashboard (spec 2.1 and 6, issue 13.2, docs/decisions/040):
 * recruiters and platform staff. Signed out: the sign-in page (and back
 * here); signed in without a recruiter role: the not-found page, as the
 * header offers them no Dashboard. One request for the whole screen.
 */
import { canSeeDashboard } from '#shared/access/access-rules.ts';
import { RECRUITING_DASHBOARD_TEXTS as TEXTS } from '#shared/contracts/recruiting-dashboard.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { useRecruitingDashboard } from '#web/features/recruiting-dashboard/api/recruiting-dashboard.ts';
import { RecruitingDashboardView } from '#web/features/recruiting-dashboard/components/recruiting-dashboard-view.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { RequireAuth } from '#web/app/require-auth.tsx';
import { LoadErrorPanel } from '#web/components/layout/load-error-panel.tsx';
import { NotFoundRoute } from '../not-found.tsx';

function DashboardPage() {
  const { roles } = useAuth();
  const allowed = canSeeDashboard(roles);
  const dashboard = useRecruitingDashboard(allowed);
  if (!allowed) return <NotFoundRoute />;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
      <title>{`${TEXTS.title} · Esports Recruiting`}</title>
      <h1 className="text-3xl font-bold tracking-tight">{TEXTS.title}</h1>
      {dashboard.isPending ? (
        <PageLoading label={TEXTS.loading} />
      ) : dashboard.isError ? (
        <LoadErrorPanel title={TEXTS.loadFailed} message={dashboard.error.message} onRetry={() => void dashboard.refetch()} />
      ) : (
        <RecruitingDashboardView data={dashboard.data} />
      )}
    </div>
  );
}

export function RecruitingDashboardRoute() {
  return (
    <RequireAuth>
      <DashboardPage />
    </RequireAuth>
  );
}
