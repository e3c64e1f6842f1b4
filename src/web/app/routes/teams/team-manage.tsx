/**
 * /teams/{teamId}/manage (spec 2.4): one request loads everything; six tabs
 * (and Contracts for managers, docs/decisions/052),
 * the selected one kept in ?tab= so links like ?tab=practices open it.
 * Signed-in users behind the teams_management flag; the server decides who
 * may read the team (managers, players and staff) and answers 403 otherwise.
 */
import { RecruitingApplications } from '#web/features/matchmaking/components/recruiting-applications.tsx';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams, useParams } from 'react-router';
import { AppError } from '#shared/app-error.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useTeamManage } from '#web/features/teams/api/get-team-manage.ts';
import { AnalyticsTab } from '#web/features/teams/components/manage/analytics/analytics-tab.tsx';
import { ContractsTab } from '#web/features/teams/components/manage/contracts/contracts-tab.tsx';
import { ManageHeader } from '#web/features/teams/components/manage/manage-header.tsx';
import { TeamAccessDenied, TeamLoadError, TeamNotFound } from '#web/features/teams/components/manage/manage-states.tsx';
import { OverviewTab } from '#web/features/teams/components/manage/overview-tab.tsx';
import { PracticesTab } from '#web/features/teams/components/manage/schedule/practices-tab.tsx';
import { RecruitingTab } from '#web/features/teams/components/manage/showcase/recruiting-tab.tsx';
import { RosterTab } from '#web/features/teams/components/manage/roster/roster-tab.tsx';
import { TournamentsTab } from '#web/features/teams/components/manage/schedule/tournaments-tab.tsx';
import { getRankLaddersQueryOptions } from '#web/features/profiles/api/get-rank-ladders.ts';
import type { TeamManage } from '#shared/contracts/teams-manage.ts';
import { RequireAuth } from '#web/app/require-auth.tsx';
import { TeamsFeatureGate } from './teams-feature-gate.tsx';

export const MANAGE_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'roster', label: 'Roster' },
  { value: 'practices', label: 'Practices' },
  { value: 'tournaments', label: 'Tournaments' },
  { value: 'recruiting', label: 'Recruiting' },
  { value: 'analytics', label: 'Analytics' },
  // Gold contract management (docs/decisions/052): managers only.
  { value: 'contracts', label: 'Contracts' },
] as const;
type ManageTab = (typeof MANAGE_TABS)[number]['value'];
const DEFAULT_TAB: ManageTab = 'overview';

const isManageTab = (value: string | null): value is ManageTab => MANAGE_TABS.some((tab) => tab.value === value);

/**
 * The Recruiting tab with what other features give it: matchmaking's list of applications and the
 * rank ladders (profiles) its post form lists, loaded only for those who can edit posts.
 */
function RecruitingTabRoute({ data }: { data: TeamManage }) {
  const ladders = useQuery({ ...getRankLaddersQueryOptions(), enabled: data.viewer.isManager && !data.team.archivedAt });
  return (
    <RecruitingTab
      data={data}
      applications={<RecruitingApplications teamId={data.team.id} canInvite={!data.team.archivedAt} />}
      ladders={{ titles: ladders.data?.titles, failed: ladders.isError, retry: () => void ladders.refetch() }}
    />
  );
}

export function TeamManageRoute() {
  return (
    <RequireAuth>
      <TeamsFeatureGate>
        <TeamManageScreen />
      </TeamsFeatureGate>
    </RequireAuth>
  );
}

function TeamManageScreen() {
  const { teamId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const manage = useTeamManage(teamId);
  const requested = params.get('tab');
  const tab: ManageTab = isManageTab(requested) ? requested : DEFAULT_TAB;

  if (manage.isPending) return <PageLoading label="Loading team..." />;
  if (!manage.data) {
    const error = manage.error;
    // A team id that is not a UUID is refused as bad input (400): to the viewer it is a team that does not exist.
    if (error instanceof AppError && (error.code === 'not_found' || error.code === 'validation')) return <TeamNotFound />;
    if (error instanceof AppError && error.code === 'forbidden') return <TeamAccessDenied message={error.message} />;
    return <TeamLoadError message={error?.message ?? null} onRetry={() => void manage.refetch()} />;
  }

  const data = manage.data;
  const selectTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === DEFAULT_TAB) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${data.team.name} · Team Management · Esports Recruiting`}</title>
      <ManageHeader data={data} />
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Team management" className="grid h-auto grid-cols-3 gap-1 sm:grid-cols-7">
          {MANAGE_TABS.filter((item) => item.value !== 'contracts' || data.viewer.isManager).map((item) => (
            <TabsTrigger key={item.value} value={item.value} className="h-9">
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab data={data} />
        </TabsContent>
        <TabsContent value="roster">
          <RosterTab data={data} />
        </TabsContent>
        <TabsContent value="practices">
          <PracticesTab data={data} />
        </TabsContent>
        <TabsContent value="tournaments">
          <TournamentsTab data={data} />
        </TabsContent>
        <TabsContent value="recruiting">
          <RecruitingTabRoute data={data} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab data={data} />
        </TabsContent>
        <TabsContent value="contracts">
          <ContractsTab data={data} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
