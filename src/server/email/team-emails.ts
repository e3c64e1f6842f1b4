/** Texts of the team emails: the attendance reminder a manager sends to players and staff who have not answered. */
import { escapeHtml } from './escape-html.ts';
import type { EmailMessage } from './send-email.ts';


const utcFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Monday, June 1, 2026 at 18:00 UTC": an email cannot know the reader's time zone. */
export function formatUtcDateTime(date: Date): string {
  return `${utcFormat.format(date)} UTC`;
}

export interface PracticeReminder {
  teamName: string;
  practiceTitle: string;
  scheduledAt: Date;
  durationMinutes: number;
  location: string | null;
  isMandatory: boolean;
  /** The practice on the team's manage screen, where the answer is given. */
  url: string;
}

export function practiceReminderEmail(to: string, practice: PracticeReminder): EmailMessage {
  const intro = `${practice.teamName} is waiting for your attendance answer for "${practice.practiceTitle}".`;
  const details = [
    `When: ${formatUtcDateTime(practice.scheduledAt)} (the team page shows it in your own time zone)`,
    `Duration: ${practice.durationMinutes} minutes`,
    `Where: ${practice.location ?? 'No location given'}`,
    practice.isMandatory ? 'Attendance is mandatory.' : 'Attendance is optional.',
  ];
  const outro = 'Let your team know whether you can attend. You can change your answer at any time.';
  return {
    to,
    subject: `Will you attend ${practice.practiceTitle}? (${practice.teamName})`,
    text: `${intro}\n\n${details.join('\n')}\n\nAnswer here: ${practice.url}\n\n${outro}`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
      `<p><a href="${escapeHtml(practice.url)}">Answer now</a></p>` +
      `<p>${escapeHtml(outro)}</p>`,
  };
}
