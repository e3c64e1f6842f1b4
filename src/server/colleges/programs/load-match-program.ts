/**
 * A college program as the match engine reads it (docs/decisions/030): the
 * program's bars (tiers of its title's ladder, roles needed, class years,
 * minimum GPA, scholarship range) and its college's public facts, in one
 * statement. Used where a list is ranked for one program (the recruiter
 * search's "Match for", bench:colleges).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ProgramLevel } from '#shared/recruiting/program-levels.ts';
import type { MatchProgram } from '#shared/match/match-types.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

export interface LoadedMatchProgram {
  id: string;
  collegeId: string;
  collegeName: string;
  titleName: string;
  program: MatchProgram;
}

const tierJson = (column: SQL) => sql`(select json_build_object('ordinal', tier.ordinal, 'name', tier.name) from rank_tiers tier where tier.id = ${column})`;

/**
 * The MatchProgram of `college_programs p` (with `colleges c` and
 * `esports_titles t` joined) as one JSON value.
 */
export function matchProgramJsonSql(): SQL {
  return sql`json_build_object(
    'titleSlug', t.slug,
    'level', p.level,
    'minTier', ${tierJson(sql`p.min_tier_id`)},
    'targetTier', ${tierJson(sql`p.target_tier_id`)},
    'rolesNeeded', coalesce((select json_agg(json_build_object('role', pr.role, 'count', pr.count, 'priority', pr.priority) order by pr.position, pr.role)
      from college_program_roles pr where pr.program_id = p.id), '[]'::json),
    'classYears', coalesce((select json_agg(y order by y) from unnest(p.class_years) y), '[]'::json),
    'minGpa', p.min_gpa::float8,
    'scholarship', case when p.scholarship_max is not null then json_build_object('min', p.scholarship_min, 'max', p.scholarship_max) end,
    'isRecruiting', p.is_recruiting,
    'college', json_build_object(
      'state', c.state,
      'coordinates', case when c.latitude is not null and c.longitude is not null then json_build_object('latitude', c.latitude, 'longitude', c.longitude) end,
      'control', c.control,
      'undergradEnrollment', c.undergrad_enrollment,
      'sat25', c.sat_25, 'sat75', c.sat_75, 'act25', c.act_25, 'act75', c.act_75,
      'tuitionInState', c.tuition_in_state, 'tuitionOutOfState', c.tuition_out_of_state))`;
}

/** One program by id, or null when there is none (malformed ids never reach here: the query schema wants a uuid). */
export async function loadMatchProgram(db: Pick<Database, 'execute'>, programId: string): Promise<LoadedMatchProgram | null> {
  const [row] = await rowsOf<LoadedMatchProgram & { program: MatchProgram & { level: ProgramLevel } }>(
    db,
    sql`select p.id, p.college_id as "collegeId", c.name as "collegeName", t.name as "titleName", ${matchProgramJsonSql()} as program
      from college_programs p
      join colleges c on c.id = p.college_id
      join esports_titles t on t.id = p.esports_title_id
      where p.id = ${programId}`,
  );
  return row ?? null;
}
