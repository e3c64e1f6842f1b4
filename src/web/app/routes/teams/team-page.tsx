/**
 * /teams/{teamId}, the public team page (issue 26.8, docs/decisions/071):
 * what Find Teams cards open. Anyone may read it while teams_management is
 * on; the server decides what each viewer gets (adults on the roster by
 * display name only when signed in, never a minor). A player-type account
 * applies to an open post with matchmaking's Apply dialog; a visitor is sent
 * to create an account or sign in and comes back here afterwards.
 */
import { useParams } from 'react-router';
import { Link } from 'react-router';
import { AppError } from '#shared/app-error.ts';
import { TEAM_PAGE_TEXTS, type TeamPagePost } from '#shared/contracts/team-page.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { ApplyDialog, APPLY_TEXTS } from '#web/features/matchmaking/components/apply-dialog.tsx';
import { useTeamPage } from '#web/features/teams/api/get-team-page.ts';
import { TeamLoadError, TeamNotFound } from '#web/features/teams/components/manage/manage-states.tsx';
import { TeamPageView } from '#web/features/teams/components/page/team-page-view.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { rememberRedirectAfterLogin } from '#web/lib/auth/redirect-after-login.ts';
import { TeamsFeatureGate } from './teams-feature-gate.tsx';

function SignInLinks({ teamId, label }: { teamId: string; label: string }) {
  const back = () => rememberRedirectAfterLogin(paths.teams.page.getHref(teamId));
  return (
    <>
      <Button asChild size="sm">
        <Link to={paths.auth.root.getHref('get-started')} onClick={back} aria-label={label}>
          Create account
        </Link>
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link to={paths.auth.root.getHref('sign-in')} onClick={back}>
          Sign in
        </Link>
      </Button>
    </>
  );
}

function TeamPageContent({ teamId }: { teamId: string }) {
  const { user } = useAuth();
  const query = useTeamPage(teamId, user?.id ?? null);
  if (query.isPending) return <PageLoading label="Loading team..." />;
  if (query.isError) {
    if (query.error instanceof AppError && (query.error.status === 404 || query.error.status === 400)) return <TeamNotFound />;
    return <TeamLoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const data = query.data;

  function postAction(post: TeamPagePost) {
    if (!data.viewer.signedIn) {
      return (
        <>
          <p className="text-sm text-muted-foreground">{TEAM_PAGE_TEXTS.signInToApply}</p>
          <SignInLinks teamId={teamId} label={`Create account to apply to ${post.title}`} />
        </>
      );
    }
    if (data.viewer.onTeam) return <p className="text-sm text-muted-foreground">{TEAM_PAGE_TEXTS.ownTeam}</p>;
    if (!data.viewer.canApply) return <p className="text-sm text-muted-foreground">{TEAM_PAGE_TEXTS.notAPlayerAccount}</p>;
    if (post.applied) return <p className="text-sm font-medium">{APPLY_TEXTS.alreadyApplied}</p>;
    return <ApplyDialog postId={post.id} postTitle={post.title} teamName={data.team.name} onApplied={() => void query.refetch()} />;
  }

  return <TeamPageView data={data} postAction={postAction} signIn={<SignInLinks teamId={teamId} label="Create account to see the roster" />} />;
}

export function TeamPageRoute() {
  const { teamId = '' } = useParams();
  return (
    <TeamsFeatureGate>
      <TeamPageContent teamId={teamId} />
    </TeamsFeatureGate>
  );
}
