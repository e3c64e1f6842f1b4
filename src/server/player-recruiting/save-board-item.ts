/**
 * PUT /api/players/:slug/college-board/:programId (docs/decisions/042): adds
 * a program to the player's board at the end of the group sent, or moves it
 * to that group's end (a new group) and sets its note (a note left out
 * stays). One transaction: the player's board rows are locked, so two adds
 * at once cannot both pass the size limit or share a position.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import type { z } from 'zod';
import { COLLEGE_BOARD_MAX_ITEMS, PLAYER_RECRUITING_TEXTS, type boardItemInputSchema } from '#shared/contracts/player-recruiting.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

export type BoardItemChanges = z.output<typeof boardItemInputSchema>;

export function programNotFound(): AppError {
  return new AppError('not_found', PLAYER_RECRUITING_TEXTS.programNotFound);
}

export async function saveBoardItem(db: Database, playerUserId: string, programId: string, input: BoardItemChanges): Promise<void> {
  await db.transaction(async (tx) => {
    const [program] = await rowsOf<{ id: string }>(tx, sql`select id from college_programs where id = ${programId}`);
    if (!program) throw programNotFound();
    // Serializes this player's board changes (profiles row: always there for a player).
    await tx.execute(sql`select id from profiles where id = ${playerUserId} for update`);
    const [state] = await rowsOf<{ count: number; currentBucket: string | null; nextPosition: number }>(
      tx,
      sql`select count(*)::int as count,
          max(bucket) filter (where program_id = ${programId}) as "currentBucket",
          coalesce(max(position) filter (where bucket = ${input.bucket}), -1) + 1 as "nextPosition"
        from college_board_items where player_user_id = ${playerUserId}`,
    );
    const current = state!.currentBucket;
    if (current === null) {
      if (state!.count >= COLLEGE_BOARD_MAX_ITEMS) throw new AppError('conflict', PLAYER_RECRUITING_TEXTS.boardFull);
      await tx.execute(sql`insert into college_board_items (player_user_id, program_id, bucket, position, note)
        values (${playerUserId}, ${programId}, ${input.bucket}, ${state!.nextPosition}, ${input.note ?? null})`);
      return;
    }
    const moved = current !== input.bucket;
    await tx.execute(sql`update college_board_items set
        bucket = ${input.bucket},
        position = ${moved ? sql`${state!.nextPosition}` : sql`position`},
        note = ${input.note === undefined ? sql`note` : sql`${input.note}`},
        updated_at = now()
      where player_user_id = ${playerUserId} and program_id = ${programId}`);
  });
}
