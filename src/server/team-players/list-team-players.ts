/**
 * GET /api/team-players: the players of the teams the viewer manages
 * (docs/decisions/025): accepted members of their live rosters and the
 * profiles created for those teams or by the viewer, one row per player and
 * team, with where the profile stands. One statement whatever the page size;
 * never an email.
 */
import { sql } from 'drizzle-orm';
import { TEAM_PLAYERS_PAGE_SIZE, type TeamPlayerRow, type TeamPlayersResponse } from '#shared/contracts/team-players.ts';
import type { Database } from '#server/db/client.ts';
import type { TeamPlayersAccess } from './team-players-policies.ts';
import { isLiveSql, isMinorSql, profileViewerOf, profileVisibleSql } from '#server/visibility/profile-visibility-sql.ts';
import { containsPattern, rowsOf, liveRosterRow } from '#server/db/sql.ts';
import { claimLinkSenderSql, evaluatorSql } from './team-player-access-sql.ts';
import { managedTeamsSql } from '#server/teams/team-sql.ts';

export async function listTeamPlayers(
  db: Database,
  access: TeamPlayersAccess,
  query: { q?: string | undefined; teamId?: string | undefined; page: number },
): Promise<TeamPlayersResponse> {
  const viewerId = access.viewer.userId;
  const viewer = profileViewerOf(access.viewer)!;
  const offset = (query.page - 1) * TEAM_PLAYERS_PAGE_SIZE;
  // A coach-created profile's details (game, role, class) stay with its creator until claimed (decision 019's insider rule);
  // after that only the status shows, unless the player is on the team.
  const detailed = sql`(d.on_roster or up.claim_status in ('draft', 'invited'))`;
  // Minor: known birth date under 18, or, before the claim gives a birth date, the coach said so (a guardian email).
  const minor = sql`(${isMinorSql('up')} or (up.birth_date is null and up.guardian_email is not null and up.claim_status in ('draft', 'invited')))`;
  const rows = await rowsOf<TeamPlayerRow & { total: number }>(
    db,
    sql`with mt as (${managedTeamsSql(viewerId, access.managesAll)}),
      entries as (
        select m.user_id, m.team_id, tgp.esports_title_id as title_id, true as on_roster
          from team_members m join mt on mt.id = m.team_id
          left join team_game_profiles tgp on tgp.id = m.game_profile_id
          where ${liveRosterRow('m')}
        union all
        select cp.user_id, cp.created_for_team_id, null, false from user_profiles cp
          where cp.created_for_team_id in (select id from mt) or cp.created_by_user_id = ${viewerId}
      ),
      d as (
        select distinct on (user_id, team_id) user_id, team_id, title_id, on_roster from entries
          where team_id is not null
          order by user_id, team_id, on_roster desc, title_id nulls last
      )
      select up.user_id as "userId", t.id as "teamId", t.name as "teamName", up.display_name as "displayName",
        case when ${profileVisibleSql('up', viewer)} then up.slug end as slug,
        case when ${detailed} then g.title_name end as "gameName",
        case when ${detailed} then g.primary_role end as role,
        case when ${detailed} then up.grad_year end as "classYear",
        case when up.claim_status = 'draft' then 'draft' when up.claim_status = 'invited' then 'invited'
          when ${isLiveSql('up')} then 'published' when up.claim_status = 'claimed' then 'claimed' else 'unpublished' end as status,
        d.on_roster as "isOnRoster",
        ${claimLinkSenderSql('up', viewerId, access.managesAll)} as "canSendClaimLink",
        ${evaluatorSql('up', viewerId)} as "canEvaluate",
        ${minor} as "isMinor",
        case when not ${minor} then null
          when gs.approved then 'approved' when gs.active then 'active' when gs.invited then 'invited' else 'none' end as "guardianStatus",
        (count(*) over ())::int as total
      from d
      join user_profiles up on up.user_id = d.user_id
      join teams t on t.id = d.team_id
      left join lateral (
        select et.name as title_name, pgp.primary_role from player_game_profiles pgp
          join esports_titles et on et.id = pgp.esports_title_id
          where pgp.user_id = d.user_id and (d.title_id is null or pgp.esports_title_id = d.title_id)
          order by pgp.position, pgp.id limit 1
      ) g on true
      left join lateral (
        select coalesce(bool_or(gl.status = 'active'), false) and up.guardian_approved_visibility is not null as approved,
          coalesce(bool_or(gl.status = 'active'), false) as active,
          coalesce(bool_or(gl.status = 'invited'), false) as invited
        from guardian_links gl where gl.player_user_id = up.user_id
      ) gs on true
      where up.deletion_requested_at is null
        ${query.teamId ? sql`and t.id = ${query.teamId}` : sql``}
        ${query.q ? sql`and up.display_name ilike ${containsPattern(query.q)}` : sql``}
      order by lower(up.display_name), up.user_id, t.name, t.id
      limit ${TEAM_PLAYERS_PAGE_SIZE} offset ${offset}`,
  );
  return {
    players: rows.map(({ total: _total, ...row }) => row),
    teams: access.teams,
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: TEAM_PLAYERS_PAGE_SIZE,
  };
}
