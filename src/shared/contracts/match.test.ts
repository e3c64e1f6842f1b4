import { describe, expect, it } from 'vitest';
import { matchScore } from '../match/match-score.ts';
import { SAMPLE_PLAYER, SAMPLE_PREFERENCES, SAMPLE_PROGRAM } from '../test/match/match-test-data.ts';
import { MATCH_TEXTS, matchPreferencesSchema, matchResultSchema } from './match.ts';

const issues = (input: unknown) => {
  const parsed = matchPreferencesSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('match contracts', () => {
  it('parses an empty form as no constraints, which the engine reads as open to anything', () => {
    const parsed = matchPreferencesSchema.parse({});
    expect(parsed).toEqual({
      states: [],
      maxDistanceMiles: null,
      sizes: [],
      control: null,
      budgetPerYear: null,
      needsScholarship: null,
      levelsSought: [],
      importance: {},
      hard: [],
    });
    const result = matchScore({ ...SAMPLE_PLAYER, preferences: parsed }, SAMPLE_PROGRAM);
    expect(result.factors.find((factor) => factor.key === 'location')).toMatchObject({ value: 1, evidence: 'Open to any location' });
  });

  it('accepts the worked example preferences as they are', () => {
    expect(matchPreferencesSchema.parse(SAMPLE_PREFERENCES)).toEqual(SAMPLE_PREFERENCES);
  });

  it('refuses bad values with field messages', () => {
    expect(issues({ states: ['TX', 'XX'] })[0]).toEqual({ path: 'states.1', message: 'Choose a state from the list' });
    expect(issues({ states: ['TX', 'TX'] })).toEqual([{ path: 'states', message: MATCH_TEXTS.duplicate }]);
    expect(issues({ maxDistanceMiles: 0 })).toEqual([{ path: 'maxDistanceMiles', message: 'Distance must be 1 to 3000 miles' }]);
    expect(issues({ budgetPerYear: -1 })).toEqual([{ path: 'budgetPerYear', message: 'Budget cannot be negative' }]);
    expect(issues({ levelsSought: ['pro'] })[0]!.path).toBe('levelsSought.0');
    expect(issues({ importance: { academics: 6 } })).toEqual([{ path: 'importance.academics', message: MATCH_TEXTS.importance }]);
    expect(issues({ importance: { charisma: 3 } })[0]!.path).toBe('importance');
  });

  it('refuses a hard preference that names nothing to break', () => {
    expect(issues({ hard: ['location', 'size', 'control', 'budget', 'scholarship', 'level'] })).toEqual([
      { path: 'hard.0', message: MATCH_TEXTS.hardLocation },
      { path: 'hard.1', message: MATCH_TEXTS.hardSize },
      { path: 'hard.2', message: MATCH_TEXTS.hardControl },
      { path: 'hard.3', message: MATCH_TEXTS.hardBudget },
      { path: 'hard.4', message: MATCH_TEXTS.hardScholarship },
      { path: 'hard.5', message: MATCH_TEXTS.hardLevel },
    ]);
    expect(issues({ maxDistanceMiles: 300, hard: ['location'] })).toEqual([]);
  });

  it('describes what the engine answers', () => {
    expect(matchResultSchema.parse(matchScore(SAMPLE_PLAYER, SAMPLE_PROGRAM)).score).toBe(92);
    expect(matchResultSchema.safeParse({ ...matchScore(SAMPLE_PLAYER, SAMPLE_PROGRAM), score: 101 }).success).toBe(false);
  });
});
