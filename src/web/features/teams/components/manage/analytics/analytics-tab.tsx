/**
 * Analytics (issue 4, decision 010): silver and gold managers see the
 * team's attendance and results; bronze teams see "Upgrade for Advanced
 * Analytics". The figures load only when this tab is shown, the charts
 * library with them.
 */
import { lazy, Suspense } from 'react';
import { tierAllows } from '#shared/access/access-rules.ts';
import { type TeamAnalytics } from '#shared/contracts/teams-analytics.ts';
import { type TeamManage } from '#shared/contracts/teams-manage.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useTeamAnalytics } from '#web/features/teams/api/analytics/get-team-analytics.ts';
import { formatRate } from './analytics-format.ts';
import { formatCalendarDate } from '../format-team-dates.ts';
import { valueLabel } from '../role-labels.ts';
import { UpgradePrompt } from '../settings/upgrade-prompt.tsx';
import { EmptyState } from '#web/components/query-state.tsx';

const AnalyticsCharts = lazy(() => import('./analytics-charts.tsx'));

export function AnalyticsTab({ data }: { data: TeamManage }) {
  const { team, viewer } = data;
  const hasTier = tierAllows(team.subscriptionTier, 'advanced_analytics');
  return (
    <section aria-labelledby="analytics-heading" className="grid gap-4">
      <h2 id="analytics-heading" className="text-xl font-bold">
        Analytics
      </h2>
      {!hasTier ? (
        <UpgradePrompt teamId={team.id} title={TEAM_TEXTS.analyticsTierRequired} feature="Advanced analytics" isManager={viewer.isManager} />
      ) : viewer.isManager ? (
        <ManagerAnalytics teamId={team.id} />
      ) : (
        <EmptyState>
          Team analytics are visible to team managers.
        </EmptyState>
      )}
    </section>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner /> {label}
    </p>
  );
}

function ManagerAnalytics({ teamId }: { teamId: string }) {
  const analytics = useTeamAnalytics(teamId, { enabled: true });
  if (analytics.isPending) return <Loading label="Loading analytics..." />;
  if (analytics.isError) return <FormAlert>{analytics.error.message}</FormAlert>;
  return <AnalyticsReport analytics={analytics.data} />;
}

const th = 'border-b px-3 py-2 text-left font-semibold';
const td = 'border-b px-3 py-2';

export function AnalyticsReport({ analytics }: { analytics: TeamAnalytics }) {
  const statuses = Object.entries(analytics.tournamentsByStatus).filter(([, count]) => count > 0);
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl border bg-card p-4 shadow-sm">
          <p className="text-sm text-muted-foreground">Overall attendance rate</p>
          <p className="text-3xl font-bold">{formatRate(analytics.overallAttendanceRate)}</p>
          <p className="text-xs text-muted-foreground">Practices that have started</p>
        </div>
        <div className="rounded-xl border bg-card p-4 shadow-sm">
          <p className="text-sm text-muted-foreground">Practices in the last 12 weeks</p>
          <p className="text-3xl font-bold">{analytics.weeks.reduce((sum, week) => sum + week.practices, 0)}</p>
        </div>
        <div className="rounded-xl border bg-card p-4 shadow-sm">
          <p className="text-sm text-muted-foreground">Players counted</p>
          <p className="text-3xl font-bold">{analytics.players.length}</p>
        </div>
      </div>

      {analytics.players.length === 0 && analytics.weeks.every((week) => week.practices === 0) ? (
        <p className="text-sm text-muted-foreground">No practices or players to chart yet.</p>
      ) : (
        <Suspense fallback={<Loading label="Loading charts..." />}>
          <AnalyticsCharts analytics={analytics} />
        </Suspense>
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="analytics-placements" className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm">
          <h3 id="analytics-placements" className="font-semibold">
            Tournament placements
          </h3>
          {analytics.placements.length === 0 ? (
            <p className="text-sm text-muted-foreground">No placements recorded yet.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-sm">
                <thead>
                  <tr>
                    <th className={th}>Tournament</th>
                    <th className={th}>Start date</th>
                    <th className={th}>Placement</th>
                  </tr>
                </thead>
                <tbody>
                  {analytics.placements.map((placement) => (
                    <tr key={placement.tournamentId}>
                      <td className={td}>{placement.name}</td>
                      <td className={td}>{formatCalendarDate(placement.startDate)}</td>
                      <td className={td}>{placement.placement}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <section aria-labelledby="analytics-statuses" className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm">
          <h3 id="analytics-statuses" className="font-semibold">
            Tournaments by status
          </h3>
          {statuses.length === 0 ? (
            <p className="text-sm text-muted-foreground">No tournaments yet.</p>
          ) : (
            <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
              {statuses.map(([status, count]) => (
                <div key={status} className="contents">
                  <dt>{valueLabel(status)}</dt>
                  <dd className="text-right font-semibold">{count}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      </div>
    </div>
  );
}
