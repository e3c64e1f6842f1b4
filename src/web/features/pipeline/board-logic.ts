/**
 * The board's pure parts (docs/decisions/036): columns from the entries, the
 * place a drop or a "Move to" asks for, and the optimistic move, computed as
 * the server computes positions so the card lands where it will stay.
 */
import type { MovePipelineEntryBody, PipelineBoardResponse, PipelineEntry } from '#shared/contracts/pipeline.ts';
import { PIPELINE_STAGES, type PipelineStage } from '#shared/recruiting-values.ts';

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

/** The board with one entry changed (a move applied, or an entry replaced); other entries untouched. */
export function withEntry(board: PipelineBoardResponse, entryId: string, change: (entry: PipelineEntry) => PipelineEntry): PipelineBoardResponse {
  return { ...board, entries: board.entries.map((entry) => (entry.id === entryId ? change(entry) : entry)) };
}

/** The optimistic move. */
export function applyMove(board: PipelineBoardResponse, entryId: string, body: MovePipelineEntryBody): PipelineBoardResponse {
  const position = positionFor(columnsOf(board.entries), entryId, body);
  return withEntry(board, entryId, (entry) => ({ ...entry, stage: body.stage, position }));
}

/** Sorting of the list view. */
export type ListSort = 'name' | 'stage' | 'nextAction';

export function sortEntries(entries: readonly PipelineEntry[], sort: ListSort, direction: 'asc' | 'desc'): PipelineEntry[] {
  const sign = direction === 'asc' ? 1 : -1;
  const tie = (a: PipelineEntry, b: PipelineEntry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const compare: Record<ListSort, (a: PipelineEntry, b: PipelineEntry) => number> = {
    name: (a, b) => a.name.localeCompare(b.name),
    stage: (a, b) => PIPELINE_STAGES.indexOf(a.stage) - PIPELINE_STAGES.indexOf(b.stage) || a.position - b.position,
    // No date sorts last whichever the direction.
    nextAction: (a, b) => (a.nextActionOn === b.nextActionOn ? 0 : a.nextActionOn === null ? Infinity * sign : b.nextActionOn === null ? -Infinity * sign : a.nextActionOn < b.nextActionOn ? -1 : 1),
  };
  return [...entries].sort((a, b) => sign * compare[sort](a, b) || tie(a, b));
}
