import { eq } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import type { FoundUser } from '#shared/contracts/admin-users.ts';
import { isRole } from '#shared/access/roles.ts';
import type { AppContext } from '#server/app-context.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { colleges } from '#server/db/schema/colleges.ts';
import { userRoles } from '#server/db/schema/profiles.ts';
import { collegeNamesOf, USER_NOT_FOUND } from './manage-roles.ts';

/** One account by its exact email (stored lower-case) with its role grants, in one query. */
export async function findUserByEmail(ctx: AppContext, email: string): Promise<{ user: FoundUser }> {
  const rows = await ctx.db
    .select({
      id: profiles.id,
      email: profiles.email,
      fullName: profiles.fullName,
      role: userRoles.role,
      collegeId: userRoles.collegeId,
      collegeName: colleges.name,
    })
    .from(profiles)
    .leftJoin(userRoles, eq(userRoles.userId, profiles.id))
    .leftJoin(colleges, eq(colleges.id, userRoles.collegeId))
    .where(eq(profiles.email, email.toLowerCase()))
    .orderBy(userRoles.role, userRoles.id);
  const [first] = rows;
  if (!first) throw new AppError('not_found', USER_NOT_FOUND);
  return {
    user: {
      id: first.id,
      email: first.email,
      fullName: first.fullName,
      roles: rows.flatMap((row) => (row.role && isRole(row.role) ? [{ role: row.role, collegeId: row.collegeId }] : [])),
      collegeNames: collegeNamesOf(rows),
    },
  };
}
