/**
 * The board's columns with drag and drop (@dnd-kit, docs/decisions/036):
 * the mouse drags a card anywhere on it, the keyboard from its handle (Space
 * picks up, arrows move, Space drops, Escape cancels), each step announced
 * to screen readers with the player's name and the column. "Not a fit" is
 * collapsed until opened; it takes drops either way. A column shows its
 * first cards and its total; "Show more" asks the server for the next ones.
 */
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronLeft, ChevronRight, GripVertical } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { PIPELINE_COLUMN_PAGE, type PipelineEntry, type PipelineTotals } from '#shared/contracts/pipeline.ts';
import { PIPELINE_STAGE_LABELS, PIPELINE_STAGES, type PipelineStage } from '#shared/recruiting/recruiting-values.ts';
import { cn } from '#web/lib/cn.ts';
import type { Columns } from '../board-logic.ts';
import { MoveToMenu } from './move-to-menu.tsx';
import { PipelineCardBody } from './pipeline-card.tsx';

const COLUMN_PREFIX = 'column:';
const columnId = (stage: PipelineStage) => `${COLUMN_PREFIX}${stage}`;

export const DRAG_INSTRUCTIONS =
  'To move a player, press Space or Enter on the handle, use the arrow keys to choose a column and place, then press Space or Enter to drop it, or Escape to cancel.';

interface ColumnsProps {
  columns: Columns;
  /** Every column's number of players, shown or not. */
  totals: PipelineTotals;
  onShowMore: (stage: PipelineStage) => void;
  onMove: (entry: PipelineEntry, stage: PipelineStage, index?: number) => void;
  onOpen: (entry: PipelineEntry) => void;
}

/** Where a drop over `overId` puts the active card: the column and the index in it without the card. */
export function dropTarget(columns: Columns, activeId: string, overId: UniqueIdentifier): { stage: PipelineStage; index: number } | null {
  const id = String(overId);
  if (id.startsWith(COLUMN_PREFIX)) {
    const stage = id.slice(COLUMN_PREFIX.length) as PipelineStage;
    return { stage, index: columns[stage].filter((entry) => entry.id !== activeId).length };
  }
  for (const stage of PIPELINE_STAGES) {
    const column = columns[stage];
    const overIndex = column.findIndex((entry) => entry.id === id);
    if (overIndex < 0) continue;
    // Without the card the over card sits at overIndex - 1 when the card was above it in this column: dropped
    // there it goes after it; otherwise before it. Either way it takes index overIndex.
    return { stage, index: overIndex };
  }
  return null;
}

function SortableCard({ entry, onMove, onOpen }: { entry: PipelineEntry; onMove: ColumnsProps['onMove']; onOpen: ColumnsProps['onOpen'] }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: entry.id, data: { stage: entry.stage } });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      data-testid="pipeline-card"
      data-entry-id={entry.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative touch-none rounded-lg border bg-card p-3 text-card-foreground shadow-sm', isDragging && 'opacity-40')}
    >
      <PipelineCardBody
        entry={entry}
        onOpen={() => onOpen(entry)}
        actions={
          <div className="flex shrink-0 items-center">
            <MoveToMenu name={entry.name} stage={entry.stage} onMove={(stage) => onMove(entry, stage)} />
            <button
              ref={setActivatorNodeRef}
              type="button"
              {...attributes}
              aria-label={`Drag ${entry.name}`}
              aria-roledescription="draggable player card"
              className="flex size-8 cursor-grab items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
            >
              <GripVertical aria-hidden="true" className="size-4" />
            </button>
          </div>
        }
      />
    </div>
  );
}

function Column({
  stage,
  total,
  children,
  collapsed,
  onToggle,
}: {
  stage: PipelineStage;
  total: number;
  children?: ReactNode;
  collapsed?: boolean;
  onToggle?: () => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(stage) });
  const headingId = `pipeline-column-${stage}`;
  const label = PIPELINE_STAGE_LABELS[stage];
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`pipeline-column-${stage}`}
      className={cn('relative flex shrink-0 flex-col gap-2 rounded-xl border bg-muted/40 p-2', collapsed ? 'w-44' : 'w-72', isOver && 'ring-2 ring-ring')}
    >
      <div className="flex items-center justify-between gap-2 px-1">
        <h2 id={headingId} className="text-sm font-semibold">
          {label} <span className="font-normal text-muted-foreground">({total.toLocaleString('en-US')})</span>
        </h2>
        {onToggle ? (
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={!collapsed}
            aria-controls={`${headingId}-cards`}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
          >
            {collapsed ? <ChevronRight aria-hidden="true" className="size-3.5" /> : <ChevronLeft aria-hidden="true" className="size-3.5" />}
            {collapsed ? `Show ${label}` : `Hide ${label}`}
          </button>
        ) : null}
      </div>
      <div ref={setNodeRef} id={`${headingId}-cards`} className="flex min-h-24 flex-1 flex-col gap-2">
        {collapsed ? <p className="px-1 text-xs text-muted-foreground">Drop a card here to close it.</p> : children}
      </div>
    </section>
  );
}

/** The button under a column's cards while it has more than it shows. */
function ShowMore({ stage, hidden, onShowMore }: { stage: PipelineStage; hidden: number; onShowMore: ColumnsProps['onShowMore'] }) {
  if (hidden <= 0) return null;
  return (
    <button
      type="button"
      onClick={() => onShowMore(stage)}
      className="rounded-md border border-dashed px-2 py-2 text-xs font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
    >
      Show {Math.min(hidden, PIPELINE_COLUMN_PAGE)} more <span className="sr-only">in {PIPELINE_STAGE_LABELS[stage]}</span>
      <span className="block font-normal text-muted-foreground">{hidden.toLocaleString('en-US')} not shown</span>
    </button>
  );
}

export function PipelineColumns({ columns, totals, onShowMore, onMove, onOpen }: ColumnsProps) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const [showNotAFit, setShowNotAFit] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = useMemo(() => new Map(PIPELINE_STAGES.flatMap((stage) => columns[stage].map((entry) => [entry.id, entry] as const))), [columns]);
  const nameOf = (id: UniqueIdentifier) => byId.get(String(id))?.name ?? 'The player';
  const placeOf = (id: UniqueIdentifier | undefined) => {
    if (id === undefined) return null;
    const target = activeId ? dropTarget(columns, activeId, id) : null;
    return target ? PIPELINE_STAGE_LABELS[target.stage] : null;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}. ${DRAG_INSTRUCTIONS}`,
    onDragOver: ({ active, over }) => {
      const column = placeOf(over?.id);
      return column ? `${nameOf(active.id)} is over the ${column} column.` : `${nameOf(active.id)} is not over a column.`;
    },
    onDragEnd: ({ active, over }) => {
      const column = placeOf(over?.id);
      return column ? `${nameOf(active.id)} was dropped in the ${column} column.` : `${nameOf(active.id)} was dropped where it was.`;
    },
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled. It stays where it was.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const entry = byId.get(String(active.id));
    if (!entry || !over) return;
    const target = dropTarget(columns, entry.id, over.id);
    if (!target) return;
    const unchanged = target.stage === entry.stage && target.index === columns[entry.stage].indexOf(entry);
    if (unchanged) return;
    onMove(entry, target.stage, target.index);
  };

  const active = activeId ? byId.get(activeId) : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      // The board scrolls sideways: a keyboard move that scrolls it must find the columns where they are now,
      // not where they were when the card was picked up (it landed short of the next column).
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS } }}
      onDragStart={({ active: started }) => setActiveId(String(started.id))}
      onDragCancel={() => setActiveId(null)}
      onDragEnd={onDragEnd}
    >
      {/* relative: the cards' visually hidden texts (absolutely placed) scroll and clip with the board, not widen the page. */}
      <div className="relative flex gap-3 overflow-x-auto pb-3" data-testid="pipeline-board">
        {PIPELINE_STAGES.map((stage) => {
          const entries = columns[stage];
          const isNotAFit = stage === 'not_a_fit';
          const collapsed = isNotAFit && !showNotAFit;
          return (
            <Column key={stage} stage={stage} total={totals[stage]} collapsed={collapsed} onToggle={isNotAFit ? () => setShowNotAFit((open) => !open) : undefined}>
              <SortableContext id={columnId(stage)} items={entries.map((entry) => entry.id)} strategy={verticalListSortingStrategy}>
                {entries.map((entry) => (
                  <SortableCard key={entry.id} entry={entry} onMove={onMove} onOpen={onOpen} />
                ))}
                {entries.length === 0 && totals[stage] === 0 ? <p className="px-1 py-4 text-center text-xs text-muted-foreground">No players</p> : null}
              </SortableContext>
              <ShowMore stage={stage} hidden={totals[stage] - entries.length} onShowMore={onShowMore} />
            </Column>
          );
        })}
      </div>
      <DragOverlay>{active ? <div className="w-72 rounded-lg border bg-card p-3 shadow-lg"><PipelineCardBody entry={active} /></div> : null}</DragOverlay>
    </DndContext>
  );
}
