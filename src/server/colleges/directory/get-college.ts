import { sql } from 'drizzle-orm';
import type { College } from '#shared/contracts/colleges.ts';
import { collegeNotFound } from '../colleges-policies.ts';
import type { Database } from '#server/db/client.ts';
import { isMinorSql, publicProfileVisibleSql } from '#server/visibility/profile-visibility-sql.ts';
import { rowsOf } from '#server/db/sql.ts';
import { isCollegeStaffSql, primaryContactIdSql } from '../staff/college-staff-sql.ts';
import { socialsOf } from '../edit/get-college-edit.ts';
import { openInterestFormIdSql, programLevelOrder, scholarshipRangeSql } from './search-colleges.ts';

/**
 * A program's current roster (docs/decisions/031): the active players of
 * its team's active roster for the program's title, on a team that is not
 * archived. The page is public, so names follow the public rule of
 * RECRUITING.md "Visibility and minors": an adult's display name; a minor's
 * only when their profile is public with the guardian's approval
 * (publicProfileVisibleSql); everyone else, and anyone who asked for their
 * data to be deleted, is counted, not named. A profile link only where the
 * profile is public.
 */
const rosterSql = sql`(select json_build_object(
      'teamName', rt.name,
      'players', coalesce(json_agg(json_build_object('displayName', r.display_name, 'role', r.role, 'profileSlug', r.profile_slug)
        order by lower(r.display_name), r.user_id) filter (where r.named), '[]'::json),
      'unnamedPlayers', (count(r.user_id) filter (where not r.named))::int)
    from teams rt
    left join lateral (
      select m.user_id, m.role, coalesce(up.display_name, 'Unknown User') as display_name,
        case when ${publicProfileVisibleSql('up')} then up.slug end as profile_slug,
        (up.user_id is null or (up.deletion_requested_at is null and (not ${isMinorSql('up')} or ${publicProfileVisibleSql('up')}))) as named
      from team_game_profiles gp
      join team_members m on m.game_profile_id = gp.id and m.is_active
      left join user_profiles up on up.user_id = m.user_id
      where gp.team_id = rt.id and gp.esports_title_id = p.esports_title_id and gp.is_active
    ) r on true
    where rt.id = p.team_id and rt.archived_at is null
    group by rt.id, rt.name)`;

const tierSql = (column: string) =>
  sql`(select json_build_object('name', tier.name, 'ordinal', tier.ordinal) from rank_tiers tier where tier.id = ${sql.raw(`p.${column}`)})`;

/** A college's programs with everything their tabs show, by title then level, as JSON over `colleges c`. */
const programsSql = sql`coalesce((select json_agg(json_build_object(
      'id', p.id, 'titleSlug', t.slug, 'titleName', t.name, 'level', p.level, 'isRecruiting', p.is_recruiting,
      'interestFormId', ${openInterestFormIdSql('p')},
      'rosterSize', p.roster_size, 'openSpots', p.open_spots,
      'rolesNeeded', coalesce((select json_agg(json_build_object('role', pr.role, 'count', pr.count, 'priority', pr.priority) order by pr.position, pr.role)
        from college_program_roles pr where pr.program_id = p.id), '[]'::json),
      'classYears', coalesce((select json_agg(y order by y) from unnest(p.class_years) y), '[]'::json),
      'minTier', ${tierSql('min_tier_id')},
      'targetTier', ${tierSql('target_tier_id')},
      'minGpa', p.min_gpa::float8,
      'scholarship', case when p.scholarship_max is not null then json_build_object('min', p.scholarship_min, 'max', p.scholarship_max) end,
      'tryoutNotes', p.tryout_notes,
      'roster', ${rosterSql}
    ) order by t.name, ${programLevelOrder('p')})
  from college_programs p join esports_titles t on t.id = p.esports_title_id where p.college_id = c.id), '[]'::json)`;

/**
 * The staff the college lists publicly (docs/decisions/034): display name
 * and title only, primary contact first, then by name (user id breaks
 * ties); members who hold a college role there, adults only, on a claimed
 * or demo college.
 */
const publicStaffSql = sql`coalesce((select json_agg(json_build_object('displayName', s.name, 'title', s.title, 'isPrimaryContact', s.is_primary_contact)
      order by s.is_primary_contact desc, lower(s.name), s.user_id)
    from (
      select d.user_id, coalesce(up.display_name, pr.full_name) as name, d.title, d.is_primary_contact
      from college_staff_details d
      join profiles pr on pr.id = d.user_id
      left join user_profiles up on up.user_id = d.user_id
      where d.college_id = c.id and d.is_public and (c.claimed_at is not null or c.is_demo)
        and ${isCollegeStaffSql(sql`d.user_id`, sql`c.id`)}
        and (up.user_id is null or not ${isMinorSql('up')})
    ) s), '[]'::json)`;

/** The college page's facts and programs (issue 12.3), by page address, in one statement; an unknown slug is 404 "College not found". */
export async function getCollege(db: Pick<Database, 'execute'>, slug: string): Promise<College> {
  const [row] = await rowsOf<Omit<College, 'socials'> & { socials: Record<string, string> | null }>(
    db,
    sql`select c.id, c.slug, c.name, c.city, c.state, c.zip, c.latitude, c.longitude, c.website,
        c.predominant_degree as "predominantDegree", c.control, c.locale,
        c.undergrad_enrollment as "undergradEnrollment", c.admission_rate as "admissionRate",
        c.sat_25 as "sat25", c.sat_75 as "sat75", c.act_25 as "act25", c.act_75 as "act75",
        c.tuition_in_state as "tuitionInState", c.tuition_out_of_state as "tuitionOutOfState",
        c.cost_of_attendance as "costOfAttendance", c.is_hbcu as "isHbcu", c.claimed_at is not null as "isClaimed", c.is_demo as "isDemo",
        c.description, c.logo_url as "logoUrl", c.socials,
        ${scholarshipRangeSql(sql`c.id`)} as scholarships,
        ${programsSql} as programs,
        ${publicStaffSql} as staff, exists (${primaryContactIdSql('c')}) as "hasStaffContact"
      from colleges c where c.slug = ${slug}`,
  );
  if (!row) throw collegeNotFound();
  return { ...row, socials: socialsOf(row.socials) };
}
