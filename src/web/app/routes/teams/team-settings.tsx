/**
 * /teams/{teamId}/settings, for the team's managers (spec 6): the team's
 * fields, when the team plays (docs/decisions/047), the subscription tier (platform admins change it, others see it),
 * the Gold brand kit and team calendar link (docs/decisions/052),
 * ownership transfer and archive / restore. Loads the manage screen's one
 * request; every write refreshes the team's queries.
 */
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Archive from 'lucide-react/icons/archive';
import ShieldX from 'lucide-react/icons/shield-x';
import { Link, useNavigate, useParams } from 'react-router';
import { isTeamManager } from '#shared/access/access-rules.ts';
import { AppError } from '#shared/app-error.ts';
import { type TeamManage } from '#shared/contracts/teams-manage.ts';
import type { UpdateTeamInput } from '#shared/contracts/teams-settings.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';
import { useArchiveTeam } from '#web/features/teams/api/settings/archive-team.ts';
import { useTeamManage } from '#web/features/teams/api/get-team-manage.ts';
import { useTransferTeamOwnership } from '#web/features/teams/api/settings/transfer-team-ownership.ts';
import { useUpdateTeam } from '#web/features/teams/api/settings/update-team.ts';
import { ArchiveTeamCard } from '#web/features/teams/components/archive-team-card.tsx';
import { SubscriptionTierCard } from '#web/features/teams/components/subscription-tier-card.tsx';
import { TeamBrandCard } from '#web/features/teams/components/team-brand-card.tsx';
import { TeamCalendarLinkCard } from '#web/features/teams/components/team-calendar-link-card.tsx';
import { TeamForm } from '#web/features/teams/components/team-form.tsx';
import { TeamLogo } from '#web/features/teams/components/team-logo.tsx';
import { TeamScheduleForm } from '#web/features/teams/components/team-schedule-form.tsx';
import { TransferOwnershipCard } from '#web/features/teams/components/transfer-ownership-card.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { RequireAuth } from '#web/app/require-auth.tsx';
import { toast } from '#web/lib/toast.ts';
import { LoadErrorPanel, MissingDocumentPanel } from '#web/components/layout/load-error-panel.tsx';
import { TeamsFeatureGate } from './teams-feature-gate.tsx';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : undefined);

function BackToTeams() {
  return (
    <Button asChild>
      <Link to={paths.teams.root.getHref()}>Back to Teams</Link>
    </Button>
  );
}

/** Not a manager of this team: members go back to the team, strangers to Find Teams. */
function AccessDenied({ teamId, isMember }: { teamId: string; isMember: boolean }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <title>Access Denied · Esports Recruiting</title>
      <ShieldX aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold">Access Denied</h1>
      <p className="text-muted-foreground">{TEAM_TEXTS.notManager}</p>
      {isMember ? (
        <Button asChild>
          <Link to={paths.teams.manage.getHref(teamId)}>Back to Team</Link>
        </Button>
      ) : (
        <BackToTeams />
      )}
    </section>
  );
}

function SettingsSections({ data }: { data: TeamManage }) {
  const { team, viewer } = data;
  const { roles, user } = useAuth();
  const navigate = useNavigate();
  const updateTeam = useUpdateTeam();
  const transferOwnership = useTransferTeamOwnership();
  const archiveTeam = useArchiveTeam();
  const archived = team.archivedAt !== null;
  // The team form and the schedule form save through the same PATCH, with the same toasts; a failure is rethrown
  // so the form keeps its values and shows the fields' errors.
  const saveSettings = async (data: UpdateTeamInput) => {
    try {
      await updateTeam.mutateAsync({ teamId: team.id, data });
    } catch (error) {
      toast.error('Failed to save team settings.', { description: errorMessage(error) });
      throw error;
    }
    toast.success('Team settings saved');
  };

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-10">
      <title>{`${team.name} · Team Settings · Esports Recruiting`}</title>
      <div>
        <Button asChild variant="link">
          <Link to={paths.teams.manage.getHref(team.id)}>
            <ArrowLeft aria-hidden="true" /> Back to Team Management
          </Link>
        </Button>
      </div>
      <header className="flex items-center gap-4">
        <TeamLogo name={team.name} logoUrl={team.logoUrl} />
        <div className="grid min-w-0 gap-1">
          <h1 className="text-3xl font-bold tracking-tight">Team Settings</h1>
          <p className="break-words text-muted-foreground">{team.name}</p>
        </div>
      </header>

      {archived ? (
        <div role="status" className="flex items-start gap-3 rounded-xl border border-highlight/50 bg-highlight/10 px-4 py-3 text-sm">
          <Archive aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <strong>This team is archived.</strong> It is hidden from Find Teams and read-only until you restore it at the bottom of
            this page.
          </p>
        </div>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>General</CardTitle>
          <CardDescription>The team's name, logo, organization type and roster size.</CardDescription>
        </CardHeader>
        <CardContent>
          <TeamForm
            key={team.id}
            defaultValues={{
              name: team.name,
              description: team.description ?? '',
              logoUrl: team.logoUrl ?? '',
              organizationType: team.organizationType,
              maxRosterSize: team.maxRosterSize,
            }}
            activePlayers={data.activePlayerCount}
            hasOldLogoLink={team.hasOldLogoLink ?? false}
            submitLabel="Save Changes"
            pendingLabel="Saving..."
            disabled={archived}
            onSubmit={saveSettings}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>When we play</CardTitle>
          <CardDescription>The team's usual weekly practice times and their time zone. Find scrims matches them with other teams'.</CardDescription>
        </CardHeader>
        <CardContent>
          <TeamScheduleForm
            key={team.id}
            team={team}
            disabled={archived}
            onSubmit={saveSettings}
          />
        </CardContent>
      </Card>

      <SubscriptionTierCard
        key={team.subscriptionTier}
        teamId={team.id}
        tier={team.subscriptionTier}
        canChangeTier={viewer.canChangeTier}
        disabled={archived}
        onSave={async (subscriptionTier) => {
          try {
            await updateTeam.mutateAsync({ teamId: team.id, data: { subscriptionTier } });
          } catch (error) {
            toast.error('Failed to save team settings.', { description: errorMessage(error) });
            throw error;
          }
          toast.success('Team settings saved');
        }}
      />

      <TeamBrandCard data={data} />

      <TeamCalendarLinkCard data={data} />

      <TransferOwnershipCard
        data={data}
        disabled={archived}
        onTransfer={async (newOwnerUserId) => {
          try {
            await transferOwnership.mutateAsync({ teamId: team.id, newOwnerUserId });
          } catch (error) {
            toast.error('Failed to transfer ownership.', { description: errorMessage(error) });
            return false;
          }
          toast.success('Ownership transferred');
          return true;
        }}
        onTransferred={(newOwnerUserId) => {
          // The old owner manages no more (unless a platform admin or developer): settings would only say Access Denied.
          if (!isTeamManager(roles, user?.id ?? null, { ownerUserId: newOwnerUserId })) {
            void navigate(paths.teams.manage.getHref(team.id));
          }
        }}
      />

      <ArchiveTeamCard
        teamName={team.name}
        archived={archived}
        onChange={async (nextArchived) => {
          try {
            await archiveTeam.mutateAsync({ teamId: team.id, archived: nextArchived });
          } catch (error) {
            toast.error(nextArchived ? 'Failed to archive team.' : 'Failed to restore team.', { description: errorMessage(error) });
            return false;
          }
          toast.success(nextArchived ? 'Team archived' : 'Team restored');
          return true;
        }}
      />
    </div>
  );
}

function TeamSettings({ teamId }: { teamId: string }) {
  const manage = useTeamManage(teamId);
  if (manage.isPending) return <PageLoading label="Loading team settings..." />;
  if (manage.isError) {
    const code = manage.error instanceof AppError ? manage.error.code : null;
    // A malformed id (400) names no team either.
    if (code === 'not_found' || code === 'validation') {
      return <MissingDocumentPanel title={TEAM_TEXTS.teamNotFound} message="There is no team at this address." action={<BackToTeams />} />;
    }
    if (code === 'forbidden') return <AccessDenied teamId={teamId} isMember={false} />;
    return (
      <div className="mx-auto w-full max-w-4xl px-4 py-10">
        <LoadErrorPanel
          title="Error loading team"
          message={manage.error.message || 'Failed to fetch team data'}
          onRetry={() => void manage.refetch()}
        />
      </div>
    );
  }
  if (!manage.data.viewer.isManager) return <AccessDenied teamId={teamId} isMember={manage.data.viewer.isMember} />;
  return <SettingsSections data={manage.data} />;
}

export function TeamSettingsRoute() {
  const { teamId = '' } = useParams();
  return (
    <RequireAuth>
      <TeamsFeatureGate>
        <TeamSettings teamId={teamId} />
      </TeamsFeatureGate>
    </RequireAuth>
  );
}
