/**
 * Players created by coaches, the team managers' players list and coach
 * evaluations (issue 11.8, docs/decisions/025). One file so the routes, the
 * forms and the tests read the same shapes.
 */
import { z } from 'zod';
import { GAME_SLUGS, gameBySlug } from '../recruiting/game-catalog.ts';
import { PROJECTED_LEVELS } from '../value-sets.ts';
import { emailSchema } from './account.ts';
import { GUARDIAN_RESEND_DAILY_LIMIT, GUARDIAN_RESEND_MIN_INTERVAL_MINUTES } from './guardians.ts';
import { optionalPlainText, plainText } from './plain-text.ts';
import { PLAYER_PROFILE_TEXTS } from './player-profile.ts';

/** Claim links are resent as guardian invitations are: at least this long apart, at most this many a day (per player). */
export const CLAIM_LINK_RESEND_MIN_INTERVAL_MINUTES = GUARDIAN_RESEND_MIN_INTERVAL_MINUTES;
export const CLAIM_LINK_RESEND_DAILY_LIMIT = GUARDIAN_RESEND_DAILY_LIMIT;

export const TEAM_PLAYER_TEXTS = {
  /** The same answer as an unknown or hidden profile everywhere (decision 019). */
  playerNotFound: PLAYER_PROFILE_TEXTS.notFound,
  teamNotFound: 'Team not found',
  roleNotOfGame: 'Choose a role of this game',
  classYearRange: (min: number, max: number) => `Class year must be between ${min} and ${max}`,
  guardianRequired: 'A parent or guardian email is required for a player under 18',
  guardianOwnEmail: "The guardian's email must differ from the player's",
  createdTitle: 'Player created',
  /** Where the claim link went (the same whether or not the address already had an account). */
  sentTo: (to: 'player' | 'guardian' | null) =>
    to === 'guardian'
      ? "We emailed the claim link to the player's parent or guardian."
      : to === 'player'
        ? 'We emailed the claim link to the player.'
        : 'Saved as a draft. Send the claim link from the players list when you are ready.',
  claimLinkSent: 'Claim link sent',
  claimLinkTooSoon: `A claim link was sent less than ${CLAIM_LINK_RESEND_MIN_INTERVAL_MINUTES} minutes ago. Wait a few minutes before sending another.`,
  claimLinkDailyLimit: `${CLAIM_LINK_RESEND_DAILY_LIMIT} claim links were sent for this player in the last 24 hours. Try again tomorrow.`,
  evaluationSaved: 'Evaluation saved',
  tooManyInvitations: 'This team has too many pending invitations. Cancel some before creating more players.',
} as const;

export const PROJECTED_LEVEL_LABELS: Record<(typeof PROJECTED_LEVELS)[number], string> = {
  high_school_varsity: 'High school varsity',
  college_club: 'College club',
  college_varsity: 'College varsity',
  college_varsity_starter: 'College varsity starter',
  semi_pro: 'Semi-pro',
  professional: 'Professional',
};

/** A class (graduation) year a coach may give: four years back to eight ahead of this year. */
export function classYearBounds(now: Date = new Date()) {
  const year = now.getUTCFullYear();
  return { min: year - 4, max: year + 8 };
}

const classYearSchema = z
  .number('Class year is required')
  .int('Class year must be a whole year')
  .superRefine((value, ctx) => {
    const { min, max } = classYearBounds();
    if (value < min || value > max) ctx.addIssue({ code: 'custom', message: TEAM_PLAYER_TEXTS.classYearRange(min, max) });
  });

// ---------------------------------------------------------------- create

/** POST /api/team-players (the /players/create form). */
export const createTeamPlayerSchema = z
  .object({
    displayName: plainText('Display name', 60).pipe(z.string().min(2, 'Display name must be at least 2 characters')),
    firstName: optionalPlainText('First name', 60),
    lastName: optionalPlainText('Last name', 60),
    /** The player's own address: it becomes the account's sign-in email. */
    email: emailSchema,
    isMinor: z.boolean(),
    /** Required for a minor: the claim link goes there, not to the player. */
    guardianEmail: z
      .union([emailSchema, z.literal('')])
      .nullish()
      .transform((value) => value || null),
    teamId: z.uuid('Choose a team'),
    game: z.enum(GAME_SLUGS, 'Choose a game'),
    role: z.string('Choose a role').trim().min(1, 'Choose a role').max(40),
    classYear: classYearSchema,
    /** false: save as a draft, the claim link is sent later from the list. */
    sendClaimLink: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (!gameBySlug(value.game)?.roles.includes(value.role)) {
      ctx.addIssue({ code: 'custom', path: ['role'], message: TEAM_PLAYER_TEXTS.roleNotOfGame });
    }
    if (value.isMinor && !value.guardianEmail) {
      ctx.addIssue({ code: 'custom', path: ['guardianEmail'], message: TEAM_PLAYER_TEXTS.guardianRequired });
    }
    if (value.isMinor && value.guardianEmail === value.email) {
      ctx.addIssue({ code: 'custom', path: ['guardianEmail'], message: TEAM_PLAYER_TEXTS.guardianOwnEmail });
    }
  });
export type CreateTeamPlayerInput = z.input<typeof createTeamPlayerSchema>;
export type CreateTeamPlayerBody = z.output<typeof createTeamPlayerSchema>;

export const createTeamPlayerResponseSchema = z.object({
  status: z.enum(['invited', 'draft']),
  sentTo: z.enum(['player', 'guardian']).nullable(),
});
export type CreateTeamPlayerResponse = z.infer<typeof createTeamPlayerResponseSchema>;

// ---------------------------------------------------------------- list

export const TEAM_PLAYER_STATUSES = ['draft', 'invited', 'claimed', 'published', 'unpublished'] as const;
export type TeamPlayerStatus = (typeof TEAM_PLAYER_STATUSES)[number];
export const TEAM_PLAYER_STATUS_LABELS: Record<TeamPlayerStatus, string> = {
  draft: 'Draft',
  invited: 'Invited',
  claimed: 'Claimed',
  published: 'Published',
  unpublished: 'Not published',
};
export const GUARDIAN_STATUSES = ['none', 'invited', 'active', 'approved'] as const;
export type GuardianStatus = (typeof GUARDIAN_STATUSES)[number];
export const GUARDIAN_STATUS_LABELS: Record<GuardianStatus, string> = {
  none: 'No guardian',
  invited: 'Guardian invited',
  active: 'Guardian active',
  approved: 'Guardian approved',
};

export const TEAM_PLAYERS_PAGE_SIZE = 50;

export const teamPlayersQuerySchema = z.object({
  q: z.string().trim().max(80).optional(),
  teamId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const teamPlayerRowSchema = z.object({
  userId: z.string(),
  teamId: z.uuid(),
  teamName: z.string(),
  displayName: z.string(),
  /** Only when the viewer may open the profile (decision 019). */
  slug: z.string().nullable(),
  gameName: z.string().nullable(),
  role: z.string().nullable(),
  classYear: z.number().int().nullable(),
  status: z.enum(TEAM_PLAYER_STATUSES),
  /** On a live roster of the team (accepted); otherwise a profile the viewer or the team created. */
  isOnRoster: z.boolean(),
  /** The viewer created it and it is not claimed yet: the claim link can be (re)sent. */
  canSendClaimLink: z.boolean(),
  canEvaluate: z.boolean(),
  isMinor: z.boolean(),
  /** Minors only; null for adults. */
  guardianStatus: z.enum(GUARDIAN_STATUSES).nullable(),
});
export type TeamPlayerRow = z.infer<typeof teamPlayerRowSchema>;

export const teamPlayersResponseSchema = z.object({
  players: z.array(teamPlayerRowSchema),
  /** The teams the viewer manages (for the create form and the filter). */
  teams: z.array(z.object({ id: z.uuid(), name: z.string() })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TeamPlayersResponse = z.infer<typeof teamPlayersResponseSchema>;

// ---------------------------------------------------------------- claim link, evaluations

export const teamPlayerParamsSchema = z.object({ userId: z.string().min(1).max(64) });

export const claimLinkResponseSchema = z.object({ sentTo: z.enum(['player', 'guardian']) });

export const EVALUATION_MAX_LENGTH = 4000;

/** PUT /api/team-players/:userId/evaluation */
export const evaluationBodySchema = z.object({
  body: plainText('Evaluation', EVALUATION_MAX_LENGTH),
  projectedLevels: z
    .array(z.enum(PROJECTED_LEVELS, 'Choose a projected level from the list'))
    .max(3, 'Choose up to three projected levels')
    .refine((levels) => new Set(levels).size === levels.length, 'Choose each projected level once'),
});
export type EvaluationBody = z.infer<typeof evaluationBodySchema>;

export const evaluationSchema = z.object({
  id: z.uuid(),
  authorUserId: z.string(),
  authorName: z.string(),
  teamName: z.string().nullable(),
  body: z.string(),
  projectedLevels: z.array(z.enum(PROJECTED_LEVELS)),
  updatedAt: z.iso.datetime(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;
export const evaluationsResponseSchema = z.object({ evaluations: z.array(evaluationSchema) });
