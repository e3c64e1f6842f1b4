/** GET and PUT /api/points/settings: the leaderboard opt-in (off until the user turns it on). */
import { sql } from 'drizzle-orm';
import type { PointsSettings } from '#shared/contracts/points.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

export async function getPointsSettings(db: Database, userId: string): Promise<PointsSettings> {
  const [row] = await rowsOf<PointsSettings>(db, sql`select leaderboard_opt_in as "leaderboardOptIn" from points_preferences where user_id = ${userId}`);
  return { leaderboardOptIn: row?.leaderboardOptIn ?? false };
}

export async function updatePointsSettings(db: Database, userId: string, input: PointsSettings): Promise<PointsSettings> {
  await db.execute(sql`insert into points_preferences (user_id, leaderboard_opt_in) values (${userId}, ${input.leaderboardOptIn})
    on conflict (user_id) do update set leaderboard_opt_in = excluded.leaderboard_opt_in, updated_at = now()`);
  return input;
}
