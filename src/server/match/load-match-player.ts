/**
 * The match engine's player input for the player's OWN view (docs/decisions/030,
 * "Preferences and the match on the college side"): their game profiles with
 * the current tier's ordinal and name, class year, GPA with its scale, SAT,
 * ACT, home state, and the stored preferences with the home ZIP's
 * coordinates. All their own academics, whatever they show recruiters: it is
 * their view. One statement.
 */
import { sql } from 'drizzle-orm';
import type { MatchPlayer, MatchPlayerGame } from '#shared/match/match-types.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { matchPlayerOfRow, type MatchPlayerRow } from './match-player-of-row.ts';
import { storedPreferencesJsonSql } from './match-preferences.ts';

export interface LoadedMatchPlayer {
  player: MatchPlayer;
  /** The stored preferences (null: never set), for the "set your preferences" prompt. */
  hasPreferences: boolean;
}

interface Row extends MatchPlayerRow {
  games: MatchPlayerGame[];
}

/**
 * The player's match input, or null when they have no player profile to
 * match: no profile row, or no game profile yet (the match is about a
 * program of one title; with no game every program's skill and role are
 * unknown, and the page prompts them to finish their profile instead).
 * Whether the account is a player's at all is the caller's rule
 * (canHaveCollegeMatch).
 */
export async function loadMatchPlayer(db: Pick<Database, 'execute'>, userId: string): Promise<LoadedMatchPlayer | null> {
  const [row] = await rowsOf<Row>(
    db,
    sql`select up.user_id as "userId", up.grad_year as "gradYear", up.gpa::text as gpa, up.gpa_scale as "gpaScale",
        up.sat_score as "satScore", up.act_score as "actScore", up.state,
        coalesce((select json_agg(json_build_object(
            'titleSlug', t.slug,
            'currentTier', case when rt.id is not null then json_build_object('ordinal', rt.ordinal, 'name', rt.name) end,
            'primaryRole', gp.primary_role, 'secondaryRole', gp.secondary_role) order by gp.position, gp.id)
          from player_game_profiles gp
          join esports_titles t on t.id = gp.esports_title_id
          left join rank_tiers rt on rt.id = gp.current_tier_id
          where gp.user_id = up.user_id), '[]'::json) as games,
        ${storedPreferencesJsonSql('mp')} as preferences
      from user_profiles up
      left join player_match_preferences mp on mp.user_id = up.user_id
      where up.user_id = ${userId}`,
  );
  if (!row || row.games.length === 0) return null;
  return { hasPreferences: row.preferences !== null, player: matchPlayerOfRow(row, row.games) };
}
