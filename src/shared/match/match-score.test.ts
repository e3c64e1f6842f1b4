import { describe, expect, it } from 'vitest';
import { confidenceLevel, MATCH_WEIGHTS, matchBand, matchScore, matchWeights, topMatchReasons } from './match-score.ts';
import { SAMPLE_PLAYER, SAMPLE_PREFERENCES, SAMPLE_PROGRAM } from '../test/match/match-test-data.ts';
import type { MatchPlayer, MatchPlayerGame, MatchPreferences, MatchProgram, MatchResult } from './match-types.ts';

const player = (patch: Partial<MatchPlayer> = {}): MatchPlayer => ({ ...SAMPLE_PLAYER, ...patch });
const program = (patch: Partial<MatchProgram> = {}): MatchProgram => ({ ...SAMPLE_PROGRAM, ...patch });
const prefs = (patch: Partial<MatchPreferences>): MatchPlayer => player({ preferences: { ...SAMPLE_PREFERENCES, ...patch } });
const game = (patch: Partial<MatchPlayerGame>): MatchPlayer => player({ games: [{ ...SAMPLE_PLAYER.games[0]!, ...patch }] });
const value = (result: MatchResult, key: string) => result.factors.find((factor) => factor.key === key)!.value;

const EMPTY_PLAYER: MatchPlayer = {
  games: [],
  gradYear: null,
  gpa: null,
  gpaScale: null,
  satScore: null,
  actScore: null,
  homeState: null,
  homeCoordinates: null,
  preferences: null,
};

describe('the worked example: the landing page\'s "92% sample match"', () => {
  it('scores Riley against Red River Tech varsity Valorant at 92, Excellent, with every factor explained (Riley\'s own view)', () => {
    const result = matchScore(SAMPLE_PLAYER, SAMPLE_PROGRAM, { perspective: 'player' });
    expect(result.score).toBe(92);
    expect(result.band).toBe('excellent');
    expect(result.caps).toEqual([]);
    expect(result.confidence).toEqual({ value: 1, level: 'high', unknown: [] });
    expect(result.factors.map(({ key, weight, evidence }) => ({ key, weight, evidence }))).toEqual([
      { key: 'skill', weight: 30, evidence: 'Diamond 2 vs target Ascendant 1' },
      { key: 'role', weight: 15, evidence: 'Controller (secondary) is a high-priority need' },
      { key: 'class', weight: 10, evidence: 'Class of 2027 is recruited (2027, 2028)' },
      { key: 'academics', weight: 15, evidence: 'GPA 3.60 (4.5 on 5.0) meets minimum 3.00; SAT 1400 at or above the 75th percentile (1180-1380)' },
      { key: 'location', weight: 10, evidence: 'Texas is in your states (OK, TX); medium campus (12,400 undergraduates), as you prefer' },
      {
        key: 'cost',
        weight: 10,
        evidence: 'About $14,000/yr (out-of-state $29,000 - $15,000 typical scholarship) vs your $10,000 budget; Scholarships $10,000-$20,000/yr',
      },
      { key: 'level', weight: 10, evidence: 'Varsity, the level you seek' },
    ]);
    // 30 x 0.9 + 15 x 0.8 + 10 x 1 + 15 x 1 + 10 x 1 + 10 x 0.8 + 10 x 1 = 27 + 12 + 10 + 15 + 10 + 8 + 10 = 92 of 100
    const values = result.factors.map((factor) => factor.value);
    [0.9, 0.8, 1, 1, 1, 0.8, 1].forEach((expected, index) => expect(values[index]).toBeCloseTo(expected, 10));
    expect(topMatchReasons(result).map((factor) => factor.key)).toEqual(['skill', 'academics']);
  });

  it("words the preferences without their values in the program's view (a recruiter's): met or not, never the states, distance, budget, sizes or levels", () => {
    const result = matchScore(SAMPLE_PLAYER, SAMPLE_PROGRAM);
    expect(result.score).toBe(92);
    const evidence = Object.fromEntries(result.factors.map((factor) => [factor.key, factor.evidence]));
    expect(evidence).toMatchObject({
      skill: 'Diamond 2 vs target Ascendant 1',
      location: 'Texas is among their states; medium campus (12,400 undergraduates), as they prefer',
      cost: 'About $14,000/yr (out-of-state $29,000 - $15,000 typical scholarship) above their budget; Scholarships $10,000-$20,000/yr, which they need',
      level: 'Varsity, a level they seek',
    });
    const fromDallas = { ...SAMPLE_PLAYER, homeCoordinates: { latitude: 32.78, longitude: -96.8 } };
    const broken = matchScore(
      { ...fromDallas, preferences: { ...SAMPLE_PREFERENCES, states: ['OK'], sizes: ['small'], control: 'private', levelsSought: ['club'], hard: ['location', 'size', 'control', 'budget', 'level'] } },
      SAMPLE_PROGRAM,
    );
    const near = matchScore({ ...fromDallas, preferences: { ...SAMPLE_PREFERENCES, maxDistanceMiles: 300 } }, SAMPLE_PROGRAM);
    expect(near.factors.find((factor) => factor.key === 'location')!.evidence).toMatch(/^Within their distance from home; /);
    expect(broken.caps.map((cap) => cap.reason)).toEqual([
      'Breaks their hard preference: Texas is not among their states',
      'Breaks their hard preference: medium campus (12,400 undergraduates), not a size they prefer',
      'Breaks their hard preference: public, not what they prefer',
      'Breaks their hard preference: About $14,000/yr (out-of-state $29,000 - $15,000 typical scholarship) above their budget',
      'Breaks their hard preference: Varsity, not a level they seek',
    ]);
    const text = [...result.factors.map((factor) => factor.evidence), ...broken.factors.map((factor) => factor.evidence), ...broken.caps.map((cap) => cap.reason)].join(' | ');
    for (const secret of [/OK, TX/, /\(OK\)/, /\$10,000 budget/, /\d+ mi\b/, /\byour?\b/, /small|Club/, /prefer private/]) expect(text).not.toMatch(secret);
    expect(matchScore({ ...SAMPLE_PLAYER, preferences: { ...SAMPLE_PREFERENCES, maxDistanceMiles: 1 } }, SAMPLE_PROGRAM).factors[4]!.evidence).toMatch(/^Texas is among their states/);
    expect(matchScore({ ...SAMPLE_PLAYER, preferences: { ...SAMPLE_PREFERENCES, states: [], maxDistanceMiles: 1 } }, SAMPLE_PROGRAM).factors[4]!.evidence).toMatch(/^Beyond their distance from home/);
  });
});

describe('score, unknowns and confidence', () => {
  it('uses the brief weights, summing to 100', () => {
    expect(MATCH_WEIGHTS).toEqual({ skill: 30, role: 15, class: 10, academics: 15, location: 10, cost: 10, level: 10 });
  });

  it('counts an unknown factor 0.5 and names it in a lower confidence', () => {
    const noPreferences = matchScore(player({ preferences: null }), SAMPLE_PROGRAM);
    // location, cost and level unknown: 27 + 12 + 10 + 15 + 3 x 5 = 79
    expect(noPreferences.score).toBe(79);
    expect(noPreferences.confidence).toEqual({ value: 0.7, level: 'medium', unknown: ['location', 'cost', 'level'] });
    expect(noPreferences.factors.filter((factor) => factor.value === null).map((factor) => factor.key)).toEqual(['location', 'cost', 'level']);
  });

  it('counts a partly unknown factor by the share that is known', () => {
    const noSat = matchScore(player({ satScore: null }), SAMPLE_PROGRAM);
    expect(noSat.confidence.value).toBeCloseTo(0.93, 10);
    expect(noSat.confidence.level).toBe('high');
    expect(noSat.confidence.unknown).toEqual(['academics']);
  });

  it('gives a player with nothing filled in 50, capped reasons, and no confidence', () => {
    const result = matchScore(EMPTY_PLAYER, SAMPLE_PROGRAM);
    expect(result.score).toBe(50);
    expect(result.band).toBe('medium');
    expect(result.confidence).toEqual({ value: 0, level: 'low', unknown: ['skill', 'role', 'class', 'academics', 'location', 'cost', 'level'] });
    expect(result.caps.map((cap) => cap.kind)).toEqual(['rank_unknown', 'gpa_unknown']);
  });

  it('grades confidence: high from 85%, medium from 60%', () => {
    expect(confidenceLevel(1)).toBe('high');
    expect(confidenceLevel(0.85)).toBe('high');
    expect(confidenceLevel(0.84)).toBe('medium');
    expect(confidenceLevel(0.6)).toBe('medium');
    expect(confidenceLevel(0.59)).toBe('low');
  });
});

describe('hiding a weak field never helps', () => {
  const compare = (shown: MatchPlayer, hidden: MatchPlayer) => ({ shown: matchScore(shown, SAMPLE_PROGRAM), hidden: matchScore(hidden, SAMPLE_PROGRAM) });

  it('a rank below the minimum: hidden scores no higher, stays capped, and shows lower confidence', () => {
    const { shown, hidden } = compare(game({ currentTier: { ordinal: 5, name: 'Bronze 2' } }), game({ currentTier: null }));
    expect(hidden.score).toBeLessThanOrEqual(shown.score);
    expect(shown.score).toBe(69);
    expect(hidden.score).toBe(69);
    expect(hidden.caps.map((cap) => cap.kind)).toEqual(['rank_unknown']);
    expect(hidden.confidence.value).toBeLessThan(shown.confidence.value);
  });

  it('a GPA below the minimum: hidden scores no higher and stays capped', () => {
    const { shown, hidden } = compare(player({ gpa: 2.5, gpaScale: '4.0' }), player({ gpa: null, gpaScale: null }));
    expect(hidden.score).toBeLessThanOrEqual(shown.score);
    expect(hidden.caps.map((cap) => cap.kind)).toEqual(['gpa_unknown']);
    expect(shown.caps.map((cap) => cap.kind)).toEqual(['gpa_below_minimum']);
    expect(hidden.confidence.value).toBeLessThan(shown.confidence.value);
  });

  it('a test score below the 25th percentile: hidden scores the same, with lower confidence', () => {
    const { shown, hidden } = compare(player({ satScore: 950 }), player({ satScore: null }));
    expect(hidden.score).toBe(shown.score);
    expect(hidden.confidence.value).toBeLessThan(shown.confidence.value);
  });

  it('every field of a strong profile: hiding it never raises the score and always lowers confidence', () => {
    const hidings: MatchPlayer[] = [
      game({ currentTier: null }),
      game({ primaryRole: null, secondaryRole: null }),
      player({ gradYear: null }),
      player({ gpa: null, gpaScale: null }),
      player({ satScore: null }),
      player({ preferences: null }),
    ];
    const full = matchScore(SAMPLE_PLAYER, SAMPLE_PROGRAM);
    for (const hidden of hidings) {
      const result = matchScore(hidden, SAMPLE_PROGRAM);
      expect(result.score).toBeLessThan(full.score);
      expect(result.confidence.value).toBeLessThan(full.confidence.value);
    }
  });

  it('at every rank of the ladder, hiding it scores no higher than showing it', () => {
    const hidden = matchScore(game({ currentTier: null }), SAMPLE_PROGRAM).score;
    for (let ordinal = 1; ordinal <= 25; ordinal += 1) {
      expect(matchScore(game({ currentTier: { ordinal, name: `Tier ${ordinal}` } }), SAMPLE_PROGRAM).score).toBeGreaterThanOrEqual(hidden);
    }
  });
});

describe('caps at 69, each with its reason', () => {
  it('holds an otherwise Excellent score at 69 (Medium) for a rank below the minimum', () => {
    const result = matchScore(SAMPLE_PLAYER, program({ minTier: { ordinal: 18, name: 'Diamond 3' } }));
    expect(result.score).toBe(69);
    expect(result.band).toBe('medium');
    expect(result.caps).toEqual([{ kind: 'rank_below_minimum', reason: "Rank Diamond 2 is below the program's minimum Diamond 3" }]);
  });

  it('caps for a GPA below the minimum', () => {
    const result = matchScore(SAMPLE_PLAYER, program({ minGpa: 3.7 }));
    expect(result.score).toBe(69);
    expect(result.caps).toEqual([{ kind: 'gpa_below_minimum', reason: "GPA 3.60 is below the program's minimum 3.70" }]);
  });

  it('caps for a broken hard preference, naming it', () => {
    const result = matchScore(prefs({ states: ['OK'], hard: ['location'] }), SAMPLE_PROGRAM, { perspective: 'player' });
    expect(result.score).toBe(69);
    expect(result.caps).toEqual([{ kind: 'hard_preference', reason: 'Breaks your hard preference: Texas is not in your states (OK)' }]);
    // The same preference held softly only costs its share: 92 - 10 x (1 - 0.5) = 87.
    expect(matchScore(prefs({ states: ['OK'] }), SAMPLE_PROGRAM).score).toBe(87);
  });

  it('lists every cap, and never raises a score already below 69', () => {
    const weak = game({ currentTier: { ordinal: 3, name: 'Iron 3' }, primaryRole: 'Duelist', secondaryRole: null });
    const result = matchScore({ ...weak, gradYear: 2031, gpa: 2, gpaScale: '4.0', preferences: { ...SAMPLE_PREFERENCES, levelsSought: ['club'], hard: ['level'] } }, SAMPLE_PROGRAM);
    expect(result.caps.map((cap) => cap.kind)).toEqual(['rank_below_minimum', 'gpa_below_minimum', 'hard_preference']);
    expect(result.score).toBeLessThan(69);
    // 30 x 0.5 + 15 x 0 + 10 x 0 + 15 x 0.75 + 10 x 1 + 10 x 0.8 + 10 x 0 = 44.25
    expect(result.score).toBe(44);
    expect(result.band).toBe('low');
  });
});

describe('bands', () => {
  it('Excellent 85+, High 70-84, Medium 50-69, Low below 50', () => {
    expect(matchBand(100)).toBe('excellent');
    expect(matchBand(85)).toBe('excellent');
    expect(matchBand(84)).toBe('high');
    expect(matchBand(70)).toBe('high');
    expect(matchBand(69)).toBe('medium');
    expect(matchBand(50)).toBe('medium');
    expect(matchBand(49)).toBe('low');
    expect(matchBand(0)).toBe('low');
  });

  it('bands the scores the engine computes', () => {
    // Platinum 3 (0.8 -> 24) at a junior varsity program for a varsity seeker (0.5 -> 5): 84
    const result = matchScore(game({ currentTier: { ordinal: 15, name: 'Platinum 3' } }), program({ level: 'junior_varsity' }));
    expect(result.score).toBe(84);
    expect(result.band).toBe('high');
    expect(matchScore(game({ currentTier: { ordinal: 15, name: 'Platinum 3' } }), SAMPLE_PROGRAM)).toMatchObject({ score: 89, band: 'excellent' });
  });
});

describe("the player's importance sliders", () => {
  it('reweight academics, location, esports level and scholarship in the player view only', () => {
    const caring = prefs({ importance: { academics: 5, location: 1, esportsLevel: 4, scholarship: 2 } });
    expect(matchWeights(caring, { perspective: 'player' })).toEqual({ skill: 30, role: 15, class: 10, academics: 30, location: 5, cost: 7.5, level: 15 });
    expect(matchWeights(caring)).toEqual(MATCH_WEIGHTS);
    expect(matchWeights(caring, { perspective: 'program' })).toEqual(MATCH_WEIGHTS);
  });

  it('moves the score: a weak factor made important lowers it, made unimportant raises it', () => {
    // cost is the example's weakest factor (0.8)
    const important = matchScore(prefs({ importance: { scholarship: 5 } }), SAMPLE_PROGRAM, { perspective: 'player' });
    expect(important.factors.find((factor) => factor.key === 'cost')!.weight).toBe(20);
    expect(important.score).toBe(91); // 100 of 110
    expect(matchScore(prefs({ importance: { scholarship: 1 } }), SAMPLE_PROGRAM, { perspective: 'player' }).score).toBe(93); // 88 of 95
    expect(matchScore(prefs({ importance: { scholarship: 5 } }), SAMPLE_PROGRAM).score).toBe(92);
  });

  it('leaves the score alone at the neutral 3, and clamps values outside 1..5', () => {
    expect(matchScore(prefs({ importance: { academics: 3, location: 3, esportsLevel: 3, scholarship: 3 } }), SAMPLE_PROGRAM, { perspective: 'player' }).score).toBe(92);
    expect(matchWeights(prefs({ importance: { academics: 9, location: -2, scholarship: Number.NaN } }), { perspective: 'player' })).toMatchObject({ academics: 30, location: 5, cost: 10 });
  });
});

describe('explain: false (scoring a long list)', () => {
  it('gives the same score, band, confidence and caps with empty evidence', () => {
    const players = [
      SAMPLE_PLAYER,
      EMPTY_PLAYER,
      prefs({ states: ['OK'], hard: ['location', 'budget', 'level'], levelsSought: ['club'] }),
      game({ currentTier: { ordinal: 2, name: 'Iron 2' } }),
      player({ gpa: 70, gpaScale: '100', satScore: null, actScore: 20 }),
    ];
    for (const candidate of players) {
      const full = matchScore(candidate, SAMPLE_PROGRAM);
      const quiet = matchScore(candidate, SAMPLE_PROGRAM, { explain: false });
      expect(quiet).toEqual({ ...full, factors: full.factors.map((factor) => ({ ...factor, evidence: '' })) });
    }
    // The caps keep their reasons.
    expect(matchScore(players[2]!, SAMPLE_PROGRAM, { explain: false, perspective: 'player' }).caps.map((cap) => cap.reason)).toEqual([
      'Breaks your hard preference: Texas is not in your states (OK)',
      'Breaks your hard preference: About $14,000/yr (out-of-state $29,000 - $15,000 typical scholarship) vs your $10,000 budget',
      'Breaks your hard preference: Varsity; you seek Club',
    ]);
  });
});

describe('determinism', () => {
  it('gives the same result for the same inputs and does not change them', () => {
    const frozen = <T>(value: T): T => {
      if (value && typeof value === 'object') {
        Object.values(value).forEach(frozen);
        Object.freeze(value);
      }
      return value;
    };
    const inputPlayer = frozen(structuredClone(SAMPLE_PLAYER));
    const inputProgram = frozen(structuredClone(SAMPLE_PROGRAM));
    const first = matchScore(inputPlayer, inputProgram, { perspective: 'player' });
    expect(matchScore(inputPlayer, inputProgram, { perspective: 'player' })).toEqual(first);
    expect(inputPlayer).toEqual(SAMPLE_PLAYER);
    expect(value(first, 'skill')).toBeCloseTo(0.9, 10);
  });

  it('does not depend on the player id or the order of lists', () => {
    const reordered = program({ rolesNeeded: [...SAMPLE_PROGRAM.rolesNeeded].reverse(), classYears: [2028, 2027] });
    expect(matchScore(player({ id: 'another' }), reordered)).toEqual(matchScore(SAMPLE_PLAYER, SAMPLE_PROGRAM));
  });
});
