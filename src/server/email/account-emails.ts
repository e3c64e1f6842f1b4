/** Texts of the account emails: password reset, invitation (claim account), password changed (the guardian invitation: guardian-emails.ts). */
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

/** "2026-11-24 at 19:40 UTC": the same for every reader, whatever their time zone. */
const utcMinute = (date: Date) => {
  const iso = date.toISOString();
  return `${iso.slice(0, 10)} at ${iso.slice(11, 16)} UTC`;
};

/** Sent after a password reset, a change on the account page, or the claim of an invited account. */
export function passwordChangedEmail(
  to: string,
  { changedAt, resetUrl, contactUrl }: { changedAt: Date; resetUrl: string; contactUrl: string },
): EmailMessage {
  const intro = `The password of your Esports Recruiting account (${to}) was changed on ${utcMinute(changedAt)}.`;
  const ifYou = 'If this was you, there is nothing more to do.';
  const ifNot =
    'If it was not you, someone else may have your password or access to your email: set a new password now, and contact us so we can help secure your account.';
  return {
    to,
    subject: 'Your password was changed',
    text: `${intro}\n\n${ifYou}\n\n${ifNot}\n\nSet a new password: ${resetUrl}\nContact us: ${contactUrl}`,
    html:
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(ifYou)}</p><p>${escapeHtml(ifNot)}</p>` +
      `<p><a href="${escapeHtml(resetUrl)}">Set a new password</a></p>` +
      `<p><a href="${escapeHtml(contactUrl)}">Contact us</a></p>`,
  };
}
