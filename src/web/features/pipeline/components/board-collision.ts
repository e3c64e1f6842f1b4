/**
 * Where a drag over the board lands (issue 26, item 6).
 *
 * dnd-kit's own algorithms compare the dragged card's box (here the drag
 * overlay, offset from the pointer by wherever the card was grabbed) with
 * every droppable: the columns and, nested in them, the cards. With
 * closestCorners a drop below a column's last card picked that card, and a
 * drop on a card's lower half still took the card's own place, so the card
 * landed one place off, or at the end. A pointer drag now asks where the
 * pointer is: the column under it, and in that column the gap between the
 * cards nearest the pointer (board-logic's dropIndexAt). The keyboard has no
 * pointer: it keeps closestCorners, which sortableKeyboardCoordinates steps
 * through card by card, but only among the column under the dragged card's
 * middle and its cards. Over all of them, an arrow into a tall column with
 * few cards found a card of the column it came from closer (its corners one
 * column width away, the tall column's bottom corners further), and the card
 * stayed where it was.
 */
import { closestCorners, type Collision, type CollisionDetection, type DroppableContainer, type UniqueIdentifier } from '@dnd-kit/core';
import { PIPELINE_STAGES, type PipelineStage } from '#shared/recruiting/recruiting-values.ts';
import { dropIndexAt, type CardBox } from '../board-logic.ts';

export const COLUMN_PREFIX = 'column:';
export const columnId = (stage: PipelineStage) => `${COLUMN_PREFIX}${stage}`;

export const stageOfColumnId = (id: UniqueIdentifier): PipelineStage | null => {
  const text = String(id);
  if (!text.startsWith(COLUMN_PREFIX)) return null;
  const stage = text.slice(COLUMN_PREFIX.length);
  return (PIPELINE_STAGES as readonly string[]).includes(stage) ? (stage as PipelineStage) : null;
};

/** A place on the board: the column and the index in it as it shows without the dragged card. */
export interface BoardPlace {
  stage: PipelineStage;
  index: number;
}

/** How far above a column's cards (its heading) and below them the pointer still counts as over that column. */
const SLACK_ABOVE = 56;
const SLACK_BELOW = 32;

/** The keyboard: the column under the dragged card's middle and its cards; all droppables where no column is under it. */
function columnUnderMiddle({ collisionRect, droppableContainers, droppableRects }: Parameters<CollisionDetection>[0]): DroppableContainer[] {
  const middle = collisionRect.left + collisionRect.width / 2;
  const column = droppableContainers.find((container) => {
    const rect = stageOfColumnId(container.id) ? droppableRects.get(container.id) : undefined;
    return rect !== undefined && middle >= rect.left && middle <= rect.right;
  });
  if (!column) return droppableContainers;
  const stage = stageOfColumnId(column.id);
  return droppableContainers.filter((container) => container.id === column.id || container.data.current?.stage === stage);
}

/**
 * Pointer drags: one collision, the column under the pointer, carrying the place (`data.place`) when the column
 * shows its cards. A collapsed column shows none: the drop goes to its end. The keyboard: closestCorners.
 */
export const pointerPlacement: CollisionDetection = (args) => {
  const { pointerCoordinates: pointer, droppableContainers, droppableRects, active } = args;
  if (!pointer) return closestCorners({ ...args, droppableContainers: columnUnderMiddle(args) });
  const column = droppableContainers.find((container) => {
    const rect = stageOfColumnId(container.id) ? droppableRects.get(container.id) : undefined;
    return rect !== undefined && pointer.x >= rect.left && pointer.x <= rect.right && pointer.y >= rect.top - SLACK_ABOVE && pointer.y <= rect.bottom + SLACK_BELOW;
  });
  if (!column) return [];
  const stage = stageOfColumnId(column.id)!;
  const cards: CardBox[] = droppableContainers.flatMap((container) => {
    const rect = container.data.current?.stage === stage ? droppableRects.get(container.id) : undefined;
    return rect ? [{ id: String(container.id), top: rect.top, height: rect.height }] : [];
  });
  const others = cards.filter((card) => card.id !== String(active.id));
  const place: BoardPlace | undefined = others.length > 0 ? { stage, index: dropIndexAt(cards, String(active.id), pointer.y) } : undefined;
  const collision: Collision = { id: column.id, data: { droppableContainer: column, value: 0, ...(place ? { place } : {}) } };
  return [collision];
};

/** The place a pointer collision carries, if any. */
export function placeOfCollisions(collisions: readonly Collision[] | null | undefined): BoardPlace | null {
  const place = collisions?.[0]?.data?.place as BoardPlace | undefined;
  return place ?? null;
}
