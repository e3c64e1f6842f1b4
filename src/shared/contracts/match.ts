/**
 * The match engine's contracts (issue 12.6, docs/decisions/030): the
 * player's college preferences as the profile form and its route take them,
 * and a match result as the API answers it. The engine's own types are in
 * `#shared/match/match-types.ts`; the preferences schema's output is a
 * `MatchPreferences`, so a stored preference feeds the engine as it is.
 */
import { z } from 'zod';
import { topMatchReasons } from '../match/match-score.ts';
import { PROGRAM_LEVELS } from '../program-levels.ts';
import { US_STATE_CODES } from '../us-states.ts';
import {
  COLLEGE_SIZES,
  CONFIDENCE_LEVELS,
  CONTROL_PREFERENCES,
  HARD_PREFERENCES,
  IMPORTANCE_MAX,
  IMPORTANCE_MIN,
  MATCH_BANDS,
  MATCH_CAP_KINDS,
  MATCH_FACTOR_KEYS,
  type MatchPreferences,
  type MatchResult,
} from '../match/match-types.ts';

export const MATCH_TEXTS = {
  hardLocation: 'Choose states or a distance before making location a must',
  hardSize: 'Choose a campus size before making it a must',
  hardControl: 'Choose public or private before making it a must',
  hardBudget: 'Enter a budget before making it a must',
  hardScholarship: 'Say you need a scholarship before making it a must',
  hardLevel: 'Choose a level before making it a must',
  importance: `Importance must be ${IMPORTANCE_MIN} to ${IMPORTANCE_MAX}`,
  duplicate: 'Each choice can be made once',
} as const;

export const MAX_DISTANCE_MILES = 3000;
export const MAX_BUDGET_PER_YEAR = 100_000;

const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .default([])
    .refine((values) => new Set(values).size === values.length, MATCH_TEXTS.duplicate);

const importance = z.number(MATCH_TEXTS.importance).int(MATCH_TEXTS.importance).min(IMPORTANCE_MIN, MATCH_TEXTS.importance).max(IMPORTANCE_MAX, MATCH_TEXTS.importance);

/** A player's college preferences; a hard preference must name something to break. */
export const matchPreferencesSchema = z
  .object({
    states: uniqueList(z.enum(US_STATE_CODES, 'Choose a state from the list'), US_STATE_CODES.length),
    maxDistanceMiles: z
      .number('Distance must be a number')
      .int('Distance must be whole miles')
      .min(1, `Distance must be 1 to ${MAX_DISTANCE_MILES} miles`)
      .max(MAX_DISTANCE_MILES, `Distance must be 1 to ${MAX_DISTANCE_MILES} miles`)
      .nullish()
      .transform((value) => value ?? null),
    sizes: uniqueList(z.enum(COLLEGE_SIZES, 'Choose a campus size'), COLLEGE_SIZES.length),
    control: z
      .enum(CONTROL_PREFERENCES, 'Choose public or private')
      .nullish()
      .transform((value) => value ?? null),
    budgetPerYear: z
      .number('Budget must be a number')
      .int('Budget must be whole dollars')
      .min(0, 'Budget cannot be negative')
      .max(MAX_BUDGET_PER_YEAR, `Budget must be at most $${MAX_BUDGET_PER_YEAR.toLocaleString('en-US')} a year`)
      .nullish()
      .transform((value) => value ?? null),
    needsScholarship: z
      .boolean()
      .nullish()
      .transform((value) => value ?? null),
    levelsSought: uniqueList(z.enum(PROGRAM_LEVELS, 'Choose a level'), PROGRAM_LEVELS.length),
    importance: z
      .object({ academics: importance.optional(), location: importance.optional(), esportsLevel: importance.optional(), scholarship: importance.optional() })
      .strict()
      .default({}),
    hard: uniqueList(z.enum(HARD_PREFERENCES, 'Choose a preference'), HARD_PREFERENCES.length),
  })
  .superRefine((value, ctx) => {
    const missing: Record<(typeof HARD_PREFERENCES)[number], boolean> = {
      location: value.states.length === 0 && value.maxDistanceMiles === null,
      size: value.sizes.length === 0,
      control: value.control === null,
      budget: value.budgetPerYear === null,
      scholarship: value.needsScholarship !== true,
      level: value.levelsSought.length === 0,
    };
    const messages = {
      location: MATCH_TEXTS.hardLocation,
      size: MATCH_TEXTS.hardSize,
      control: MATCH_TEXTS.hardControl,
      budget: MATCH_TEXTS.hardBudget,
      scholarship: MATCH_TEXTS.hardScholarship,
      level: MATCH_TEXTS.hardLevel,
    };
    value.hard.forEach((preference, index) => {
      if (missing[preference]) ctx.addIssue({ code: 'custom', path: ['hard', index], message: messages[preference] });
    });
  });
export type MatchPreferencesInput = z.input<typeof matchPreferencesSchema>;

/** A match as the API answers it (RECRUITING.md "Match score"; the "Why?" panel reads the factors). */
export const matchResultSchema = z.object({
  score: z.number().int().min(0).max(100),
  band: z.enum(MATCH_BANDS),
  confidence: z.object({ value: z.number().min(0).max(1), level: z.enum(CONFIDENCE_LEVELS), unknown: z.array(z.enum(MATCH_FACTOR_KEYS)) }),
  factors: z.array(z.object({ key: z.enum(MATCH_FACTOR_KEYS), weight: z.number(), value: z.number().min(0).max(1).nullable(), evidence: z.string() })),
  caps: z.array(z.object({ kind: z.enum(MATCH_CAP_KINDS), reason: z.string() })),
});

// The contracts and the engine's types agree: a parsed preference is an engine input, an engine result parses.
type Assignable<A extends B, B> = A;
export type PreferencesFitEngine = Assignable<z.output<typeof matchPreferencesSchema>, MatchPreferences>;
export type ResultFitsContract = Assignable<MatchResult, z.input<typeof matchResultSchema>>;

/**
 * A match as a list row shows it (the recruiter search's rows, directory
 * cards): the percent, its band, the confidence, and the top two reasons
 * (`topMatchReasons`: the known factors with the largest weight x value).
 */
export const matchSummarySchema = z.object({
  score: z.number().int().min(0).max(100),
  band: z.enum(MATCH_BANDS),
  confidence: z.object({ value: z.number().min(0).max(1), level: z.enum(CONFIDENCE_LEVELS) }),
  reasons: z.array(z.object({ factor: z.enum(MATCH_FACTOR_KEYS), evidence: z.string() })).max(2),
});
export type MatchSummary = z.infer<typeof matchSummarySchema>;

/** The summary of an engine result (evidence included: the result must have been explained). */
export function matchSummaryOf(result: MatchResult): MatchSummary {
  return {
    score: result.score,
    band: result.band,
    confidence: { value: result.confidence.value, level: result.confidence.level },
    reasons: topMatchReasons(result, 2).map((factor) => ({ factor: factor.key, evidence: factor.evidence })),
  };
}
