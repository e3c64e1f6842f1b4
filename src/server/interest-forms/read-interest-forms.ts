/**
 * A program's forms as the list and the builder show them (issue 13.4), in
 * one statement each: status, live version number, responses (not
 * withdrawn) over every version, the short link made at the first publish,
 * and whether the draft differs from the live version.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { InterestFormDetail, InterestFormSummary } from '#shared/contracts/interest-forms.ts';
import type { Database } from '#server/db/client.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';

type Reader = Pick<Database, 'execute'>;

const summaryColumns = sql`f.id, f.title, f.status,
  v.version as "currentVersion",
  (select count(*)::int from interest_form_submissions s where s.form_id = f.id and s.status <> 'withdrawn') as "submissionCount",
  ${isoTime(sql`f.closes_at`)} as "closesAt",
  f.auto_add_to_pipeline as "autoAddToPipeline",
  (select l.code from short_links l where l.form_id = f.id and l.target_type = 'form' order by l.created_at, l.id limit 1) as "shortLinkCode",
  (v.id is null or v.fields <> f.draft_fields) as "hasUnpublishedChanges",
  ${isoTime(sql`f.updated_at`)} as "updatedAt",
  ${isoTime(sql`f.created_at`)} as "createdAt"`;

function selectForms(columns: SQL, where: SQL): SQL {
  return sql`select ${columns} from interest_forms f left join interest_form_versions v on v.id = f.current_version_id where ${where}`;
}

/** Newest first (id breaks ties). */
export function listInterestForms(db: Reader, programId: string): Promise<InterestFormSummary[]> {
  return rowsOf<InterestFormSummary>(db, sql`${selectForms(summaryColumns, sql`f.program_id = ${programId}`)} order by f.created_at desc, f.id desc`);
}

export async function readInterestForm(db: Reader, programId: string, formId: string): Promise<InterestFormDetail | null> {
  const columns = sql`${summaryColumns}, f.program_id as "programId", f.description, f.draft_fields as "draftFields",
    case when v.id is null then null else json_build_object('id', v.id, 'version', v.version, 'fields', v.fields,
      'jsonSchema', v.json_schema, 'uiSchema', v.ui_schema, 'publishedAt', ${isoTime(sql`v.published_at`)}) end as current,
    (select count(*)::int from interest_form_versions av where av.form_id = f.id) as "versionCount"`;
  const [row] = await rowsOf<InterestFormDetail>(db, selectForms(columns, sql`f.id = ${formId} and f.program_id = ${programId}`));
  return row ?? null;
}
