import { describe, expect, it } from 'vitest';
import { availabilityHours, overlapHours, scrimScore, teamFitScore, type MmPlayer, type MmPost } from './matchmaking-score.ts';

const TITLE = 'valorant-id';
const player = (overrides: Partial<MmPlayer['games'][number]> = {}, offset: number | null = -360): MmPlayer => ({
  games: [
    {
      titleId: TITLE,
      titleName: 'Valorant',
      tier: { ordinal: 17, name: 'Diamond 2' },
      primaryRole: 'Controller',
      secondaryRole: 'Initiator',
      hoursPerWeek: 10,
      availability: ['tue:evening'],
      ...overrides,
    },
  ],
  utcOffsetMinutes: offset,
  wantedLevel: 'competitive',
});
const post = (overrides: Partial<MmPost> = {}): MmPost => ({
  titleId: TITLE,
  teamGames: [{ titleId: TITLE, titleName: 'Valorant', playLevel: 'competitive' }],
  positionsNeeded: ['Controller'],
  minTier: { ordinal: 10, name: 'Gold 1' },
  maxTier: { ordinal: 21, name: 'Ascendant 3' },
  availability: ['tue:evening'],
  utcOffsetMinutes: -360,
  commitmentLevel: 'competitive',
  ...overrides,
});
const factor = (result: ReturnType<typeof teamFitScore>, key: string) => result.factors.find((f) => f.key === key)!;

describe('teamFitScore', () => {
  it('a full fit is 100, high confidence', () => {
    expect(teamFitScore(player(), post())).toMatchObject({ score: 100, band: 'excellent', confidence: { value: 1, level: 'high', unknown: [] } });
  });

  it('hiding a rank never beats showing one a tier below the range', () => {
    const hidden = teamFitScore(player({ tier: null }), post());
    const oneBelow = teamFitScore(player({ tier: { ordinal: 9, name: 'Silver 3' } }), post());
    const threeBelow = teamFitScore(player({ tier: { ordinal: 7, name: 'Silver 1' } }), post());
    expect(factor(hidden, 'rank').value).toBeNull();
    expect(factor(oneBelow, 'rank').value).toBe(0.5);
    expect(factor(threeBelow, 'rank').value).toBeCloseTo(0.3);
    expect(hidden.score).toBe(oneBelow.score);
    expect(hidden.confidence.value).toBeLessThan(oneBelow.confidence.value);
    expect(factor(teamFitScore(player({ tier: { ordinal: 24, name: 'Immortal 3' } }), post()), 'rank')).toMatchObject({ value: 0.75, evidence: 'Immortal 3 is above Gold 1 to Ascendant 3' });
  });

  it('roles: main 1, secondary 0.8, neither 0', () => {
    expect(factor(teamFitScore(player(), post({ positionsNeeded: ['initiator'] })), 'roles').value).toBe(0.8);
    expect(factor(teamFitScore(player(), post({ positionsNeeded: ['Duelist'] })), 'roles').value).toBe(0);
  });

  it('a game the player does not play scores 0 on game, and the rest of the game facts are unknown', () => {
    const result = teamFitScore(player(), post({ titleId: null, teamGames: [{ titleId: 'lol', titleName: 'League of Legends', playLevel: 'casual' }] }));
    expect(factor(result, 'title')).toMatchObject({ value: 0, evidence: 'League of Legends: not among your games' });
    expect(result.confidence.unknown).toEqual(['rank', 'roles', 'availability', 'commitment']);
  });

  it('availability across time zones: Chicago evening vs New York evening overlap four of five hours', () => {
    const result = teamFitScore(player({}, -300), post());
    expect(factor(result, 'availability').value).toBe(0.8);
    const noZone = teamFitScore(player({}, null), post());
    expect(factor(noZone, 'availability').value).toBe(1);
    expect(noZone.confidence.unknown).toEqual(['availability']);
  });

  it('the late block runs past midnight into the next day, and Sunday wraps to Monday', () => {
    const hours = availabilityHours(['sun:late'], 0);
    expect(hours.size).toBe(4);
    expect([...hours].sort((a, b) => a - b)).toEqual([0, 1, 166, 167]);
  });

  it('commitment: hours a week against the level’s reading', () => {
    expect(factor(teamFitScore(player({ hoursPerWeek: 4 }), post()), 'commitment').value).toBe(0.5);
    expect(factor(teamFitScore(player({ hoursPerWeek: null }), post()), 'commitment').value).toBeNull();
  });
});

describe('against the team, no post (docs/decisions/047 session 24)', () => {
  it('rank range, roles and commitment are unknown and say no post was chosen; game and times still count', () => {
    const result = teamFitScore(player(), post({ positionsNeeded: [], minTier: null, maxTier: null, commitmentLevel: null, fromPost: false }), 'team');
    expect(factor(result, 'rank').evidence).toBe('Unknown: no recruiting post chosen, so no rank range (Diamond 2)');
    expect(factor(result, 'roles').evidence).toBe('Unknown: no recruiting post chosen, so no roles needed');
    expect(factor(result, 'commitment')).toMatchObject({ value: null, evidence: 'Unknown: no recruiting post chosen, so no commitment level (10 h a week)' });
    expect(factor(result, 'availability')).toMatchObject({ value: 1, evidence: "5 of the team's 5 hours a week overlap the player's" });
    expect(result.confidence.unknown).toEqual(['rank', 'roles', 'commitment']);
  });

  it('overlapHours counts the shared hours a week, each grid in its own zone', () => {
    expect(overlapHours(['tue:evening', 'thu:evening'], -360, ['tue:evening'], -360)).toBe(5);
    expect(overlapHours(['tue:evening'], -300, ['tue:evening'], -360)).toBe(4);
    expect(overlapHours(['mon:morning'], null, ['tue:evening'], -360)).toBe(0);
  });
});

describe('scrimScore', () => {
  it('same game and level with the same evenings is 100; a level two steps away scores 0 on level', () => {
    const mine = { titleId: TITLE, titleName: 'Valorant', playLevel: 'competitive' as const, availability: ['tue:evening'], utcOffsetMinutes: 0 };
    expect(scrimScore(mine, { ...mine }).score).toBe(100);
    const pro = scrimScore(mine, { ...mine, playLevel: 'professional' });
    expect(pro.factors.find((f) => f.key === 'level')).toMatchObject({ value: 0, evidence: 'Professional vs your Competitive' });
    expect(pro.score).toBe(60);
  });
});
