/** The answers to a college page claim (docs/decisions/032), sent to the requester alone. */
import { escapeHtml } from './escape-html.ts';
import type { EmailMessage } from './send-email.ts';

export interface CollegeClaimAnswer {
  collegeName: string;
  /** The college page. */
  url: string;
}

export function collegeClaimApprovedEmail(to: string, answer: CollegeClaimAnswer): EmailMessage {
  const intro = `Your request to claim the page of ${answer.collegeName} was approved. You are now an admin of the college's page.`;
  const outro = 'Sign in to keep the page up to date.';
  return {
    to,
    subject: `Your claim of ${answer.collegeName} was approved`,
    text: `${intro}\n\nThe page: ${answer.url}\n\n${outro}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(answer.url)}">Open the page</a></p><p>${escapeHtml(outro)}</p>`,
  };
}

export function collegeClaimRejectedEmail(to: string, answer: CollegeClaimAnswer & { reason: string }): EmailMessage {
  const intro = `Your request to claim the page of ${answer.collegeName} was not approved.`;
  const reason = `Reason: ${answer.reason}`;
  const outro = 'If you think this is a mistake, you can ask again from the page with more evidence.';
  return {
    to,
    subject: `Your claim of ${answer.collegeName} was not approved`,
    text: `${intro}\n\n${reason}\n\nThe page: ${answer.url}\n\n${outro}`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(reason)}</p><p><a href="${escapeHtml(answer.url)}">Open the page</a></p><p>${escapeHtml(outro)}</p>`,
  };
}
