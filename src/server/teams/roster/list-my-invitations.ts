/**
 * GET /api/team-invitations: the viewer's pending invitations, newest first
 * (id breaks ties), on teams that are not archived. One statement, bounded.
 */
import { sql } from 'drizzle-orm';
import type { MyTeamInvitation } from '#shared/contracts/teams-roster.ts';
import type { Database } from '#server/db/client.ts';
import { isoTime, rowsOf } from '../../db/sql.ts';

export const MY_INVITATIONS_LIMIT = 50;

export async function listMyInvitations(db: Database, viewerId: string): Promise<MyTeamInvitation[]> {
  return rowsOf<MyTeamInvitation>(
    db,
    sql`select ti.id, ti.kind, ti.role, ti.game_profile_id as "gameProfileId",
      json_build_object('id', t.id, 'name', t.name, 'logoUrl', t.logo_url) as team,
      case when et.id is null then null else json_build_object('name', et.name, 'playLevel', gp.play_level) end as game,
      inviter.full_name as "invitedByName", ${isoTime(sql`ti.created_at`)} as "createdAt"
    from team_invitations ti
    join teams t on t.id = ti.team_id and t.archived_at is null
    left join team_game_profiles gp on gp.id = ti.game_profile_id
    left join esports_titles et on et.id = gp.esports_title_id
    left join profiles inviter on inviter.id = ti.invited_by
    where ti.invitee_user_id = ${viewerId} and ti.status = 'pending'
    order by ti.created_at desc, ti.id desc
    limit ${MY_INVITATIONS_LIMIT}`,
  );
}
