/**
 * For the form's submit (issue 13.4 and 13.6, docs/decisions/039): the form
 * page passes on the `?via={code}` of the short link it was reached by. The
 * submission keeps the link (interest_form_submissions.short_link_id) and
 * the link's day counts one more submission, only when the code names a
 * working link to that very form; any other code is ignored (a submission
 * never fails for its `via`). Call it in the submission's transaction.
 */
import { sql } from 'drizzle-orm';
import { SHORT_LINK_CODE_PATTERN } from '#shared/recruiting/recruiting-values.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { countShortLinkDaily } from './create-short-link.ts';

/** The id of the working link `code` to `formId` (null when there is none). */
export async function shortLinkForSubmission(db: Pick<Database, 'execute'>, code: string | null | undefined, formId: string): Promise<string | null> {
  if (!code || !SHORT_LINK_CODE_PATTERN.test(code)) return null;
  const [link] = await rowsOf<{ id: string }>(
    db,
    sql`select id from short_links where code = ${code} and form_id = ${formId}
      and disabled_at is null and (expires_at is null or expires_at > now())`,
  );
  return link?.id ?? null;
}

/** Counts a new submission through the link (not a repeat that updates an earlier one: the caller knows). */
export async function countLinkSubmission(db: Pick<Database, 'execute'>, linkId: string): Promise<void> {
  await db.execute(countShortLinkDaily(linkId, 'submissions'));
}
