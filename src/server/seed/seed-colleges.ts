/**
 * Seeds the real institutions (issue 12.1, docs/decisions/029) from the
 * College Scorecard file: on every start, demo data or not, since the
 * directory is the product's and not sample content. One statement whatever
 * the number of rows (the file travels as one JSON parameter and is read
 * with json_to_recordset), upserting on `unitid`: a new row is added, a
 * changed fact is updated (its slug and created_at are kept, so page
 * addresses never move), an unchanged row is not touched. A second run
 * changes nothing; two servers starting at once are both safe.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { readCollegeRows, type CollegeSeedRow } from './college-rows.ts';

/** The facts a later file may correct (everything but the key, the slug and the timestamps). */
const FACT_COLUMNS = [
  'name',
  'city',
  'state',
  'zip',
  'latitude',
  'longitude',
  'website',
  'predominant_degree',
  'control',
  'locale',
  'undergrad_enrollment',
  'admission_rate',
  'sat_25',
  'sat_75',
  'act_25',
  'act_75',
  'tuition_in_state',
  'tuition_out_of_state',
  'cost_of_attendance',
  'is_hbcu',
] as const;

export interface SeedCollegesResult {
  /** Rows inserted or updated by this run (0 when the table already held the file). */
  changed: number;
}

export async function seedColleges(db: Pick<Database, 'execute'>, rows: readonly CollegeSeedRow[] = readCollegeRows()): Promise<SeedCollegesResult> {
  const columns = sql.raw(FACT_COLUMNS.map((column) => `"${column}"`).join(', '));
  const excluded = sql.raw(FACT_COLUMNS.map((column) => `excluded."${column}"`).join(', '));
  const current = sql.raw(FACT_COLUMNS.map((column) => `colleges."${column}"`).join(', '));
  const assignments = sql.raw(FACT_COLUMNS.map((column) => `"${column}" = excluded."${column}"`).join(', '));
  const [result] = await rowsOf<{ changed: number }>(
    db,
    sql`with upserted as (
        insert into colleges (unitid, slug, ${columns})
        select r."unitid", r."slug", r."name", r."city", r."state", r."zip", r."latitude", r."longitude", r."website",
          r."predominantDegree", r."control", r."locale", r."undergradEnrollment", r."admissionRate",
          r."sat25", r."sat75", r."act25", r."act75", r."tuitionInState", r."tuitionOutOfState", r."costOfAttendance", r."isHbcu"
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(
          "unitid" integer, "slug" text, "name" text, "city" text, "state" text, "zip" text,
          "latitude" double precision, "longitude" double precision, "website" text,
          "predominantDegree" text, "control" text, "locale" text, "undergradEnrollment" integer, "admissionRate" double precision,
          "sat25" smallint, "sat75" smallint, "act25" smallint, "act75" smallint,
          "tuitionInState" integer, "tuitionOutOfState" integer, "costOfAttendance" integer, "isHbcu" boolean)
        on conflict (unitid) do update set ${assignments}, updated_at = now()
          where (${current}) is distinct from (${excluded})
        returning 1
      )
      select count(*)::int as changed from upserted`,
  );
  return { changed: result?.changed ?? 0 };
}
