/**
 * "Find players" for college staff (issue 14.6, docs/decisions/047, "Find players
 * for college staff"): one of the viewer's programs against the players open
 * to college recruiting, scored with the program's match (decision 030: the
 * number the recruiter search and the pipeline show), explained factor by
 * factor, and "Invite to tryout" (a pipeline entry at Interested with source
 * `matchmaking`).
 */
import { z } from 'zod';
import { MATCH_CAP_KINDS } from '../match/match-types.ts';
import { KNOWN_ROLES, MATCHMAKING_TEXTS, matchmakingMatchSchema, playerMatchSchema } from './matchmaking.ts';
import { playerSearchQuerySchema } from './player-search.ts';

export const COLLEGE_FIND_PLAYERS_TEXTS = {
  playerNotFound: 'Player not found',
  alreadyInPipeline: 'This player is already in this program\u2019s pipeline.',
  pickPlayer: 'Pick a player',
  roleNotOfGame: MATCHMAKING_TEXTS.roleNotOfGame,
  unknownRole: MATCHMAKING_TEXTS.unknownRole,
} as const;

const search = playerSearchQuerySchema.shape;

/**
 * GET /api/matchmaking/programs/:programId/players?minTier=&maxTier=&roles=&classYears=&state=&notInPipeline=&page=
 * The game is the program's title; the other filters are the recruiter search's (same parsing, same messages).
 */
export const programPlayersQuerySchema = z.object({
  minTier: search.minTier,
  maxTier: search.maxTier,
  roles: search.roles,
  classYears: search.classYears,
  state: search.state,
  /** Leave out the players already in this program's pipeline. */
  notInPipeline: search.onTeam,
  page: search.page,
}).superRefine((query, ctx) => {
  // Whether a role is one of the program's game is the server's check (it knows the program); any game's role passes here.
  const unknown = query.roles?.find((role) => !KNOWN_ROLES.has(role));
  if (unknown) ctx.addIssue({ code: 'custom', path: ['roles'], message: COLLEGE_FIND_PLAYERS_TEXTS.unknownRole(unknown) });
});
export type ProgramPlayersQuery = z.output<typeof programPlayersQuerySchema>;
export type ProgramPlayersInput = z.input<typeof programPlayersQuerySchema>;

export const programIdParamsSchema = z.object({ programId: z.uuid('Program not found') });

/** The program's match of a player, every factor with its label and evidence, and the caps (decision 030). */
export const programPlayerMatchSchema = matchmakingMatchSchema.extend({
  caps: z.array(z.object({ kind: z.enum(MATCH_CAP_KINDS), reason: z.string() })),
});
export type ProgramPlayerMatch = z.infer<typeof programPlayerMatchSchema>;

export const programPlayerSchema = z.object({
  /** The team side's player (display name only: never a minor's full name, decision 004), with class year and state. */
  player: playerMatchSchema.shape.player.extend({ classYear: z.number().int().nullable(), state: z.string().nullable() }),
  match: programPlayerMatchSchema,
  /** The player already has an entry in this program's pipeline (any stage). */
  inPipeline: z.boolean(),
});
export type ProgramPlayer = z.infer<typeof programPlayerSchema>;

export const programPlayersResponseSchema = z.object({
  program: z.object({ id: z.uuid(), titleSlug: z.string(), titleName: z.string() }),
  items: z.array(programPlayerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProgramPlayersResponse = z.infer<typeof programPlayersResponseSchema>;

/** POST /api/matchmaking/programs/:programId/tryout-invitations */
export const programTryoutBodySchema = z.object({
  playerUserId: z.string(COLLEGE_FIND_PLAYERS_TEXTS.pickPlayer).trim().min(1, COLLEGE_FIND_PLAYERS_TEXTS.pickPlayer).max(100, COLLEGE_FIND_PLAYERS_TEXTS.pickPlayer),
});
export type ProgramTryoutBody = z.infer<typeof programTryoutBodySchema>;

export const programTryoutResponseSchema = z.object({ entryId: z.uuid(), stage: z.literal('interested') });
export type ProgramTryoutResponse = z.infer<typeof programTryoutResponseSchema>;
