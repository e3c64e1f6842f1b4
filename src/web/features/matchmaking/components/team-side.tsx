/** The team manager's tabs (Find players, Find scrims): the viewer's teams first, then the panel. */
import { MATCHMAKING_TEXTS } from '#shared/contracts/matchmaking.ts';
import { useMyManagedTeams } from '../api/matchmaking-api.ts';
import { FindPlayersPanel } from './find-players-panel.tsx';
import { FindScrimsPanel } from './find-scrims-panel.tsx';
import { EmptyState, ErrorState, LoadingState } from './list-states.tsx';

export function TeamSide({ mode }: { mode: 'players' | 'scrims' }) {
  const teams = useMyManagedTeams();
  if (teams.isPending) return <LoadingState>Loading your teams...</LoadingState>;
  if (teams.isError) return <ErrorState title="Could not load your teams." error={teams.error} onRetry={() => void teams.refetch()} />;
  if (teams.data.teams.length === 0) return <EmptyState>{MATCHMAKING_TEXTS.noTeams}</EmptyState>;
  return mode === 'players' ? <FindPlayersPanel teams={teams.data.teams} /> : <FindScrimsPanel teams={teams.data.teams} />;
}
