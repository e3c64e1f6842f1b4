/** The invitation to join a college's staff (docs/decisions/034), sent when invited and on each resend. */
import { COLLEGE_STAFF_INVITATION_DAYS, COLLEGE_STAFF_ROLE_LABELS, type CollegeStaffRole } from '#shared/contracts/college-staff.ts';
import { escapeHtml } from './escape-html.ts';
import type { EmailMessage } from './send-email.ts';

export interface CollegeStaffInvitationLetter {
  collegeName: string;
  role: CollegeStaffRole;
  inviterName: string;
  /** The accept page with the token. */
  url: string;
}

export function collegeStaffInvitationEmail(to: string, letter: CollegeStaffInvitationLetter): EmailMessage {
  const intro = `${letter.inviterName} invited you to join the esports staff of ${letter.collegeName} on Esports Recruiting, as ${COLLEGE_STAFF_ROLE_LABELS[letter.role].toLowerCase()}.`;
  const how = `Open the link, sign in with this email address (or create an account with it), then accept. College staff must be 18 or older.`;
  const outro = `The link expires in ${COLLEGE_STAFF_INVITATION_DAYS} days. If you were not expecting this, ignore this email.`;
  return {
    to,
    subject: `Join the esports staff of ${letter.collegeName}`,
    text: `${intro}\n\n${how}\n\nAccept the invitation: ${letter.url}\n\n${outro}`,
    html:
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(how)}</p>` +
      `<p><a href="${escapeHtml(letter.url)}">Accept the invitation</a></p><p>${escapeHtml(outro)}</p>`,
    secrets: [letter.url],
  };
}

export function collegeStaffAcceptUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/college-invitation?token=${encodeURIComponent(token)}`;
}
