/**
 * The role cast of the matrices that try every recruiting role (match,
 * matchmaking): two demo colleges inserted by slug, and one signed-up user
 * per caller with the roles it is granted (college roles scoped to the first
 * college, `other_college_admin` to the second), each given a game profile
 * unless `withGames` says otherwise: the roles, not the games, decide who is
 * a player.
 */
import { sql } from 'drizzle-orm';
import type { Role } from '#shared/access/roles.ts';
import type { Database } from '#server/db/client.ts';
import { userRoles } from '#server/db/schema/profiles.ts';
import { rowsOf } from '#server/db/sql.ts';
import type { App } from '#server/app.ts';
import { addGameProfile } from '#server/test/profiles/player-test-data.ts';
import { signUpUser, type TestUser } from './test-users.ts';

/** The roles a caller holds, as [role, college id or null]. */
export type RoleGrants<A extends string> = Record<A, [Role, string | null][]>;

/** The recruiting roles both matrices try, in their order: a parent, a guardian, three of a college's staff, another college's admin, a coach, platform staff and admin. */
export const RECRUITING_ROLES = [
  'parent',
  'guardian',
  'college_admin',
  'college_staff',
  'college_admissions',
  'other_college_admin',
  'coach',
  'yes_staff',
  'yes_admin',
] as const;
export type RecruitingRole = (typeof RECRUITING_ROLES)[number];

export function recruitingRoleGrants(collegeId: string, otherCollegeId: string): RoleGrants<RecruitingRole> {
  return {
    parent: [['family_parent', null]],
    guardian: [['family_guardian', null]],
    college_admin: [['programs_college_admin', collegeId]],
    college_staff: [['programs_college_staff', collegeId]],
    college_admissions: [['programs_college_admissions', collegeId]],
    other_college_admin: [['programs_college_admin', otherCollegeId]],
    coach: [['coaching_program_coach_college_coach', null]],
    yes_staff: [['yes_staff', null]],
    yes_admin: [['yes_admin', null]],
  };
}

/** Two demo colleges in Austin, TX, by slug and name; returns their ids in that order. */
export async function insertTwoColleges(db: Database, first: [slug: string, name: string], second: [slug: string, name: string]): Promise<[string, string]> {
  const [college, other] = await rowsOf<{ id: string }>(
    db,
    sql`insert into colleges (slug, name, city, state, predominant_degree, control, is_demo)
      values (${first[0]}, ${first[1]}, 'Austin', 'TX', 'bachelor', 'public', true),
        (${second[0]}, ${second[1]}, 'Austin', 'TX', 'bachelor', 'public', true)
      returning id`,
  );
  return [college!.id, other!.id];
}

/** Signs up one user per caller with its grants and (unless `withGames` is false for it) a Valorant Diamond 2 game profile. */
export async function signUpRoleCast<A extends string>(app: App, db: Database, grants: RoleGrants<A>, withGames: (actor: A) => boolean = () => true): Promise<Record<A, TestUser>> {
  const users = {} as Record<A, TestUser>;
  for (const [actor, roles] of Object.entries(grants) as [A, [Role, string | null][]][]) {
    const user = await signUpUser(app);
    if (roles.length > 0) await db.insert(userRoles).values(roles.map(([role, collegeId]) => ({ userId: user.id, role, collegeId })));
    if (withGames(actor)) await addGameProfile(db, user.id, 'valorant', 'Diamond 2', { primaryRole: 'Controller' });
    users[actor] = user;
  }
  return users;
}
