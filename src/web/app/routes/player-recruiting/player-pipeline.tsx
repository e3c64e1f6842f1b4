/** /player/{slug}/pipeline (issue 13.8): the player's own pipeline; their guardians and platform staff read it. */
import { useParams } from 'react-router';
import { usePlayerPipeline } from '#web/features/player-recruiting/api/player-pipeline.ts';
import { PlayerPipelineView } from '#web/features/player-recruiting/components/player-pipeline-view.tsx';
import { RequireAuth } from '#web/lib/auth/require-auth.tsx';
import { PlayerRecruitingPage } from './player-recruiting-page.tsx';

function PlayerPipelinePage() {
  const { slug = '' } = useParams();
  const query = usePlayerPipeline(slug);
  return (
    <PlayerRecruitingPage page="pipeline" slug={slug} query={query}>
      {(page) => <PlayerPipelineView slug={slug} page={page} />}
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
