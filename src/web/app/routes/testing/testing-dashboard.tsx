/** /testing: the testing dashboard for users with flag testing_dashboard (spec 2.9). */
import Bell from 'lucide-react/icons/bell';
import Cpu from 'lucide-react/icons/cpu';
import { Link } from 'react-router';
import { canManageJobs, canManageRoles, canReadOutbox, canReviewCollegeClaims } from '#shared/access/access-rules.ts';
import { flagEnabled } from '#shared/access/flags.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { paths } from '#web/config/paths.ts';
import { FlagsPanel } from '#web/features/flags/components/flags-panel.tsx';
import { ActivityPanel } from '#web/features/testing/components/activity-panel.tsx';
import { AnalyticsPanel } from '#web/features/testing/components/analytics-panel.tsx';
import { CollegeClaimsPanel } from '#web/features/testing/components/college-claims-panel.tsx';
import { FailedJobsPanel } from '#web/features/testing/components/failed-jobs-panel.tsx';
import { OutboxPanel } from '#web/features/testing/components/outbox-panel.tsx';
import { RolesPanel } from '#web/features/testing/components/roles-panel.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { TestingAccess } from './testing-access.tsx';

function TestingDashboard() {
  const { roles } = useAuth();
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">Testing Dashboard</h1>
          <p className="text-muted-foreground">Feature flags, roles, sent emails and failed jobs (platform admins), recent activity and analytics for platform staff.</p>
        </div>
        <nav aria-label="Testing tools" className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={paths.adminAlerts.getHref()}>
              <Bell aria-hidden="true" /> Manage Alerts
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.edgeFunctionTest.getHref()}>
              <Cpu aria-hidden="true" /> Function Tests
            </Link>
          </Button>
        </nav>
      </div>
      <Tabs defaultValue="flags">
        <div className="relative overflow-x-auto">
          <TabsList className="min-w-max">
            <TabsTrigger value="flags">Feature Flags</TabsTrigger>
            <TabsTrigger value="roles">Roles</TabsTrigger>
            {canReadOutbox(roles) ? <TabsTrigger value="outbox">Email Outbox</TabsTrigger> : null}
            {canManageJobs(roles) ? <TabsTrigger value="failed-jobs">Failed Jobs</TabsTrigger> : null}
            {canReviewCollegeClaims(roles) ? <TabsTrigger value="college-claims">College claims</TabsTrigger> : null}
            <TabsTrigger value="activity">Recent Activity</TabsTrigger>
            <TabsTrigger value="analytics">Analytics</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="flags">
          <FlagsPanel />
        </TabsContent>
        <TabsContent value="roles">
          <RolesPanel canManageRoles={canManageRoles(roles)} />
        </TabsContent>
        {canReadOutbox(roles) ? (
          <TabsContent value="outbox">
            <OutboxPanel />
          </TabsContent>
        ) : null}
        {canManageJobs(roles) ? (
          <TabsContent value="failed-jobs">
            <FailedJobsPanel />
          </TabsContent>
        ) : null}
        {canReviewCollegeClaims(roles) ? (
          <TabsContent value="college-claims">
            <CollegeClaimsPanel />
          </TabsContent>
        ) : null}
        <TabsContent value="activity">
          <ActivityPanel />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}

export function TestingDashboardRoute() {
  return (
    <TestingAccess
      title="Testing Dashboard"
      allows={({ flags }) => flagEnabled(flags, 'testing_dashboard')}
      deniedReason="The testing dashboard is for platform staff. If you need it, ask a platform admin."
    >
      <TestingDashboard />
    </TestingAccess>
  );
}
