/**
 * The weekly leaderboard of one game (docs/decisions/048): rank, gamer tag
 * and this week's points of the players who opted in; the viewer's own row
 * marked, and below the list when outside the top 50. Loading, empty and
 * error (Try Again) states.
 */
import { Link } from 'react-router';
import { POINTS_TEXTS, type LeaderboardEntry } from '#shared/contracts/points.ts';
import { LoadingState } from '#web/components/query-state.tsx';
import { paths } from '#web/config/paths.ts';
import { LoadErrorPanel } from '#web/components/layout/load-error-panel.tsx';
import { useLeaderboard } from '../api/points.ts';

const weekFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

function Row({ entry }: { entry: LeaderboardEntry }) {
  return (
    <li className={`flex items-center gap-3 px-3 py-2 text-sm ${entry.isYou ? 'bg-primary/10 font-semibold' : ''}`}>
      <span className="w-8 shrink-0 text-right tabular-nums text-muted-foreground">{entry.rank}</span>
      <span className="min-w-0 flex-1 truncate">
        {entry.gamerTag}
        {entry.isYou ? ' (you)' : ''}
      </span>
      <span className="shrink-0 tabular-nums">
        {entry.points} {entry.points === 1 ? 'point' : 'points'}
      </span>
    </li>
  );
}

export function WeeklyLeaderboard({ game, gameName }: { game: string; gameName: string }) {
  const board = useLeaderboard(game);
  if (board.isPending) return <LoadingState layout="inline">Loading the {gameName} leaderboard...</LoadingState>;
  if (board.isError) {
    return <LoadErrorPanel title={POINTS_TEXTS.leaderboardLoadFailed} message={board.error.message} onRetry={() => void board.refetch()} />;
  }
  const { entries, you, optedIn, weekStart } = board.data;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">Week of {weekFormat.format(new Date(weekStart))} (weeks start Monday, UTC).</p>
      {entries.length === 0 ? (
        <p className="rounded-md border p-4 text-sm text-muted-foreground">{POINTS_TEXTS.leaderboardEmpty}</p>
      ) : (
        <ol aria-label={`${gameName} leaderboard`} className="grid divide-y rounded-md border">
          {entries.map((entry) => (
            <Row key={entry.rank} entry={entry} />
          ))}
        </ol>
      )}
      {you ? (
        <ol aria-label="Your place" className="grid rounded-md border">
          <Row entry={you} />
        </ol>
      ) : null}
      {optedIn ? null : (
        <p className="text-sm text-muted-foreground">
          You are not on the leaderboards.{' '}
          <Link to={paths.account.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
            Turn it on in My Account
          </Link>
          .
        </p>
      )}
    </div>
  );
}
