/**
 * Who may message whom (docs/decisions/011), as SQL conditions. The access
 * decision itself is made in messaging-policies.ts and profiles-policies.ts, which call these;
 * the people search uses the same pieces so both agree.
 */
import { sql, type SQL } from 'drizzle-orm';
import { COACHING_ROLES, COLLEGE_PROGRAM_ROLES } from '#shared/access/roles.ts';
import { isMinorSql, recruiterProfileVisibleSql } from '#server/visibility/profile-visibility-sql.ts';
import { liveRosterRow } from '#server/db/sql.ts';

/** The teams (not archived) the viewer owns or is active on, as player or staff. */
function viewerTeamIdsSql(viewerId: string | SQL): SQL {
  return sql`select vt.team_id from (
      select m.team_id from team_members m where m.user_id = ${viewerId} and ${liveRosterRow('m')}
      union select s.team_id from team_staff s where s.user_id = ${viewerId} and ${liveRosterRow('s')}
      union select ot.id from teams ot where ot.owner_user_id = ${viewerId}
    ) vt
    join teams live_team on live_team.id = vt.team_id and live_team.archived_at is null`;
}

/** Everyone active on (or owning) a team the viewer is active on or owns, as a one-column subquery of user ids. */
export function teammateIdsSql(viewerId: string | SQL): SQL {
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

/** The user (an id expression) holds a recruiter role of spec 6 (isRecruiter of access-rules.ts, read from user_roles). */
export function isRecruiterUserSql(userId: string | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from user_roles rr where rr.user_id = ${userId} and rr.role in ${[...COLLEGE_PROGRAM_ROLES, ...COACHING_ROLES]})`;
}

/**
 * True when the viewer (a user id, or an id expression) may message the
 * target (a user id expression), docs/decisions/011 and 021: any adult
 * (unknown birth date counts as adult); a minor only by people on a team
 * with them, or by a recruiter when the minor's profile is live and shown
 * to recruiters (guardian-approved). Never by the general public, even
 * for a public profile.
 */
export function reachableSql(viewerId: string | SQL, target: SQL): SQL<boolean> {
  return sql<boolean>`(${notMinorSql(target)} or ${target} in (${teammateIdsSql(viewerId)})
    or (${isRecruiterUserSql(viewerId)} and ${recruiterVisibleSql(target)}))`;
}

function notMinorSql(target: SQL): SQL<boolean> {
  return sql<boolean>`not exists (select 1 from user_profiles minor where minor.user_id = ${target} and ${isMinorSql('minor')})`;
}

/** The target's profile is live and shown to recruiters (the visibility rule of decision 019). */
function recruiterVisibleSql(target: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from user_profiles rp where rp.user_id = ${target} and ${recruiterProfileVisibleSql('rp')})`;
}

/**
 * Both ways: the viewer may reach `other` and `other` may reach the viewer
 * (which only a minor viewer can fail). Sharing a team is symmetric, so the
 * second half reads the viewer's own teammates instead of each candidate's.
 */
export function mutuallyReachableSql(viewerId: string, other: SQL): SQL<boolean> {
  const viewer = sql`${viewerId}`;
  return sql<boolean>`(${reachableSql(viewerId, other)} and (${notMinorSql(viewer)} or ${other} in (${teammateIdsSql(viewerId)})
    or (${isRecruiterUserSql(other)} and ${recruiterVisibleSql(viewer)})))`;
}

/**
 * The whole reachability check of one conversation change, as one row:
 * `found` (how many of `newIds` exist), `reachable_by_actor` (how many of
 * them the actor may reach) and `everyone_reaches` (every participant of the
 * result, `allIds`, may reach every other one; only minors with a private
 * profile can fail this, so it reads "for each minor, every other
 * participant may reach them directly").
 */
export function conversationReachabilitySql(actorId: string, newIds: readonly string[], allIds: readonly string[]): SQL {
  return sql`with people as (select pr.id from profiles pr where pr.id in ${[...allIds]})
    select
      (select count(*)::int from people n where n.id in ${[...newIds]}) as found,
      (select count(*)::int from people n where n.id in ${[...newIds]} and ${reachableSql(actorId, sql`n.id`)}) as "reachableByActor",
      not exists (
        select 1 from people target join people other on other.id <> target.id
        where not ${reachableSql(sql`other.id`, sql`target.id`)}
      ) as "everyoneReaches"`;
}

/** Conversations that include a player the viewer is an active guardian of, as a one-column subquery. */
export function guardianConversationIdsSql(guardianId: string): SQL {
  return sql`select gp.conversation_id from conversation_participants gp
    join guardian_links gl on gl.player_user_id = gp.user_id
    where gl.guardian_user_id = ${guardianId} and gl.status = 'active'`;
}
