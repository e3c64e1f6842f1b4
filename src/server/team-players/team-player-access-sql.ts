/**
 * Who manages a coach-created or rostered player (docs/decisions/025), as SQL
 * over a `user_profiles` row alias, so the policies and the players list
 * decide with the same conditions.
 */
import { sql, type SQL } from 'drizzle-orm';
import { liveRosterRow } from '#server/db/sql.ts';

const col = (alias: string, column: string) => sql.raw(`${alias}.${column}`);

/**
 * The viewer may (re)send the claim link of this coach-created profile: it is
 * not claimed yet and the viewer created it, owns the live team it was made
 * for, or manages every team.
 */
export function claimLinkSenderSql(alias: string, viewerId: string, managesAll: boolean): SQL<boolean> {
  return sql<boolean>`coalesce(${col(alias, 'claim_status')} in ('draft', 'invited') and (
    ${managesAll ? sql`${col(alias, 'created_for_team_id')} is not null` : sql`false`}
    or ${col(alias, 'created_by_user_id')} = ${viewerId}
    or exists (select 1 from teams ct where ct.id = ${col(alias, 'created_for_team_id')} and ct.archived_at is null and ct.owner_user_id = ${viewerId})), false)`;
}

/**
 * The viewer may write an evaluation of this player: the owner of a live
 * team the player is an active member of, or the coach who created the
 * profile. An evaluation is the coach's own statement, so platform admins
 * get no exception.
 */
export function evaluatorSql(alias: string, viewerId: string): SQL<boolean> {
  return sql<boolean>`coalesce(${col(alias, 'created_by_user_id')} = ${viewerId}
    or exists (select 1 from team_members m join teams et on et.id = m.team_id and et.archived_at is null
      where m.user_id = ${col(alias, 'user_id')} and ${liveRosterRow('m')} and et.owner_user_id = ${viewerId}), false)`;
}

/** The team an evaluation is written for: a live team the author owns with the player on it, else the team the profile was made for. */
export function evaluationTeamSql(alias: string, viewerId: string): SQL<string | null> {
  return sql<string | null>`coalesce(
    (select m.team_id from team_members m join teams et on et.id = m.team_id and et.archived_at is null
      where m.user_id = ${col(alias, 'user_id')} and ${liveRosterRow('m')} and et.owner_user_id = ${viewerId}
      order by m.team_id limit 1),
    ${col(alias, 'created_for_team_id')})`;
}
