/**
 * A minor's guardian hears of a submission (docs/decisions/038, session 26,
 * issue 24.3). What counts as a VERIFIED guardian address: the email of an
 * account, its address confirmed, that is an active guardian of the
 * signed-in player (the guardian link was accepted from its invitation).
 * Such a guardian gets the copy of the answers, as before. Every other
 * address (the one a visitor types, and an active guardian account whose
 * email is not confirmed) is unverified: its email carries fixed text only
 * (the college, the program, the form's title: the program's words, never
 * the sender's) and a link of its own, `/application/guardian/{token}`, that
 * shows the answers in the product. Following the link verifies nothing:
 * anyone can name any address, so a visitor's later sends stay links too.
 *
 * Two steps: the links are made in the submission's transaction (so a
 * replacement that stops the earlier ones, revokeSubmissionLinks, and the
 * new ones commit together); the emails go after the commit.
 */
import { sql } from 'drizzle-orm';
import { GUARDIAN_COPY_LINK_DAYS, guardianCopyPath } from '#shared/contracts/submissions.ts';
import type { AppContext } from '#server/app-context.ts';
import { newLinkToken } from '#server/auth/link-token.ts';
import type { Database } from '#server/db/client.ts';
import { guardianSubmissionCopyEmail, guardianSubmissionLinkEmail, type SubmissionLetter } from '#server/email/submission-emails.ts';

export interface GuardianRecipient {
  to: string;
  verified: boolean;
}

export interface PreparedGuardianCopy extends GuardianRecipient {
  /** The link's token for an unverified address (null: a verified one gets the copy itself). */
  token: string | null;
}

/** In the submission's transaction: a link for each unverified guardian address (one insert). */
export async function prepareGuardianCopies(tx: Pick<Database, 'execute'>, submissionId: string, recipients: readonly GuardianRecipient[]): Promise<PreparedGuardianCopy[]> {
  const prepared = recipients.map((recipient) => ({ ...recipient, link: recipient.verified ? null : newLinkToken(GUARDIAN_COPY_LINK_DAYS * 24 * 3_600_000) }));
  const links = prepared.filter((copy) => copy.link !== null);
  if (links.length > 0) {
    await tx.execute(sql`insert into guardian_copy_links (submission_id, guardian_email, token_hash, expires_at) values ${sql.join(
      links.map((copy) => sql`(${submissionId}, ${copy.to}, ${copy.link!.tokenHash}, ${copy.link!.expiresAt.toISOString()})`),
      sql`, `,
    )}`);
  }
  return prepared.map(({ link, ...recipient }) => ({ ...recipient, token: link?.token ?? null }));
}

/** After the commit: the link email to each unverified address, the copy of the answers to each verified one. */
export async function sendGuardianCopies(
  ctx: AppContext,
  copies: readonly PreparedGuardianCopy[],
  letter: SubmissionLetter,
  sent: { playerName: string; questions: Array<{ label: string; answer: string }> },
): Promise<void> {
  for (const copy of copies) {
    await ctx.mailer.send(
      copy.token
        ? guardianSubmissionLinkEmail(copy.to, { ...letter, url: `${ctx.baseUrl}${guardianCopyPath(copy.token)}`, days: GUARDIAN_COPY_LINK_DAYS })
        : guardianSubmissionCopyEmail(copy.to, { ...letter, ...sent }),
    );
  }
}
