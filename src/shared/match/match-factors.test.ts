import { describe, expect, it } from 'vitest';
import { distanceMiles } from './match-distance.ts';
import {
  academicsFactor,
  classFactor,
  collegeSize,
  costFactor,
  formatUsd,
  gpaOn4,
  levelFactor,
  locationFactor,
  roleFactor,
  skillFactor,
} from './match-factors.ts';
import { SAMPLE_PLAYER, SAMPLE_PREFERENCES, SAMPLE_PROGRAM } from '../test/match/match-test-data.ts';
import type { MatchCollege, MatchPlayer, MatchPlayerGame, MatchPreferences, MatchProgram } from './match-types.ts';

const player = (patch: Partial<MatchPlayer> = {}): MatchPlayer => ({ ...SAMPLE_PLAYER, ...patch });
const program = (patch: Partial<MatchProgram> = {}): MatchProgram => ({ ...SAMPLE_PROGRAM, ...patch });
const college = (patch: Partial<MatchCollege>): MatchProgram => program({ college: { ...SAMPLE_PROGRAM.college, ...patch } });
const prefs = (patch: Partial<MatchPreferences>): MatchPlayer => player({ preferences: { ...SAMPLE_PREFERENCES, ...patch } });
const game = (patch: Partial<MatchPlayerGame>): MatchPlayer => player({ games: [{ ...SAMPLE_PLAYER.games[0]!, ...patch }] });
const tier = (ordinal: number, name: string) => ({ ordinal, name });

const DALLAS = { latitude: 32.7767, longitude: -96.797 };
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437 };

describe('skill (rank against minimum and target)', () => {
  it('is 1 at or above the target', () => {
    expect(skillFactor(game({ currentTier: tier(19, 'Ascendant 1') }), SAMPLE_PROGRAM)).toMatchObject({ value: 1, evidence: 'Ascendant 1 meets target Ascendant 1', caps: [] });
    expect(skillFactor(game({ currentTier: tier(25, 'Radiant') }), SAMPLE_PROGRAM)).toMatchObject({ value: 1, evidence: 'Radiant is above target Ascendant 1' });
  });

  it('rises linearly from 0.6 at the minimum to 1 at the target, with the ladder names as evidence', () => {
    const diamond2 = skillFactor(SAMPLE_PLAYER, SAMPLE_PROGRAM);
    expect(diamond2.value).toBeCloseTo(0.9, 10);
    expect(diamond2.evidence).toBe('Diamond 2 vs target Ascendant 1');
    expect(skillFactor(game({ currentTier: tier(11, 'Gold 2') }), SAMPLE_PROGRAM).value).toBeCloseTo(0.6, 10);
    expect(skillFactor(game({ currentTier: tier(15, 'Platinum 3') }), SAMPLE_PROGRAM).value).toBeCloseTo(0.8, 10);
  });

  it('drops to 0.5 below the minimum and caps with the reason', () => {
    const result = skillFactor(game({ currentTier: tier(10, 'Gold 1') }), SAMPLE_PROGRAM);
    expect(result).toMatchObject({ value: 0.5, known: 1, evidence: 'Gold 1 is below minimum Gold 2' });
    expect(result.caps).toEqual([{ kind: 'rank_below_minimum', reason: "Rank Gold 1 is below the program's minimum Gold 2" }]);
    expect(skillFactor(game({ currentTier: tier(1, 'Iron 1') }), SAMPLE_PROGRAM).value).toBe(0.5);
  });

  it('is unknown without a rank of the program title, and capped when the program sets a minimum', () => {
    const noRank = skillFactor(game({ currentTier: null }), SAMPLE_PROGRAM);
    expect(noRank).toMatchObject({ value: null, known: 0, evidence: 'No Valorant rank shown (target Ascendant 1)' });
    expect(noRank.caps).toEqual([{ kind: 'rank_unknown', reason: "No Valorant rank shown; the program's minimum is Gold 2" }]);
    const otherTitle = skillFactor(game({ titleSlug: 'overwatch', currentTier: tier(30, 'Master 1') }), SAMPLE_PROGRAM);
    expect(otherTitle.value).toBeNull();
    expect(otherTitle.caps[0]!.kind).toBe('rank_unknown');
  });

  it('uses a lone target as both bars but caps only against a minimum', () => {
    const targetOnly = program({ minTier: null });
    expect(skillFactor(game({ currentTier: tier(10, 'Gold 1') }), targetOnly)).toMatchObject({ value: 0.5, caps: [], evidence: 'Gold 1 is below target Ascendant 1' });
    expect(skillFactor(game({ currentTier: null }), targetOnly).caps).toEqual([]);
    const minOnly = program({ targetTier: null });
    expect(skillFactor(game({ currentTier: tier(11, 'Gold 2') }), minOnly).value).toBe(1);
  });

  it('reads a target below the minimum as the minimum, so the cap still holds', () => {
    const inverted = program({ minTier: tier(19, 'Ascendant 1'), targetTier: tier(15, 'Platinum 3') });
    expect(skillFactor(game({ currentTier: tier(17, 'Diamond 2') }), inverted)).toMatchObject({ value: 0.5, caps: [{ kind: 'rank_below_minimum' }] });
    expect(skillFactor(game({ currentTier: tier(19, 'Ascendant 1') }), inverted)).toMatchObject({ value: 1, evidence: 'Ascendant 1 meets target Ascendant 1' });
  });

  it('is unknown when the program sets no rank bar', () => {
    expect(skillFactor(SAMPLE_PLAYER, program({ minTier: null, targetTier: null }))).toMatchObject({ value: null, evidence: 'The program sets no rank bar', caps: [] });
  });
});

describe('role (roles needed by priority)', () => {
  it('counts the need priority of the primary role: high 1, medium 0.8, low 0.6', () => {
    expect(roleFactor(game({ primaryRole: 'Controller' }), SAMPLE_PROGRAM)).toMatchObject({ value: 1, evidence: 'Controller (primary) is a high-priority need' });
    expect(roleFactor(game({ primaryRole: 'Sentinel', secondaryRole: null }), SAMPLE_PROGRAM).value).toBe(0.8);
    const low = program({ rolesNeeded: [{ role: 'Duelist', count: 2, priority: 'low' }] });
    expect(roleFactor(SAMPLE_PLAYER, low).value).toBeCloseTo(0.6, 10);
  });

  it('counts a secondary-role match at 0.8 of its priority, and takes the best match', () => {
    expect(roleFactor(SAMPLE_PLAYER, SAMPLE_PROGRAM)).toMatchObject({ value: 0.8, evidence: 'Controller (secondary) is a high-priority need' });
    const lowSecondary = program({ rolesNeeded: [{ role: 'Controller', count: 1, priority: 'low' }] });
    expect(roleFactor(SAMPLE_PLAYER, lowSecondary).value).toBeCloseTo(0.48, 10);
    expect(roleFactor(game({ primaryRole: 'Sentinel', secondaryRole: 'Controller' }), SAMPLE_PROGRAM).value).toBe(0.8);
  });

  it('is 0 when no role is needed, naming both sides', () => {
    expect(roleFactor(game({ primaryRole: 'Duelist', secondaryRole: 'Flex' }), SAMPLE_PROGRAM)).toMatchObject({
      value: 0,
      evidence: 'Duelist, Flex not among the roles needed (Controller, Sentinel)',
    });
  });

  it('is unknown without the player roles or the program needs (a need of count 0 is no need)', () => {
    expect(roleFactor(game({ primaryRole: null, secondaryRole: null }), SAMPLE_PROGRAM)).toMatchObject({ value: null, evidence: 'No Valorant role shown' });
    expect(roleFactor(player({ games: [] }), SAMPLE_PROGRAM).value).toBeNull();
    expect(roleFactor(SAMPLE_PLAYER, program({ rolesNeeded: [] }))).toMatchObject({ value: null, evidence: 'The program lists no roles needed' });
    expect(roleFactor(SAMPLE_PLAYER, program({ rolesNeeded: [{ role: 'Controller', count: 0, priority: 'high' }] })).value).toBeNull();
  });
});

describe('class (graduation year in the class years)', () => {
  it('is 1 in the class years, 0.5 one year off, 0 further', () => {
    expect(classFactor(SAMPLE_PLAYER, SAMPLE_PROGRAM)).toMatchObject({ value: 1, evidence: 'Class of 2027 is recruited (2027, 2028)' });
    expect(classFactor(player({ gradYear: 2026 }), SAMPLE_PROGRAM)).toMatchObject({ value: 0.5, evidence: 'Class of 2026 is one year from the classes recruited (2027, 2028)' });
    expect(classFactor(player({ gradYear: 2029 }), SAMPLE_PROGRAM).value).toBe(0.5);
    expect(classFactor(player({ gradYear: 2030 }), SAMPLE_PROGRAM)).toMatchObject({ value: 0, evidence: 'Class of 2030 is outside the classes recruited (2027, 2028)' });
  });

  it('is unknown without a class year or class years recruited', () => {
    expect(classFactor(player({ gradYear: null }), SAMPLE_PROGRAM)).toMatchObject({ value: null, evidence: 'Class year not shown' });
    expect(classFactor(SAMPLE_PLAYER, program({ classYears: [] }))).toMatchObject({ value: null, evidence: 'The program lists no class years' });
  });
});

describe('academics (GPA against the minimum, SAT/ACT against the range)', () => {
  it('normalises a GPA to the 4.0 scale', () => {
    expect(gpaOn4(3.6, '4.0')).toBeCloseTo(3.6, 10);
    expect(gpaOn4(4.5, '5.0')).toBeCloseTo(3.6, 10);
    expect(gpaOn4(90, '100')).toBeCloseTo(3.6, 10);
  });

  it('is 1 when the GPA meets the minimum and the test is at or above the 75th percentile', () => {
    expect(academicsFactor(SAMPLE_PLAYER, SAMPLE_PROGRAM)).toMatchObject({
      value: 1,
      known: 1,
      caps: [],
      evidence: 'GPA 3.60 (4.5 on 5.0) meets minimum 3.00; SAT 1400 at or above the 75th percentile (1180-1380)',
    });
    expect(academicsFactor(player({ gpa: 3, gpaScale: '4.0' }), SAMPLE_PROGRAM).value).toBe(1);
  });

  it('places a test score linearly in the middle 50% and never below 0.5', () => {
    expect(academicsFactor(player({ satScore: 1280 }), SAMPLE_PROGRAM).value).toBeCloseTo((1 + 0.75) / 2, 10);
    expect(academicsFactor(player({ satScore: 1180 }), SAMPLE_PROGRAM).value).toBeCloseTo(0.75, 10);
    expect(academicsFactor(player({ satScore: 900 }), SAMPLE_PROGRAM)).toMatchObject({ value: 0.75, evidence: expect.stringContaining('SAT 900 at or below the 25th percentile') });
  });

  it('takes the better of SAT and ACT', () => {
    const both = academicsFactor(player({ satScore: 1180, actScore: 30 }), SAMPLE_PROGRAM);
    expect(both.value).toBe(1);
    expect(both.evidence).toContain('ACT 30 at or above the 75th percentile (24-30)');
  });

  it('counts a GPA below the minimum 0.5 and caps with the reason', () => {
    const result = academicsFactor(player({ gpa: 2.8, gpaScale: '4.0' }), SAMPLE_PROGRAM);
    expect(result.value).toBeCloseTo(0.75, 10);
    expect(result.evidence).toContain('GPA 2.80 is below minimum 3.00');
    expect(result.caps).toEqual([{ kind: 'gpa_below_minimum', reason: "GPA 2.80 is below the program's minimum 3.00" }]);
  });

  it('counts an unshown part 0.5 (GPA unshown is capped too), lowering what is known', () => {
    const noGpa = academicsFactor(player({ gpa: null, gpaScale: null }), SAMPLE_PROGRAM);
    expect(noGpa).toMatchObject({ value: 0.75, known: 0.5 });
    expect(noGpa.caps).toEqual([{ kind: 'gpa_unknown', reason: "No GPA shown; the program's minimum is 3.00" }]);
    const noTest = academicsFactor(player({ satScore: null }), SAMPLE_PROGRAM);
    expect(noTest).toMatchObject({ value: 0.75, known: 0.5, caps: [] });
    expect(noTest.evidence).toContain('No SAT/ACT shown (college range 1180-1380, 24-30)');
    expect(academicsFactor(player({ gpa: null, gpaScale: null, satScore: null }), SAMPLE_PROGRAM)).toMatchObject({ value: null, known: 0 });
  });

  it('uses only the bars that exist, and is unknown with none', () => {
    expect(academicsFactor(player({ satScore: 1180 }), program({ minGpa: null })).value).toBeCloseTo(0.5, 10);
    const testOptional = college({ sat25: null, sat75: null, act25: null, act75: null });
    expect(academicsFactor(player({ satScore: null }), testOptional)).toMatchObject({ value: 1, known: 1 });
    expect(academicsFactor(SAMPLE_PLAYER, { ...testOptional, minGpa: null })).toMatchObject({ value: null, evidence: 'No GPA minimum or test range to compare' });
  });
});

describe('location (states, distance, size, control)', () => {
  it('measures haversine miles', () => {
    expect(distanceMiles(DALLAS, AUSTIN)).toBeGreaterThan(180);
    expect(distanceMiles(DALLAS, AUSTIN)).toBeLessThan(185);
    expect(Math.round(distanceMiles(NEW_YORK, LOS_ANGELES))).toBeGreaterThanOrEqual(2440);
    expect(Math.round(distanceMiles(NEW_YORK, LOS_ANGELES))).toBeLessThanOrEqual(2450);
    expect(distanceMiles(DALLAS, DALLAS)).toBe(0);
  });

  it('is 1 in a preferred state of a preferred size, 0 for a state not listed', () => {
    expect(locationFactor(SAMPLE_PLAYER, SAMPLE_PROGRAM)).toMatchObject({
      value: 1,
      evidence: 'Texas is in your states (OK, TX); medium campus (12,400 undergraduates), as you prefer',
    });
    const oregon = locationFactor(SAMPLE_PLAYER, college({ state: 'OR' }));
    expect(oregon.value).toBe(0.5);
    expect(oregon.evidence).toContain('Oregon is not in your states (OK, TX)');
    expect(oregon.caps).toEqual([]);
  });

  it('scores distance: within the limit 1, then linearly to 0 at twice the limit', () => {
    const fromAustin = (maxDistanceMiles: number) => ({ ...prefs({ states: [], sizes: [], maxDistanceMiles }), homeCoordinates: AUSTIN });
    const miles = distanceMiles(AUSTIN, DALLAS);
    expect(locationFactor(fromAustin(200), SAMPLE_PROGRAM)).toMatchObject({ value: 1, evidence: `${Math.round(miles)} mi from home, within your 200 mi` });
    expect(locationFactor(fromAustin(100), SAMPLE_PROGRAM).value).toBeCloseTo(1 - (miles - 100) / 100, 10);
    expect(locationFactor(fromAustin(90), SAMPLE_PROGRAM).value).toBe(0);
  });

  it('takes the better of distance and states, and falls back to states without coordinates', () => {
    const both = { ...prefs({ states: ['TX'], sizes: [], maxDistanceMiles: 50 }), homeCoordinates: AUSTIN };
    expect(locationFactor(both, SAMPLE_PROGRAM)).toMatchObject({ value: 1, evidence: 'Texas is in your states (TX)' });
    const noCoordinates = { ...prefs({ states: ['OK'], sizes: [], maxDistanceMiles: 500 }), homeCoordinates: null };
    expect(locationFactor(noCoordinates, SAMPLE_PROGRAM)).toMatchObject({ value: 0, evidence: 'Texas is not in your states (OK)' });
    const distanceOnly = { ...prefs({ states: [], sizes: [], maxDistanceMiles: 500 }), homeCoordinates: null };
    expect(locationFactor(distanceOnly, SAMPLE_PROGRAM)).toMatchObject({ value: null, known: 0, evidence: 'Distance unknown (no coordinates)' });
  });

  it('scores size and control preferences', () => {
    expect(collegeSize(4999)).toBe('small');
    expect(collegeSize(5000)).toBe('medium');
    expect(collegeSize(15000)).toBe('medium');
    expect(collegeSize(15001)).toBe('large');
    const smallPrivate = prefs({ states: [], sizes: ['small'], control: 'private' });
    const result = locationFactor(smallPrivate, SAMPLE_PROGRAM);
    expect(result).toMatchObject({ value: 0, evidence: 'medium campus (12,400 undergraduates); you prefer small; public; you prefer private' });
    expect(locationFactor(smallPrivate, college({ undergradEnrollment: 2000, control: 'nonprofit' })).value).toBe(1);
    expect(locationFactor(smallPrivate, college({ undergradEnrollment: null, control: 'for_profit' }))).toMatchObject({ value: 0.75, known: 0.5 });
  });

  it('is 1 for a player open to any location, unknown for one without preferences', () => {
    expect(locationFactor(prefs({ states: [], sizes: [], maxDistanceMiles: null, control: null }), SAMPLE_PROGRAM)).toMatchObject({ value: 1, evidence: 'Open to any location' });
    expect(locationFactor(player({ preferences: null }), SAMPLE_PROGRAM)).toMatchObject({ value: null, evidence: 'No location preferences set' });
  });

  it('caps a broken hard preference with its reason, but not an unknown one', () => {
    const hard = prefs({ hard: ['location', 'control'], control: 'private' });
    expect(locationFactor(hard, college({ state: 'OR' })).caps).toEqual([
      { kind: 'hard_preference', reason: 'Breaks your hard preference: Oregon is not in your states (OK, TX)' },
      { kind: 'hard_preference', reason: 'Breaks your hard preference: public; you prefer private' },
    ]);
    expect(locationFactor(hard, college({ state: null, control: null })).caps).toEqual([]);
    expect(locationFactor(prefs({ hard: ['size'] }), college({ undergradEnrollment: 40_000 })).caps).toEqual([]);
    expect(locationFactor(prefs({ hard: ['size'] }), college({ undergradEnrollment: 900 })).caps[0]!.reason).toBe(
      'Breaks your hard preference: small campus (900 undergraduates); you prefer medium or large',
    );
  });
});

describe('cost (budget and scholarship need)', () => {
  it('estimates tuition after the middle of the scholarship range against the budget', () => {
    const result = costFactor(SAMPLE_PLAYER, SAMPLE_PROGRAM);
    expect(result.value).toBeCloseTo(0.8, 10);
    expect(result.evidence).toBe('About $14,000/yr (out-of-state $29,000 - $15,000 typical scholarship) vs your $10,000 budget; Scholarships $10,000-$20,000/yr');
  });

  it('uses in-state tuition for a player from the college state', () => {
    const texan = player({ homeState: 'TX' });
    expect(costFactor(texan, SAMPLE_PROGRAM)).toMatchObject({ value: 1, evidence: expect.stringContaining('About $0/yr (in-state $11,200') });
  });

  it('falls linearly to 0 at twice the budget', () => {
    expect(costFactor(prefs({ budgetPerYear: 7_000, needsScholarship: false }), SAMPLE_PROGRAM).value).toBe(0);
    expect(costFactor(prefs({ budgetPerYear: 14_000, needsScholarship: false }), SAMPLE_PROGRAM).value).toBe(1);
    expect(costFactor(prefs({ budgetPerYear: 12_000, needsScholarship: false }), SAMPLE_PROGRAM).value).toBeCloseTo(1 - 2000 / 12000, 10);
    expect(costFactor(prefs({ budgetPerYear: 0, needsScholarship: false }), SAMPLE_PROGRAM).value).toBe(0);
  });

  it('is 0 on the need for a scholarship where the program offers none', () => {
    const none = program({ scholarship: null });
    expect(costFactor(prefs({ budgetPerYear: null }), none)).toMatchObject({ value: 0, evidence: 'No esports scholarship; you need one' });
    expect(costFactor(prefs({ budgetPerYear: null }), program({ scholarship: { min: 0, max: 0 } })).value).toBe(0);
    expect(costFactor(prefs({ budgetPerYear: null, needsScholarship: false }), none)).toMatchObject({ value: 1, evidence: 'No budget or scholarship need set' });
  });

  it('is unknown without preferences or tuition', () => {
    expect(costFactor(player({ preferences: null }), SAMPLE_PROGRAM).value).toBeNull();
    expect(costFactor(prefs({ needsScholarship: null }), college({ tuitionOutOfState: null }))).toMatchObject({ value: null, evidence: 'Tuition unknown' });
  });

  it('caps a broken hard budget or scholarship need', () => {
    expect(costFactor(prefs({ hard: ['budget', 'scholarship'] }), SAMPLE_PROGRAM).caps).toEqual([
      { kind: 'hard_preference', reason: 'Breaks your hard preference: About $14,000/yr (out-of-state $29,000 - $15,000 typical scholarship) vs your $10,000 budget' },
    ]);
    expect(costFactor(prefs({ hard: ['scholarship'], budgetPerYear: null }), program({ scholarship: null })).caps).toEqual([
      { kind: 'hard_preference', reason: 'Breaks your hard preference: No esports scholarship; you need one' },
    ]);
  });

  it('formats dollars without a locale', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(1234567.4)).toBe('$1,234,567');
  });
});

describe('level (program level against the levels sought)', () => {
  it('is 1 at a level sought, 0.5 one level off, 0 two off, 1 for any level', () => {
    expect(levelFactor(SAMPLE_PLAYER, SAMPLE_PROGRAM)).toMatchObject({ value: 1, evidence: 'Varsity, the level you seek' });
    expect(levelFactor(SAMPLE_PLAYER, program({ level: 'junior_varsity' }))).toMatchObject({ value: 0.5, evidence: 'Junior varsity; you seek Varsity' });
    expect(levelFactor(SAMPLE_PLAYER, program({ level: 'club' })).value).toBe(0);
    expect(levelFactor(prefs({ levelsSought: ['club', 'varsity'] }), program({ level: 'club' })).value).toBe(1);
    expect(levelFactor(prefs({ levelsSought: [] }), program({ level: 'club' }))).toMatchObject({ value: 1, evidence: 'Club; open to any level' });
  });

  it('is unknown without preferences, and caps a broken hard level', () => {
    expect(levelFactor(player({ preferences: null }), SAMPLE_PROGRAM)).toMatchObject({ value: null, evidence: 'Varsity; level sought not set' });
    expect(levelFactor(prefs({ hard: ['level'] }), program({ level: 'club' })).caps).toEqual([
      { kind: 'hard_preference', reason: 'Breaks your hard preference: Club; you seek Varsity' },
    ]);
  });
});
