/**
 * POST /api/programs/:programId/interest-forms/:formId/publish (issue 13.4,
 * docs/decisions/037): freezes the draft as a new version, in one
 * transaction with the form row locked: version = last + 1, the fields and
 * the JSON Schema and UI schema compiled from them, current_version_id and
 * status published. A draft equal to the live version makes no new version
 * (the form is only set live again). The first publish also makes the
 * form's short link. Versions are never updated (a trigger refuses it), so
 * an answer keeps the questions it answered.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { formFieldListSchema, INTEREST_FORM_TEXTS, type PublishInterestFormResult } from '#shared/contracts/interest-forms.ts';
import { compileInterestForm } from '#shared/recruiting/interest-form-schema.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { requireCollegeRoom } from '#server/subscriptions/plan-gates.ts';
import { createShortLink } from '#server/short-links/create-short-link.ts';
import { rowsOf } from '#server/db/sql.ts';
import { formNotFound } from './interest-form-access.ts';
import { readInterestForm } from './read-interest-forms.ts';

interface LockedForm {
  draftFields: unknown;
  currentVersionId: string | null;
  unchanged: boolean;
  lastVersion: number;
  hasShortLink: boolean;
}

export async function publishInterestForm(db: Database, programId: string, formId: string, viewer: Viewer): Promise<PublishInterestFormResult> {
  return db.transaction(async (tx) => {
    // Lock first, read after: a statement that waited for the lock still sees the snapshot it started with
    // (READ COMMITTED), so a publish that ran meanwhile would be invisible to it.
    const locked = await rowsOf<{ id: string; live: boolean; collegeId: string }>(
      tx,
      sql`select f.id, (f.status = 'published' and (f.closes_at is null or f.closes_at > now())) as live, p.college_id as "collegeId"
        from interest_forms f join college_programs p on p.id = f.program_id
        where f.id = ${formId} and f.program_id = ${programId} for update of f`,
    );
    if (locked.length === 0) throw formNotFound();
    // The college's plan (docs/decisions/046): a form going live counts against its published forms.
    if (!locked[0]!.live) await requireCollegeRoom(tx, locked[0]!.collegeId, 'published_forms');
    const [form] = await rowsOf<LockedForm>(
      tx,
      sql`select f.draft_fields as "draftFields", f.current_version_id as "currentVersionId",
          coalesce(v.fields = f.draft_fields, false) as unchanged,
          (select coalesce(max(av.version), 0)::int from interest_form_versions av where av.form_id = f.id) as "lastVersion",
          exists (select 1 from short_links l where l.form_id = f.id and l.target_type = 'form') as "hasShortLink"
        from interest_forms f left join interest_form_versions v on v.id = f.current_version_id
        where f.id = ${formId} and f.program_id = ${programId}`,
    );
    if (!form) throw formNotFound();
    const parsed = formFieldListSchema.safeParse(form.draftFields);
    // Drafts are checked when saved; one that no longer passes (older rules) is for the builder to fix.
    if (!parsed.success) throw new AppError('validation', 'Please correct the highlighted fields.', { fields: parsed.error.issues[0]?.message ?? 'Invalid fields' });
    if (parsed.data.length === 0) throw new AppError('validation', INTEREST_FORM_TEXTS.noFields, { fields: INTEREST_FORM_TEXTS.noFields });

    const newVersion = !(form.unchanged && form.currentVersionId);
    if (newVersion) {
      const { jsonSchema, uiSchema } = compileInterestForm(parsed.data);
      // The stored fields are the draft's own jsonb, so "unchanged" above compares like with like.
      const [version] = await rowsOf<{ id: string }>(
        tx,
        sql`insert into interest_form_versions (form_id, version, fields, json_schema, ui_schema, published_by_user_id)
          select f.id, ${form.lastVersion + 1}, f.draft_fields, ${JSON.stringify(jsonSchema)}::jsonb, ${JSON.stringify(uiSchema)}::jsonb, ${viewer.userId}
          from interest_forms f where f.id = ${formId}
          returning id`,
      );
      await tx.execute(sql`update interest_forms set current_version_id = ${version!.id}, status = 'published', updated_at = now() where id = ${formId}`);
    } else {
      await tx.execute(sql`update interest_forms set status = 'published', updated_at = now() where id = ${formId} and status <> 'published'`);
    }
    if (!form.hasShortLink) await createShortLink(tx, { targetType: 'form', formId, programId, ownerUserId: viewer.userId });

    const saved = await readInterestForm(tx, programId, formId);
    if (!saved) throw formNotFound();
    return { form: saved, newVersion };
  });
}
