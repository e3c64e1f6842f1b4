/** The guardian invitation (issue 11.5; docs/decisions/021): sent at a minor's sign-up or claim, and on each resend. */
import { GUARDIAN_INVITATION_HOURS } from '#shared/contracts/guardians.ts';
import { escapeHtml } from './escape-html.ts';
import type { EmailMessage } from './send-email.ts';

export function guardianInvitationEmail(to: string, player: { name: string; email: string }, url: string): EmailMessage {
  const intro = `${player.name} (${player.email}) created a player account on Esports Recruiting and named you as their parent or guardian.`;
  const why =
    'Because the player is under 18, their profile stays private and unpublished until a parent or guardian approves it. As their guardian you choose who may see the profile, read their conversations with college staff, can revoke publishing at any time, download their data or request deletion.';
  const outro = `The link works once and expires in ${GUARDIAN_INVITATION_HOURS} hours. If you do not know this player, ignore this email.`;
  return {
    to,
    subject: `${player.name} named you as their parent or guardian`,
    text: `${intro}\n\n${why}\n\nAccept the invitation: ${url}\n\n${outro}`,
    html:
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(why)}</p>` +
      `<p><a href="${escapeHtml(url)}">Accept the invitation</a></p><p>${escapeHtml(outro)}</p>`,
    secrets: [url],
  };
}
