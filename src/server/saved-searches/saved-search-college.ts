/**
 * Which college's plan counts a user's saved searches (docs/decisions/051):
 * the college they are staff of (a college program role). Staff of several
 * colleges: the college of the search's program when it is one of theirs,
 * else the first of their colleges by id (a stable choice). No college (a
 * coach, platform staff): null, and the free college plan's limit applies to
 * their own searches.
 */
import { COLLEGE_PROGRAM_ROLES, type RoleGrant } from '#shared/access/roles.ts';

export function staffCollegeIds(grants: readonly RoleGrant[]): string[] {
  const ids = grants
    .filter((grant) => (COLLEGE_PROGRAM_ROLES as readonly string[]).includes(grant.role) && grant.collegeId !== null)
    .map((grant) => grant.collegeId!);
  return [...new Set(ids)].sort();
}

export function savedSearchCollegeId(grants: readonly RoleGrant[], programCollegeId: string | null = null): string | null {
  const ids = staffCollegeIds(grants);
  if (programCollegeId !== null && ids.includes(programCollegeId)) return programCollegeId;
  return ids[0] ?? null;
}
