import { describe, expect, it } from 'vitest';
import type { PipelineEntry } from '#shared/contracts/pipeline.ts';
import { columnsOf, moveBodyFor, positionFor, sortEntries } from './board-logic.ts';
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

  it('sorts the list by next action with no date last, either way', () => {
    const list = [card('x', 'interested', 0, { nextActionOn: '2027-02-01' }), card('y', 'interested', 1), card('z', 'interested', 2, { nextActionOn: '2027-01-01' })];
    expect(sortEntries(list, 'nextAction', 'asc').map((entry) => entry.id)).toEqual(['z', 'x', 'y']);
    expect(sortEntries(list, 'nextAction', 'desc').map((entry) => entry.id)).toEqual(['x', 'z', 'y']);
  });
});
