/**
 * SQL pieces of college staff (docs/decisions/034). Staff are the holders
 * of a college-program role for the college (user_roles); their title,
 * public flag and primary contact live in college_staff_details, whose rows
 * count only while the role is held.
 */
import { sql, type SQL } from 'drizzle-orm';
import { COLLEGE_STAFF_ROLE_GRANTS } from '#shared/contracts/college-staff.ts';
import { COLLEGE_PROGRAM_ROLES } from '#shared/access/roles.ts';
import type { Database } from '#server/db/client.ts';
import { isMinorSql } from '#server/visibility/profile-visibility-sql.ts';

const ROLES = [...COLLEGE_PROGRAM_ROLES];

/** The API's role name (admin, staff, admissions) of a programs_college_* role expression. */
export function staffRoleKeySql(role: SQL): SQL<string> {
  return sql<string>`(case ${role} when ${COLLEGE_STAFF_ROLE_GRANTS.admin} then 'admin' when ${COLLEGE_STAFF_ROLE_GRANTS.staff} then 'staff' else 'admissions' end)`;
}

/** The user (an id expression) holds a college-program role for the college (an id expression). */
export function isCollegeStaffSql(userId: SQL, collegeId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from user_roles sr where sr.user_id = ${userId} and sr.college_id = ${collegeId} and sr.role in ${ROLES})`;
}

/**
 * The college's staff, one row per user: `user_id` and `rank` (1 admin, 2
 * staff, 3 admissions: the strongest role they hold there).
 */
export function collegeStaffRanksSql(collegeId: string | SQL): SQL {
  return sql`select sr.user_id, min(case sr.role when ${COLLEGE_STAFF_ROLE_GRANTS.admin} then 1 when ${COLLEGE_STAFF_ROLE_GRANTS.staff} then 2 else 3 end) as rank
    from user_roles sr where sr.college_id = ${collegeId} and sr.role in ${ROLES} group by sr.user_id`;
}

/**
 * The primary contact of college `c` whom players may write to: a staff
 * member (an adult) of a claimed or demo college. A one-column subquery
 * (no row: no contact).
 */
export function primaryContactIdSql(collegeAlias: string): SQL {
  const college = sql.raw(collegeAlias);
  return sql`select pc.user_id from college_staff_details pc
    left join user_profiles pcp on pcp.user_id = pc.user_id
    where pc.college_id = ${college}.id and pc.is_primary_contact
      and (${college}.claimed_at is not null or ${college}.is_demo)
      and ${isCollegeStaffSql(sql`pc.user_id`, sql`${college}.id`)}
      and (pcp.user_id is null or not ${isMinorSql('pcp')})`;
}

/**
 * Makes `userId` (who holds a college role now) the college's primary
 * contact when it has none among its staff, and gives them a details row;
 * inside the caller's transaction, with the college row locked. A primary
 * flag left on someone who no longer holds a role is cleared first (the
 * unique index allows one per college).
 */
export async function becomePrimaryContactIfNone(tx: Pick<Database, 'execute'>, collegeId: string, userId: string): Promise<void> {
  await tx.execute(sql`update college_staff_details d set is_primary_contact = false, updated_at = now()
    where d.college_id = ${collegeId} and d.is_primary_contact and not ${isCollegeStaffSql(sql`d.user_id`, sql`d.college_id`)}`);
  await tx.execute(sql`insert into college_staff_details (college_id, user_id, is_primary_contact)
    values (${collegeId}, ${userId}, not exists (select 1 from college_staff_details d where d.college_id = ${collegeId} and d.is_primary_contact))
    on conflict (college_id, user_id) do update
      set is_primary_contact = excluded.is_primary_contact or college_staff_details.is_primary_contact, updated_at = now()`);
}

/** Locks the college row for a staff change (serialises the last-admin and primary-contact checks per college). */
export async function lockCollege(tx: Pick<Database, 'execute'>, collegeId: string): Promise<void> {
  await tx.execute(sql`select id from colleges where id = ${collegeId} for update`);
}

/** How many users hold programs_college_admin for the college. */
export function adminCountSql(collegeId: string): SQL<number> {
  return sql<number>`(select count(distinct ar.user_id)::int from user_roles ar where ar.college_id = ${collegeId} and ar.role = ${COLLEGE_STAFF_ROLE_GRANTS.admin})`;
}
