/**
 * GET /api/recruiting-status/:id (docs/decisions/041): an outcome the viewer
 * may see (outcome-access-sql.ts), or else one application's status: a
 * submission whose signed-in submitter is the viewer, or of a program whose
 * college the viewer's staff can view (spec 6). Anything else, signed out
 * included, answers 404 like a missing id. Never the staff's notes or the
 * answers: the submitter reads those through /application/view/{token}.
 */
import { sql } from 'drizzle-orm';
import { programViewScope } from '#shared/access/access-rules.ts';
import type { RecruitingStatus } from '#shared/contracts/outcomes.ts';
import type { SubmissionStatus } from '#shared/recruiting/recruiting-values.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { loadOutcome } from './load-outcomes.ts';
import { outcomeNotFound } from './outcome-policies.ts';

export async function getRecruitingStatus(db: Database, viewer: Viewer | null, id: string): Promise<RecruitingStatus> {
  const found = await loadOutcome(db, viewer, id);
  if (found) return found.outcome;
  if (!viewer) throw outcomeNotFound();
  const scope = programViewScope(viewer.grants);
  const staffRule =
    scope === 'all'
      ? sql`true`
      : scope.length === 0
        ? sql`false`
        : sql`p.college_id in (${sql.join(
            scope.map((collegeId) => sql`${collegeId}::uuid`),
            sql`, `,
          )})`;
  const [row] = await rowsOf<{
    id: string;
    status: SubmissionStatus;
    formTitle: string;
    collegeName: string;
    collegeSlug: string;
    titleName: string;
    submittedAt: string | Date;
    updatedAt: string | Date;
  }>(
    db,
    sql`select s.id, s.status, f.title as "formTitle", c.name as "collegeName", c.slug as "collegeSlug", t.name as "titleName",
        s.submitted_at as "submittedAt", s.updated_at as "updatedAt"
      from interest_form_submissions s
      join interest_forms f on f.id = s.form_id
      join college_programs p on p.id = s.program_id
      join colleges c on c.id = p.college_id
      join esports_titles t on t.id = p.esports_title_id
      where s.id = ${id} and (s.submitter_user_id = ${viewer.userId} or ${staffRule})`,
  );
  if (!row) throw outcomeNotFound();
  return {
    kind: 'application',
    id: row.id,
    status: row.status,
    formTitle: row.formTitle,
    college: { name: row.collegeName, slug: row.collegeSlug },
    titleName: row.titleName,
    submittedAt: new Date(row.submittedAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
