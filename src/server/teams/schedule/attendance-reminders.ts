/**
 * Managers remind the players and staff who have not answered for an
 * upcoming practice (issue point 6): one email each, through the mailer,
 * with one-click answer links (docs/decisions/073). A minor's active
 * guardians get a copy with their own links, to answer for the player
 * (RECRUITING.md "Visibility and minors": guardians act for their minor).
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { paths } from '#shared/pages/paths.ts';
import type { AppContext } from '#server/app-context.ts';
import type { TeamAccess } from '../teams-policies.ts';
import { practiceReminderEmail } from '#server/email/team-emails.ts';
import { minorSql, rowsOf } from '#server/db/sql.ts';
import { loadNonResponders, loadPractice } from './practice-attendance.ts';
import { issueRsvpLink } from './practice-rsvp-links.ts';

export const REMINDERS_ONLY_UPCOMING = 'Reminders can only be sent for upcoming practices.';

export function practiceLink(baseUrl: string, teamId: string, practiceId: string): string {
  return `${baseUrl}/teams/${teamId}/manage?tab=practices&practice=${practiceId}`;
}

export async function sendAttendanceReminders(ctx: AppContext, access: TeamAccess, practiceId: string): Promise<{ sent: number }> {
  const teamId = access.team.id;
  const practice = await loadPractice(ctx.db, teamId, practiceId);
  if (practice.status !== 'scheduled' || practice.scheduledAt.getTime() <= Date.now()) {
    throw new AppError('conflict', REMINDERS_ONLY_UPCOMING);
  }
  const recipients = await loadNonResponders(ctx.db, teamId, practiceId);
  const url = practiceLink(ctx.baseUrl, teamId, practiceId);
  const guardians = await loadActiveGuardiansOfMinors(ctx, recipients.map((person) => person.userId));
  const details = {
    teamName: access.team.name,
    practiceTitle: practice.title,
    scheduledAt: practice.scheduledAt,
    durationMinutes: practice.durationMinutes,
    location: practice.location,
    isMandatory: practice.isMandatory,
  };
  const answerLinks = async (userId: string, recipientUserId: string) => {
    const token = await issueRsvpLink(ctx.db, { practiceId, userId, recipientUserId, startsAt: practice.scheduledAt });
    const link = (answer: 'attending' | 'maybe' | 'not_attending') => `${ctx.baseUrl}${paths.practiceRsvp.getHref(token, answer)}`;
    return { token, attending: link('attending'), maybe: link('maybe'), notAttending: link('not_attending') };
  };
  let sent = 0;
  for (const person of recipients) {
    await ctx.mailer.send(practiceReminderEmail(person.email, { ...details, url, answerLinks: await answerLinks(person.userId, person.userId) }));
    sent += 1;
    for (const guardian of guardians.filter((row) => row.playerUserId === person.userId)) {
      await ctx.mailer.send(
        practiceReminderEmail(guardian.email, {
          ...details,
          url: `${ctx.baseUrl}${paths.guardian.root.getHref()}`,
          forPlayer: guardian.playerName,
          answerLinks: await answerLinks(person.userId, guardian.guardianUserId),
        }),
      );
    }
  }
  return { sent };
}

/** The active guardians (with their account's email) of the minors among `userIds`, by player then guardian. */
function loadActiveGuardiansOfMinors(ctx: AppContext, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return rowsOf<{ playerUserId: string; playerName: string; guardianUserId: string; email: string }>(
    ctx.db,
    sql`select gl.player_user_id as "playerUserId", coalesce(up.display_name, pp.full_name, 'your player') as "playerName",
        gl.guardian_user_id as "guardianUserId", gp.email
      from guardian_links gl
      join profiles gp on gp.id = gl.guardian_user_id
      join profiles pp on pp.id = gl.player_user_id
      left join user_profiles up on up.user_id = gl.player_user_id
      where gl.status = 'active' and gl.player_user_id in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})
        and ${minorSql('up')}
      order by gl.player_user_id, gl.guardian_user_id`,
  );
}
