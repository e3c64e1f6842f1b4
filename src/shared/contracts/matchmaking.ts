/**
 * Matchmaking (issue 14.6, docs/decisions/047): "Find a team" (a player
 * against active recruiting posts), "Find players" (a team's post against
 * players looking for a team), "Find scrims" (a team against teams of the
 * same game), each scored factor by factor in the match engine's style.
 */
import { z } from 'zod';
import { GAME_CATALOG, GAME_SLUGS } from '../recruiting/game-catalog.ts';
import { MATCH_BANDS, CONFIDENCE_LEVELS } from '../match/match-types.ts';
import { COMMITMENT_LEVELS, PLAY_LEVELS } from '../value-sets.ts';
import { playerSearchQuerySchema } from './player-search.ts';
import { optionalPlainText } from './plain-text.ts';
import { recruitingPostSchema } from './teams-showcase.ts';

export const MATCHMAKING_PAGE_SIZE = 20;

export const MATCHMAKING_TEXTS = {
  notAPlayer: 'Find a team is for players: sign in with a player account.',
  noPlayerProfile: 'Add a game to your player profile to find a team.',
  postNotFound: 'Recruiting post not found',
  alreadyApplied: 'You already applied to this post.',
  ownTeam: 'You are already on this team.',
  applied: 'Application sent',
  notTeamManager: 'Find players and Find scrims are for team managers.',
  teamNotFound: 'Team not found',
  applicationMessageTitle: 'Application',
  playerNotFound: 'Player not found',
  noTeams: 'You manage no active team yet. Create one under Teams to find players and scrims.',
  noPosts: 'This team has no active recruiting post. Add one on its Recruiting tab to find players for it.',
  /** Find players' game filter (a title id) must be one of the team's games, and the post's when the post names one. */
  notTeamGame: 'Pick one of the team\u2019s games',
  notPostGame: 'This post is for another game',
  /** A rank filter needs one game: the post's, the Game filter, or the team's only game. */
  rankNeedsGame: 'Choose a game first',
  /** The overlap filters compare with the post's weekly times (Find players with a post) or the team's (without one; Find scrims). */
  noPostTimes: 'This post has no weekly times to compare with: add them on the Recruiting tab.',
  noTeamTimes: 'This team has no weekly times to compare with: set them in Team Settings.',
  unknownRole: (role: string) => `${role} is not a role of any listed game`,
  roleNotOfGame: (role: string, game: string) => `${role} is not a ${game} role`,
  unknownRegion: 'Pick a region from the list',
  /** Find a team's overlap filter compares with the player's own weekly times. */
  noPlayerTimes: 'Add your weekly availability to your profile to filter by overlapping times.',
} as const;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Every role and region of the catalog's games: the schema's check (whether one is of the game in play is the server's). */
export const KNOWN_ROLES: ReadonlySet<string> = new Set(GAME_CATALOG.flatMap((game) => game.roles));
export const KNOWN_REGIONS: readonly string[] = [...new Set(GAME_CATALOG.flatMap((game) => game.regions))];

/** Weekly hours of overlap a filter may ask for (Find players, Find scrims). */
export const OVERLAP_HOURS_CHOICES = [1, 2, 4, 6, 8, 12] as const;
const overlapHoursParam = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number('Overlap must be a number of hours')
    .int('Overlap must be whole hours')
    .min(0, 'Overlap must be between 0 and 168 hours')
    .max(168, 'Overlap must be between 0 and 168 hours')
    .optional(),
);

const isoDateTime = z.iso.datetime({ offset: true });
const pageParam = z.preprocess(
  emptyToUndefined,
  z.coerce.number('Page must be a number').int('Page must be a whole number').min(1, 'Pages start at 1').max(10_000, 'Page is too far').default(1),
);

export const matchmakingFactorSchema = z.object({
  key: z.string(),
  label: z.string(),
  weight: z.number(),
  value: z.number().nullable(),
  evidence: z.string(),
});
export type MatchmakingFactorView = z.infer<typeof matchmakingFactorSchema>;

export const matchmakingMatchSchema = z.object({
  score: z.number().int(),
  band: z.enum(MATCH_BANDS),
  confidence: z.object({ value: z.number(), level: z.enum(CONFIDENCE_LEVELS), unknown: z.array(z.string()) }),
  factors: z.array(matchmakingFactorSchema),
});
export type MatchmakingMatch = z.infer<typeof matchmakingMatchSchema>;

// ---------------------------------------------------------------- find a team

/**
 * GET /api/matchmaking/teams?game=&level=&commitment=&paid=&role=&fitsRank=&minOverlapHours=&page=
 * `level`: the level the player wants (scored, not a filter); `role`: posts that need it; `fitsRank=true`: posts
 * whose rank range includes the player's rank (or that set none); `minOverlapHours`: posts whose weekly times share
 * at least that many hours a week with the player's (docs/decisions/047, session 24).
 */
export const findTeamsQuerySchema = z.object({
  game: z.preprocess(emptyToUndefined, z.enum(GAME_SLUGS, 'Pick a game from the list').optional()),
  level: z.preprocess(emptyToUndefined, z.enum(PLAY_LEVELS, 'Pick a play level from the list').optional()),
  commitment: z.preprocess(emptyToUndefined, z.enum(COMMITMENT_LEVELS, 'Pick a commitment level from the list').optional()),
  paid: z.preprocess(emptyToUndefined, z.enum(['true'], 'Paid is true or left out').optional()),
  role: z.preprocess(emptyToUndefined, z.string().refine((role) => KNOWN_ROLES.has(role), 'Pick a role from the list').optional()),
  fitsRank: z.preprocess(emptyToUndefined, z.enum(['true'], 'Fits my rank is true or left out').optional()),
  minOverlapHours: overlapHoursParam,
  page: pageParam,
});
export type FindTeamsQuery = z.infer<typeof findTeamsQuerySchema>;

export const teamPostMatchSchema = z.object({
  /** The recruiting post's own fields, one home with the team's list (teams-showcase.ts); the game and the fit come below. */
  post: recruitingPostSchema.pick({
    id: true,
    title: true,
    description: true,
    commitmentLevel: true,
    positionsNeeded: true,
    isPaid: true,
    salaryRange: true,
    createdAt: true,
  }),
  team: z.object({ id: z.uuid(), name: z.string(), logoUrl: z.string().nullable() }),
  game: z.object({ titleId: z.uuid(), name: z.string(), playLevel: z.enum(PLAY_LEVELS) }).nullable(),
  match: matchmakingMatchSchema,
  /** The viewer applied already. */
  applied: z.boolean(),
});
export type TeamPostMatch = z.infer<typeof teamPostMatchSchema>;

export const findTeamsResponseSchema = z.object({
  eligibility: z.enum(['player', 'no_player_profile']),
  items: z.array(teamPostMatchSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FindTeamsResponse = z.infer<typeof findTeamsResponseSchema>;

export const postIdParamsSchema = z.object({ postId: z.uuid(MATCHMAKING_TEXTS.postNotFound) });

/** POST /api/matchmaking/posts/:postId/applications */
export const applyToPostBodySchema = z.object({
  message: optionalPlainText('Message', 1000),
});
export type ApplyToPostBody = z.input<typeof applyToPostBodySchema>;

export const applyToPostResponseSchema = z.object({
  application: z.object({ id: z.uuid(), createdAt: isoDateTime }),
  /** The team's manager got it as a message (false: messaging rules kept it out of their inbox; it is on the Recruiting tab). */
  messaged: z.boolean(),
  conversationId: z.uuid().nullable(),
});

// ---------------------------------------------------------------- applications on the team's Recruiting tab

export const recruitingApplicationSchema = z.object({
  id: z.uuid(),
  postId: z.uuid(),
  postTitle: z.string(),
  applicant: z.object({ userId: z.string(), displayName: z.string(), slug: z.string().nullable() }),
  message: z.string().nullable(),
  score: z.number().int().nullable(),
  conversationId: z.uuid().nullable(),
  createdAt: isoDateTime,
  /**
   * Where the applicant stands with the team now (docs/decisions/071): `new`,
   * `invited` (a pending roster invitation), `on_roster` (a live player row).
   */
  status: z.enum(['new', 'invited', 'on_roster']),
});
export type RecruitingApplication = z.infer<typeof recruitingApplicationSchema>;

/** Answers of "Invite to roster" on an application (docs/decisions/071). */
export const APPLICATION_INVITE_TEXTS = {
  notFound: 'Application not found',
  onRoster: 'This player is already on the roster.',
} as const;

export const recruitingApplicationsResponseSchema = z.object({ applications: z.array(recruitingApplicationSchema) });
export type RecruitingApplicationsResponse = z.infer<typeof recruitingApplicationsResponseSchema>;

// ---------------------------------------------------------------- find players (a team's post against players)

const search = playerSearchQuerySchema.shape;

/**
 * Find players' filters (docs/decisions/047, session 24), the URL's too.
 * `post`: score against that post; without one, against the team (its
 * games, its weekly times; no rank range, roles or commitment to compare).
 * `game`: a title id of the team's games (any of them when left out).
 * `minTier`/`maxTier`, `roles`, `classYears`: the recruiter search's
 * parameters (same parsing, same messages); `region`: the game profile's
 * region; `minOverlapHours`: at least that many hours a week of the
 * player's grid overlap the post's (or the team's) weekly times.
 */
/** Any role of a listed game passes here; whether it is a role of the game in play is the server's check. */
function refineKnownRoles(roles: string[] | undefined, ctx: z.RefinementCtx) {
  const unknown = roles?.find((role) => !KNOWN_ROLES.has(role));
  if (unknown) ctx.addIssue({ code: 'custom', message: MATCHMAKING_TEXTS.unknownRole(unknown) });
}

export const findPlayersFiltersSchema = z.object({
  post: z.preprocess(emptyToUndefined, z.uuid('Pick one of your recruiting posts').optional()),
  game: z.preprocess(emptyToUndefined, z.uuid(MATCHMAKING_TEXTS.notTeamGame).optional()),
  // On the field itself, so an unknown role is named even when another key fails (a missing team).
  roles: search.roles.superRefine(refineKnownRoles),
  minTier: search.minTier,
  maxTier: search.maxTier,
  classYears: search.classYears,
  region: z.preprocess(emptyToUndefined, z.string().refine((region) => KNOWN_REGIONS.includes(region), MATCHMAKING_TEXTS.unknownRegion).optional()),
  minOverlapHours: overlapHoursParam,
  page: pageParam,
});

/** GET /api/matchmaking/players?team=&post=&game=&roles=&minTier=&maxTier=&classYears=&region=&minOverlapHours=&page= */
export const findPlayersQuerySchema = findPlayersFiltersSchema.extend({ team: z.uuid('Pick one of your teams') });
/** The screen's URL: the same filters, the team optional (the first team when left out). */
export const findPlayersUrlSchema = findPlayersFiltersSchema.extend({ team: z.uuid().optional() });
export type FindPlayersUrlQuery = z.output<typeof findPlayersUrlSchema>;
export type FindPlayersQuery = z.output<typeof findPlayersQuerySchema>;

export const playerMatchSchema = z.object({
  player: z.object({
    userId: z.string(),
    /** The display name only: never a minor's full name (decision 004). */
    displayName: z.string(),
    slug: z.string(),
    avatarUrl: z.string().nullable(),
    tierName: z.string().nullable(),
    primaryRole: z.string().nullable(),
    secondaryRole: z.string().nullable(),
  }),
  match: matchmakingMatchSchema,
  /** A pending roster invitation of this team exists for the player. */
  invited: z.boolean(),
});
export type PlayerMatch = z.infer<typeof playerMatchSchema>;

export const findPlayersResponseSchema = z.object({
  items: z.array(playerMatchSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FindPlayersResponse = z.infer<typeof findPlayersResponseSchema>;

/** POST /api/matchmaking/teams/:teamId/tryout-invitations: a roster invitation as a trial player. */
export const tryoutInvitationBodySchema = z.object({
  playerUserId: z.string().trim().min(1, 'Pick a player').max(100, 'Pick a player'),
  /** Left out: a player found against the team (any of its games). */
  postId: z.uuid(MATCHMAKING_TEXTS.postNotFound).nullish(),
});
export type TryoutInvitationBody = z.input<typeof tryoutInvitationBodySchema>;

export const myManagedTeamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** `titleId`: the post's own game (null: any of the team's games). */
  posts: z.array(z.object({ id: z.uuid(), title: z.string(), titleId: z.uuid().nullable() })),
  games: z.array(z.object({ titleId: z.uuid(), slug: z.string(), name: z.string(), playLevel: z.enum(PLAY_LEVELS) })),
  /** The team set its weekly times (Team Settings): Find scrims' and Find players' overlap filters compare with them. */
  hasWeeklyTimes: z.boolean(),
});
export type MyManagedTeam = z.infer<typeof myManagedTeamSchema>;
/** GET /api/matchmaking/my-teams: the teams the viewer manages (not archived), their active posts and games. */
export const myManagedTeamsResponseSchema = z.object({ teams: z.array(myManagedTeamSchema) });
export type MyManagedTeamsResponse = z.infer<typeof myManagedTeamsResponseSchema>;

// ---------------------------------------------------------------- find scrims (a team against teams of its game)

/** Find scrims' level filter: the same level, within one level (the default: "similar level"), or any. */
export const SCRIM_LEVEL_FILTERS = ['same', 'near', 'any'] as const;
export type ScrimLevelFilter = (typeof SCRIM_LEVEL_FILTERS)[number];

/**
 * GET /api/matchmaking/scrims?team=&game=&level=&minOverlapHours=&page=; `game`: a title id of the team's games
 * (default: its first by name). `level` defaults to `near`; `minOverlapHours` (hours a week the two teams' weekly
 * times share) defaults to 1 when the team has weekly times and to 0 (not filtered) when it has none; 0 widens it to
 * every team (docs/decisions/047, session 24).
 */
export const findScrimsQuerySchema = z.object({
  team: z.uuid('Pick one of your teams'),
  game: z.preprocess(emptyToUndefined, z.uuid('Pick one of the team’s games').optional()),
  level: z.preprocess(emptyToUndefined, z.enum(SCRIM_LEVEL_FILTERS, 'Level is same, near or any').default('near')),
  minOverlapHours: overlapHoursParam,
  page: pageParam,
});
export type FindScrimsQuery = z.output<typeof findScrimsQuerySchema>;
export type FindScrimsInput = z.input<typeof findScrimsQuerySchema>;

export const scrimMatchSchema = z.object({
  team: z.object({ id: z.uuid(), name: z.string(), logoUrl: z.string().nullable() }),
  game: z.object({ titleId: z.uuid(), name: z.string(), playLevel: z.enum(PLAY_LEVELS) }),
  match: matchmakingMatchSchema,
  /** A pending proposal between the two teams exists (either way). */
  pending: z.boolean(),
});
export type ScrimMatch = z.infer<typeof scrimMatchSchema>;

export const findScrimsResponseSchema = z.object({
  game: z.object({ titleId: z.uuid(), name: z.string(), playLevel: z.enum(PLAY_LEVELS) }).nullable(),
  /** The filters applied, defaults resolved. */
  filters: z.object({ level: z.enum(SCRIM_LEVEL_FILTERS), minOverlapHours: z.number().int() }),
  items: z.array(scrimMatchSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FindScrimsResponse = z.infer<typeof findScrimsResponseSchema>;

export const SCRIM_TEXTS = {
  notFound: 'Scrim proposal not found',
  notPending: 'This proposal was already answered.',
  alreadyPending: 'A scrim proposal between these teams is already waiting for an answer.',
  sameTeam: 'Pick another team to scrim against.',
  proposedMessageTitle: 'Scrim proposal',
  acceptedMessageTitle: 'Scrim accepted',
  declinedMessageTitle: 'Scrim declined',
} as const;

/** POST /api/matchmaking/teams/:teamId/scrim-proposals: the team in the path proposes. */
export const proposeScrimBodySchema = z.object({
  toTeamId: z.uuid(MATCHMAKING_TEXTS.teamNotFound),
  titleId: z.uuid('Pick a game'),
  scheduledAt: z.iso
    .datetime({ offset: true, message: 'Pick a date and time' })
    .pipe(z.coerce.date<string>().refine((moment) => moment.getTime() > Date.now(), 'Pick a time in the future')),
  durationMinutes: z.number('Duration must be a number').int('Duration must be whole minutes').min(15, 'At least 15 minutes').max(480, 'At most 8 hours').default(90),
  message: optionalPlainText('Message', 1000),
});
export type ProposeScrimBody = z.input<typeof proposeScrimBodySchema>;

export const scrimProposalSchema = z.object({
  id: z.uuid(),
  direction: z.enum(['incoming', 'outgoing']),
  otherTeam: z.object({ id: z.uuid(), name: z.string() }),
  gameName: z.string(),
  scheduledAt: isoDateTime,
  durationMinutes: z.number().int(),
  message: z.string().nullable(),
  status: z.enum(['pending', 'accepted', 'declined', 'cancelled']),
  createdAt: isoDateTime,
});
export type ScrimProposal = z.infer<typeof scrimProposalSchema>;
export const scrimProposalsResponseSchema = z.object({ proposals: z.array(scrimProposalSchema) });
export type ScrimProposalsResponse = z.infer<typeof scrimProposalsResponseSchema>;
export const scrimAnswerParamsSchema = z.object({
  teamId: z.uuid(),
  proposalId: z.uuid(SCRIM_TEXTS.notFound),
  answer: z.enum(['accept', 'decline'], 'Answer accept or decline'),
});
/** The proposal made, and whether the other team's managers were messaged about it. */
export const proposeScrimResponseSchema = z.object({ id: z.uuid(), messaged: z.boolean(), conversationId: z.uuid().nullable() });
/** The answer given: the practices it put on both calendars (none for a decline). */
export const answerScrimResponseSchema = z.object({
  status: z.enum(['accepted', 'declined']),
  practiceIds: z.array(z.uuid()),
  messaged: z.boolean(),
  conversationId: z.uuid().nullable(),
});
