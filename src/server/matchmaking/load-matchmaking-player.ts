/**
 * The player's side of "Find a team" (docs/decisions/047): every game
 * profile with its current tier, roles, hours a week and availability, and
 * the profile's time zone. One statement. Null when the player has no game
 * profile (nothing to match a post against).
 */
import { sql } from 'drizzle-orm';
import type { MmPlayerGame } from '#shared/matchmaking/matchmaking-score.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

export interface LoadedMatchmakingPlayer {
  userId: string;
  timeZone: string | null;
  games: (MmPlayerGame & { titleSlug: string })[];
}

export async function loadMatchmakingPlayer(db: Pick<Database, 'execute'>, userId: string): Promise<LoadedMatchmakingPlayer | null> {
  const [row] = await rowsOf<{ timeZone: string | null; games: LoadedMatchmakingPlayer['games'] }>(
    db,
    sql`select up.time_zone as "timeZone",
        coalesce((
          select json_agg(json_build_object(
            'titleId', g.esports_title_id, 'titleName', t.name, 'titleSlug', t.slug,
            'tier', case when rt.id is null then null else json_build_object('ordinal', rt.ordinal, 'name', rt.name) end,
            'primaryRole', g.primary_role, 'secondaryRole', g.secondary_role,
            'hoursPerWeek', g.hours_per_week, 'availability', g.availability
          ) order by g.position, g.id)
          from player_game_profiles g
          join esports_titles t on t.id = g.esports_title_id
          left join rank_tiers rt on rt.id = g.current_tier_id
          where g.user_id = up.user_id), '[]'::json) as games
      from user_profiles up
      where up.user_id = ${userId}`,
  );
  if (!row || row.games.length === 0) return null;
  return { userId, timeZone: row.timeZone, games: row.games };
}
