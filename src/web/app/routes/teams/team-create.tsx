/**
 * /teams/create: signed-in users allowed by canCreateTeam (docs/decisions/071:
 * platform staff, program admins, coaches and team managers) create a team
 * and become its owner; others get an explanation instead of a form. The
 * server also refuses a creator under 18 and a sixth active team.
 */
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { Link, useNavigate } from 'react-router';
import { canCreateTeam } from '#shared/access/access-rules.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';
import { useCreateTeam } from '#web/features/teams/api/create-team.ts';
import { NEW_TEAM_VALUES, TeamForm } from '#web/features/teams/components/team-form.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { RequireAuth } from '#web/app/require-auth.tsx';
import { toast } from '#web/lib/toast.ts';
import { TeamsFeatureGate } from './teams-feature-gate.tsx';

function CreateTeamNotAllowed() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <title>Create Team · Esports Recruiting</title>
      <ShieldAlert aria-hidden="true" className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">Create Team</h1>
      <p className="text-muted-foreground">
        {TEAM_TEXTS.notTeamCreator} Ask a platform admin to create your team and make you its owner; you can then manage it from
        Team Management.
      </p>
      <Button asChild variant="outline">
        <Link to={paths.teams.root.getHref()}>Back to Teams</Link>
      </Button>
    </section>
  );
}

function CreateTeam() {
  const { roles } = useAuth();
  const navigate = useNavigate();
  const createTeam = useCreateTeam();
  if (!canCreateTeam(roles)) return <CreateTeamNotAllowed />;

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
      <title>Create Team · Esports Recruiting</title>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Create Team</h1>
        <p className="text-muted-foreground">You become the team's owner and can add games, players and staff next.</p>
      </header>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <TeamForm
            defaultValues={NEW_TEAM_VALUES}
            submitLabel="Create Team"
            pendingLabel="Creating..."
            cancel={
              <Button asChild variant="outline">
                <Link to={paths.teams.root.getHref()}>Cancel</Link>
              </Button>
            }
            onSubmit={async (values) => {
              let teamId: string;
              try {
                teamId = (await createTeam.mutateAsync(values)).id;
              } catch (error) {
                toast.error('Failed to create team.', { description: error instanceof Error ? error.message : undefined });
                throw error;
              }
              toast.success('Team created');
              await navigate(paths.teams.manage.getHref(teamId));
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}

export function TeamCreateRoute() {
  return (
    <RequireAuth>
      <TeamsFeatureGate>
        <CreateTeam />
      </TeamsFeatureGate>
    </RequireAuth>
  );
}
