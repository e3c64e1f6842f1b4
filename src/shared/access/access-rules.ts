/**
 * Every access rule of spec section 6 as pure functions. The server's
 * policies call these to refuse; the client calls the same ones to hide.
 */
import {
  COACHING_ROLES,
  COLLEGE_PROGRAM_ROLES,
  FAMILY_ROLES,
  OTHER_PROGRAM_ROLES,
  PRIVILEGED_ROLES,
  type Role,
  type RoleGrant,
} from './roles.ts';
import { TEAM_FEATURES, TEAM_PLAN_KEYS, teamPlanAllows, type TeamFeature } from './plans.ts';
import type { SubscriptionTier } from '../value-sets.ts';

const has = (grants: readonly RoleGrant[], roles: readonly Role[]) =>
  grants.some((grant) => roles.includes(grant.role));

const hasForCollege = (grants: readonly RoleGrant[], roles: readonly Role[], collegeId: string) =>
  grants.some((grant) => roles.includes(grant.role) && grant.collegeId === collegeId);

/** yes_admin, yes_developer or yes_staff. */
export function isPrivileged(grants: readonly RoleGrant[]): boolean {
  return has(grants, PRIVILEGED_ROLES);
}

/** Platform admin or developer: the roles that manage any team and reach team screens with the flag off. */
export function isAdminOrDeveloper(grants: readonly RoleGrant[]): boolean {
  return has(grants, ['yes_admin', 'yes_developer']);
}

/** Holds any of the college admin, admissions or staff roles, or a coaching role. */
export function isRecruiter(grants: readonly RoleGrant[]): boolean {
  return has(grants, [...COLLEGE_PROGRAM_ROLES, ...COACHING_ROLES]);
}

/**
 * College preferences and the match on the college side (docs/decisions/030):
 * accounts whose profile is a player's, i.e. neither a recruiter nor a parent
 * or guardian (the player setup of profile-setup-steps.ts). Preferences are
 * the player's own: no rule lets anyone else read or write them.
 */
export function canHaveCollegeMatch(grants: readonly RoleGrant[]): boolean {
  return !isRecruiter(grants) && !has(grants, FAMILY_ROLES);
}

/** Privileged or recruiter users see the Dashboard link. */
export function canSeeDashboard(grants: readonly RoleGrant[]): boolean {
  return isPrivileged(grants) || isRecruiter(grants);
}

/**
 * Create Team (docs/decisions/071): platform staff, program admins (college,
 * high school, private and pro team), coaches and team managers. The server
 * adds what the client cannot know: the creator is 18 or older, and owns at
 * most TEAM_CREATE_LIMIT active teams unless they are platform staff.
 */
export function canCreateTeam(grants: readonly RoleGrant[]): boolean {
  return isPrivileged(grants) || has(grants, [...TEAM_CREATOR_ROLES]);
}

/** The roles besides platform staff that may create a team (docs/decisions/071). */
export const TEAM_CREATOR_ROLES: readonly Role[] = ['programs_college_admin', ...OTHER_PROGRAM_ROLES, ...COACHING_ROLES, 'recruit_team_manager'];

/** Add Page (/learn/new) and every content write. */
export function canWriteContent(grants: readonly RoleGrant[]): boolean {
  return isPrivileged(grants);
}

/** Editing the Marvel Rivals hero and ability table of /mr/cooldowns (docs/decisions/045): platform staff. */
export function canEditMrData(grants: readonly RoleGrant[]): boolean {
  return isPrivileged(grants);
}

/** Reviewing claims of college pages (docs/decisions/032): platform staff, spec 6's "privileged". */
export function canReviewCollegeClaims(grants: readonly RoleGrant[]): boolean {
  return isPrivileged(grants);
}

const PROGRAM_ADMIN_ROLES: readonly Role[] = ['programs_college_admin', ...OTHER_PROGRAM_ROLES];

/** A privileged user, or a holder of any program-admin-type role for that college. */
export function canEditCollege(grants: readonly RoleGrant[], collegeId: string): boolean {
  return isPrivileged(grants) || hasForCollege(grants, PROGRAM_ADMIN_ROLES, collegeId);
}

/** yes_admin, or programs_college_admin for that college. */
export function canManageProgram(grants: readonly RoleGrant[], collegeId: string): boolean {
  return has(grants, ['yes_admin']) || hasForCollege(grants, ['programs_college_admin'], collegeId);
}

/** Privileged, or programs_college_admin or programs_college_staff for that college. */
export function canViewProgram(grants: readonly RoleGrant[], collegeId: string): boolean {
  return (
    isPrivileged(grants) ||
    hasForCollege(grants, ['programs_college_admin', 'programs_college_staff'], collegeId)
  );
}

/**
 * The colleges whose programs the viewer can view (canViewProgram): every
 * college for a privileged user, else the colleges of their
 * programs_college_admin and programs_college_staff grants (none: an empty list).
 */
export function programViewScope(grants: readonly RoleGrant[]): 'all' | string[] {
  if (isPrivileged(grants)) return 'all';
  const ids = grants
    .filter((grant) => (grant.role === 'programs_college_admin' || grant.role === 'programs_college_staff') && grant.collegeId !== null)
    .map((grant) => grant.collegeId as string);
  return [...new Set(ids)].sort();
}

/** Only yes_admin grants and revokes roles. */
export function canManageRoles(grants: readonly RoleGrant[]): boolean {
  return has(grants, ['yes_admin']);
}

/** The email outbox holds other people's reset and claim links: yes_admin only (development and tests; decision 013). */
export function canReadOutbox(grants: readonly RoleGrant[]): boolean {
  return has(grants, ['yes_admin']);
}

/** Dead-lettered background jobs (recipients and subjects of emails): seen and retried by yes_admin only (docs/decisions/056). */
export function canManageJobs(grants: readonly RoleGrant[]): boolean {
  return has(grants, ['yes_admin']);
}

/** A platform admin or developer, or the team's owner. */
export function isTeamManager(
  grants: readonly RoleGrant[],
  userId: string | null,
  team: { ownerUserId: string },
): boolean {
  return isAdminOrDeveloper(grants) || (userId !== null && team.ownerUserId === userId);
}

/** Spec 6's tier gating, read from the one plan table (#shared/plans.ts): feature to the tiers that have it. */
export const TIER_FEATURES = Object.fromEntries(
  TEAM_FEATURES.map((feature) => [feature, TEAM_PLAN_KEYS.filter((tier) => teamPlanAllows(tier, feature))]),
) as unknown as Record<TeamFeature, readonly SubscriptionTier[]>;
export type TierFeature = TeamFeature;

export function tierAllows(tier: SubscriptionTier, feature: TierFeature): boolean {
  return teamPlanAllows(tier, feature);
}

/** The Add Tournament button: a manager of a team whose tier has tournament management. */
export function canAddTournament(isManager: boolean, tier: SubscriptionTier): boolean {
  return isManager && tierAllows(tier, 'tournament_management');
}

// ---------------------------------------------------------------- interest forms (issue 13.4; docs/decisions/037)

/**
 * Working a program's interest forms (list, create, edit the draft, close,
 * settings, delete an unanswered form): spec 6's "can view a program" of the
 * program's college. Everyone else is answered as if the program did not exist.
 */
export function canWorkInterestForms(grants: readonly RoleGrant[], collegeId: string): boolean {
  return canViewProgram(grants, collegeId);
}

/**
 * Publishing and reopening a form put a public page up under the college's
 * name, like the program's needs on its page: spec 6's "can manage a
 * program" (yes_admin, or programs_college_admin of that college).
 */
export function canPublishInterestForms(grants: readonly RoleGrant[], collegeId: string): boolean {
  return canManageProgram(grants, collegeId);
}

// ---------------------------------------------------------------- the player's recruiting pages (issue 13.8, docs/decisions/042)

/** Who is looking at a player's college board or own pipeline; null: nobody allowed (404). */
export type PlayerRecruitingRelation = 'player' | 'guardian' | 'staff';

/**
 * `/player/{slug}/college-board` and `/player/{slug}/pipeline`: the player,
 * their active guardians (read-only) and platform staff (read-only, for
 * support); nobody else, whatever the profile's visibility.
 */
export function playerRecruitingRelation(
  grants: readonly RoleGrant[],
  facts: { isSelf: boolean; isActiveGuardian: boolean },
): PlayerRecruitingRelation | null {
  if (facts.isSelf) return 'player';
  if (facts.isActiveGuardian) return 'guardian';
  return isPrivileged(grants) ? 'staff' : null;
}

/** Only the player changes their board and pipeline. */
export function canEditPlayerRecruiting(relation: PlayerRecruitingRelation | null): boolean {
  return relation === 'player';
}

/** Running the programs' response digests now (they also run daily on their own): platform admins. */
export function canRunRecruitingDigests(grants: readonly RoleGrant[]): boolean {
  return has(grants, ['yes_admin']);
}

// ---------------------------------------------------------------- the pipeline board (issue 13.1; docs/decisions/036)

/** Works a program's pipeline (board, panel, notes, moves, adds): "can view a program" of its college. */
export function canWorkPipeline(grants: readonly RoleGrant[], collegeId: string): boolean {
  return canViewProgram(grants, collegeId);
}

/** /pipeline and "Add to pipeline" buttons: the viewer can view the programs of at least one college. */
export function canUsePipeline(grants: readonly RoleGrant[]): boolean {
  const scope = programViewScope(grants);
  return scope === 'all' || scope.length > 0;
}

// ---------------------------------------------------------------- recruiting outcomes (issue 13.7; docs/decisions/041)
// Who may do what with one outcome, from how the viewer stands to it and its
// state. The server computes both in one statement (src/server/outcomes/
// outcome-access-sql.ts) and refuses with these; the status page shows the
// controls they allow.

/** How a viewer stands to an outcome, strongest first: the player, an active guardian, the college's staff (can view a program), platform staff, anyone. */
export type OutcomeViewerRelation = 'player' | 'guardian' | 'college_staff' | 'platform_staff' | 'public';

export interface OutcomeRuleState {
  recordedBy: 'player' | 'program';
  /** The player is 13-17 today. */
  isMinor: boolean;
  /** A minor's own record that no guardian has approved yet. */
  awaitingGuardianApproval: boolean;
  confirmed: boolean;
  declined: boolean;
  isPublic: boolean;
  /** The viewer can view a program of the outcome's college (spec 6), whatever their relation. */
  viewerIsCollegeStaff: boolean;
}

export interface OutcomeActions {
  /** Give or withdraw one's own public consent: the player, and an active guardian of a minor. */
  canConsent: boolean;
  /** Approve a minor's own record: an active guardian, while it waits. */
  canApprove: boolean;
  /** Confirm or decline a self-reported record: the college's staff, once a minor's record is approved. */
  canConfirm: boolean;
  /** Withdraw: the player or a minor's guardian; the college's staff for a record the program made. */
  canWithdraw: boolean;
  /** Make a share link: the player, a minor's guardian or the college's staff, of a public outcome. */
  canShare: boolean;
}

export function outcomeActions(relation: OutcomeViewerRelation, state: OutcomeRuleState): OutcomeActions {
  // A guardian acts for a minor only: an adult decides alone (decision 004), though the link may still read.
  const guardianOfMinor = relation === 'guardian' && state.isMinor;
  const own = relation === 'player' || guardianOfMinor;
  const staff = state.viewerIsCollegeStaff && !state.awaitingGuardianApproval;
  return {
    canConsent: own,
    canApprove: guardianOfMinor && state.awaitingGuardianApproval,
    canConfirm: staff && state.recordedBy === 'player',
    canWithdraw: own || (staff && state.recordedBy === 'program'),
    canShare: state.isPublic && (own || staff),
  };
}

// ---------------------------------------------------------------- profile views for players (issue 14.4; docs/decisions/049)

/**
 * The colleges a profile view by this viewer counts for: those of their
 * college program roles (admin, staff, admissions), sorted, once each. The
 * server also drops colleges that are not claimed, and the player's own
 * views and their guardians'. Platform staff's views never count, whatever
 * else they hold: an empty list.
 */
export function profileViewCollegeIds(grants: readonly RoleGrant[]): string[] {
  if (isPrivileged(grants)) return [];
  const ids = grants
    .filter((grant) => (COLLEGE_PROGRAM_ROLES as readonly Role[]).includes(grant.role) && grant.collegeId !== null)
    .map((grant) => grant.collegeId as string);
  return [...new Set(ids)].sort();
}
