/**
 * Who may message whom (docs/decisions/011), as SQL conditions. The access
 * decision itself is made in src/server/auth/policies.ts, which calls these;
 * the people search uses the same pieces so both agree.
 */
import { sql, type SQL } from 'drizzle-orm';
import { liveRosterRow } from '#server/teams/team-sql.ts';

/** The teams (not archived) the viewer owns or is active on, as player or staff. */
function viewerTeamIdsSql(viewerId: string): SQL {
  return sql`select vt.team_id from (
      select m.team_id from team_members m where m.user_id = ${viewerId} and ${liveRosterRow('m')}
      union select s.team_id from team_staff s where s.user_id = ${viewerId} and ${liveRosterRow('s')}
      union select ot.id from teams ot where ot.owner_user_id = ${viewerId}
    ) vt
    join teams live_team on live_team.id = vt.team_id and live_team.archived_at is null`;
}

/** Everyone active on (or owning) a team the viewer is active on or owns, as a one-column subquery of user ids. */
export function teammateIdsSql(viewerId: string): SQL {
  return sql`select tm.user_id from (
      select m.team_id, m.user_id from team_members m where ${liveRosterRow('m')}
      union all select s.team_id, s.user_id from team_staff s where ${liveRosterRow('s')}
      union all select tt.id, tt.owner_user_id from teams tt
    ) tm
    where tm.team_id in (${viewerTeamIdsSql(viewerId)})`;
}

/** The user chose to be found: published and public (spec 7.2). `alias` is a user_profiles row. */
export function publicProfileSql(alias: string): SQL {
  return sql.raw(`(${alias}.is_published and ${alias}.visibility = 'public')`);
}

/**
 * True when the viewer may message the target (a user id expression):
 * the target has a public profile, or shares a team with the viewer, or is
 * not a minor (birth date known and under 18; unknown counts as adult).
 */
export function reachableSql(viewerId: string, target: SQL): SQL<boolean> {
  return sql<boolean>`(
    exists (select 1 from user_profiles rp where rp.user_id = ${target} and ${publicProfileSql('rp')})
    or not exists (
      select 1 from user_profiles minor
      where minor.user_id = ${target} and minor.birth_date > (now() at time zone 'UTC')::date - interval '18 years'
    )
    or ${target} in (${teammateIdsSql(viewerId)})
  )`;
}
