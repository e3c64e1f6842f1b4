/** Team showcase API (spec 5, docs/decisions/047): recruiting posts and achievements. */
import { z } from 'zod';
import { COMMITMENT_LEVELS } from '../value-sets.ts';
import { eventDateSchema } from './date-bounds.ts';
import { isPlainText, plainTextMessage } from './plain-text.ts';
import { isoDate, isoDateTime, optionalText, timeZoneFieldSchema, weeklyAvailabilitySchema } from './teams-fields.ts';

export const recruitingPostSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  commitmentLevel: z.enum(COMMITMENT_LEVELS),
  positionsNeeded: z.array(z.string()),
  isPaid: z.boolean(),
  salaryRange: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: isoDateTime,
  esportsTitleId: z.uuid().nullable(),
  minTierOrdinal: z.number().int().nullable(),
  maxTierOrdinal: z.number().int().nullable(),
  availability: z.array(z.string()),
  timeZone: z.string().nullable(),
});
export type RecruitingPost = z.infer<typeof recruitingPostSchema>;

export const achievementSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  dateAchieved: isoDate,
});
export type Achievement = z.infer<typeof achievementSchema>;

/** The post's game and rank range messages (docs/decisions/047): the server's, and the form's own check of the order. */
export const RECRUITING_POST_TEXTS = {
  game: 'Pick a game from the list',
  needsGame: 'Pick a game before a rank range',
  rank: 'Pick a rank of this game from the list',
  order: 'The highest rank must be at or above the lowest',
} as const;

/** Positions arrive as a list; the form splits its comma text with splitPositions. */
export const recruitingPostInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(120, 'Title must be at most 120 characters').refine(isPlainText, plainTextMessage('Title')),
    description: optionalText(4000, 'Description'),
    commitmentLevel: z.enum(COMMITMENT_LEVELS).default('competitive'),
    positionsNeeded: z
      .array(z.string().trim().max(60, 'A position must be at most 60 characters').refine(isPlainText, plainTextMessage('A position')))
      .max(20, 'At most 20 positions')
      .default([])
      .transform((list) => list.filter((item) => item.length > 0)),
    isPaid: z.boolean().default(false),
    salaryRange: optionalText(80, 'Salary range'),
    isActive: z.boolean().default(true),
    // Matchmaking (docs/decisions/047): the game, its rank range (tier ordinals of that game's ladder), when the team plays.
    esportsTitleId: z.uuid('Pick a game from the list').nullable().default(null),
    minTierOrdinal: z.number('Pick a rank from the list').int('Pick a rank from the list').min(1, 'Pick a rank from the list').max(100, 'Pick a rank from the list').nullable().default(null),
    maxTierOrdinal: z.number('Pick a rank from the list').int('Pick a rank from the list').min(1, 'Pick a rank from the list').max(100, 'Pick a rank from the list').nullable().default(null),
    availability: weeklyAvailabilitySchema.default([]),
    timeZone: timeZoneFieldSchema.default(null),
  })
  // The salary range only exists for paid posts (spec 5).
  .transform((value) => ({ ...value, salaryRange: value.isPaid ? value.salaryRange : null }));
export type RecruitingPostInput = z.input<typeof recruitingPostInputSchema>;

/** "IGL, Duelist, ,Support " → ["IGL", "Duelist", "Support"] (spec 5). */
export function splitPositions(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

export const achievementInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(120, 'Title must be at most 120 characters').refine(isPlainText, plainTextMessage('Title')),
  description: optionalText(2000, 'Description'),
  dateAchieved: eventDateSchema(),
});
export type AchievementInput = z.input<typeof achievementInputSchema>;
