/**
 * /account "My points" (docs/decisions/048): the total, this week's points,
 * and the history newest first, 20 a page with Newer/Older; a reversal shows
 * as taken back. Loading, empty and error (Try Again) states.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { POINTS_TEXTS } from '#shared/contracts/points.ts';
import { ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useMyPoints } from '../api/points.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function MyPointsPanel() {
  const [page, setPage] = useState(1);
  const points = useMyPoints(page);

  if (points.isPending) return <LoadingState layout="inline">Loading your points...</LoadingState>;
  if (points.isError) {
    return <ErrorState layout="inline" title={POINTS_TEXTS.loadFailed} error={points.error} retryLabel="Try Again" onRetry={() => void points.refetch()} />;
  }
  const { total, thisWeek, history, hasMore } = points.data;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-md border p-3">
          <dt className="text-xs text-muted-foreground">{POINTS_TEXTS.total}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{total}</dd>
        </div>
        <div className="rounded-md border p-3">
          <dt className="text-xs text-muted-foreground">{POINTS_TEXTS.thisWeek}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{thisWeek}</dd>
        </div>
      </dl>
      {history.length === 0 && page === 1 ? (
        <p className="text-sm text-muted-foreground">{POINTS_TEXTS.historyEmpty}</p>
      ) : (
        <ul aria-label="Points history" className="grid divide-y rounded-md border">
          {history.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <div className="grid min-w-0">
                <span className="truncate">
                  {entry.label}
                  {entry.isReversal ? ` (${POINTS_TEXTS.reversed})` : ''}
                </span>
                <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
                  {dateFormat.format(new Date(entry.createdAt))}
                </time>
              </div>
              <span className={entry.points < 0 ? 'font-medium text-destructive tabular-nums' : 'font-medium tabular-nums'}>
                {entry.points > 0 ? `+${entry.points}` : `−${Math.abs(entry.points)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {page > 1 || hasMore ? (
        <div className="flex items-center justify-between gap-2">
          <Button variant="outline" size="sm" disabled={page === 1 || points.isFetching} onClick={() => setPage((value) => value - 1)}>
            Newer
          </Button>
          <span className="text-xs text-muted-foreground">Page {page}</span>
          <Button variant="outline" size="sm" disabled={!hasMore || points.isFetching} onClick={() => setPage((value) => value + 1)}>
            Older
          </Button>
        </div>
      ) : null}
      <Link to={paths.leaderboard.getHref()} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        See the weekly leaderboards
      </Link>
    </div>
  );
}
