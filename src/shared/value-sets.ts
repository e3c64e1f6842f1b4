/**
 * The closed value sets of spec sections 3 to 5. The database schema turns
 * each into a CHECK constraint and the contracts into zod enums, so a value
 * outside a set is refused in both places.
 */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const SUBSCRIPTION_TIERS = ['bronze', 'silver', 'gold'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const ORGANIZATION_TYPES = ['high_school', 'college', 'pro_team'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const PLAY_LEVELS = ['casual', 'competitive', 'semi_professional', 'professional'] as const;
export type PlayLevel = (typeof PLAY_LEVELS)[number];

/** Roles chosen when adding a player (general roster). */
export const MEMBER_ADD_ROLES = ['player', 'captain', 'substitute', 'trial'] as const;
/** Roles a player can be given inline on a game roster. */
export const GAME_ROSTER_ROLES = ['starter', 'substitute', 'captain', 'co_captain', 'reserve'] as const;
/** Every role a team_members row may hold. */
export const MEMBER_ROLES = ['player', 'captain', 'substitute', 'trial', 'starter', 'co_captain', 'reserve'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const STAFF_ROLES = ['admin', 'head_coach', 'assistant_coach', 'analyst', 'manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ATTENDANCE_STATUSES = ['attending', 'maybe', 'not_attending'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const TOURNAMENT_TYPES = ['online', 'lan', 'hybrid'] as const;
export type TournamentType = (typeof TOURNAMENT_TYPES)[number];

export const COMMITMENT_LEVELS = ['casual', 'competitive', 'semi_pro', 'professional'] as const;
export type CommitmentLevel = (typeof COMMITMENT_LEVELS)[number];

/** `team`: one per team, its participants kept equal to the active roster by the database (docs/decisions/073). */
export const CONVERSATION_TYPES = ['dm', 'group', 'team'] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];

export const PARTICIPANT_ROLES = ['member', 'admin'] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

/** Practice and tournament status sets are "not shown" in the spec: see docs/decisions. */
export const PRACTICE_STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;
export type PracticeStatus = (typeof PRACTICE_STATUSES)[number];

export const TOURNAMENT_STATUSES = ['upcoming', 'registered', 'in_progress', 'completed', 'cancelled'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

export const PROFILE_VISIBILITIES = ['public', 'recruiters_only', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

export const FEATURE_TYPES = ['feature', 'experiment', 'ops'] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];

/** A guardian link's life (RECRUITING.md "Guardian link"): only `active` gives the guardian access. */
export const GUARDIAN_LINK_STATUSES = ['invited', 'active', 'revoked', 'expired'] as const;
export type GuardianLinkStatus = (typeof GUARDIAN_LINK_STATUSES)[number];

/** A team invitation offers a player (member) or a staff place (docs/decisions/015). */
export const TEAM_INVITATION_KINDS = ['member', 'staff'] as const;
export type TeamInvitationKind = (typeof TEAM_INVITATION_KINDS)[number];
export const TEAM_INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type TeamInvitationStatus = (typeof TEAM_INVITATION_STATUSES)[number];

// ---------------------------------------------------------------- player profiles (issue 11, RECRUITING.md)

/** Where a player stands in recruiting; shown as the status chip on the profile. */
export const RECRUITING_STATUSES = ['open', 'verbal', 'committed', 'signed', 'not_looking'] as const;
export type RecruitingStatus = (typeof RECRUITING_STATUSES)[number];

/** What a player is open to (profile "open to"). */
export const OPEN_TO_VALUES = ['college_recruiting', 'looking_for_team'] as const;
export type OpenTo = (typeof OPEN_TO_VALUES)[number];

/** Who sees GPA and SAT/ACT: the owner only, recruiters (college staff, coaches), or everyone who sees the profile. */
export const ACADEMICS_VISIBILITIES = ['private', 'recruiters', 'public'] as const;
export type AcademicsVisibility = (typeof ACADEMICS_VISIBILITIES)[number];

export const SCHOOL_TYPES = ['high_school', 'college', 'home_school', 'other'] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

/** The scale a GPA is given on; the GPA may not exceed it. */
export const GPA_SCALES = ['4.0', '5.0', '100'] as const;
export type GpaScale = (typeof GPA_SCALES)[number];

/** A game profile's rank is self-reported until the player's team staff confirm it. */
export const RANK_SOURCES = ['self_reported', 'coach_confirmed'] as const;
export type RankSource = (typeof RANK_SOURCES)[number];

/** Onboarding steps in order; each saves the profile as a draft (docs/decisions/019). */
export const ONBOARDING_STEPS = ['identity', 'games', 'academics', 'highlights', 'visibility'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** My Lists hold players now and colleges once colleges exist; the type is open (RECRUITING.md "Lists"). */
export const LIST_ITEM_TYPES = ['player', 'college'] as const;
export type ListItemType = (typeof LIST_ITEM_TYPES)[number];

/** The append-only consent log of a minor's profile (RECRUITING.md "Guardian link"). */
export const CONSENT_EVENT_KINDS = [
  'guardian_invited',
  'guardian_invitation_resent',
  'guardian_accepted',
  'publishing_requested',
  'publishing_granted',
  'publishing_revoked',
  'guardian_revoked',
  'data_exported',
  'deletion_requested',
  // Recruiting outcomes (docs/decisions/041): a guardian approving a minor's own record, and either side's public consent.
  'outcome_approved',
  'outcome_public_granted',
  'outcome_public_revoked',
  'outcome_withdrawn',
] as const;
export type ConsentEventKind = (typeof CONSENT_EVENT_KINDS)[number];

/** A coach's projection of the level a player can reach (up to three per evaluation). */
export const PROJECTED_LEVELS = [
  'high_school_varsity',
  'college_club',
  'college_varsity',
  'college_varsity_starter',
  'semi_pro',
  'professional',
] as const;
export type ProjectedLevel = (typeof PROJECTED_LEVELS)[number];

/** How a player profile came to be, and where a coach-created one stands (issue 11.8). */
export const PLAYER_CLAIM_STATUSES = ['self', 'draft', 'invited', 'claimed'] as const;
export type PlayerClaimStatus = (typeof PLAYER_CLAIM_STATUSES)[number];

/** Who runs a college (College Scorecard's CONTROL: Public, Nonprofit, For-profit); the directory's "private" is both private kinds. */
export const COLLEGE_CONTROLS = ['public', 'nonprofit', 'for_profit'] as const;
export type CollegeControl = (typeof COLLEGE_CONTROLS)[number];

/** The degree a college mostly awards (College Scorecard's predominant degree). */
export const COLLEGE_DEGREES = ['bachelor', 'associate'] as const;
export type CollegeDegree = (typeof COLLEGE_DEGREES)[number];

/** A scrim proposal's states (docs/decisions/047): accepted creates a practice on both teams' schedules. */
export const SCRIM_PROPOSAL_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type ScrimProposalStatus = (typeof SCRIM_PROPOSAL_STATUSES)[number];
