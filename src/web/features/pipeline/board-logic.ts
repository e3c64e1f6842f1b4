/**
 * The board's pure parts (docs/decisions/036): columns from the entries, the
 * place a drop or a "Move to" asks for, and the optimistic move, computed as
 * the server computes positions so the card lands where it will stay.
 */
import type { MovePipelineEntryBody, PipelineBoardResponse, PipelineEntry, PipelineListResponse, PipelineTotals } from '#shared/contracts/pipeline.ts';
import { PIPELINE_STAGES, type PipelineStage } from '#shared/recruiting/recruiting-values.ts';

export type Columns = Record<PipelineStage, PipelineEntry[]>;

const byPlace = (a: PipelineEntry, b: PipelineEntry) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function columnsOf(entries: readonly PipelineEntry[]): Columns {
  const columns = Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, [] as PipelineEntry[]])) as Columns;
  for (const entry of entries) columns[entry.stage].push(entry);
  for (const stage of PIPELINE_STAGES) columns[stage].sort(byPlace);
  return columns;
}

/** The move body for dropping `entryId` into `stage` at `index` of that column as it shows without the card. */
export function moveBodyFor(columns: Columns, entryId: string, stage: PipelineStage, index: number, version?: number): MovePipelineEntryBody {
  const column = columns[stage].filter((entry) => entry.id !== entryId);
  const before = column[index];
  const after = column[index - 1];
  const place = before ? { beforeId: before.id } : after ? { afterId: after.id } : {};
  return { stage, ...place, ...(version === undefined ? {} : { version }) };
}

/** The position the server gives a card moved as `body` says (close neighbours: halfway, the server renumbers). */
export function positionFor(columns: Columns, entryId: string, body: MovePipelineEntryBody): number {
  const column = columns[body.stage].filter((entry) => entry.id !== entryId);
  let slot = column.length;
  if (body.beforeId) slot = Math.max(0, column.findIndex((entry) => entry.id === body.beforeId));
  else if (body.afterId) slot = column.findIndex((entry) => entry.id === body.afterId) + 1;
  else if (body.index !== undefined) slot = Math.min(body.index, column.length);
  const before = column[slot - 1]?.position;
  const after = column[slot]?.position;
  if (before === undefined && after === undefined) return 0;
  if (before === undefined) return after! - 1;
  if (after === undefined) return before + 1;
  return (before + after) / 2;
}

/**
 * The board with one entry changed (a move applied, or an entry replaced);
 * other entries untouched. A change of stage moves one from the old
 * column's total to the new one's.
 */
export function withEntry(board: PipelineBoardResponse, entryId: string, change: (entry: PipelineEntry) => PipelineEntry): PipelineBoardResponse {
  const totals = { ...board.totals };
  const entries = board.entries.map((entry) => {
    if (entry.id !== entryId) return entry;
    const changed = change(entry);
    if (changed.stage !== entry.stage) {
      totals[entry.stage] = Math.max(0, totals[entry.stage] - 1);
      totals[changed.stage] += 1;
    }
    return changed;
  });
  return { ...board, entries, totals };
}

/** The optimistic move. */
export function applyMove(board: PipelineBoardResponse, entryId: string, body: MovePipelineEntryBody): PipelineBoardResponse {
  const position = positionFor(columnsOf(board.entries), entryId, body);
  return withEntry(board, entryId, (entry) => ({ ...entry, stage: body.stage, position }));
}

/** A list view's rows with one entry moved to `stage` (it keeps its row until the list refetches in its sort). */
export function withListMove(list: PipelineListResponse, entryId: string, stage: PipelineStage): PipelineListResponse {
  return { ...list, entries: list.entries.map((entry) => (entry.id === entryId ? { ...entry, stage } : entry)) };
}

/** Every column's total: the players matching the filters. */
export function totalOf(totals: PipelineTotals): number {
  return PIPELINE_STAGES.reduce((sum, stage) => sum + totals[stage], 0);
}

/** A card's box on the screen (px, from the top of the viewport), for finding where a pointer drop lands. */
export interface CardBox {
  id: string;
  top: number;
  height: number;
}

/**
 * The index, in a column as it shows without the dragged card, that a pointer at height `y` points at: after
 * every other card whose middle is above the pointer, before the rest. Above the first card it is 0, below the
 * last the end; the boxes may come in any order.
 */
export function dropIndexAt(cards: readonly CardBox[], activeId: string, y: number): number {
  return cards.filter((card) => card.id !== activeId && card.top + card.height / 2 < y).length;
}
