/** Texts of the team emails: the attendance reminder a manager sends to players and staff who have not answered (and a minor's guardians). */
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
  /**
   * One-click answers without signing in (docs/decisions/073): the answer
   * link's address per answer, and its token, a secret only the recipient
   * may read (removed from every stored copy but the readable outbox).
   */
  answerLinks?: { token: string; attending: string; maybe: string; notAttending: string };
  /** A guardian's copy: the minor's display name, whose answer the links give. */
  forPlayer?: string | null;
}

/** The answer links' words in the reminder. */
export const REMINDER_ANSWER_LABELS = { attending: 'Going', maybe: 'Maybe', notAttending: 'Not going' } as const;

export function practiceReminderEmail(to: string, practice: PracticeReminder): EmailMessage {
  const intro = practice.forPlayer
    ? `${practice.teamName} is waiting for ${practice.forPlayer}'s attendance answer for "${practice.practiceTitle}". You get this because you are their guardian; you can answer for them.`
    : `${practice.teamName} is waiting for your attendance answer for "${practice.practiceTitle}".`;
  const details = [
    `When: ${formatUtcDateTime(practice.scheduledAt)} (the team page shows it in your own time zone)`,
    `Duration: ${practice.durationMinutes} minutes`,
    `Where: ${practice.location ?? 'No location given'}`,
    practice.isMandatory ? 'Attendance is mandatory.' : 'Attendance is optional.',
  ];
  const outro = 'Let your team know whether you can attend. You can change your answer at any time.';
  const links = practice.answerLinks;
  const answers = links
    ? ([
        [REMINDER_ANSWER_LABELS.attending, links.attending],
        [REMINDER_ANSWER_LABELS.maybe, links.maybe],
        [REMINDER_ANSWER_LABELS.notAttending, links.notAttending],
      ] as const)
    : [];
  const linksNote = 'These answer links work without signing in, once each, until the practice starts. Do not forward this email: anyone with the links can answer.';
  const signedInLine = practice.forPlayer ? 'Or answer on your guardian page' : 'Or answer on the team page';
  const text = links
    ? `${intro}\n\n${details.join('\n')}\n\n${answers.map(([label, url]) => `${label}: ${url}`).join('\n')}\n\n${linksNote}\n\n${signedInLine}: ${practice.url}\n\n${outro}`
    : `${intro}\n\n${details.join('\n')}\n\nAnswer here: ${practice.url}\n\n${outro}`;
  const html = links
    ? `<p>${escapeHtml(intro)}</p>` +
      `<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
      `<p>${answers.map(([label, url]) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`).join(' &middot; ')}</p>` +
      `<p>${escapeHtml(linksNote)}</p>` +
      `<p><a href="${escapeHtml(practice.url)}">${escapeHtml(signedInLine)}</a></p>` +
      `<p>${escapeHtml(outro)}</p>`
    : `<p>${escapeHtml(intro)}</p>` +
      `<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
      `<p><a href="${escapeHtml(practice.url)}">Answer now</a></p>` +
      `<p>${escapeHtml(outro)}</p>`;
  return {
    to,
    subject: practice.forPlayer
      ? `Will ${practice.forPlayer} attend ${practice.practiceTitle}? (${practice.teamName})`
      : `Will you attend ${practice.practiceTitle}? (${practice.teamName})`,
    text,
    html,
    ...(links ? { secrets: [links.token] } : {}),
  };
}

/** What a team invitation offers, for the emails about it (docs/decisions/015). */
export interface TeamInvitationNotice {
  teamName: string;
  /** The inviting manager's name. */
  invitedBy: string | null;
  /** "Player", "Head coach", ... */
  roleLabel: string;
  /** "the general roster" or "the Valorant roster". */
  rosterLabel: string;
}

const offer = (notice: TeamInvitationNotice) => `${notice.roleLabel} on ${notice.rosterLabel} of ${notice.teamName}`;
const inviter = (notice: TeamInvitationNotice) => notice.invitedBy ?? 'A team manager';

/** To the invitee: join only by accepting, from the link. */
export function teamInvitationEmail(to: string, notice: TeamInvitationNotice & { url: string }): EmailMessage {
  const intro = `${inviter(notice)} invited you to join ${notice.teamName} as ${offer(notice)}.`;
  const outro =
    'You join the team only if you accept: until then the team does not see your contact details and you are not on its roster. Sign in to accept or decline; if you do not know this team, decline or ignore this email.';
  return {
    to,
    subject: `${inviter(notice)} invited you to join ${notice.teamName}`,
    text: `${intro}\n\nAccept or decline: ${notice.url}\n\n${outro}`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(notice.url)}">Accept or decline</a></p>` +
      `<p>${escapeHtml(outro)}</p>`,
  };
}

/** To a minor's guardian (user_profiles.guardian_email, decision 004): who invited the player where. */
export function guardianTeamInvitationEmail(to: string, notice: TeamInvitationNotice & { playerName: string }): EmailMessage {
  const intro = `${inviter(notice)} invited ${notice.playerName} to join the team ${notice.teamName} on Esports Recruiting, as ${offer(notice)}.`;
  const outro =
    'You receive this because you are named as the parent or guardian of this player, who is under 18. The player joins the team only by accepting the invitation; teammates then see the player\'s name and avatar, and the player\'s email address stays hidden. If you have questions or want the invitation withdrawn, contact our staff.';
  return {
    to,
    subject: `${notice.playerName} was invited to join ${notice.teamName}`,
    text: `${intro}\n\n${outro}`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(outro)}</p>`,
  };
}

/** One contract in the owner's reminder (docs/decisions/052). */
export interface ContractReminderLine {
  name: string;
  kind: 'player' | 'staff';
  /** The stored role value, e.g. head_coach. */
  role: string;
  /** YYYY-MM-DD. */
  contractEnd: string;
}

export function contractReminderEmail(to: string, teamName: string, contracts: ContractReminderLine[], url: string): EmailMessage {
  const intro =
    contracts.length === 1
      ? `A contract on ${teamName} ends soon.`
      : `${contracts.length} contracts on ${teamName} end soon.`;
  const lines = contracts.map(
    (contract) =>
      `${contract.name} (${contract.kind === 'player' ? 'player' : 'staff'}, ${contract.role.replace(/_/g, ' ')}): ends ${contract.contractEnd}`,
  );
  const outro = 'Renew or update the dates on the Contracts tab of your team.';
  return {
    to,
    subject: contracts.length === 1 ? `A contract ends soon (${teamName})` : `${contracts.length} contracts end soon (${teamName})`,
    text: `${intro}\n\n${lines.join('\n')}\n\n${outro}\n${url}`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
      `<p>${escapeHtml(outro)} <a href="${escapeHtml(url)}">Open contracts</a></p>`,
  };
}
