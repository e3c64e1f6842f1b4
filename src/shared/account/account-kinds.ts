/**
 * What kind of account someone has, for the homes and the header (issue
 * 26.2, docs/decisions/068): which home they land on after signing in,
 * and which player prompts ("Complete your profile setup", Create
 * Profile, My Lists, Matchmaking) they are shown. Pure: the client hides
 * with these and the server's GET /api/home picks its sections with them.
 */
import { COLLEGE_PROGRAM_ROLES, FAMILY_ROLES, OTHER_PROGRAM_ROLES, type Role, type RoleGrant } from '../access/roles.ts';
import { paths } from '../pages/paths.ts';
import { setupKindFor } from './profile-setup-steps.ts';

const holds = (grants: readonly RoleGrant[], roles: readonly Role[]) => grants.some((grant) => roles.includes(grant.role));

/** Staff of a college: a college program role tied to a college. */
export function isCollegeStaff(grants: readonly RoleGrant[]): boolean {
  return grants.some((grant) => (COLLEGE_PROGRAM_ROLES as readonly Role[]).includes(grant.role) && grant.collegeId !== null);
}

/** A parent or guardian account (the family setup of decision 020): never shown player-only prompts. */
export function isFamilyAccount(grants: readonly RoleGrant[]): boolean {
  return setupKindFor(grants) === 'family';
}

/** Holds a family role (the Guardian page's menu item). */
export function holdsFamilyRole(grants: readonly RoleGrant[]): boolean {
  return holds(grants, FAMILY_ROLES);
}

/** Runs teams by role: a team manager, or a high school, private or pro team program admin. */
export function isTeamManagerAccount(grants: readonly RoleGrant[]): boolean {
  return holds(grants, ['recruit_team_manager', ...OTHER_PROGRAM_ROLES]);
}

/**
 * The prompts to set up a player profile (the onboarding banner, Create
 * Profile): player accounts only. Family accounts, recruiters (college
 * staff, coaches) and team managers have no player profile to set up;
 * a team manager who finished a player profile sees My Profile instead.
 */
export function showsPlayerSetupPrompts(grants: readonly RoleGrant[]): boolean {
  return setupKindFor(grants) === 'player' && !isTeamManagerAccount(grants);
}

/** My Profile, My Lists and Matchmaking: everyone but parents and guardians (recruiters and team managers use lists and matchmaking). */
export function showsPlayerTools(grants: readonly RoleGrant[]): boolean {
  return !isFamilyAccount(grants);
}

/** A player's recruiting home (completeness, next steps, matches, deadlines): accounts whose profile is a player's. */
export function hasPlayerHome(grants: readonly RoleGrant[], setupComplete: boolean): boolean {
  if (setupKindFor(grants) !== 'player') return false;
  return !isTeamManagerAccount(grants) || setupComplete;
}

/** Where signing in (or confirming an email) leads: college staff to the recruiting dashboard, everyone else to /home. */
export function homeHrefFor(grants: readonly RoleGrant[]): string {
  return isCollegeStaff(grants) ? paths.recruitingDashboard.getHref() : paths.myHome.getHref();
}
