/**
 * API-test helpers of the player's recruiting pages and notifications: the
 * signals straight in the tables (a published form, a submission, a
 * conversation in which staff wrote, an outcome). The routes that make these
 * belong to other parts of issue 13 and are tested there.
 */
import { sql } from 'drizzle-orm';
import type { OutcomeStatus } from '#shared/recruiting/recruiting-values.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

/** A published form of the program (one frozen version with an empty schema); returns the form and version ids. */
export async function insertPublishedForm(
  db: Database,
  programId: string,
  options: { title?: string; closesAt?: Date | null; status?: 'published' | 'draft' | 'closed' } = {},
): Promise<{ formId: string; versionId: string }> {
  const [form] = await rowsOf<{ id: string }>(
    db,
    sql`insert into interest_forms (program_id, title, status, closes_at) values (${programId}, ${options.title ?? 'Interest form'}, 'draft', ${options.closesAt?.toISOString() ?? null}) returning id`,
  );
  const [version] = await rowsOf<{ id: string }>(
    db,
    sql`insert into interest_form_versions (form_id, version, fields, json_schema, ui_schema) values (${form!.id}, 1, '[]'::jsonb, '{"type":"object"}'::jsonb, '{}'::jsonb) returning id`,
  );
  await db.execute(sql`update interest_forms set current_version_id = ${version!.id}, status = ${options.status ?? 'published'} where id = ${form!.id}`);
  return { formId: form!.id, versionId: version!.id };
}

/** A submission of the form by a signed-in player (or a visitor when `userId` is null). */
export async function insertSubmission(
  db: Database,
  form: { formId: string; versionId: string; programId: string },
  submitter: { userId: string | null; name: string; email: string },
  options: { submittedAt?: Date; status?: string } = {},
): Promise<string> {
  const at = (options.submittedAt ?? new Date()).toISOString();
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into interest_form_submissions (form_id, version_id, program_id, submitter_user_id, name, email, answers, status, submitted_at)
      values (${form.formId}, ${form.versionId}, ${form.programId}, ${submitter.userId}, ${submitter.name}, ${submitter.email}, '{}'::jsonb,
        ${options.status ?? 'new'}, ${at}::timestamptz) returning id`,
  );
  return row!.id;
}

/** A direct conversation of the two in which `senderId` wrote `body` at `at`; returns the conversation id. */
export async function insertConversationMessage(db: Database, senderId: string, recipientId: string, at: Date = new Date(), body = 'Hello'): Promise<string> {
  const [conversation] = await rowsOf<{ id: string }>(db, sql`insert into conversations (type, created_by, max_participants) values ('dm', ${senderId}, 2) returning id`);
  await db.execute(sql`insert into conversation_participants (conversation_id, user_id) values (${conversation!.id}, ${senderId}), (${conversation!.id}, ${recipientId})`);
  await db.execute(sql`insert into messages (conversation_id, sender_id, body, created_at) values (${conversation!.id}, ${senderId}, ${body}, ${at.toISOString()}::timestamptz)`);
  return conversation!.id;
}

export async function insertOutcome(
  db: Database,
  outcome: { playerUserId: string; collegeId: string; programId: string | null; status: OutcomeStatus; withdrawn?: boolean },
): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into recruiting_outcomes (player_user_id, college_id, program_id, status, recorded_by, withdrawn_at)
      values (${outcome.playerUserId}, ${outcome.collegeId}, ${outcome.programId}, ${outcome.status}, 'player', ${outcome.withdrawn ? sql`now()` : null}) returning id`,
  );
  return row!.id;
}
