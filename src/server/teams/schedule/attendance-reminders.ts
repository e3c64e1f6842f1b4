/**
 * Managers remind the players and staff who have not answered for an
 * upcoming practice (issue point 6): one email each, through the mailer.
 */
import { AppError } from '#shared/app-error.ts';
import type { AppContext } from '#server/app-context.ts';
import type { TeamAccess } from '../teams-policies.ts';
import { practiceReminderEmail } from '#server/email/team-emails.ts';
import { loadNonResponders, loadPractice } from './practice-attendance.ts';

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
  for (const person of recipients) {
    await ctx.mailer.send(
      practiceReminderEmail(person.email, {
        teamName: access.team.name,
        practiceTitle: practice.title,
        scheduledAt: practice.scheduledAt,
        durationMinutes: practice.durationMinutes,
        location: practice.location,
        isMandatory: practice.isMandatory,
        url,
      }),
    );
  }
  return { sent: recipients.length };
}
