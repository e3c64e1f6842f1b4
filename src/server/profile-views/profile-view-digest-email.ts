/**
 * The weekly "colleges that viewed your profile" email (issue 14.4,
 * docs/decisions/049): the colleges by name, never a staff member, with the
 * number of days each viewed, and a link to the Profile views section.
 * Without an address: the same message goes to the player and, as copies,
 * to a minor's guardians (messagesFor, decision 043).
 */
import { escapeHtml } from '#server/email/escape-html.ts';
import type { EmailMessage } from '#server/email/send-email.ts';

export interface DigestCollege {
  name: string;
  days: number;
}

export function profileViewsUrl(baseUrl: string, slug: string): string {
  return `${baseUrl}/player/${encodeURIComponent(slug)}/pipeline#profile-views`;
}

export function profileViewDigestMessage(input: { colleges: readonly DigestCollege[]; slug: string; baseUrl: string }): Omit<EmailMessage, 'to'> {
  const count = input.colleges.length;
  const subject = `${count} ${count === 1 ? 'college' : 'colleges'} viewed your profile this past week`;
  const intro = 'Staff of these colleges opened your player profile:';
  const line = (college: DigestCollege) => `${college.name}: ${college.days} ${college.days === 1 ? 'day' : 'days'}`;
  const url = profileViewsUrl(input.baseUrl, input.slug);
  const footer = `You get a weekly digest of profile views from Esports Recruiting. Turn it off under Recruiting emails in your account: ${input.baseUrl}/account`;
  return {
    subject,
    text: `${intro}\n\n${input.colleges.map(line).join('\n')}\n\nSee every week's views:\n${url}\n\n${footer}`,
    html:
      `<p>${escapeHtml(intro)}</p><ul>${input.colleges.map((college) => `<li>${escapeHtml(line(college))}</li>`).join('')}</ul>` +
      `<p><a href="${escapeHtml(url)}">See every week's views</a></p><p>${escapeHtml(footer)}</p>`,
  };
}
