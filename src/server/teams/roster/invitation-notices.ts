/**
 * The emails about a team invitation (docs/decisions/015): the invitee's,
 * with the link to answer, and, for a minor, the guardian's notice (decision
 * 004's guardian address). The guardian is told once per invitation: when it
 * is made, or at acceptance for an account whose birth date arrived later
 * (an invited account claimed by a minor).
 */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '#server/app-context.ts';
import { teamInvitations } from '#server/db/schema/teams.ts';
import { guardianTeamInvitationEmail, teamInvitationEmail, type TeamInvitationNotice } from '#server/email/team-emails.ts';
import { minorSql, rowsOf } from '../../db/sql.ts';

/** Where invitees answer: the invitations section of Find Teams. */
export const INVITATIONS_PATH = '/teams#team-invitations';

interface NoticeRow {
  role: string;
  teamName: string;
  invitedBy: string | null;
  gameName: string | null;
  inviteeEmail: string;
  playerName: string | null;
  guardianEmail: string | null;
  isMinor: boolean;
  guardianNotified: boolean;
}

const roleLabel = (role: string) => {
  const words = role.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export async function sendInvitationNotices(ctx: AppContext, invitationId: string, options: { toInvitee: boolean }): Promise<void> {
  const [row] = await rowsOf<NoticeRow>(
    ctx.db,
    sql`select ti.role, t.name as "teamName", inviter.full_name as "invitedBy", et.name as "gameName",
      p.email as "inviteeEmail", coalesce(up.display_name, p.full_name) as "playerName", up.guardian_email as "guardianEmail",
      ${minorSql('up')} as "isMinor", ti.guardian_notified_at is not null as "guardianNotified"
    from team_invitations ti
    join teams t on t.id = ti.team_id
    join profiles p on p.id = ti.invitee_user_id
    left join user_profiles up on up.user_id = p.id
    left join profiles inviter on inviter.id = ti.invited_by
    left join team_game_profiles gp on gp.id = ti.game_profile_id
    left join esports_titles et on et.id = gp.esports_title_id
    where ti.id = ${invitationId}`,
  );
  if (!row) return;
  const notice: TeamInvitationNotice = {
    teamName: row.teamName,
    invitedBy: row.invitedBy,
    roleLabel: roleLabel(row.role),
    rosterLabel: row.gameName ? `the ${row.gameName} roster` : 'the general roster',
  };
  if (options.toInvitee) {
    await ctx.mailer.send(teamInvitationEmail(row.inviteeEmail, { ...notice, url: `${ctx.baseUrl}${INVITATIONS_PATH}` }));
  }
  if (row.isMinor && row.guardianEmail && !row.guardianNotified) {
    await ctx.mailer.send(guardianTeamInvitationEmail(row.guardianEmail, { ...notice, playerName: row.playerName ?? 'Your player' }));
    await ctx.db.update(teamInvitations).set({ guardianNotifiedAt: new Date() }).where(eq(teamInvitations.id, invitationId));
  }
}
