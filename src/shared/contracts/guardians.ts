/**
 * Guardians of minors (issue 11.5; docs/decisions/021): the emailed
 * invitation and its acceptance, the guardian page, publishing approval,
 * the player's guardian panel, export and deletion. The forms use the same
 * schemas.
 */
import { z } from 'zod';
import type { ProfileAudienceFacts } from '../access/profile-audience.ts';
import { ageBracket, ageOn } from '../account/age-verification.ts';
import { CONSENT_EVENT_KINDS, GUARDIAN_LINK_STATUSES, PROFILE_VISIBILITIES } from '../value-sets.ts';
import { displayNameSchema, passwordSchema, refinePasswordAgainstEmail } from './account.ts';
import { birthDateSchema } from './date-bounds.ts';

export const GUARDIAN_TEXTS = {
  invalidInvitation:
    'This guardian invitation has expired or was already used. Ask the player to send a new one from their account page.',
  playerNotFound: 'Player not found',
  onlyGuardianApproves: 'Only an active parent or guardian of this player can do this.',
  onlyPlayerResends: 'Only the player can resend their guardian invitation.',
  resendTooSoon: 'An invitation was sent less than 10 minutes ago. Wait a few minutes before sending another.',
  resendDailyLimit: 'You have sent 5 invitations in the last 24 hours. Try again tomorrow.',
  alreadyAccepted: 'This guardian has already accepted.',
  useInvitedEmail: 'Use the address this invitation was sent to, or sign in to an existing account.',
  ownInvitation: 'You cannot accept your own guardian invitation.',
  accepted: 'You are now linked as a parent or guardian.',
  approved: 'Publishing approved',
  revoked: 'Publishing revoked: the profile is hidden again',
  deletionRequested: 'Deletion requested: the profile is hidden from everyone now',
} as const;

/** Resends of one invitation: at least this long apart, and at most this many per day. */
export const GUARDIAN_RESEND_MIN_INTERVAL_MINUTES = 10;
export const GUARDIAN_RESEND_DAILY_LIMIT = 5;
/** How long an invitation link works. */
export const GUARDIAN_INVITATION_HOURS = 72;

export const guardianInvitationTokenSchema = z.string().trim().min(20, 'Invalid invitation link').max(100, 'Invalid invitation link');
export const guardianInvitationParamsSchema = z.object({ token: guardianInvitationTokenSchema });

/** GET /api/guardian/invitations/:token: who the link is for, so the page can greet the guardian. */
export const guardianInvitationInfoSchema = z.object({
  playerDisplayName: z.string(),
  guardianEmail: z.string(),
  expiresAt: z.string(),
});
export type GuardianInvitationInfo = z.infer<typeof guardianInvitationInfoSchema>;

/** POST /api/guardian/invitations/accept: a signed-in account accepts. */
export const acceptGuardianInvitationBodySchema = z.object({ token: guardianInvitationTokenSchema });

export const GUARDIAN_ACCOUNT_TYPES = ['parent', 'guardian'] as const;
export const GUARDIAN_ACCOUNT_TYPE_LABELS: Record<(typeof GUARDIAN_ACCOUNT_TYPES)[number], string> = {
  parent: 'Parent',
  guardian: 'Guardian',
};

export const GUARDIAN_ADULT_MESSAGE = 'Parents and guardians must be 18 or older';

const guardianSignUpFields = z.object({
  displayName: displayNameSchema,
  password: passwordSchema,
  birthDate: birthDateSchema,
  accountType: z.enum(GUARDIAN_ACCOUNT_TYPES, 'Choose parent or guardian'),
});

function refineAdult(value: { birthDate: string }, ctx: z.RefinementCtx) {
  if (ageBracket(ageOn(value.birthDate, new Date())) !== 'adult') {
    ctx.addIssue({ code: 'custom', path: ['birthDate'], message: GUARDIAN_ADULT_MESSAGE });
  }
}

/** The fields of the family account made on the accept page (the email is the invitation's). */
export const guardianSignUpFieldsSchema = guardianSignUpFields.superRefine(refineAdult);

/** POST /api/guardian/invitations/sign-up: a new family account for the invited address, accepted at once. */
export const guardianSignUpBodySchema = guardianSignUpFields
  .extend({ token: guardianInvitationTokenSchema, email: z.string().trim().toLowerCase().max(254) })
  .superRefine(refineAdult)
  .superRefine(refinePasswordAgainstEmail('password', (value) => value.email));
export type GuardianSignUpBody = z.input<typeof guardianSignUpBodySchema>;

export const acceptGuardianInvitationResponseSchema = z.object({ playerUserId: z.string() });

export const playerIdParamsSchema = z.object({ userId: z.string().trim().min(1).max(100) });
export const guardianLinkParamsSchema = playerIdParamsSchema.extend({ linkId: z.uuid('Invalid link') });

export const APPROVABLE_VISIBILITIES = ['recruiters_only', 'public'] as const;
export type ApprovableVisibility = (typeof APPROVABLE_VISIBILITIES)[number];
export const APPROVABLE_VISIBILITY_LABELS: Record<ApprovableVisibility, string> = {
  recruiters_only: 'Recruiters only',
  public: 'Public',
};
export const approvePublishingBodySchema = z.object({
  visibility: z.enum(APPROVABLE_VISIBILITIES, 'Choose who may see the profile'),
});

export const consentEventSchema = z.object({
  id: z.string(),
  kind: z.enum(CONSENT_EVENT_KINDS),
  actorName: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ConsentEvent = z.infer<typeof consentEventSchema>;

export const CONSENT_EVENT_LABELS: Record<(typeof CONSENT_EVENT_KINDS)[number], string> = {
  guardian_invited: 'Guardian invited',
  guardian_invitation_resent: 'Invitation sent again',
  guardian_accepted: 'Guardian accepted',
  publishing_requested: 'Publishing requested',
  publishing_granted: 'Publishing approved',
  publishing_revoked: 'Publishing revoked',
  guardian_revoked: 'Guardian removed',
  data_exported: 'Data downloaded',
  deletion_requested: 'Deletion requested',
  outcome_approved: 'Recruiting outcome approved',
  outcome_public_granted: 'Recruiting outcome shown publicly',
  outcome_public_revoked: 'Recruiting outcome hidden from the public',
  outcome_withdrawn: 'Recruiting outcome withdrawn',
};

/** A player as their guardian sees them on /guardian. */
export const guardedPlayerSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  slug: z.string(),
  isMinor: z.boolean(),
  isPublished: z.boolean(),
  visibility: z.enum(PROFILE_VISIBILITIES),
  approvedVisibility: z.enum(APPROVABLE_VISIBILITIES).nullable(),
  /** Finished onboarding or asked to publish, and nobody approved yet (nor revoked since). */
  isPendingApproval: z.boolean(),
  /** The latest publishing decision was a guardian's revoke (profileAudience, docs/decisions/067). */
  guardianRevoked: z.boolean(),
  deletionRequestedAt: z.string().nullable(),
  /** Newest first, at most 50. */
  consentLog: z.array(consentEventSchema),
});
export type GuardedPlayer = z.infer<typeof guardedPlayerSchema>;

/** What profileAudience needs, from the guardian page's row. */
export function guardedPlayerFacts(player: GuardedPlayer): ProfileAudienceFacts {
  return {
    isMinor: player.isMinor,
    isPublished: player.isPublished,
    visibility: player.visibility,
    guardianApprovedVisibility: player.approvedVisibility,
    deletionRequested: player.deletionRequestedAt !== null,
    guardianRevoked: player.guardianRevoked,
  };
}
export const guardedPlayersResponseSchema = z.object({ players: z.array(guardedPlayerSchema) });

/** The player's own view of their guardian links (account page). */
export const guardianLinkSummarySchema = z.object({
  id: z.string(),
  guardianEmail: z.string(),
  guardianName: z.string().nullable(),
  status: z.enum(GUARDIAN_LINK_STATUSES),
  /** The invitation link has expired (an invited link only). */
  isExpired: z.boolean(),
  lastSentAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
});
export type GuardianLinkSummary = z.infer<typeof guardianLinkSummarySchema>;
export const playerGuardianStateSchema = z.object({
  isMinor: z.boolean(),
  isPublished: z.boolean(),
  visibility: z.enum(PROFILE_VISIBILITIES),
  approvedVisibility: z.enum(APPROVABLE_VISIBILITIES).nullable(),
  guardianRevoked: z.boolean(),
  deletionRequestedAt: z.string().nullable(),
  links: z.array(guardianLinkSummarySchema),
});
export type PlayerGuardianState = z.infer<typeof playerGuardianStateSchema>;

/** What profileAudience needs, from the player's own guardian panel. */
export function guardianStateFacts(state: PlayerGuardianState): ProfileAudienceFacts {
  return {
    isMinor: state.isMinor,
    isPublished: state.isPublished,
    visibility: state.visibility,
    guardianApprovedVisibility: state.approvedVisibility,
    deletionRequested: state.deletionRequestedAt !== null,
    guardianRevoked: state.guardianRevoked,
  };
}

export const deletionRequestResponseSchema = z.object({ deletionRequestedAt: z.string() });
