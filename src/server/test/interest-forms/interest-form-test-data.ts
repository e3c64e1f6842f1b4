/** Helpers for the interest forms' API tests: forms written straight to the tables, published through the service. */
import { sql } from 'drizzle-orm';
import type { FormFieldInput } from '#shared/contracts/interest-form-fields.ts';
import { formFieldListSchema, normalizeFormFields } from '#shared/contracts/interest-forms.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { interestForms } from '#server/db/schema/interest-forms.ts';
import { rowsOf } from '#server/db/sql.ts';
import { publishInterestForm } from '../../interest-forms/publish-interest-form.ts';

/** One question of each kind the tests need, and a profile block. */
export function sampleFields(): FormFieldInput[] {
  return [
    { id: 'gamertag', kind: 'question', type: 'short_text', label: 'Gamertag', required: true },
    { id: 'main_role', kind: 'question', type: 'single_choice', label: 'Main role', choices: ['Duelist', 'Controller'], required: true },
    { id: 'hours', kind: 'question', type: 'number', label: 'Hours a week', min: 0, max: 80 },
    { id: 'profile_gpa', kind: 'profile', block: 'gpa', label: 'GPA' },
  ];
}

export async function insertForm(db: Database, programId: string, fields: FormFieldInput[] = sampleFields(), title = 'Tryout interest'): Promise<string> {
  const [row] = await db
    .insert(interestForms)
    .values({ programId, title, draftFields: normalizeFormFields(formFieldListSchema.parse(fields)) })
    .returning({ id: interestForms.id });
  return row!.id;
}

export async function insertPublishedForm(db: Database, programId: string, userId: string, status: 'published' | 'closed' = 'published'): Promise<string> {
  const formId = await insertForm(db, programId);
  await publishInterestForm(db, programId, formId, { userId } as Viewer);
  if (status === 'closed') await db.execute(sql`update interest_forms set status = 'closed' where id = ${formId}`);
  return formId;
}

/** A submission to the form's live version, written straight to the table (the submissions part owns the real route). */
export async function insertSubmission(db: Database, formId: string, answers: Record<string, unknown> = { gamertag: 'Ace', main_role: 'Duelist' }): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into interest_form_submissions (form_id, version_id, program_id, name, email, answers)
      select f.id, f.current_version_id, f.program_id, 'Visitor', ${`visitor-${Math.random().toString(36).slice(2)}@example.com`}, ${JSON.stringify(answers)}::jsonb
      from interest_forms f where f.id = ${formId} returning id`,
  );
  return row!.id;
}
