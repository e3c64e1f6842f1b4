/**
 * Texts of the sign-up emails (docs/decisions/017): the confirmation link
 * of a new account, and the notice to the owner of an address someone
 * tried to sign up with again.
 */
import { escapeHtml } from './escape-html.ts';
import type { EmailMessage } from './send-email.ts';

export function confirmEmailEmail(to: string, url: string): EmailMessage {
  const intro = 'Welcome to Esports Recruiting! Confirm your email address to finish creating your account.';
  const outro =
    'The link works once and expires in 24 hours; signing in with your password sends a new one. If you did not create an account, ignore this email.';
  return {
    to,
    subject: 'Confirm your email address',
    text: `${intro}\n\nConfirm and sign in: ${url}\n\n${outro}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">Confirm and sign in</a></p><p>${escapeHtml(outro)}</p>`,
    // The link signs its holder in: never stored readable (docs/decisions/013).
    secrets: [url],
  };
}

export function signUpAttemptEmail(to: string, signInUrl: string, resetUrl: string): EmailMessage {
  const intro =
    'Hello, someone tried to create an account with your address on Esports Recruiting. This address already has an account, so nothing was changed.';
  const outro = 'If it was not you, you can ignore this email.';
  return {
    to,
    subject: 'Someone tried to create an account with your email',
    text: `${intro}\n\nIf it was you, sign in (${signInUrl}) or reset your password (${resetUrl}).\n\n${outro}`,
    html: `<p>${escapeHtml(intro)}</p><p>If it was you, <a href="${escapeHtml(signInUrl)}">sign in</a> or <a href="${escapeHtml(resetUrl)}">reset your password</a>.</p><p>${escapeHtml(outro)}</p>`,
  };
}
