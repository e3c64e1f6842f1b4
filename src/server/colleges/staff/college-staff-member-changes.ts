/**
 * A manager changes or removes a member of the college's staff
 * (docs/decisions/034). The member's college roles (user_roles) and their
 * details row change together, in one transaction with the college row
 * locked, so two managers cannot both demote or remove "the other" admin:
 * the last programs_college_admin of a college is never demoted or removed
 * (409, nothing changes).
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import {
  COLLEGE_STAFF_ROLE_GRANTS,
  COLLEGE_STAFF_TEXTS,
  type CollegeStaffResponse,
  type CollegeStaffUpdate,
} from '#shared/contracts/college-staff.ts';
import { COLLEGE_PROGRAM_ROLES } from '#shared/access/roles.ts';
import type { CollegeStaffAccess } from '../colleges-policies.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { adminCountSql, lockCollege } from './college-staff-sql.ts';
import { listCollegeStaff } from './list-college-staff.ts';

async function memberRoles(tx: Pick<Database, 'execute'>, collegeId: string, userId: string) {
  const [row] = await rowsOf<{ isAdmin: boolean; held: number; admins: number }>(
    tx,
    sql`select bool_or(role = ${COLLEGE_STAFF_ROLE_GRANTS.admin}) as "isAdmin", count(*)::int as held, ${adminCountSql(collegeId)} as admins
      from user_roles where user_id = ${userId} and college_id = ${collegeId} and role in ${[...COLLEGE_PROGRAM_ROLES]}`,
  );
  if (!row || row.held === 0) throw new AppError('not_found', COLLEGE_STAFF_TEXTS.memberNotFound);
  return row;
}

const lastAdmin = (field: string) => new AppError('conflict', COLLEGE_STAFF_TEXTS.lastAdmin, { [field]: COLLEGE_STAFF_TEXTS.lastAdmin });

/** Role, title, public flag, primary contact: only the fields given change. Answers the staff screen as it is now. */
export async function updateCollegeStaffMember(
  db: Database,
  access: CollegeStaffAccess,
  userId: string,
  body: CollegeStaffUpdate,
): Promise<CollegeStaffResponse> {
  const collegeId = access.college.id;
  await db.transaction(async (tx) => {
    await lockCollege(tx, collegeId);
    const current = await memberRoles(tx, collegeId, userId);
    if (body.role !== undefined) {
      if (current.isAdmin && body.role !== 'admin' && current.admins <= 1) throw lastAdmin('role');
      await tx.execute(sql`delete from user_roles where user_id = ${userId} and college_id = ${collegeId} and role in ${[...COLLEGE_PROGRAM_ROLES]}`);
      await tx.execute(sql`insert into user_roles (user_id, role, college_id) values (${userId}, ${COLLEGE_STAFF_ROLE_GRANTS[body.role]}, ${collegeId})`);
    }
    if (body.isPrimaryContact) {
      await tx.execute(sql`update college_staff_details set is_primary_contact = false, updated_at = now()
        where college_id = ${collegeId} and is_primary_contact and user_id <> ${userId}`);
    }
    const title = body.title === undefined ? sql`college_staff_details.title` : sql`excluded.title`;
    const isPublic = body.isPublic === undefined ? sql`college_staff_details.is_public` : sql`excluded.is_public`;
    const isPrimary = body.isPrimaryContact === undefined ? sql`college_staff_details.is_primary_contact` : sql`excluded.is_primary_contact`;
    await tx.execute(sql`insert into college_staff_details (college_id, user_id, title, is_public, is_primary_contact)
      values (${collegeId}, ${userId}, ${body.title ?? null}, ${body.isPublic ?? false}, ${body.isPrimaryContact ?? false})
      on conflict (college_id, user_id) do update
        set title = ${title}, is_public = ${isPublic}, is_primary_contact = ${isPrimary}, updated_at = now()`);
  });
  return listCollegeStaff(db, access);
}

/** Removes the member's college roles for this college and their details; the last admin stays (409). */
export async function removeCollegeStaffMember(db: Database, access: CollegeStaffAccess, userId: string): Promise<void> {
  const collegeId = access.college.id;
  await db.transaction(async (tx) => {
    await lockCollege(tx, collegeId);
    const current = await memberRoles(tx, collegeId, userId);
    if (current.isAdmin && current.admins <= 1) throw lastAdmin('userId');
    await tx.execute(sql`delete from user_roles where user_id = ${userId} and college_id = ${collegeId} and role in ${[...COLLEGE_PROGRAM_ROLES]}`);
    await tx.execute(sql`delete from college_staff_details where college_id = ${collegeId} and user_id = ${userId}`);
  });
}
