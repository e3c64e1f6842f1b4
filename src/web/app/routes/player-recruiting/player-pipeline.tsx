/** /player/{slug}/pipeline (issue 13.8): the player's own pipeline and their profile views (issue 14.4); their guardians and platform staff read it. */
import { useParams } from 'react-router';
import { usePlayerPipeline } from '#web/features/player-recruiting/api/player-pipeline.ts';
import { PlayerPipelineView } from '#web/features/player-recruiting/components/player-pipeline-view.tsx';
import { useProfileViews } from '#web/features/profile-views/api/profile-views.ts';
import { ProfileViewsSection } from '#web/features/profile-views/components/profile-views-section.tsx';
import { RequireAuth } from '#web/app/require-auth.tsx';
import { PlayerRecruitingPage } from './player-recruiting-page.tsx';

function PlayerPipelinePage() {
  const { slug = '' } = useParams();
  const query = usePlayerPipeline(slug);
  // Fetched beside the pipeline (not after it); shown under it with its own states (docs/decisions/049).
  const views = useProfileViews(slug);
  return (
    <PlayerRecruitingPage page="pipeline" slug={slug} query={query}>
      {(page) => (
        <>
          <PlayerPipelineView slug={slug} page={page} />
          <ProfileViewsSection query={views} />
        </>
      )}
    </PlayerRecruitingPage>
  );
}

export function PlayerPipelineRoute() {
  return (
    <RequireAuth>
      <PlayerPipelinePage />
    </RequireAuth>
  );
}
