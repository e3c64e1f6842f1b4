/**
 * PUT /api/players/:slug/college-board/order (docs/decisions/042): the
 * whole board, by group, first to last (a drag within or between groups, or
 * "Move to", sends it). It must name every program of the board exactly
 * once, or 400 and nothing changes. One transaction, one update.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { PLAYER_RECRUITING_TEXTS } from '#shared/contracts/player-recruiting.ts';
import { COLLEGE_BOARD_BUCKETS, type CollegeBoardBucket } from '#shared/recruiting/recruiting-values.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

export type BoardOrder = Record<CollegeBoardBucket, string[]>;

export async function reorderBoard(db: Database, playerUserId: string, order: BoardOrder): Promise<void> {
  const placed = COLLEGE_BOARD_BUCKETS.flatMap((bucket) => order[bucket].map((programId, position) => ({ programId, bucket, position })));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from profiles where id = ${playerUserId} for update`);
    const stored = await rowsOf<{ programId: string }>(tx, sql`select program_id as "programId" from college_board_items where player_user_id = ${playerUserId}`);
    const sent = new Set(placed.map((entry) => entry.programId));
    const matches = sent.size === placed.length && sent.size === stored.length && stored.every((row) => sent.has(row.programId));
    if (!matches) throw new AppError('validation', PLAYER_RECRUITING_TEXTS.orderMismatch, { reach: PLAYER_RECRUITING_TEXTS.orderMismatch });
    if (placed.length === 0) return;
    const values = sql.join(placed.map((entry) => sql`(${entry.programId}::uuid, ${entry.bucket}, ${entry.position}::float8)`), sql`, `);
    await tx.execute(sql`update college_board_items b set bucket = v.bucket, position = v.position, updated_at = now()
      from (values ${values}) as v(program_id, bucket, position)
      where b.player_user_id = ${playerUserId} and b.program_id = v.program_id
        and (b.bucket <> v.bucket or b.position <> v.position)`);
  });
}
