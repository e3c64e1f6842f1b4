/**
 * POST /api/applications/guardian-view (docs/decisions/038, session 26):
 * the link in an unverified guardian's email shows what the player sent:
 * the program, the name and answers as sent, when. Never the application
 * link, its status or anything of the program's. A wrong or expired token
 * is one 404; a link stopped since (the answers were replaced, or the
 * application joined an account) answers 410 saying so, with nothing of
 * the application.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { SUBMISSION_TEXTS, type GuardianCopyView } from '#shared/contracts/submissions.ts';
import { hashLinkToken } from '#server/auth/link-token.ts';
import type { Database } from '#server/db/client.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';
import { linkedSubmissionJoinsSql } from './linked-submission-sql.ts';

export async function viewGuardianCopy(db: Pick<Database, 'execute'>, token: string): Promise<GuardianCopyView> {
  const [row] = await rowsOf<GuardianCopyView & { revoked: boolean }>(
    db,
    sql`select l.revoked_at is not null as revoked, f.title as "formTitle", c.name as "collegeName", c.slug as "collegeSlug",
        t.name as "titleName", p.level, s.name as "playerName", ${isoTime(sql`s.submitted_at`)} as "submittedAt",
        ${isoTime(sql`l.expires_at`)} as "expiresAt", v.fields, s.answers
      from guardian_copy_links l
      ${linkedSubmissionJoinsSql()}
      where l.token_hash = ${hashLinkToken(token)} and l.expires_at > now()`,
  );
  if (!row) throw new AppError('not_found', SUBMISSION_TEXTS.invalidGuardianLink);
  if (row.revoked) throw new AppError('gone', SUBMISSION_TEXTS.guardianLinkReplaced);
  const { revoked: _revoked, ...view } = row;
  return view;
}
