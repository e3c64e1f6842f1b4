/**
 * Programs as the match engine reads them (MatchProgram: the program's bars
 * and needs with its college's public facts), for the college side of the
 * match (docs/decisions/030): the college page's tabs, the directory's
 * cards and its sort by match. One statement for any number of programs:
 * the caller's condition over `p` (college_programs), `t` (esports_titles)
 * and `c` (colleges) says which. In the college page's tab order (title
 * name, then level).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { MatchProgram } from '#shared/match/match-types.ts';
import type { ProgramLevel } from '#shared/recruiting/program-levels.ts';
import type { Database } from '#server/db/client.ts';
import { programLevelOrder } from '#server/colleges/directory/search-colleges.ts';
import { rowsOf } from '#server/db/sql.ts';

export interface LoadedMatchProgram {
  programId: string;
  collegeId: string;
  titleName: string;
  program: MatchProgram;
}

interface Row {
  programId: string;
  collegeId: string;
  titleName: string;
  titleSlug: string;
  level: ProgramLevel;
  minTier: MatchProgram['minTier'];
  targetTier: MatchProgram['targetTier'];
  rolesNeeded: MatchProgram['rolesNeeded'];
  classYears: number[];
  minGpa: number | null;
  scholarshipMin: number | null;
  scholarshipMax: number | null;
  isRecruiting: boolean;
  college: MatchProgram['college'] & { latitude: number | null; longitude: number | null };
}

/** A joined tier `alias` as the engine reads it (joined, not a subquery per program: docs/decisions/090). */
const tierJson = (alias: string) => sql.raw(`case when ${alias}.id is not null then json_build_object('ordinal', ${alias}.ordinal, 'name', ${alias}.name) end`);

export async function loadMatchPrograms(db: Pick<Database, 'execute'>, where: SQL): Promise<LoadedMatchProgram[]> {
  const rows = await rowsOf<Row>(
    db,
    sql`select p.id as "programId", p.college_id as "collegeId", t.name as "titleName", t.slug as "titleSlug", p.level,
        ${tierJson('min_tier')} as "minTier", ${tierJson('target_tier')} as "targetTier",
        coalesce((select json_agg(json_build_object('role', pr.role, 'count', pr.count, 'priority', pr.priority) order by pr.position, pr.role)
          from college_program_roles pr where pr.program_id = p.id), '[]'::json) as "rolesNeeded",
        to_json(p.class_years) as "classYears", p.min_gpa::float8 as "minGpa",
        p.scholarship_min as "scholarshipMin", p.scholarship_max as "scholarshipMax", p.is_recruiting as "isRecruiting",
        json_build_object('state', c.state, 'latitude', c.latitude, 'longitude', c.longitude, 'control', c.control,
          'undergradEnrollment', c.undergrad_enrollment, 'sat25', c.sat_25, 'sat75', c.sat_75, 'act25', c.act_25, 'act75', c.act_75,
          'tuitionInState', c.tuition_in_state, 'tuitionOutOfState', c.tuition_out_of_state) as college
      from college_programs p
      join esports_titles t on t.id = p.esports_title_id
      join colleges c on c.id = p.college_id
      left join rank_tiers min_tier on min_tier.id = p.min_tier_id
      left join rank_tiers target_tier on target_tier.id = p.target_tier_id
      where ${where}
      order by p.college_id, t.name, ${programLevelOrder('p')}, p.id`,
  );
  return rows.map((row) => {
    const { latitude, longitude, ...college } = row.college;
    return {
      programId: row.programId,
      collegeId: row.collegeId,
      titleName: row.titleName,
      program: {
        titleSlug: row.titleSlug,
        level: row.level,
        minTier: row.minTier,
        targetTier: row.targetTier,
        rolesNeeded: row.rolesNeeded,
        classYears: row.classYears,
        minGpa: row.minGpa,
        scholarship: row.scholarshipMin !== null && row.scholarshipMax !== null ? { min: row.scholarshipMin, max: row.scholarshipMax } : null,
        isRecruiting: row.isRecruiting,
        college: { ...college, coordinates: latitude !== null && longitude !== null ? { latitude, longitude } : null },
      },
    };
  });
}
