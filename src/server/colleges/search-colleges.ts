import { sql, type SQL } from 'drizzle-orm';
import {
  COLLEGE_PAGE_SIZE,
  COLLEGE_SIZE_BANDS,
  type CollegeSearchQuery,
  type CollegeSearchResponse,
  type CollegeSort,
} from '#shared/contracts/colleges.ts';
import type { Database } from '#server/db/client.ts';
import { containsPattern, rowsOf } from '#server/teams/team-sql.ts';

type Executor = Pick<Database, 'execute'>;

const ORDER_BY: Record<CollegeSort, SQL> = {
  name: sql`name, id`,
};

/** The WHERE conditions of the directory's filters over `colleges c`. */
export function collegeFilterConditions(query: CollegeSearchQuery): SQL[] {
  const conditions: SQL[] = [];
  // colleges_name_trgm_idx answers the pattern on lower(name).
  if (query.q) conditions.push(sql`lower(c.name) like ${containsPattern(query.q.toLowerCase())}`);
  if (query.state) conditions.push(sql`c.state = ${query.state}`);
  if (query.control === 'public') conditions.push(sql`c.control = 'public'`);
  if (query.control === 'private') conditions.push(sql`c.control in ('nonprofit', 'for_profit')`);
  if (query.size) {
    const band = COLLEGE_SIZE_BANDS[query.size];
    conditions.push(sql`c.undergrad_enrollment >= ${band.min}`);
    if (band.max !== null) conditions.push(sql`c.undergrad_enrollment <= ${band.max}`);
  }
  // Percent in the query, a share in the table; null (open admission or unreported) never matches a ceiling.
  if (query.maxAdmissionRate !== undefined) conditions.push(sql`c.admission_rate <= ${query.maxAdmissionRate / 100}::double precision`);
  if (query.maxTuition !== undefined) conditions.push(sql`c.tuition_out_of_state <= ${query.maxTuition}`);
  return conditions;
}

/**
 * The directory (issue 12.2, docs/decisions/029): the institutions matching
 * the name search and the filters, sorted by name with the id as the unique
 * tie-breaker, one page of 20 and the total in ONE statement.
 */
export async function searchColleges(db: Executor, query: CollegeSearchQuery): Promise<CollegeSearchResponse> {
  const conditions = collegeFilterConditions(query);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const orderBy = ORDER_BY[query.sort];
  const offset = (query.page - 1) * COLLEGE_PAGE_SIZE;
  const [result] = await rowsOf<{ total: number; rows: CollegeSearchResponse['rows'] }>(
    db,
    sql`with matches as (
        select c.id, c.slug, c.name, c.city, c.state, c.control, c.undergrad_enrollment, c.admission_rate,
          c.tuition_in_state, c.tuition_out_of_state, c.claimed_at
        from colleges c ${where}
      ),
      page as (
        select *, row_number() over (order by ${orderBy}) as n
        from (select * from matches order by ${orderBy} limit ${COLLEGE_PAGE_SIZE} offset ${offset}) paged
      )
      select (select count(*)::int from matches) as total,
        coalesce((select json_agg(json_build_object(
          'id', p.id, 'slug', p.slug, 'name', p.name, 'city', p.city, 'state', p.state, 'control', p.control,
          'undergradEnrollment', p.undergrad_enrollment, 'admissionRate', p.admission_rate,
          'tuitionInState', p.tuition_in_state, 'tuitionOutOfState', p.tuition_out_of_state,
          'isClaimed', p.claimed_at is not null
        ) order by p.n) from page p), '[]'::json) as rows`,
  );
  return { total: result?.total ?? 0, rows: result?.rows ?? [], page: query.page, pageSize: COLLEGE_PAGE_SIZE };
}
