import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { COLLEGE_PROGRAM_ROLES, isRole, type RoleGrant } from '#shared/access/roles.ts';
import type { AppContext } from '#server/app-context.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { colleges } from '#server/db/schema/colleges.ts';
import { userRoles } from '#server/db/schema/profiles.ts';

export const USER_NOT_FOUND = 'User not found';
export const ROLE_COLLEGE_NOT_FOUND = 'No college has this id';

async function assertUserExists(ctx: AppContext, userId: string) {
  const [user] = await ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  if (!user) throw new AppError('not_found', USER_NOT_FOUND);
}

/** id -> name of the colleges some rows name. */
export function collegeNamesOf(rows: readonly { collegeId: string | null; collegeName: string | null }[]): Record<string, string> {
  return Object.fromEntries(rows.flatMap((row) => (row.collegeId && row.collegeName ? [[row.collegeId, row.collegeName]] : [])));
}

export async function listUserRoles(ctx: AppContext, userId: string) {
  await assertUserExists(ctx, userId);
  const rows = await ctx.db
    .select({ role: userRoles.role, collegeId: userRoles.collegeId, collegeName: colleges.name })
    .from(userRoles)
    .leftJoin(colleges, eq(colleges.id, userRoles.collegeId))
    .where(eq(userRoles.userId, userId))
    .orderBy(userRoles.role, userRoles.id);
  return {
    userId,
    roles: rows.flatMap((row) => (isRole(row.role) ? [{ role: row.role, collegeId: row.collegeId }] : [])),
    collegeNames: collegeNamesOf(rows),
  };
}

/**
 * Idempotent: granting a role the user already holds changes nothing. A
 * college id must name a college (user_roles.college_id is a foreign key,
 * docs/decisions/032): an unknown one is a 400 on the field, not a 500.
 */
export async function grantRole(ctx: AppContext, userId: string, grant: RoleGrant) {
  await assertUserExists(ctx, userId);
  if (grant.collegeId) {
    const [college] = await ctx.db.select({ id: colleges.id }).from(colleges).where(eq(colleges.id, grant.collegeId));
    if (!college) throw new AppError('validation', ROLE_COLLEGE_NOT_FOUND, { collegeId: ROLE_COLLEGE_NOT_FOUND });
  }
  await ctx.db
    .insert(userRoles)
    .values({ userId, role: grant.role, collegeId: grant.collegeId })
    .onConflictDoNothing();
}

/**
 * Revoking a user's last college role for a college also drops their staff
 * details there (title, public flag, primary contact: docs/decisions/034),
 * in the same transaction, so the college lists no one who left its staff.
 */
export async function revokeRole(ctx: AppContext, userId: string, grant: RoleGrant) {
  await assertUserExists(ctx, userId);
  await ctx.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(userRoles)
      .where(
        and(
          eq(userRoles.userId, userId),
          eq(userRoles.role, grant.role),
          grant.collegeId ? eq(userRoles.collegeId, grant.collegeId) : isNull(userRoles.collegeId),
        ),
      )
      .returning({ id: userRoles.id });
    if (deleted.length === 0) throw new AppError('not_found', 'The user does not hold this role.');
    if (grant.collegeId) {
      await tx.execute(sql`delete from college_staff_details d
        where d.college_id = ${grant.collegeId} and d.user_id = ${userId}
          and not exists (select 1 from user_roles r
            where r.user_id = ${userId} and r.college_id = ${grant.collegeId} and r.role in ${[...COLLEGE_PROGRAM_ROLES]})`);
    }
  });
}
