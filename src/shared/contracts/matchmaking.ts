/**
 * Matchmaking (issue 14.6, docs/decisions/047): "Find a team" (a player
 * against active recruiting posts), "Find players" (a team's post against
 * players looking for a team), "Find scrims" (a team against teams of the
 * same game), each scored factor by factor in the match engine's style.
 */
import { z } from 'zod';
import { GAME_SLUGS } from '../game-catalog.ts';
import { MATCH_BANDS, CONFIDENCE_LEVELS } from '../match/match-types.ts';
import { COMMITMENT_LEVELS, PLAY_LEVELS } from '../value-sets.ts';
import { optionalPlainText } from './plain-text.ts';

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
} as const;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
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

/** GET /api/matchmaking/teams?game=&level=&role=&paid=&page= */
export const findTeamsQuerySchema = z.object({
  game: z.preprocess(emptyToUndefined, z.enum(GAME_SLUGS, 'Pick a game from the list').optional()),
  level: z.preprocess(emptyToUndefined, z.enum(PLAY_LEVELS, 'Pick a play level from the list').optional()),
  commitment: z.preprocess(emptyToUndefined, z.enum(COMMITMENT_LEVELS, 'Pick a commitment level from the list').optional()),
  paid: z.preprocess(emptyToUndefined, z.enum(['true'], 'Paid is true or left out').optional()),
  page: pageParam,
});
export type FindTeamsQuery = z.infer<typeof findTeamsQuerySchema>;

export const teamPostMatchSchema = z.object({
  post: z.object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    commitmentLevel: z.enum(COMMITMENT_LEVELS),
    positionsNeeded: z.array(z.string()),
    isPaid: z.boolean(),
    salaryRange: z.string().nullable(),
    createdAt: isoDateTime,
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
});
export type RecruitingApplication = z.infer<typeof recruitingApplicationSchema>;

export const recruitingApplicationsResponseSchema = z.object({ applications: z.array(recruitingApplicationSchema) });
export type RecruitingApplicationsResponse = z.infer<typeof recruitingApplicationsResponseSchema>;
