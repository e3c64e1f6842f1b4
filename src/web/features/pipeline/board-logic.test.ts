import { describe, expect, it } from 'vitest';
import type { PipelineBoardResponse, PipelineEntry } from '#shared/contracts/pipeline.ts';
import { applyMove, columnsOf, moveBodyFor, positionFor, totalOf, withEntry } from './board-logic.ts';
import { dropTarget } from './components/pipeline-columns.tsx';

const card = (id: string, stage: PipelineEntry['stage'], position: number, extra: Partial<PipelineEntry> = {}) =>
  ({ id, name: id, stage, position, nextActionOn: null, ...extra }) as PipelineEntry;

const entries = [card('a', 'interested', 0), card('b', 'interested', 1), card('c', 'interested', 2), card('d', 'contacted', 5)];
const columns = columnsOf(entries);

describe('the board logic', () => {
  it('groups by stage in position order', () => {
    expect(columns.interested.map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
    expect(columns.not_a_fit).toEqual([]);
  });

  it('asks for a place by neighbour: before the card at the index, else after the last', () => {
    expect(moveBodyFor(columns, 'd', 'interested', 0, 3)).toEqual({ stage: 'interested', beforeId: 'a', version: 3 });
    expect(moveBodyFor(columns, 'd', 'interested', 3)).toEqual({ stage: 'interested', afterId: 'c' });
    expect(moveBodyFor(columns, 'a', 'evaluating', 0)).toEqual({ stage: 'evaluating' });
  });

  it('computes the position the server gives', () => {
    expect(positionFor(columns, 'd', { stage: 'interested', beforeId: 'b' })).toBe(0.5);
    expect(positionFor(columns, 'd', { stage: 'interested', beforeId: 'a' })).toBe(-1);
    expect(positionFor(columns, 'a', { stage: 'contacted', afterId: 'd' })).toBe(6);
    expect(positionFor(columns, 'a', { stage: 'evaluating' })).toBe(0);
  });

  it('drops on a card take its index; on a column, the end', () => {
    // Dragged down onto c within its own column: after c.
    expect(dropTarget(columns, 'a', 'c')).toEqual({ stage: 'interested', index: 2 });
    expect(dropTarget(columns, 'c', 'a')).toEqual({ stage: 'interested', index: 0 });
    expect(dropTarget(columns, 'a', 'd')).toEqual({ stage: 'contacted', index: 0 });
    expect(dropTarget(columns, 'a', 'column:contacted')).toEqual({ stage: 'contacted', index: 1 });
    expect(dropTarget(columns, 'a', 'nothing')).toBeNull();
  });

  it('moves a card from one column\'s total to the other\'s; a change in place keeps the totals', () => {
    const board = { entries, totals: { interested: 60, contacted: 1, evaluating: 0, committed: 0, not_a_fit: 0 } } as PipelineBoardResponse;
    const moved = applyMove(board, 'a', { stage: 'contacted', afterId: 'd' });
    expect(moved.totals).toEqual({ interested: 59, contacted: 2, evaluating: 0, committed: 0, not_a_fit: 0 });
    expect(moved.entries.find((entry) => entry.id === 'a')).toMatchObject({ stage: 'contacted', position: 6 });
    expect(totalOf(moved.totals)).toBe(61);
    expect(withEntry(board, 'b', (entry) => ({ ...entry, tags: ['IGL'] })).totals).toEqual(board.totals);
    expect(withEntry(board, 'missing', (entry) => ({ ...entry, stage: 'committed' })).totals).toEqual(board.totals);
  });
});
