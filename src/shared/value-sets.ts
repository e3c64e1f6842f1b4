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

export const CONVERSATION_TYPES = ['dm', 'group'] as const;
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
