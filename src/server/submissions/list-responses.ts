/**
 * The Responses tab of a program (issue 13.4, docs/decisions/038): its
 * forms' submissions, newest first (id breaks ties), filtered by form and
 * status, a page at a time, each with the match for the program computed in
 * the same statement (the SQL form of the match engine over the recruiter
 * search row of the program's title; none for a visitor or a player without
 * a profile for that title). Statements: the program's match facts, the
 * count, the page, the page's versions and the program's forms.
 *
 * Contact: a visitor's own email, or for a minor visitor the guardian's
 * (decision 004: staff never get a minor's email); an account holder is
 * reached through messages, so no email is given.
 */
import { sql, type SQL } from 'drizzle-orm';
import { RESPONSES_EXPORT_MAX, RESPONSES_PAGE_SIZE, type ResponseRow, type ResponsesPage, type responsesQuerySchema } from '#shared/contracts/submissions.ts';
import type { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { loadMatchProgram } from '#server/colleges/programs/load-match-program.ts';
import { matchScoreSql, programViewMatchColumns } from '#server/match/match-score-sql.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';
import type { ResponsesProgram } from './submission-access.ts';

type ResponsesQuery = z.output<typeof responsesQuerySchema>;

function filterOf(programId: string, query: Pick<ResponsesQuery, 'formId' | 'status'>): SQL {
  const conditions = [sql`s.program_id = ${programId}`];
  if (query.formId) conditions.push(sql`s.form_id = ${query.formId}`);
  if (query.status) conditions.push(sql`s.status = ${query.status}`);
  return sql.join(conditions, sql` and `);
}

/** The rows of the filter, newest first, `limit` from `offset`. */
export async function responseRows(db: Database, program: ResponsesProgram, where: SQL, limit: number, offset: number): Promise<ResponseRow[]> {
  const loaded = await loadMatchProgram(db, program.id);
  const { score } = matchScoreSql(loaded!.program, programViewMatchColumns('r'));
  const minor = sql`(coalesce(s.birth_date, up.birth_date) is not null and coalesce(s.birth_date, up.birth_date) > (now() at time zone 'UTC')::date - interval '18 years')`;
  return rowsOf<ResponseRow>(
    db,
    sql`select s.id, s.form_id as "formId", f.title as "formTitle", s.version_id as "versionId",
        s.submitter_user_id as "playerUserId", up.slug as "playerSlug", s.name,
        case when s.submitter_user_id is not null then null when ${minor} then s.guardian_email else s.email end as "contactEmail",
        (s.submitter_user_id is null and ${minor}) as "contactIsGuardian",
        ${minor} as "isMinor",
        up.grad_year as "classYear",
        case when r.user_id is null then null else round(${score})::int end as "matchPercent",
        s.status, (e.id is not null) as "inPipeline", s.resubmissions, ${isoTime(sql`s.submitted_at`)} as "submittedAt", s.answers
      from interest_form_submissions s
      join interest_forms f on f.id = s.form_id
      left join user_profiles up on up.user_id = s.submitter_user_id
      left join player_search_rows r on r.user_id = s.submitter_user_id and r.esports_title_id = ${program.titleId}
      left join pipeline_entries e on e.program_id = s.program_id and e.player_user_id = s.submitter_user_id
      where ${where}
      order by s.submitted_at desc, s.id desc
      limit ${limit} offset ${offset}`,
  );
}

/** The field lists of the given versions, by id. */
export async function versionFields(db: Pick<Database, 'execute'>, versionIds: readonly string[]): Promise<Record<string, unknown[]>> {
  if (versionIds.length === 0) return {};
  const rows = await rowsOf<{ id: string; fields: unknown[] }>(
    db,
    sql`select id, fields from interest_form_versions where id in (${sql.join([...new Set(versionIds)].map((id) => sql`${id}::uuid`), sql`, `)})`,
  );
  return Object.fromEntries(rows.map((row) => [row.id, row.fields]));
}

export async function listResponses(db: Database, program: ResponsesProgram, query: ResponsesQuery): Promise<ResponsesPage> {
  const where = filterOf(program.id, query);
  const [[count], responses, forms] = await Promise.all([
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from interest_form_submissions s where ${where}`),
    responseRows(db, program, where, RESPONSES_PAGE_SIZE, (query.page - 1) * RESPONSES_PAGE_SIZE),
    rowsOf<{ id: string; title: string }>(db, sql`select id, title from interest_forms where program_id = ${program.id} order by created_at, id`),
  ]);
  const versions = await versionFields(db, responses.map((row) => row.versionId));
  return { responses, versions, forms, total: count?.n ?? 0, page: query.page, pageSize: RESPONSES_PAGE_SIZE };
}

/** Every response of the filter (at most RESPONSES_EXPORT_MAX, newest first) for the CSV. */
export async function allResponses(db: Database, program: ResponsesProgram, query: Pick<ResponsesQuery, 'formId' | 'status'>) {
  const responses = await responseRows(db, program, filterOf(program.id, query), RESPONSES_EXPORT_MAX, 0);
  const versions = await versionFields(db, responses.map((row) => row.versionId));
  return { responses, versions };
}
