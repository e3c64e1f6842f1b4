/**
 * "Invite to roster" on an application (issue 26.8, docs/decisions/071): the
 * team's manager accepts an applicant into the roster invitation flow
 * (docs/decisions/015) the same way a roster add does: the player gets an
 * invitation they accept or decline, and a minor's guardians are told.
 * The place is the game roster of the post's game when the team has one,
 * else the general roster, as a `player`. An application of another team is
 * 404, the same answer as one that does not exist; an applicant already on
 * the roster is 409.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { APPLICATION_INVITE_TEXTS } from '#shared/contracts/matchmaking.ts';
import type { AddPersonResponse } from '#shared/contracts/teams-roster.ts';
import type { AppContext } from '#server/app-context.ts';
import { liveRosterRow, rowsOf } from '#server/db/sql.ts';
import type { TeamAccess } from '#server/teams/teams-policies.ts';
import { inviteToRoster } from '#server/teams/roster/invite-to-roster.ts';

export async function inviteApplicant(ctx: AppContext, access: TeamAccess, applicationId: string): Promise<AddPersonResponse> {
  const teamId = access.team.id;
  const [application] = await rowsOf<{ applicantUserId: string; gameProfileId: string | null; onRoster: boolean }>(
    ctx.db,
    sql`select a.applicant_user_id as "applicantUserId",
        (select g.id from team_game_profiles g where g.team_id = p.team_id and g.is_active and g.esports_title_id = p.esports_title_id
          order by g.id limit 1) as "gameProfileId",
        exists (select 1 from team_members m where m.team_id = p.team_id and m.user_id = a.applicant_user_id and ${liveRosterRow('m')}) as "onRoster"
      from recruiting_post_applications a
      join team_recruiting_posts p on p.id = a.post_id
      where a.id = ${applicationId} and p.team_id = ${teamId}`,
  );
  if (!application) throw new AppError('not_found', APPLICATION_INVITE_TEXTS.notFound);
  if (application.onRoster) throw new AppError('conflict', APPLICATION_INVITE_TEXTS.onRoster);
  return inviteToRoster(ctx, access, { kind: 'member', role: 'player', gameProfileId: application.gameProfileId }, { userId: application.applicantUserId });
}
