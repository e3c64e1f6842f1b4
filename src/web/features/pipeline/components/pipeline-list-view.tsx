/**
 * The list view: the same filters as a table, sorted by name, stage or next
 * action on the server (docs/decisions/036), the first rows with "Show
 * more" for the next ones.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import { PIPELINE_LIST_PAGE, type PipelineEntry, type PipelineListResponse, type PipelineListSort } from '#shared/contracts/pipeline.ts';
import { PIPELINE_STAGE_LABELS, type PipelineStage } from '#shared/recruiting/recruiting-values.ts';
import { ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { MoveToMenu } from './move-to-menu.tsx';
import { PlayerAvatar } from './pipeline-card.tsx';
import { formatDay, matchText, playerFacts } from './pipeline-format.ts';

export const LIST_TEXTS = {
  loading: 'Loading the list...',
  loadError: 'Could not load the list.',
} as const;

const SORT_LABELS: Record<PipelineListSort, string> = { name: 'Player', stage: 'Stage', nextAction: 'Next action' };

export interface ListOrder {
  sort: PipelineListSort;
  direction: 'asc' | 'desc';
}

export function PipelineListView({
  list,
  order,
  onOrder,
  onShowMore,
  onMove,
  onOpen,
}: {
  list: UseQueryResult<PipelineListResponse>;
  order: ListOrder;
  onOrder: (order: ListOrder) => void;
  onShowMore: () => void;
  onMove: (entry: PipelineEntry, stage: PipelineStage) => void;
  onOpen: (entry: PipelineEntry) => void;
}) {
  if (list.isPending) return <LoadingState>{LIST_TEXTS.loading}</LoadingState>;
  if (list.isError) return <ErrorState title={LIST_TEXTS.loadError} error={list.error} onRetry={() => void list.refetch()} />;
  const { entries, total } = list.data;
  const hidden = total - entries.length;
  const header = (key: PipelineListSort) => {
    const isSorted = order.sort === key;
    return (
      <th scope="col" aria-sort={isSorted ? (order.direction === 'asc' ? 'ascending' : 'descending') : 'none'} className="px-3 py-2 text-left font-semibold">
        <button
          type="button"
          onClick={() => onOrder({ sort: key, direction: isSorted && order.direction === 'asc' ? 'desc' : 'asc' })}
          className="inline-flex items-center gap-1 rounded outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {SORT_LABELS[key]}
          {isSorted ? order.direction === 'asc' ? <ArrowUp aria-hidden="true" className="size-3.5" /> : <ArrowDown aria-hidden="true" className="size-3.5" /> : null}
        </button>
      </th>
    );
  };
  return (
    <div className="grid gap-3">
      <div className="overflow-x-auto rounded-xl border">
        <table className="w-full min-w-[40rem] text-sm" aria-busy={list.isFetching}>
          <caption className="sr-only">Players in the pipeline</caption>
          <thead className="bg-muted/50">
            <tr>
              {header('name')}
              {header('stage')}
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Match
              </th>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Owner
              </th>
              {header('nextAction')}
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-t">
                <td className="px-3 py-2">
                  <div className="flex items-center gap-2">
                    <PlayerAvatar entry={entry} className="size-7" />
                    <div className="min-w-0">
                      <button type="button" onClick={() => onOpen(entry)} className="font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
                        {entry.name}
                      </button>
                      {entry.hasUnread ? <span className="ml-1 text-xs text-primary">(unread)</span> : null}
                      <p className="text-xs text-muted-foreground">{playerFacts(entry)}</p>
                    </div>
                  </div>
                </td>
                <td className="px-3 py-2">{PIPELINE_STAGE_LABELS[entry.stage]}</td>
                <td className="px-3 py-2">{matchText(entry) ?? '—'}</td>
                <td className="px-3 py-2">{entry.ownerName ?? '—'}</td>
                <td className="px-3 py-2">{entry.nextActionOn ? formatDay(entry.nextActionOn) : '—'}</td>
                <td className="px-3 py-2 text-right">
                  <MoveToMenu name={entry.name} stage={entry.stage} onMove={(stage) => onMove(entry, stage)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hidden > 0 ? (
        <div className="flex flex-wrap items-center justify-center gap-3 text-sm text-muted-foreground">
          <span>
            Showing {entries.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')}
          </span>
          <Button variant="outline" size="sm" disabled={list.isFetching} onClick={onShowMore}>
            Show {Math.min(hidden, PIPELINE_LIST_PAGE)} more
          </Button>
        </div>
      ) : null}
    </div>
  );
}
