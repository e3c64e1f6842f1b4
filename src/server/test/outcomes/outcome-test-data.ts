/** Test data for the recruiting outcome API tests (docs/decisions/041): outcome rows written straight to the table, an application. */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

export interface OutcomeRowInput {
  playerUserId: string;
  collegeId: string;
  programId?: string | null;
  status?: 'verbal' | 'committed' | 'signed';
  recordedBy?: 'player' | 'program';
  confirmed?: boolean;
  declined?: boolean;
  guardianApproved?: boolean;
  playerConsent?: boolean;
  guardianConsent?: boolean;
  withdrawn?: boolean;
  decidedOn?: string | null;
}

/** One outcome in the given state (a previous open one of the player and college is withdrawn first, as the unique index wants). */
export async function insertOutcome(db: Database, input: OutcomeRowInput): Promise<string> {
  await db.execute(
    sql`update recruiting_outcomes set withdrawn_at = now() where player_user_id = ${input.playerUserId} and college_id = ${input.collegeId} and withdrawn_at is null`,
  );
  const at = (on: boolean | undefined) => (on ? sql`now()` : sql`null`);
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into recruiting_outcomes (player_user_id, college_id, program_id, esports_title_id, status, decided_on, recorded_by,
        confirmed_at, declined_at, guardian_approved_at, player_public_consent_at, guardian_public_consent_at, withdrawn_at)
      values (${input.playerUserId}, ${input.collegeId}, ${input.programId ?? null},
        (select esports_title_id from college_programs where id = ${input.programId ?? null}::uuid),
        ${input.status ?? 'committed'}, ${input.decidedOn ?? null}, ${input.recordedBy ?? 'player'},
        ${at(input.confirmed)}, ${at(input.declined)}, ${at(input.guardianApproved)}, ${at(input.playerConsent)}, ${at(input.guardianConsent)}, ${at(input.withdrawn)})
      returning id`,
  );
  return row!.id;
}

/** A submitted application to a program's (draft) form, by `submitterUserId`. */
export async function insertApplication(db: Database, input: { programId: string; submitterUserId: string | null; email: string }): Promise<string> {
  const [form] = await rowsOf<{ id: string }>(db, sql`insert into interest_forms (program_id, title) values (${input.programId}, 'Tryout interest') returning id`);
  const [version] = await rowsOf<{ id: string }>(
    db,
    sql`insert into interest_form_versions (form_id, version, fields, json_schema, ui_schema) values (${form!.id}, 1, '[]', '{}', '{}') returning id`,
  );
  const [submission] = await rowsOf<{ id: string }>(
    db,
    sql`insert into interest_form_submissions (form_id, version_id, program_id, submitter_user_id, name, email, answers)
      values (${form!.id}, ${version!.id}, ${input.programId}, ${input.submitterUserId}, 'Applicant', ${input.email}, '{}') returning id`,
  );
  return submission!.id;
}
