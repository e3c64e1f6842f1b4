/** DELETE /api/players/:slug/college-board/:programId: off the board; a program not on it is 404. */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { PLAYER_RECRUITING_TEXTS } from '#shared/contracts/player-recruiting.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

export async function removeBoardItem(db: Database, playerUserId: string, programId: string): Promise<void> {
  const removed = await rowsOf<{ programId: string }>(
    db,
    sql`delete from college_board_items where player_user_id = ${playerUserId} and program_id = ${programId} returning program_id as "programId"`,
  );
  if (removed.length === 0) throw new AppError('not_found', PLAYER_RECRUITING_TEXTS.notOnBoard);
}
