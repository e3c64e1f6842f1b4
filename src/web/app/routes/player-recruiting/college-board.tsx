/** /player/{slug}/college-board (issue 13.8): the player's college board; their guardians and platform staff read it. */
import { useParams } from 'react-router';
import { useCollegeBoard } from '#web/features/player-recruiting/api/college-board.ts';
import { CollegeBoardView } from '#web/features/player-recruiting/components/college-board-view.tsx';
import { RequireAuth } from '#web/app/require-auth.tsx';
import { PlayerRecruitingPage } from './player-recruiting-page.tsx';

function CollegeBoardPage() {
  const { slug = '' } = useParams();
  const query = useCollegeBoard(slug);
  return (
    <PlayerRecruitingPage page="board" slug={slug} query={query}>
      {(board) => <CollegeBoardView slug={slug} board={board} />}
    </PlayerRecruitingPage>
  );
}

export function CollegeBoardRoute() {
  return (
    <RequireAuth>
      <CollegeBoardPage />
    </RequireAuth>
  );
}
