/** Texts of the account emails: password reset, invitation (claim account), guardian notice. */
import { escapeHtml } from './escape-html.ts';
import type { EmailMessage } from './send-email.ts';


const linkHtml = (intro: string, url: string, label: string, outro: string) =>
  `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p><p>${escapeHtml(outro)}</p>`;

export function passwordResetEmail(to: string, url: string): EmailMessage {
  const intro = 'Someone asked to reset the password of your Esports Recruiting account.';
  const outro = 'The link works once and expires in one hour. If you did not ask for this, ignore this email.';
  return {
    to,
    subject: 'Reset your password',
    text: `${intro}\n\nSet a new password: ${url}\n\n${outro}`,
    html: linkHtml(intro, url, 'Set a new password', outro),
    secrets: [url],
  };
}

export function claimAccountEmail(to: string, url: string, invitedBy: string | null): EmailMessage {
  const intro = `${invitedBy ?? 'A team manager'} invited you to Esports Recruiting.`;
  const outro = 'Choose a password to claim your account. The link works once and expires in 7 days.';
  return {
    to,
    subject: 'You are invited to Esports Recruiting',
    text: `${intro}\n\nClaim your account: ${url}\n\n${outro}`,
    html: linkHtml(intro, url, 'Claim your account', outro),
    secrets: [url],
  };
}

export function guardianNoticeEmail(to: string, playerName: string, playerEmail: string): EmailMessage {
  const intro = `${playerName} (${playerEmail}) created a player account on Esports Recruiting and named you as their parent or guardian.`;
  const outro =
    'Because the player is under 18, their profile stays private until they publish it, their email is never shown to other users, and you can contact our staff at any time to review or delete the account.';
  return {
    to,
    subject: `${playerName} joined Esports Recruiting`,
    text: `${intro}\n\n${outro}`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(outro)}</p>`,
  };
}
