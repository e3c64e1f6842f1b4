import { sql, type SQL } from 'drizzle-orm';
import {
  COLLEGE_PAGE_SIZE,
  COLLEGE_SIZE_BANDS,
  type CollegeSearchQuery,
  type CollegeSearchResponse,
  type CollegeSort,
} from '#shared/contracts/colleges.ts';
import { PROGRAM_LEVELS } from '#shared/recruiting/program-levels.ts';
import type { Database } from '#server/db/client.ts';
import { containsPattern, rowsOf } from '#server/db/sql.ts';
import { collegeDistanceSql, type DistanceOrigin } from './college-distance.ts';

type Executor = Pick<Database, 'execute'>;

const ORDER_BY: Record<CollegeSort, SQL> = {
  // docs/decisions/076: how well the name answers the search, then recruiting programs first.
  relevance: sql`name_rank, program_rank, name, id`,
  name: sql`name, id`,
  // Colleges without coordinates last (docs/decisions/029).
  distance: sql`distance_miles asc nulls last, name, id`,
  // The caller's match scores (`matchScores`: a relation of college_id and score); colleges without one after, by name.
  match: sql`match_score desc nulls last, name, id`,
};

/** Program levels in their display order (varsity first), for ORDER BY. */
export function programLevelOrder(alias: string): SQL {
  return sql.raw(`array_position(array[${PROGRAM_LEVELS.map((level) => `'${level}'`).join(', ')}]::text[], ${alias}.level)`);
}

/**
 * The program filters (docs/decisions/031): games, scholarships and
 * recruiting now hold for ONE program of the college; "has an esports
 * program" is any program. Null when no program filter is asked.
 */
function programCondition(query: CollegeSearchQuery): SQL | null {
  const conditions = programFilterConditions(query);
  if (conditions.length === 0 && !query.hasProgram) return null;
  const titleJoin = query.games ? sql`join esports_titles t on t.id = p.esports_title_id` : sql``;
  const where = conditions.length > 0 ? sql`and ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`exists (select 1 from college_programs p ${titleJoin} where p.college_id = c.id ${where})`;
}

/** The conditions the program filters put on ONE program `p` (title `t`): games, scholarships, recruiting now. */
export function programFilterConditions(query: CollegeSearchQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.games) conditions.push(sql`t.slug in (${sql.join(query.games.map((slug) => sql`${slug}`), sql`, `)})`);
  if (query.scholarships) conditions.push(sql`p.scholarship_max > 0`);
  if (query.recruiting) conditions.push(sql`p.is_recruiting`);
  return conditions;
}

/** The WHERE conditions of the directory's filters over `colleges c`. */
export function collegeFilterConditions(query: CollegeSearchQuery): SQL[] {
  const conditions: SQL[] = [];
  const programs = programCondition(query);
  if (programs) conditions.push(programs);
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
 * The interest form a program's "Apply" opens (docs/decisions/069): its
 * published form that is not past its closing time, the latest published
 * first (form id breaks ties); null when it has none. A draft or a closed
 * form is never linked.
 */
export function openInterestFormIdSql(programAlias: string): SQL {
  return sql`(select f.id from interest_forms f join interest_form_versions v on v.id = f.current_version_id
    where f.program_id = ${sql.raw(`${programAlias}.id`)} and f.status = 'published' and (f.closes_at is null or f.closes_at > now())
    order by v.published_at desc, f.id limit 1)`;
}

/** A college's programs as cards list them (title, level, recruiting, the form "Apply" opens), by title then level, as JSON. */
export function programBadgesSql(collegeId: SQL): SQL {
  return sql`coalesce((select json_agg(json_build_object('titleSlug', ct.slug, 'titleName', ct.name, 'level', cp.level, 'isRecruiting', cp.is_recruiting,
        'interestFormId', ${openInterestFormIdSql('cp')})
      order by ct.name, ${programLevelOrder('cp')})
    from college_programs cp join esports_titles ct on ct.id = cp.esports_title_id where cp.college_id = ${collegeId}), '[]'::json)`;
}

/** The lowest and highest scholarship amounts of a college's programs, as JSON; null when none offers one. */
export function scholarshipRangeSql(collegeId: SQL): SQL {
  return sql`(select case when count(cp.scholarship_max) > 0 then json_build_object('min', min(cp.scholarship_min), 'max', max(cp.scholarship_max)) end
    from college_programs cp where cp.college_id = ${collegeId} and cp.scholarship_max > 0)`;
}

/**
 * How well a college's name answers the search `q` (docs/decisions/076):
 * 0 the whole name, 1 the name starts with it, 2 a word of the name starts
 * with it (words split at spaces and punctuation), 3 elsewhere in the name.
 * Plain SQL (lower, starts_with, translate, strpos): PGlite and PostgreSQL alike.
 */
export function nameRankSql(q: string | undefined): SQL {
  if (!q) return sql`0`;
  const text = q.toLowerCase();
  const words = (value: SQL) => sql`translate(${value}, '-,./()&:;''', '          ')`;
  return sql`case when lower(c.name) = ${text} then 0
    when starts_with(lower(c.name), ${text}) then 1
    when strpos(' ' || ${words(sql`lower(c.name)`)}, ' ' || ${words(sql`${text}::text`)}) > 0 then 2
    else 3 end`;
}

/** 0: a program recruiting now; 1: any esports program; 2: none (docs/decisions/076). */
const PROGRAM_RANK = sql`case when exists (select 1 from college_programs rp where rp.college_id = c.id and rp.is_recruiting) then 0
    when exists (select 1 from college_programs rp where rp.college_id = c.id) then 1 else 2 end`;

/**
 * The directory (issue 12.2, docs/decisions/029): the institutions matching
 * the name search and the filters, sorted by relevance (the default:
 * docs/decisions/076), by name (or by distance from
 * `origin`, then name; or by `matchScores`, then name, colleges without a
 * score last) with the id as the unique tie-breaker, one page of 20 and the
 * total in ONE statement. `sort=match` without scores, or `sort=distance`
 * without an origin, reads as the name order.
 */
export async function searchColleges(
  db: Executor,
  query: CollegeSearchQuery,
  { origin, matchScores }: { origin?: DistanceOrigin; matchScores?: SQL } = {},
): Promise<CollegeSearchResponse> {
  const conditions = collegeFilterConditions(query);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const scored = query.sort === 'match' && matchScores !== undefined;
  const scoreJoin = scored
    ? sql`left join (${matchScores}) as ms on ms.college_id = c.id`
    : sql``;
  const relevance = query.sort === 'relevance';
  const orderBy = ORDER_BY[query.sort];
  const distance = query.sort === 'distance' && origin ? collegeDistanceSql(origin) : sql`null::float8`;
  const distanceField = query.sort === 'distance' ? sql`'distanceMiles', p.distance_miles,` : sql``;
  const offset = (query.page - 1) * COLLEGE_PAGE_SIZE;
  const [result] = await rowsOf<{ total: number; rows: CollegeSearchResponse['rows'] }>(
    db,
    sql`with matches as (
        select c.id, c.slug, c.name, c.city, c.state, c.control, c.undergrad_enrollment, c.admission_rate,
          c.tuition_in_state, c.tuition_out_of_state, c.is_demo, c.claimed_at, ${distance} as distance_miles,
          ${scored ? sql`ms.score` : sql`null::int`} as match_score,
          ${relevance ? nameRankSql(query.q) : sql`0`} as name_rank, ${relevance ? PROGRAM_RANK : sql`0`} as program_rank
        from colleges c ${scoreJoin} ${where}
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
          'isClaimed', p.claimed_at is not null, 'isDemo', p.is_demo, ${distanceField}
          'programs', ${programBadgesSql(sql`p.id`)},
          'scholarships', ${scholarshipRangeSql(sql`p.id`)}
        ) order by p.n) from page p), '[]'::json) as rows`,
  );
  return { total: result?.total ?? 0, rows: result?.rows ?? [], page: query.page, pageSize: COLLEGE_PAGE_SIZE };
}
