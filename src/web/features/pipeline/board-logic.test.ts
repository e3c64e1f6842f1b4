import { describe, expect, it } from 'vitest';
import type { PipelineBoardResponse, PipelineEntry } from '#shared/contracts/pipeline.ts';
import type { Active, ClientRect, DroppableContainer } from '@dnd-kit/core';
import { closestCorners } from '@dnd-kit/core';
import { applyMove, columnsOf, dropIndexAt, moveBodyFor, positionFor, totalOf, withEntry } from './board-logic.ts';
import { placeOfCollisions, pointerPlacement } from './components/board-collision.ts';
import { dropLineFor, dropTarget } from './components/pipeline-columns.tsx';

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

  it('a pointer drop takes the gap nearest the pointer: after every other card whose middle is above it', () => {
    // Cards 100 px tall with 10 px gaps: a (0-100), b (110-210), c (220-320).
    const boxes = [
      { id: 'a', top: 0, height: 100 },
      { id: 'b', top: 110, height: 100 },
      { id: 'c', top: 220, height: 100 },
    ];
    expect(dropIndexAt(boxes, 'd', -20)).toBe(0);
    expect(dropIndexAt(boxes, 'd', 40)).toBe(0); // a's upper half: before a
    expect(dropIndexAt(boxes, 'd', 60)).toBe(1); // a's lower half: after a, not a's own place
    expect(dropIndexAt(boxes, 'd', 215)).toBe(2); // between b and c
    expect(dropIndexAt(boxes, 'd', 500)).toBe(3); // below the last card: the end
    // In its own column the dragged card does not count: a dragged below b goes between b and c.
    expect(dropIndexAt(boxes, 'a', 215)).toBe(1);
    expect(dropIndexAt([...boxes].reverse(), 'a', 215)).toBe(1);
  });

  it('the line shows before the card at the place, or after the last card', () => {
    expect(dropLineFor(columns.interested, 'd', { stage: 'interested', index: 1 }, 'b')).toBe('before');
    expect(dropLineFor(columns.interested, 'd', { stage: 'interested', index: 1 }, 'a')).toBeUndefined();
    expect(dropLineFor(columns.interested, 'a', { stage: 'interested', index: 2 }, 'c')).toBe('after');
    expect(dropLineFor(columns.interested, 'a', null, 'c')).toBeUndefined();
  });
});

describe('where a pointer drag lands (the pointer, not the dragged card\'s box)', () => {
  const rect = (left: number, top: number, width: number, height: number): ClientRect => ({ left, top, width, height, right: left + width, bottom: top + height });
  const container = (id: string, stage?: string) => ({ id, data: { current: stage ? { stage } : {} } }) as unknown as DroppableContainer;
  // Interested (x 0-250) holds a and b; Contacted (x 260-510) holds d (y 100-180) and e (y 190-270).
  const containers = [container('column:interested'), container('column:contacted'), container('a', 'interested'), container('b', 'interested'), container('d', 'contacted'), container('e', 'contacted')];
  const rects = new Map<string, ClientRect>([
    ['column:interested', rect(0, 100, 250, 600)],
    ['column:contacted', rect(260, 100, 250, 600)],
    ['a', rect(0, 100, 250, 80)],
    ['b', rect(0, 190, 250, 80)],
    ['d', rect(260, 100, 250, 80)],
    ['e', rect(260, 190, 250, 80)],
  ]);
  const args = (pointer: { x: number; y: number } | null, collisionRect = rect(0, 100, 250, 80)) => ({
    active: { id: 'a' } as unknown as Active,
    collisionRect,
    droppableRects: rects,
    droppableContainers: containers,
    pointerCoordinates: pointer,
  });

  it('takes the column under the pointer and the gap nearest it', () => {
    // Dragged by the card's top-left corner: its box is mostly over Interested, the pointer over Contacted between d and e.
    const collisions = pointerPlacement(args({ x: 300, y: 185 }, rect(100, 160, 250, 80)));
    expect(collisions.map((collision) => collision.id)).toEqual(['column:contacted']);
    expect(placeOfCollisions(collisions)).toEqual({ stage: 'contacted', index: 1 });
    expect(placeOfCollisions(pointerPlacement(args({ x: 300, y: 150 })))).toEqual({ stage: 'contacted', index: 1 });
    expect(placeOfCollisions(pointerPlacement(args({ x: 300, y: 120 })))).toEqual({ stage: 'contacted', index: 0 });
    expect(placeOfCollisions(pointerPlacement(args({ x: 300, y: 650 })))).toEqual({ stage: 'contacted', index: 2 });
    // Over the column's heading, just above its cards: the top.
    expect(placeOfCollisions(pointerPlacement(args({ x: 300, y: 70 })))).toEqual({ stage: 'contacted', index: 0 });
  });

  it('is over nothing between columns or far from them; a column showing no other card gives no place (its end)', () => {
    expect(pointerPlacement(args({ x: 255, y: 150 }))).toEqual([]);
    expect(pointerPlacement(args({ x: 300, y: 10 }))).toEqual([]);
    const onlyA = pointerPlacement({ ...args({ x: 100, y: 400 }), droppableContainers: [containers[0]!, containers[2]!] });
    expect(onlyA.map((collision) => collision.id)).toEqual(['column:interested']);
    expect(placeOfCollisions(onlyA)).toBeNull();
  });

  it('the keyboard (no pointer) keeps the closest corners', () => {
    const collisions = pointerPlacement(args(null, rect(260, 190, 250, 80)));
    expect(collisions[0]?.id).toBe('e');
    expect(placeOfCollisions(collisions)).toBeNull();
  });

  it('the keyboard: an arrow into a tall column with no card lands over that column, not a card of the one it left', () => {
    // Evaluating (x 520-770) is tall and empty; the card was moved there from Contacted, next to e's row.
    const tall = new Map(rects);
    tall.set('column:evaluating', rect(520, 100, 250, 900));
    const withEvaluating = [...containers, container('column:evaluating')];
    const collisions = pointerPlacement({ ...args(null, rect(520, 100, 250, 80)), droppableRects: tall, droppableContainers: withEvaluating });
    expect(collisions[0]?.id).toBe('column:evaluating');
    // Over all droppables (dnd-kit's closestCorners alone) a card of Contacted was closer.
    expect(closestCorners({ ...args(null, rect(520, 100, 250, 80)), droppableRects: tall, droppableContainers: withEvaluating })[0]?.id).toBe('d');
  });
});
