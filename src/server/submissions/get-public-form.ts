/**
 * GET /api/colleges/:slug/apply/:formId (issue 13.4, docs/decisions/038):
 * a published (or closed) form with its live version, for anyone. The slug
 * must be the form's college's: a form reached under another college's
 * address is not found, like a draft or an unknown id. A signed-in player
 * gets their profile blocks prefilled and whether they already sent it.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import type { FormField } from '#shared/contracts/interest-form-fields.ts';
import { SUBMISSION_TEXTS, type PublicForm } from '#shared/contracts/submissions.ts';
import type { ProgramLevel } from '#shared/recruiting/program-levels.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';
import { loadProfileFacts, profileBlockAnswers } from './profile-blocks.ts';
import { submitterRefusal } from './submission-access.ts';

export interface LiveForm {
  formId: string;
  title: string;
  description: string | null;
  closed: boolean;
  closesAt: string | null;
  autoAddToPipeline: boolean;
  programId: string;
  collegeId: string;
  collegeName: string;
  collegeSlug: string;
  titleId: string;
  titleName: string;
  /** The title's ladder, lowest first (the game-and-rank block's choices, docs/decisions/069). */
  rankChoices: string[];
  level: ProgramLevel;
  versionId: string;
  fields: FormField[];
  jsonSchema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
}

export function formNotFound(): AppError {
  return new AppError('not_found', SUBMISSION_TEXTS.formNotFound);
}

/** The form at this college's address with its live version; null for a draft, an unknown id or another college's slug. */
export async function loadLiveForm(db: Pick<Database, 'execute'>, slug: string, formId: string): Promise<LiveForm | null> {
  const [row] = await rowsOf<LiveForm>(
    db,
    sql`select f.id as "formId", f.title, f.description,
        (f.status = 'closed' or (f.closes_at is not null and f.closes_at <= now())) as closed,
        case when f.closes_at is null then null else ${isoTime(sql`f.closes_at`)} end as "closesAt",
        f.auto_add_to_pipeline as "autoAddToPipeline", p.id as "programId", c.id as "collegeId", c.name as "collegeName",
        c.slug as "collegeSlug", t.id as "titleId", t.name as "titleName", p.level,
        coalesce((select json_agg(tier.name order by tier.ordinal, tier.id) from rank_tiers tier where tier.esports_title_id = t.id), '[]'::json)
          as "rankChoices",
        v.id as "versionId", v.fields, v.json_schema as "jsonSchema", v.ui_schema as "uiSchema"
      from interest_forms f
      join interest_form_versions v on v.id = f.current_version_id
      join college_programs p on p.id = f.program_id
      join colleges c on c.id = p.college_id
      join esports_titles t on t.id = p.esports_title_id
      where f.id = ${formId} and c.slug = ${slug} and f.status in ('published', 'closed')`,
  );
  return row ?? null;
}

export async function getPublicForm(db: Database, viewer: Viewer | null, slug: string, formId: string): Promise<PublicForm> {
  const form = await loadLiveForm(db, slug, formId);
  if (!form) throw formNotFound();
  const { autoAddToPipeline: _auto, collegeId: _college, titleId: _title, ...shown } = form;
  return { ...shown, viewer: await viewerState(db, viewer, form) };
}

async function viewerState(db: Database, viewer: Viewer | null, form: LiveForm): Promise<PublicForm['viewer']> {
  if (!viewer) return { kind: 'visitor' };
  const refusal = submitterRefusal(viewer, form.collegeId);
  if (refusal) return { kind: 'refused', message: refusal };
  const [facts, [earlier]] = await Promise.all([
    loadProfileFacts(db, viewer.userId, form.titleId),
    rowsOf<{ submittedAt: string }>(
      db,
      sql`select ${isoTime(sql`submitted_at`)} as "submittedAt" from interest_form_submissions
        where form_id = ${form.formId} and submitter_user_id = ${viewer.userId}`,
    ),
  ]);
  return {
    kind: 'player',
    name: viewer.fullName,
    email: viewer.email,
    prefill: profileBlockAnswers(form.fields, facts),
    alreadySubmitted: earlier !== undefined,
    submittedAt: earlier?.submittedAt ?? null,
  };
}
