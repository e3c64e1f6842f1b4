/**
 * Points (issue 14.3, docs/decisions/048): my points and history, the
 * weekly leaderboard per game, the leaderboard opt-in, and the signed-in
 * entry to process-points.
 */
import { z } from 'zod';
import { GAME_SLUGS } from '../recruiting/game-catalog.ts';

export const POINTS_HISTORY_PAGE_SIZE = 20;
export const LEADERBOARD_SIZE = 50;

export const POINTS_TEXTS = {
  myPointsTitle: 'My points',
  total: 'Total points',
  thisWeek: 'This week',
  historyEmpty: 'No points yet. Publish your profile, add a highlight or answer practice attendance to earn some.',
  loadFailed: 'Could not load your points.',
  reversed: 'Taken back',
  leaderboardTitle: 'Weekly leaderboard',
  leaderboardEmpty: 'Nobody on this leaderboard yet this week.',
  leaderboardLoadFailed: 'Could not load the leaderboard.',
  optInLabel: 'Show me on the weekly leaderboards',
  optInHelp: 'Off by default. When on, your gamer tag and weekly points appear on the leaderboard of each game on your profile. Your name is never shown.',
  optInSaved: 'Leaderboard setting saved',
  optInFailed: 'Could not save the leaderboard setting',
} as const;

export const pointsHistoryQuerySchema = z.object({
  page: z.coerce.number('Enter a page number').int('Enter a page number').min(1, 'Enter a page number').max(10_000, 'Enter a page number').default(1),
});

export const pointsEntrySchema = z.object({
  id: z.string(),
  rule: z.string(),
  label: z.string(),
  points: z.number().int(),
  /** A reversal takes back an earlier award. */
  isReversal: z.boolean(),
  createdAt: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

export const myPointsResponseSchema = z.object({
  total: z.number().int(),
  thisWeek: z.number().int(),
  weekStart: z.string(),
  history: z.array(pointsEntrySchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type MyPointsResponse = z.infer<typeof myPointsResponseSchema>;

export const leaderboardQuerySchema = z.object({
  game: z.enum(GAME_SLUGS, 'Choose a game'),
});

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  /** The player's gamer tag for this game: never a name (decision 048). */
  gamerTag: z.string(),
  points: z.number().int(),
  isYou: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardResponseSchema = z.object({
  game: z.enum(GAME_SLUGS),
  weekStart: z.string(),
  entries: z.array(leaderboardEntrySchema),
  /** The viewer's own place when they are listed but outside the top entries. */
  you: leaderboardEntrySchema.nullable(),
  optedIn: z.boolean(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

export const pointsSettingsSchema = z.strictObject({
  leaderboardOptIn: z.boolean({ error: 'Choose on or off' }),
});
export type PointsSettings = z.infer<typeof pointsSettingsSchema>;
