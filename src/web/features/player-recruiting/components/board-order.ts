/** The board's order as the order route takes it, and a move within or between groups (drag, or "Move to"). */
import type { BoardOrderInput, CollegeBoard } from '#shared/contracts/player-recruiting.ts';
import { COLLEGE_BOARD_BUCKETS, type CollegeBoardBucket } from '#shared/recruiting/recruiting-values.ts';

export type BoardOrder = Record<CollegeBoardBucket, string[]>;

export function boardOrderOf(board: CollegeBoard): BoardOrder {
  const order: BoardOrder = { reach: [], fit: [], safety: [] };
  for (const item of board.items) order[item.bucket].push(item.program.id);
  return order;
}

/** The order with `programId` placed in `bucket` at `index` (the group's end when index is past it). */
export function moveInOrder(order: BoardOrder, programId: string, bucket: CollegeBoardBucket, index: number): BoardOrder {
  const next: BoardOrder = { reach: order.reach.filter((id) => id !== programId), fit: order.fit.filter((id) => id !== programId), safety: order.safety.filter((id) => id !== programId) };
  const target = next[bucket];
  target.splice(Math.max(0, Math.min(index, target.length)), 0, programId);
  return next;
}

/** The board as it will be after the order: for showing a move before the server answers. */
export function boardInOrder(board: CollegeBoard, order: BoardOrderInput): CollegeBoard {
  const byId = new Map(board.items.map((item) => [item.program.id, item]));
  const items = COLLEGE_BOARD_BUCKETS.flatMap((bucket) =>
    order[bucket].flatMap((id) => {
      const item = byId.get(id);
      return item ? [{ ...item, bucket }] : [];
    }),
  );
  return { ...board, items };
}

export function bucketOf(order: BoardOrder, programId: string): CollegeBoardBucket | null {
  return COLLEGE_BOARD_BUCKETS.find((bucket) => order[bucket].includes(programId)) ?? null;
}
