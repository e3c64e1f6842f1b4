/**
 * Emails of interest form submissions (docs/decisions/038): the submitter's
 * confirmation with their application link (a secret: removed from every
 * stored copy but the readable outbox), and a minor's guardian's email.
 * A guardian address nobody verified (session 26, issue 24.3: a visitor
 * types it) gets fixed text only, with a link of its own to read the answers
 * in the product: nothing the sender wrote (name, answers) goes to an
 * address that did not ask for it. A verified guardian (the active guardian
 * account of a signed-in minor, its email confirmed) gets the copy of the
 * answers. Neither carries the submitter's application link.
 */
import { escapeHtml } from './escape-html.ts';
import type { EmailMessage } from './send-email.ts';

export interface SubmissionLetter {
  formTitle: string;
  programName: string;
  collegeName: string;
  updated: boolean;
}

export function submissionReceivedEmail(to: string, letter: SubmissionLetter & { url: string; days: number }): EmailMessage {
  const intro = letter.updated
    ? `Your answers to "${letter.formTitle}" of ${letter.collegeName} ${letter.programName} were updated.`
    : `${letter.collegeName} ${letter.programName} received your answers to "${letter.formTitle}".`;
  const how = `Your application page shows your answers and where your application stands. You can withdraw it there.`;
  const outro = `The link is yours alone: do not share it. It works for ${letter.days} days. If you did not send this form, ignore this email.`;
  return {
    to,
    subject: `Your application to ${letter.collegeName}`,
    text: `${intro}\n\n${how}\n\nOpen your application: ${letter.url}\n\n${outro}`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(how)}</p><p><a href="${escapeHtml(letter.url)}">Open your application</a></p><p>${escapeHtml(outro)}</p>`,
    secrets: [letter.url],
  };
}

/**
 * A visitor's repeat (decision 038, "A visitor's repeat"): the address the
 * form was sent with confirms the new answers by opening the link (a secret,
 * as the application link is). Until then nothing changes.
 */
export function submissionUpdateConfirmEmail(to: string, letter: Omit<SubmissionLetter, 'updated'> & { url: string; hours: number }): EmailMessage {
  const intro = `The interest form "${letter.formTitle}" of ${letter.collegeName} ${letter.programName} was sent again with this email address. Your earlier answers stay as they are until you confirm the new ones.`;
  const outro = `The link works for ${letter.hours} hours. If you did not send the form again, ignore this email: nothing changes.`;
  return {
    to,
    subject: `Confirm your new answers for ${letter.collegeName}`,
    text: `${intro}\n\nReplace my answers: ${letter.url}\n\n${outro}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(letter.url)}">Replace my answers</a></p><p>${escapeHtml(outro)}</p>`,
    secrets: [letter.url],
  };
}

export function guardianSubmissionCopyEmail(
  to: string,
  letter: SubmissionLetter & { playerName: string; questions: Array<{ label: string; answer: string }> },
): EmailMessage {
  const intro = `${letter.playerName} gave your email address as their parent or guardian when sending the interest form "${letter.formTitle}" of ${letter.collegeName} ${letter.programName}. ${letter.updated ? 'They updated their answers.' : ''}`.trim();
  const why = 'Players under 18 send interest forms with a parent or guardian informed. Here is a copy of what was sent.';
  const outro = 'The program sees these answers. If you have questions, talk with your player. If you do not know this player, ignore this email.';
  const lines = letter.questions.map((question) => `${question.label}: ${question.answer || '(no answer)'}`);
  return {
    to,
    subject: `Copy: ${letter.playerName}'s interest form for ${letter.collegeName}`,
    text: `${intro}\n\n${why}\n\n${lines.join('\n')}\n\n${outro}`,
    html:
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(why)}</p><ul>` +
      letter.questions.map((question) => `<li><strong>${escapeHtml(question.label)}</strong>: ${escapeHtml(question.answer || '(no answer)')}</li>`).join('') +
      `</ul><p>${escapeHtml(outro)}</p>`,
  };
}

/**
 * The first (and every) email to a guardian address nobody verified
 * (decision 038, session 26): fixed text and the program's own words only
 * (college, program, the form's title), never the sender's; the answers are
 * read in the product through `url` (a secret, the recipient's alone).
 */
export function guardianSubmissionLinkEmail(to: string, letter: SubmissionLetter & { url: string; days: number }): EmailMessage {
  const intro = `A player gave this email address as their parent or guardian when ${letter.updated ? 'changing their answers to' : 'sending'} the interest form "${letter.formTitle}" of ${letter.collegeName} ${letter.programName}.`;
  const why = 'Players under 18 send interest forms with a parent or guardian informed. Open the link to see who sent it and what they answered.';
  const outro = `The link is yours alone and works for ${letter.days} days. If you do not know about this, ignore this email: nothing else is sent to you.`;
  return {
    to,
    subject: `An interest form for ${letter.collegeName} named you as a parent or guardian`,
    text: `${intro}\n\n${why}\n\nSee what was sent: ${letter.url}\n\n${outro}`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(why)}</p><p><a href="${escapeHtml(letter.url)}">See what was sent</a></p><p>${escapeHtml(outro)}</p>`,
    secrets: [letter.url],
  };
}
