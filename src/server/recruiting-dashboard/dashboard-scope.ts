/**
 * Which programs the recruiting dashboard covers (docs/decisions/040): those
 * of the colleges where the viewer "can view a program" (programs_college_admin
 * or programs_college_staff). Platform staff without such a college see the
 * sample (demo) colleges' programs: "every program" would be thousands of
 * rows on a real deployment and says nothing to anyone. Admissions staff
 * (no pipeline access by spec 6) and recruiters without a college get
 * guidance instead.
 */
import { isPrivileged } from '#shared/access/access-rules.ts';
import type { RoleGrant } from '#shared/access/roles.ts';

export type DashboardScope =
  | { kind: 'own'; collegeIds: string[] }
  | { kind: 'demo' }
  | { kind: 'no_program_access'; collegeIds: string[] }
  | { kind: 'no_college' };

const collegesOf = (grants: readonly RoleGrant[], roles: readonly string[]) =>
  [...new Set(grants.filter((grant) => roles.includes(grant.role) && grant.collegeId !== null).map((grant) => grant.collegeId as string))].sort();

export function dashboardScope(grants: readonly RoleGrant[]): DashboardScope {
  const viewable = collegesOf(grants, ['programs_college_admin', 'programs_college_staff']);
  if (viewable.length > 0) return { kind: 'own', collegeIds: viewable };
  if (isPrivileged(grants)) return { kind: 'demo' };
  const admissions = collegesOf(grants, ['programs_college_admissions']);
  if (admissions.length > 0) return { kind: 'no_program_access', collegeIds: admissions };
  return { kind: 'no_college' };
}
