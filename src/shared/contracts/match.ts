/**
 * The match engine's contracts (issue 12.6, docs/decisions/030): the
 * player's college preferences as the profile form and its route take them,
 * and a match result as the API answers it. The engine's own types are in
 * `#shared/match/match-types.ts`; the preferences schema's output is a
 * `MatchPreferences`, so a stored preference feeds the engine as it is.
 */
import { z } from 'zod';
import { topMatchReasons } from '../match/match-score.ts';
import { PROGRAM_LEVELS } from '../recruiting/program-levels.ts';
import { US_STATE_CODES } from '../recruiting/us-states.ts';
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
  homeZip: 'Enter a 5-digit ZIP code',
  unknownZip: 'We could not find this ZIP code',
  distanceNeedsZip: 'Enter your home ZIP code to use a distance',
  notForYou: 'College preferences belong to player profiles.',
  saved: 'College preferences saved',
  cleared: 'College preferences cleared',
  setPreferencesPrompt: 'Set your college preferences to see location and cost in your match',
  signInPrompt: 'Sign in to see your match',
  createProfilePrompt: 'Create your player profile to see how well you match each program',
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

const preferenceFields = {
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
};

type ParsedPreferenceFields = z.output<z.ZodObject<typeof preferenceFields>>;

/** A hard preference must name something to break. */
function refineHardPreferences(value: ParsedPreferenceFields, ctx: z.RefinementCtx) {
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
}

/** A player's college preferences as the engine reads them; a hard preference must name something to break. */
export const matchPreferencesSchema = z.object(preferenceFields).superRefine(refineHardPreferences);
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

// ---------------------------------------------------------------- stored preferences (GET/PUT/DELETE /api/profile/match-preferences)

/**
 * PUT /api/profile/match-preferences: the preferences plus the home ZIP the
 * distance is measured from (the server resolves it to coordinates; an
 * unknown ZIP is a 400 on `homeZip`). A distance needs a ZIP.
 */
export const matchPreferencesBodySchema = z
  .object({
    ...preferenceFields,
    homeZip: z
      .string(MATCH_TEXTS.homeZip)
      .trim()
      .regex(/^\d{5}$/, MATCH_TEXTS.homeZip)
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((value, ctx) => {
    refineHardPreferences(value, ctx);
    if (value.maxDistanceMiles !== null && value.homeZip === null) ctx.addIssue({ code: 'custom', path: ['homeZip'], message: MATCH_TEXTS.distanceNeedsZip });
  });
export type MatchPreferencesBody = z.output<typeof matchPreferencesBodySchema>;
export type MatchPreferencesBodyInput = z.input<typeof matchPreferencesBodySchema>;

const sliderValue = z.number().int().min(IMPORTANCE_MIN).max(IMPORTANCE_MAX);

/** The stored preferences as their owner reads them: every slider has its value (3 when never moved). */
export const storedMatchPreferencesSchema = z.object({
  states: z.array(z.enum(US_STATE_CODES)),
  homeZip: z.string().nullable(),
  maxDistanceMiles: z.number().int().nullable(),
  sizes: z.array(z.enum(COLLEGE_SIZES)),
  control: z.enum(CONTROL_PREFERENCES).nullable(),
  budgetPerYear: z.number().int().nullable(),
  needsScholarship: z.boolean().nullable(),
  levelsSought: z.array(z.enum(PROGRAM_LEVELS)),
  importance: z.object({ academics: sliderValue, location: sliderValue, esportsLevel: sliderValue, scholarship: sliderValue }),
  hard: z.array(z.enum(HARD_PREFERENCES)),
  updatedAt: z.string(),
});
export type StoredMatchPreferences = z.infer<typeof storedMatchPreferencesSchema>;

/** null: the player never set preferences (the match reads location, cost and level as unknown). */
export const matchPreferencesResponseSchema = z.object({ preferences: storedMatchPreferencesSchema.nullable() });
export type MatchPreferencesResponse = z.infer<typeof matchPreferencesResponseSchema>;

/** DELETE takes no body (an empty object at most). */
export const clearMatchPreferencesBodySchema = z.object({}).strict().nullish();

// ---------------------------------------------------------------- the match on the college side

/**
 * Who is asking: a player with a profile (`player`: their match is shown),
 * an account that may have one but has no game profile yet
 * (`no_player_profile`: "create your profile"), or an account whose
 * profile is not a player's (`not_a_player`: recruiters, parents).
 */
export const MATCH_ELIGIBILITIES = ['player', 'no_player_profile', 'not_a_player'] as const;
export type MatchEligibility = (typeof MATCH_ELIGIBILITIES)[number];

/** GET /api/colleges/:slug/match: the signed-in player's match with each program of the college, in the page's tab order. */
export const collegeMatchResponseSchema = z.object({
  eligibility: z.enum(MATCH_ELIGIBILITIES),
  hasPreferences: z.boolean(),
  programs: z.array(z.object({ programId: z.uuid(), match: matchResultSchema })),
});
export type CollegeMatchResponse = z.infer<typeof collegeMatchResponseSchema>;

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

/** A directory card's match: the summary of its best program for the player, and which program that is. */
export const collegeCardMatchSchema = matchSummarySchema.extend({
  programId: z.uuid(),
  titleSlug: z.string(),
  titleName: z.string(),
  level: z.enum(PROGRAM_LEVELS),
  /**
   * False when the program is in a game the player has no game profile for
   * (the college has no program in the player's games that the filters
   * keep): the card says so, and `sort=match` does not rank the college by
   * it (docs/decisions/076).
   */
  inPlayerGames: z.boolean().optional(),
});
export type CollegeCardMatch = z.infer<typeof collegeCardMatchSchema>;
