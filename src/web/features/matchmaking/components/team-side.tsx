/** The team manager's tabs (Find players, Find scrims): the viewer's teams first, then the panel. */
import { MATCHMAKING_TEXTS } from '#shared/contracts/matchmaking.ts';
import type { RankLadderTitle } from '#shared/contracts/profile-setup.ts';
import { useMyManagedTeams } from '../api/matchmaking-api.ts';
import { FindPlayersPanel } from './find-players-panel.tsx';
import { FindScrimsPanel } from './find-scrims-panel.tsx';
import { EmptyState, ErrorState, LoadingState } from '#web/components/query-state.tsx';

/** `ladders`: the rank ladders for Find players' rank filters, loaded by the route (a feature may not import another's query). */
export function TeamSide({ mode, ladders }: { mode: 'players' | 'scrims'; ladders?: RankLadderTitle[] }) {
  const teams = useMyManagedTeams();
  if (teams.isPending) return <LoadingState>Loading your teams...</LoadingState>;
  if (teams.isError) return <ErrorState title="Could not load your teams." error={teams.error} onRetry={() => void teams.refetch()} />;
  if (teams.data.teams.length === 0) return <EmptyState>{MATCHMAKING_TEXTS.noTeams}</EmptyState>;
  return mode === 'players' ? <FindPlayersPanel teams={teams.data.teams} ladders={ladders} /> : <FindScrimsPanel teams={teams.data.teams} />;
}
