/**
 * /player/{slug} (issue 11.3, docs/decisions/027): one request loads the
 * profile as this viewer may see it. The owner can "Preview as a recruiter"
 * (?preview=recruiter, so a reload keeps it) and edits each section in
 * place with the onboarding step forms. Messaging's Message, the lists'
 * Add to list and the match's College preferences (owner only) are composed
 * here, since features do not import each other.
 */
import Eye from 'lucide-react/icons/eye';
import ListPlus from 'lucide-react/icons/list-plus';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { canHaveCollegeMatch, canUsePipeline } from '#shared/access/access-rules.ts';
import { AppError } from '#shared/app-error.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useMyCollegePrograms } from '#web/features/colleges/api/get-my-college-programs.ts';
import { AddToListMenu } from '#web/features/lists/components/add-to-list-menu.tsx';
import { CollegePreferencesSection } from '#web/features/match/components/college-preferences-section.tsx';
import { AddToPipelineButton } from '#web/features/pipeline/components/add-to-pipeline-button.tsx';
import { usePlayerProfile } from '#web/features/profiles/api/get-player-profile.ts';
import { PlayerProfileView } from '#web/features/profiles/components/profile/player-profile-view.tsx';
import { PreviewBanner } from '#web/features/profiles/components/profile/preview-banner.tsx';
import { PlayerNotFound, ProfileLoadError } from '#web/features/profiles/components/profile/profile-states.tsx';
import { SectionEditButton } from '#web/features/profiles/components/profile/section-edit-button.tsx';
import { ShareProfileButton } from '#web/features/profiles/components/profile/share-profile-button.tsx';
import type { ProfileSection } from '#web/features/profiles/components/profile/profile-labels.ts';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { MessagePlayerButton } from './message-player-button.tsx';

export function PlayerProfileRoute() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const auth = useAuth();
  const navigate = useNavigate();
  const preview = params.get('preview') === 'recruiter';
  const query = usePlayerProfile(slug, preview);
  // "Add to pipeline" (docs/decisions/036): the programs of the viewer's colleges, for staff who can view one.
  const pipelinePrograms = useMyCollegePrograms(canUsePipeline(auth.roles));

  const setPreview = (on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('preview', 'recruiter');
        else next.delete('preview');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  if (query.isPending) return <PageLoading label="Loading profile..." />;
  if (!query.data) {
    const error = query.error;
    if (error instanceof AppError && error.code === 'not_found') {
      // The owner's own profile that recruiters cannot see answers 404 to the preview: say why.
      const ownsSlug = auth.profile?.slug === slug;
      if (preview && ownsSlug) {
        return (
          <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8">
            <title>Preview as a recruiter · Esports Recruiting</title>
            <PreviewBanner hidden onExit={() => setPreview(false)} />
          </div>
        );
      }
      return <PlayerNotFound />;
    }
    return <ProfileLoadError message={error?.message ?? null} onRetry={() => void query.refetch()} />;
  }

  const profile = query.data;
  const { viewer } = profile;
  const actions = (
    <>
      <ShareProfileButton slug={profile.slug} />
      {viewer.isOwner ? (
        <Button variant="secondary" onClick={() => setPreview(true)}>
          <Eye aria-hidden="true" /> Preview as a recruiter
        </Button>
      ) : null}
      {viewer.isOwner && !viewer.isPreview && canHaveCollegeMatch(auth.roles) ? (
        // The player's own recruiting pages (issue 13.8, docs/decisions/042).
        <>
          <Button asChild variant="outline">
            <Link to={paths.playerCollegeBoard.getHref(profile.slug)}>College board</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.playerPipeline.getHref(profile.slug)}>My pipeline</Link>
          </Button>
        </>
      ) : null}
      {viewer.canMessage ? <MessagePlayerButton userId={profile.userId} disabled={viewer.isPreview} /> : null}
      {viewer.canAddToList && viewer.isPreview ? (
        // The owner's preview shows the recruiter's action without touching the owner's own lists.
        <Button variant="outline" disabled>
          <ListPlus aria-hidden="true" /> Add to list
        </Button>
      ) : null}
      {viewer.canAddToList && !viewer.isPreview ? <AddToListMenu playerUserId={profile.userId} displayName={profile.displayName} /> : null}
      {!viewer.isOwner && !viewer.isPreview && pipelinePrograms.data ? (
        <AddToPipelineButton playerUserId={profile.userId} playerName={profile.displayName} programs={pipelinePrograms.data.programs} source="profile" size="default" />
      ) : null}
    </>
  );
  // A new profile address (identity form) moves the page to it.
  const renderEdit = viewer.canEdit
    ? (section: ProfileSection) => (
        <SectionEditButton
          section={section}
          onSaved={(draft) => {
            if (draft.identity.slug !== profile.slug) void navigate(paths.player.getHref(draft.identity.slug), { replace: true });
          }}
        />
      )
    : undefined;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${profile.displayName} · Player Profile · Esports Recruiting`}</title>
      {viewer.isPreview ? <PreviewBanner onExit={() => setPreview(false)} /> : null}
      <PlayerProfileView
        profile={profile}
        actions={actions}
        renderEdit={renderEdit}
        // The player's college preferences: their own, never in a preview (docs/decisions/030).
        ownerSections={viewer.isOwner && !viewer.isPreview && canHaveCollegeMatch(auth.roles) ? <CollegePreferencesSection /> : null}
      />
    </div>
  );
}
