/** SQL pieces the team services share (player counts, the brand kit, managed teams); live roster rows are in db/sql.ts. */
import { sql, type SQL } from 'drizzle-orm';
import { liveRosterRow } from '#server/db/sql.ts';

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

/** At most this many managed teams are listed (the players list's team picker, the college edit page). */
export const MANAGED_TEAMS_LIMIT = 200;

/** Live teams the viewer manages: owned ones, or every live team for a platform admin or developer (decision 010). */
export function managedTeamsSql(viewerId: string, managesAll: boolean): SQL {
  return managesAll
    ? sql`select t.id, t.name from teams t where t.archived_at is null`
    : sql`select t.id, t.name from teams t where t.archived_at is null and t.owner_user_id = ${viewerId}`;
}
