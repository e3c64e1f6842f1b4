/**
 * GET /api/points/leaderboard?game=<slug> (docs/decisions/048): this week's
 * points (awards less reversals since Monday 00:00 UTC) of the players who
 * turned the leaderboard on and have a gamer tag for the game. A player
 * appears by that gamer tag only, never a name; a minor appears only once an
 * active guardian has approved their visibility, and nobody whose account
 * deletion is requested. Ties: who reached the total first, then the account
 * id, so every rank is unique. One statement.
 */
import { sql } from 'drizzle-orm';
import { LEADERBOARD_SIZE, type LeaderboardResponse } from '#shared/contracts/points.ts';
import type { GameSlug } from '#shared/recruiting/game-catalog.ts';
import { weekStart } from '#shared/recruiting/points-rules.ts';
import type { Database } from '#server/db/client.ts';
import { isMinorSql } from '#server/visibility/profile-visibility-sql.ts';
import { rowsOf } from '#server/db/sql.ts';

interface RankedRow {
  rank: number;
  gamerTag: string;
  points: number;
  isYou: boolean;
}

export async function getLeaderboard(db: Database, viewerUserId: string, game: GameSlug): Promise<LeaderboardResponse> {
  const since = weekStart(new Date()).toISOString();
  const rows = await rowsOf<RankedRow>(
    db,
    sql`with week as (
        select l.user_id, sum(l.points)::int as points, max(l.created_at) as reached_at
        from points_ledger l
        where l.created_at >= ${since}::timestamptz
        group by l.user_id
        having sum(l.points) > 0
      ), ranked as (
        select row_number() over (order by w.points desc, w.reached_at asc, w.user_id asc)::int as rank,
          btrim(g.in_game_name) as "gamerTag", w.points, w.user_id = ${viewerUserId} as "isYou"
        from week w
        join points_preferences pp on pp.user_id = w.user_id and pp.leaderboard_opt_in
        join user_profiles p on p.user_id = w.user_id
        join player_game_profiles g on g.user_id = w.user_id
        join esports_titles t on t.id = g.esports_title_id and t.slug = ${game}
        where coalesce(btrim(g.in_game_name), '') <> ''
          and p.deletion_requested_at is null
          and (not ${isMinorSql('p')} or p.guardian_approved_visibility is not null)
      )
      select rank, "gamerTag", points, "isYou" from ranked where rank <= ${LEADERBOARD_SIZE} or "isYou" order by rank`,
  );
  const [pref] = await rowsOf<{ optedIn: boolean }>(db, sql`select leaderboard_opt_in as "optedIn" from points_preferences where user_id = ${viewerUserId}`);
  const entries = rows.filter((row) => row.rank <= LEADERBOARD_SIZE);
  const you = rows.find((row) => row.isYou && row.rank > LEADERBOARD_SIZE) ?? null;
  return { game, weekStart: since, entries, you, optedIn: pref?.optedIn ?? false };
}
