/** SQL pieces the team services share (live roster rows, player counts, the brand kit). */
import { sql, type SQL } from 'drizzle-orm';

/**
 * An active team_members or team_staff row (alias `alias`) whose game roster,
 * if it has one, is still active. Removing a game deactivates its rows in the
 * same transaction; this keeps older data honest too.
 */
export function liveRosterRow(alias: 'm' | 's'): SQL {
  return sql.raw(
    `(${alias}.is_active and (${alias}.game_profile_id is null or exists (select 1 from team_game_profiles live_gp where live_gp.id = ${alias}.game_profile_id and live_gp.is_active)))`,
  );
}

/** Distinct users holding a live player row on the team: the number the roster size is measured against. */
export function activePlayerCount(teamId: SQL | string): SQL<number> {
  return sql<number>`(select count(distinct m.user_id)::int from team_members m where m.team_id = ${teamId} and ${liveRosterRow('m')})`;
}

/**
 * The team's brand kit as JSON (docs/decisions/052), `alias` being a teams
 * row: only while the team is on Gold and has something set; else null, the
 * default look. Stored values are kept when a team leaves Gold.
 */
export function brandJson(alias: string): SQL {
  return sql.raw(
    `case when ${alias}.subscription_tier = 'gold' and coalesce(${alias}.brand_primary, ${alias}.brand_accent, ${alias}.banner_url) is not null
      then json_build_object('primaryColor', ${alias}.brand_primary, 'accentColor', ${alias}.brand_accent, 'bannerUrl', ${alias}.banner_url) end`,
  );
}
