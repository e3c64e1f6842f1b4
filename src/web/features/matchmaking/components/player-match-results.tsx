import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MATCHMAKING_PAGE_SIZE } from '#shared/contracts/matchmaking.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { PageNav } from '#web/components/ui/page-nav.tsx';

interface PlayerMatchPage<Item> {
  items: readonly Item[];
  total: number;
  page: number;
}

/**
 * A player search's answer (Find Players for a team, the college program's players): loading, error, empty, or
 * the count, one card per player best match first, and the page links.
 */
export function PlayerMatchResults<Item extends { player: { userId: string } }>({
  result,
  texts,
  empty,
  onPage,
  children,
}: {
  result: UseQueryResult<PlayerMatchPage<Item>>;
  texts: { loading: string; error: string };
  /** What an empty answer says. */
  empty: ReactNode;
  onPage: (page: number) => void;
  /** The card of one player. */
  children: (item: Item) => ReactNode;
}) {
  if (result.isPending) return <LoadingState>{texts.loading}</LoadingState>;
  if (result.isError) return <ErrorState title={texts.error} error={result.error} onRetry={() => void result.refetch()} />;
  if (result.data.items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {result.data.total === 1 ? '1 player' : `${result.data.total} players`}, best match first
      </p>
      <ul className="grid gap-3 lg:grid-cols-2">
        {result.data.items.map((item) => (
          <li key={item.player.userId}>{children(item)}</li>
        ))}
      </ul>
      <PageNav label="Player pages" page={result.data.page} pageCount={Math.ceil(result.data.total / MATCHMAKING_PAGE_SIZE)} onPage={onPage} />
    </>
  );
}
