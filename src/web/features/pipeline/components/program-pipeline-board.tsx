/**
 * One program's pipeline (issue 13.1, docs/decisions/036): filters, the
 * board (drag and drop, "Move to"; the first cards of each column with
 * "Show more") or the list (sorted and paged by the server), and the side
 * panel. Moves
 * are optimistic; a move to Committed asks first and can record the
 * outcome. Other staff's changes arrive live. Used by /pipeline and by the
 * program's recruiting hub (/college/{slug}/recruiting).
 */
import Columns3 from 'lucide-react/icons/columns-3';
import List from 'lucide-react/icons/list';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PIPELINE_COLUMN_PAGE, PIPELINE_LIST_PAGE, type ColumnShow, type PipelineEntry, type PipelineFilters as Filters } from '#shared/contracts/pipeline.ts';
import type { PipelineStage } from '#shared/recruiting/recruiting-values.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FiltersDisclosure } from '#web/components/ui/filters-disclosure.tsx';
import { paths } from '#web/config/paths.ts';
import { toast } from '#web/lib/toast.ts';
import { columnsOf, moveBodyFor, totalOf } from '../board-logic.ts';
import { usePipelineBoard, usePipelineList } from '../api/get-pipeline-board.ts';
import { useMovePipelineEntry } from '../api/move-pipeline-entry.ts';
import { useRecordOutcome } from '../api/pipeline-mutations.ts';
import { usePipelineLiveUpdates } from '../api/use-pipeline-live-updates.ts';
import { CommitConfirmDialog, type CommitChoice } from './commit-confirm-dialog.tsx';
import { PipelineColumns } from './pipeline-columns.tsx';
import { activeFilterCount, hasFilters, PipelineFilters } from './pipeline-filters.tsx';
import { PipelineListView, type ListOrder } from './pipeline-list-view.tsx';
import { PipelinePanel } from './pipeline-panel.tsx';
import { EmptyListIllustration } from '#web/components/illustrations/empty-illustrations.tsx';

export const BOARD_TEXTS = {
  loading: 'Loading the pipeline...',
  loadError: 'Could not load the pipeline.',
  emptyTitle: 'No players in this pipeline yet',
  emptyBody: 'Add players from the player search or a player\u2019s profile, or share this program\u2019s interest forms: responses can add players here.',
  noMatches: 'No players match these filters.',
  outcomeRecorded: 'Outcome recorded. The player is asked to confirm it.',
  outcomeFailed: 'The card moved, but the outcome was not recorded',
} as const;

type View = 'board' | 'list';

interface PendingCommit {
  entry: PipelineEntry;
  index?: number;
}

export function ProgramPipelineBoard({ programId }: { programId: string }) {
  const [filters, setFilters] = useState<Filters>({});
  const [show, setShow] = useState<ColumnShow>({});
  const [view, setView] = useState<View>('board');
  const [order, setOrder] = useState<ListOrder>({ sort: 'stage', direction: 'asc' });
  const [listLimit, setListLimit] = useState(PIPELINE_LIST_PAGE);
  const [openEntryId, setOpenEntryId] = useState<string | null>(null);
  const [pendingCommit, setPendingCommit] = useState<PendingCommit | null>(null);
  const board = usePipelineBoard(programId, { ...filters, show });
  const list = usePipelineList(programId, { ...filters, ...order, limit: listLimit }, view === 'list');
  const move = useMovePipelineEntry(programId);
  const recordOutcome = useRecordOutcome();
  usePipelineLiveUpdates(programId);

  const entries = useMemo(() => board.data?.entries ?? [], [board.data]);
  const columns = useMemo(() => columnsOf(entries), [entries]);
  // Other filters, sort or length start again from the first page.
  const changeFilters = (next: Filters) => {
    setFilters(next);
    setShow({});
    setListLimit(PIPELINE_LIST_PAGE);
  };
  const changeOrder = (next: ListOrder) => {
    setOrder(next);
    setListLimit(PIPELINE_LIST_PAGE);
  };
  const showMore = (stage: PipelineStage) => setShow((current) => ({ ...current, [stage]: (current[stage] ?? PIPELINE_COLUMN_PAGE) + PIPELINE_COLUMN_PAGE }));

  const doMove = (entry: PipelineEntry, stage: PipelineStage, index?: number) => {
    const target = index ?? columns[stage].filter((other) => other.id !== entry.id).length;
    move.mutate({ entryId: entry.id, body: moveBodyFor(columns, entry.id, stage, target, entry.version) });
  };
  const requestMove = (entry: PipelineEntry, stage: PipelineStage, index?: number) => {
    if (stage === 'committed' && entry.stage !== 'committed') setPendingCommit({ entry, index });
    else doMove(entry, stage, index);
  };
  const confirmCommit = ({ outcome }: CommitChoice) => {
    if (!pendingCommit) return;
    const { entry, index } = pendingCommit;
    setPendingCommit(null);
    doMove(entry, 'committed', index);
    if (outcome) {
      recordOutcome.mutate(
        { playerUserId: entry.playerUserId, programId, ...outcome },
        {
          onSuccess: () => toast.success(BOARD_TEXTS.outcomeRecorded),
          onError: (error) => toast.error(BOARD_TEXTS.outcomeFailed, { description: error.message }),
        },
      );
    }
  };
  const openEntry = entries.find((entry) => entry.id === openEntryId) ?? list.data?.entries.find((entry) => entry.id === openEntryId);

  if (board.isPending) return <LoadingState>{BOARD_TEXTS.loading}</LoadingState>;
  if (board.isError) return <ErrorState headingLevel={2} title={BOARD_TEXTS.loadError} error={board.error} onRetry={() => void board.refetch()} />;
  const { program, staff, tags, totals } = board.data;
  const total = totalOf(totals);
  const isEmpty = total === 0 && !hasFilters(filters);

  if (isEmpty) {
    return (
      <EmptyState
        illustration={<EmptyListIllustration />}
        title={BOARD_TEXTS.emptyTitle}
        headingLevel={2}
        action={
          <>
            <Button asChild>
              <Link to={paths.players.getHref(`program=${encodeURIComponent(programId)}&sort=match`)}>Find players</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`/college/${encodeURIComponent(program.collegeSlug)}/recruiting`}>Interest forms</Link>
            </Button>
          </>
        }
      >
        {BOARD_TEXTS.emptyBody}
      </EmptyState>
    );
  }

  return (
    // minmax(0, 1fr): the board scrolls sideways inside its box instead of widening the page.
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {total === 1 ? '1 player' : `${total.toLocaleString('en-US')} players`}
        </p>
        <div role="group" aria-label="View" className="inline-flex rounded-md border p-0.5">
          <Button variant={view === 'board' ? 'secondary' : 'ghost'} size="sm" aria-pressed={view === 'board'} onClick={() => setView('board')}>
            <Columns3 aria-hidden="true" /> Board
          </Button>
          <Button variant={view === 'list' ? 'secondary' : 'ghost'} size="sm" aria-pressed={view === 'list'} onClick={() => setView('list')}>
            <List aria-hidden="true" /> List
          </Button>
        </div>
      </div>
      {/* Phones: the filters fold behind a "Filters" button so the board comes first (issue 26, item 4). */}
      <FiltersDisclosure activeCount={activeFilterCount(filters)}>
        <PipelineFilters filters={filters} staff={staff} tags={tags} onChange={changeFilters} />
      </FiltersDisclosure>
      {total === 0 ? (
        <EmptyState>{BOARD_TEXTS.noMatches}</EmptyState>
      ) : view === 'board' ? (
        <PipelineColumns columns={columns} totals={totals} onShowMore={showMore} onMove={requestMove} onOpen={(entry) => setOpenEntryId(entry.id)} />
      ) : (
        <PipelineListView
          list={list}
          order={order}
          onOrder={changeOrder}
          onShowMore={() => setListLimit((limit) => limit + PIPELINE_LIST_PAGE)}
          onMove={requestMove}
          onOpen={(entry) => setOpenEntryId(entry.id)}
        />
      )}
      <PipelinePanel
        programId={programId}
        entryId={openEntryId}
        staff={staff}
        onMove={(stage) => (openEntry ? requestMove(openEntry, stage) : undefined)}
        onClose={() => setOpenEntryId(null)}
      />
      <CommitConfirmDialog
        key={pendingCommit?.entry.id ?? 'none'}
        name={pendingCommit?.entry.name ?? ''}
        open={pendingCommit !== null}
        onCancel={() => setPendingCommit(null)}
        onConfirm={confirmCommit}
      />
    </div>
  );
}
