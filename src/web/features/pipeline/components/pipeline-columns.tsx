/**
 * The board's columns with drag and drop (@dnd-kit, docs/decisions/036):
 * the mouse drags a card anywhere on it, the keyboard from its handle (Space
 * picks up, arrows move, Space drops, Escape cancels), each step announced
 * to screen readers with the player's name and the column. "Not a fit" is
 * collapsed until opened; it takes drops either way. A column shows its
 * first cards and its total; "Show more" asks the server for the next ones.
 */
import {
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
  type DragMoveEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, type SortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import GripVertical from 'lucide-react/icons/grip-vertical';
import MoveHorizontal from 'lucide-react/icons/move-horizontal';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PIPELINE_COLUMN_PAGE, type PipelineEntry, type PipelineTotals } from '#shared/contracts/pipeline.ts';
import { PIPELINE_STAGE_LABELS, PIPELINE_STAGES, type PipelineStage } from '#shared/recruiting/recruiting-values.ts';
import { cn } from '#web/lib/cn.ts';
import type { Columns } from '../board-logic.ts';
import { columnId, placeOfCollisions, pointerPlacement, stageOfColumnId, type BoardPlace } from './board-collision.ts';
import { MoveToMenu } from './move-to-menu.tsx';
import { PipelineCardBody } from './pipeline-card.tsx';

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
export function dropTarget(columns: Columns, activeId: string, overId: UniqueIdentifier): BoardPlace | null {
  const id = String(overId);
  const columnStage = stageOfColumnId(id);
  if (columnStage) return { stage: columnStage, index: columns[columnStage].filter((entry) => entry.id !== activeId).length };
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

/**
 * Cards stay where they are while a card is dragged: the line between two cards shows where it will land (the
 * sortable strategies slide cards only inside the column the card came from, and by the card they are over,
 * not by the pointer).
 */
const stayPut: SortingStrategy = () => null;

/** The control of a card that gets focus back after a move (the card is drawn anew in its new column). */
export type RefocusControl = 'handle' | 'menu';

interface FocusRequest {
  entryId: string;
  stage: PipelineStage;
  control: RefocusControl;
}

interface CardProps {
  entry: PipelineEntry;
  onMove: (entry: PipelineEntry, stage: PipelineStage) => void;
  onOpen: ColumnsProps['onOpen'];
  /** The line that shows a drop lands here: above the card, or below it (after a column's last card). */
  dropLine?: 'before' | 'after';
}

function DropLine({ side }: { side: 'before' | 'after' }) {
  // Absolutely placed in the gap between cards: it takes no room, so the cards (and their measured boxes) stay put.
  return (
    <span
      aria-hidden="true"
      data-testid="pipeline-drop-line"
      className={cn('pointer-events-none absolute inset-x-1 h-1 rounded-full bg-primary', side === 'before' ? '-top-1.5' : '-bottom-1.5')}
    />
  );
}

function SortableCard({ entry, onMove, onOpen, dropLine }: CardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: entry.id, data: { stage: entry.stage } });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      data-testid="pipeline-card"
      data-entry-id={entry.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative touch-none rounded-lg border bg-card p-2.5 text-card-foreground shadow-sm', isDragging && 'opacity-40')}
    >
      {dropLine ? <DropLine side={dropLine} /> : null}
      <PipelineCardBody
        entry={entry}
        onOpen={() => onOpen(entry)}
        actions={
          <div className="-mr-1 -mt-1 flex shrink-0 items-center">
            <MoveToMenu name={entry.name} stage={entry.stage} onMove={(stage) => onMove(entry, stage)} />
            <button
              ref={setActivatorNodeRef}
              type="button"
              {...attributes}
              data-refocus="handle"
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
  highlighted,
  onToggle,
}: {
  stage: PipelineStage;
  total: number;
  children?: ReactNode;
  collapsed?: boolean;
  /** A dragged card is over this column. */
  highlighted?: boolean;
  onToggle?: () => void;
}) {
  const { setNodeRef } = useDroppable({ id: columnId(stage) });
  const headingId = `pipeline-column-${stage}`;
  const label = PIPELINE_STAGE_LABELS[stage];
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`pipeline-column-${stage}`}
      // Phones and tablets: fixed widths in a row that scrolls inside the board. From 1280 px the open columns share
      // the width, so all five stages show at once without scrolling.
      className={cn(
        'relative flex shrink-0 flex-col gap-2 rounded-xl border bg-muted/40 p-2',
        collapsed ? 'w-40' : 'w-[17rem] xl:w-auto xl:min-w-0 xl:flex-1',
        highlighted && 'ring-2 ring-ring',
      )}
    >
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-x-2 px-1">
        <h2 id={headingId} className="text-sm font-semibold">
          {label} <span className="font-normal text-muted-foreground">({total.toLocaleString('en-US')})</span>
        </h2>
        {onToggle ? (
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={!collapsed}
            aria-controls={`${headingId}-cards`}
            className="inline-flex min-h-8 items-center gap-1 rounded-md px-2 text-xs font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
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

/** Where the line shows for a card: the card the place is before, or after the column's last card. */
export function dropLineFor(column: readonly PipelineEntry[], activeId: string, place: BoardPlace | null, entryId: string): 'before' | 'after' | undefined {
  if (!place) return undefined;
  const others = column.filter((entry) => entry.id !== activeId);
  if (others[place.index]?.id === entryId) return 'before';
  if (place.index >= others.length && others.at(-1)?.id === entryId) return 'after';
  return undefined;
}

/** The element that had focus is gone (its card was drawn anew in another column), or nothing has focus. */
const focusWasLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

export const SCROLL_HINT = 'Scroll sideways in the board to see every stage.';

export function PipelineColumns({ columns, totals, onShowMore, onMove, onOpen }: ColumnsProps) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const [place, setPlace] = useState<BoardPlace | null>(null);
  const [showNotAFit, setShowNotAFit] = useState(false);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
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

  // After a move by the keyboard or "Move to", the card is drawn anew in its new column and focus would fall to
  // the page: give it to the same control of the moved card (issue 26, item 6).
  useEffect(() => {
    if (!focusRequest) return;
    if (!columns[focusRequest.stage].some((entry) => entry.id === focusRequest.entryId)) return;
    const frame = requestAnimationFrame(() => {
      setFocusRequest(null);
      if (!focusWasLost()) return;
      const cards = [...(boardRef.current?.querySelectorAll<HTMLElement>('[data-entry-id]') ?? [])];
      const card = cards.find((element) => element.dataset.entryId === focusRequest.entryId);
      card?.querySelector<HTMLElement>(`[data-refocus="${focusRequest.control}"]`)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [columns, focusRequest]);

  const move = (entry: PipelineEntry, stage: PipelineStage, index: number | undefined, control: RefocusControl | null) => {
    if (control) setFocusRequest({ entryId: entry.id, stage, control });
    onMove(entry, stage, index);
  };

  const placeFor = (activeEntryId: string, event: Pick<DragMoveEvent, 'collisions' | 'over'>): BoardPlace | null =>
    placeOfCollisions(event.collisions) ?? (event.over ? dropTarget(columns, activeEntryId, event.over.id) : null);

  const onDragMove = (event: DragMoveEvent) => {
    const next = placeFor(String(event.active.id), event);
    setPlace((current) => (current?.stage === next?.stage && current?.index === next?.index ? current : next));
  };

  const onDragEnd = (event: DragEndEvent) => {
    setActiveId(null);
    setPlace(null);
    const entry = byId.get(String(event.active.id));
    if (!entry) return;
    const target = placeFor(entry.id, event);
    if (!target) return;
    const unchanged = target.stage === entry.stage && target.index === columns[entry.stage].indexOf(entry);
    if (unchanged) return;
    move(entry, target.stage, target.index, event.activatorEvent instanceof KeyboardEvent ? 'handle' : null);
  };

  const active = activeId ? byId.get(activeId) : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerPlacement}
      // The board scrolls sideways: a keyboard move that scrolls it must find the columns where they are now,
      // not where they were when the card was picked up (it landed short of the next column).
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS } }}
      onDragStart={({ active: started }) => setActiveId(String(started.id))}
      onDragMove={onDragMove}
      onDragOver={onDragMove}
      onDragCancel={() => {
        setActiveId(null);
        setPlace(null);
      }}
      onDragEnd={onDragEnd}
    >
      <div className="grid gap-1.5">
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground xl:hidden" id="pipeline-board-hint">
          <MoveHorizontal aria-hidden="true" className="size-4" />
          {SCROLL_HINT}
        </p>
        {/* relative: the cards' visually hidden texts (absolutely placed) scroll and clip with the board, not widen the page. */}
        <div ref={boardRef} className="relative flex gap-3 overflow-x-auto pb-3 xl:overflow-x-visible" data-testid="pipeline-board">
          {PIPELINE_STAGES.map((stage) => {
            const entries = columns[stage];
            const isNotAFit = stage === 'not_a_fit';
            const collapsed = isNotAFit && !showNotAFit;
            const columnPlace = activeId && place?.stage === stage ? place : null;
            return (
              <Column
                key={stage}
                stage={stage}
                total={totals[stage]}
                collapsed={collapsed}
                highlighted={columnPlace !== null}
                onToggle={isNotAFit ? () => setShowNotAFit((open) => !open) : undefined}
              >
                <SortableContext id={columnId(stage)} items={entries.map((entry) => entry.id)} strategy={stayPut}>
                  {entries.map((entry) => (
                    <SortableCard
                      key={entry.id}
                      entry={entry}
                      onMove={(moved, to) => move(moved, to, undefined, 'menu')}
                      onOpen={onOpen}
                      dropLine={activeId ? dropLineFor(entries, activeId, columnPlace, entry.id) : undefined}
                    />
                  ))}
                  {entries.length === 0 && totals[stage] === 0 ? <p className="px-1 py-4 text-center text-xs text-muted-foreground">No players</p> : null}
                </SortableContext>
                <ShowMore stage={stage} hidden={totals[stage] - entries.length} onShowMore={onShowMore} />
              </Column>
            );
          })}
        </div>
      </div>
      <DragOverlay>{active ? <div className="rounded-lg border bg-card p-2.5 shadow-lg"><PipelineCardBody entry={active} /></div> : null}</DragOverlay>
    </DndContext>
  );
}

