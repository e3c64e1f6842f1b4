/**
 * The applications to a team's recruiting posts, for its Recruiting tab
 * (docs/decisions/047): managers only (the route checks), newest first, id
 * as the tie-breaker, one statement. The applicant is named by display name
 * (never a minor's last name: the display name is what every list shows),
 * with where they stand now: new, invited to the roster, or on it
 * (docs/decisions/071).
 */
import { sql } from 'drizzle-orm';
import type { RecruitingApplication } from '#shared/contracts/matchmaking.ts';
import type { Database } from '#server/db/client.ts';
import { liveRosterRow, rowsOf } from '#server/db/sql.ts';

export const APPLICATIONS_LIMIT = 200;

export function listRecruitingApplications(db: Pick<Database, 'execute'>, teamId: string): Promise<RecruitingApplication[]> {
  return rowsOf<RecruitingApplication>(
    db,
    sql`select a.id, a.post_id as "postId", p.title as "postTitle",
        json_build_object('userId', a.applicant_user_id, 'displayName', coalesce(up.display_name, 'Player'), 'slug', up.slug) as applicant,
        a.message, a.score, a.conversation_id as "conversationId",
        to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
        case
          when exists (select 1 from team_members m where m.team_id = p.team_id and m.user_id = a.applicant_user_id and ${liveRosterRow('m')}) then 'on_roster'
          when exists (select 1 from team_invitations i where i.team_id = p.team_id and i.invitee_user_id = a.applicant_user_id
            and i.kind = 'member' and i.status = 'pending') then 'invited'
          else 'new'
        end as status
      from recruiting_post_applications a
      join team_recruiting_posts p on p.id = a.post_id
      left join user_profiles up on up.user_id = a.applicant_user_id
      where p.team_id = ${teamId}
      order by a.created_at desc, a.id desc
      limit ${APPLICATIONS_LIMIT}`,
  );
}
