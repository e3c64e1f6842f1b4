/** Role names of spec section 6, exactly as stored in user_roles.role. */
export const PRIVILEGED_ROLES = ['yes_admin', 'yes_developer', 'yes_staff'] as const;
export const COLLEGE_PROGRAM_ROLES = [
  'programs_college_admin',
  'programs_college_staff',
  'programs_college_admissions',
] as const;
export const OTHER_PROGRAM_ROLES = [
  'programs_high_school_admin',
  'programs_private_team_admin',
  'programs_pro_team_admin',
] as const;
export const COACHING_ROLES = [
  'coaching_private_coach',
  'coaching_program_coach_college_coach',
  'coaching_program_coach_pro_team_coach',
] as const;
export const RECRUIT_ROLES = [
  'recruit_player',
  'recruit_caster',
  'recruit_creator',
  'recruit_team_manager',
] as const;
export const FAMILY_ROLES = ['family_parent', 'family_guardian'] as const;

export const ROLES = [
  ...PRIVILEGED_ROLES,
  ...COLLEGE_PROGRAM_ROLES,
  ...OTHER_PROGRAM_ROLES,
  ...COACHING_ROLES,
  ...RECRUIT_ROLES,
  ...FAMILY_ROLES,
] as const;
export type Role = (typeof ROLES)[number];

/** Roles that only make sense for one college: user_roles.college_id is required for them. */
export const COLLEGE_SCOPED_ROLES: readonly Role[] = COLLEGE_PROGRAM_ROLES;

/** Roles a person may pick for themselves at sign-up (never privileged or program roles). */
export const SELF_SERVICE_ROLES = [...RECRUIT_ROLES, ...FAMILY_ROLES] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export interface RoleGrant {
  role: Role;
  collegeId: string | null;
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
