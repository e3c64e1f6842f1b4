/**
 * Recruiting emails (issue 13.9, docs/decisions/043): a program's daily
 * digest of new responses, "wants to talk with you" when a program moves a
 * player to Contacted (never the stage's name or the program's notes), and
 * the guardian's copy of anything sent to a minor. Each names the switch in
 * /account that turns it off.
 */
import { escapeHtml } from './escape-html.ts';
import type { EmailMessage } from './send-email.ts';

const FOOTER = (baseUrl: string, what: string) => `You get ${what} from Esports Recruiting. Turn them off under Recruiting emails in your account: ${baseUrl}/account`;

/** Without an address: the same message goes to the player and, as copies, to their guardians. */
export function wantsToTalkMessage(input: { programName: string; collegeName: string; baseUrl: string }): Omit<EmailMessage, 'to'> {
  const who = `${input.collegeName} ${input.programName}`;
  const intro = `${who} wants to talk with you about their esports program.`;
  const how = 'Read their messages and answer them in your inbox.';
  const url = `${input.baseUrl}/inbox`;
  const footer = FOOTER(input.baseUrl, 'these emails when a college program wants to talk with you');
  return {
    subject: `${who} wants to talk with you`,
    text: `${intro}\n\n${how}\n${url}\n\n${footer}`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(how)}</p><p><a href="${escapeHtml(url)}">Open your inbox</a></p><p>${escapeHtml(footer)}</p>`,
  };
}

export interface DigestProgram {
  collegeName: string;
  programName: string;
  count: number;
  latestNames: string[];
  url: string;
}

export function responseDigestEmail(to: string, programs: readonly DigestProgram[], baseUrl: string): EmailMessage {
  const total = programs.reduce((sum, program) => sum + program.count, 0);
  const line = (program: DigestProgram) =>
    `${program.collegeName} ${program.programName}: ${program.count} new ${program.count === 1 ? 'response' : 'responses'} (latest: ${program.latestNames.join(', ')})`;
  const footer = FOOTER(baseUrl, 'a daily digest of new interest form responses');
  return {
    to,
    subject: `${total} new interest form ${total === 1 ? 'response' : 'responses'}`,
    text: `New responses since the last digest:\n\n${programs.map((program) => `${line(program)}\n${program.url}`).join('\n\n')}\n\n${footer}`,
    html:
      `<p>New responses since the last digest:</p><ul>${programs
        .map((program) => `<li>${escapeHtml(line(program))} <a href="${escapeHtml(program.url)}">Open the responses</a></li>`)
        .join('')}</ul><p>${escapeHtml(footer)}</p>`,
  };
}

/** Where a guardian's copy says what it is. */
export const GUARDIAN_COPY_SUBJECT_PREFIX = 'Guardian copy: ';
export const GUARDIAN_COPY_LINK_REMOVED = '[link only the player can open]';

/**
 * The guardian's copy of a message sent to their minor player: marked as a
 * copy; the message's secrets (an application link) are removed, since a
 * secret is readable by its recipient alone (decision 013).
 */
export function guardianCopyOf(message: EmailMessage, guardianEmail: string, playerName: string, baseUrl: string): EmailMessage {
  const strip = (body: string) => (message.secrets ?? []).reduce((result, secret) => (secret ? result.split(secret).join(GUARDIAN_COPY_LINK_REMOVED) : result), body);
  const stripHtml = (body: string) => (message.secrets ?? []).reduce((result, secret) => (secret ? result.split(escapeHtml(secret)).join(escapeHtml(GUARDIAN_COPY_LINK_REMOVED)) : result), body);
  const intro = `This is a copy for you as ${playerName}'s parent or guardian. The email sent to them follows.`;
  const footer = FOOTER(baseUrl, 'copies of the recruiting emails sent to the players you are a guardian of');
  return {
    to: guardianEmail,
    subject: `${GUARDIAN_COPY_SUBJECT_PREFIX}${message.subject}`,
    text: `${intro}\n\n---\n\n${strip(message.text)}\n\n---\n\n${footer}`,
    ...(message.html !== undefined ? { html: `<p>${escapeHtml(intro)}</p><hr>${stripHtml(message.html)}<hr><p>${escapeHtml(footer)}</p>` } : {}),
  };
}
