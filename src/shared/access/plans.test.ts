import { describe, expect, it } from 'vitest';
import { TIER_FEATURES, tierAllows } from './access-rules.ts';
import {
  COLLEGE_PLANS,
  DEFAULT_PLAN,
  isDowngrade,
  lowestTeamPlanWith,
  NEVER_GATED,
  paidPlans,
  PLANS_BY_SUBJECT,
  PLAYER_PLANS,
  planOf,
  TEAM_PLANS,
  teamPlanAllows,
} from './plans.ts';

describe('the plan table', () => {
  it('gives teams exactly the gates of spec 6', () => {
    expect(TIER_FEATURES).toEqual({
      basic_roster: ['bronze', 'silver', 'gold'],
      advanced_analytics: ['silver', 'gold'],
      unlimited_staff: ['silver', 'gold'],
      tournament_management: ['silver', 'gold'],
      custom_integrations: ['gold'],
      brand_management: ['gold'],
      contract_management: ['gold'],
    });
    expect(tierAllows('bronze', 'tournament_management')).toBe(false);
    expect(teamPlanAllows('silver', 'tournament_management')).toBe(true);
    expect(teamPlanAllows('silver', 'contract_management')).toBe(false);
    expect(lowestTeamPlanWith('advanced_analytics')).toBe('silver');
    expect(lowestTeamPlanWith('brand_management')).toBe('gold');
    expect(TEAM_PLANS.bronze.staffLimit).toBe(3);
    expect(TEAM_PLANS.silver.staffLimit).toBeNull();
  });

  it('limits free colleges and lifts every limit on pro', () => {
    for (const value of Object.values(COLLEGE_PLANS.free.limits)) expect(value).toBeGreaterThan(0);
    for (const value of Object.values(COLLEGE_PLANS.pro.limits)) expect(value).toBeNull();
  });

  it('never gates guardians, privacy, data export or deletion, replying to a coach, recruiting visibility or a minor\u2019s safety', () => {
    const everything = Object.values(PLANS_BY_SUBJECT).flatMap((plans) =>
      Object.values(plans).flatMap((plan: { features: readonly string[]; limits?: object }) => [...plan.features, ...Object.keys(plan.limits ?? {})]),
    );
    for (const name of NEVER_GATED) expect(everything.some((gate) => gate.includes(name) || name.includes(gate))).toBe(false);
    // The player's perks are extras only: the free plan has no recruiting feature to lose.
    expect(PLAYER_PLANS.free.features).toEqual([]);
    expect(PLAYER_PLANS.plus.features.some((feature) => /visib|search|message|guardian|privacy|export|delet/.test(feature))).toBe(false);
  });

  it('prices every paid plan through its own environment variable and keeps default plans free', () => {
    for (const [subject, plan] of Object.entries(DEFAULT_PLAN)) expect(planOf(subject as never, plan)?.priceCents).toBe(0);
    const envs = paidPlans().map((paid) => paid.priceEnv);
    expect(new Set(envs).size).toBe(envs.length);
    for (const paid of paidPlans()) {
      expect(paid.priceEnv).toMatch(/^STRIPE_PRICE_[A-Z_]+$/);
      expect(planOf(paid.subjectType, paid.plan)!.priceCents).toBeGreaterThan(0);
    }
    expect(paidPlans().map((paid) => `${paid.subjectType}:${paid.plan}`)).toEqual(['team:silver', 'team:gold', 'college:pro', 'user:plus']);
  });

  it('knows plans per subject and which moves are downgrades', () => {
    expect(planOf('team', 'pro')).toBeUndefined();
    expect(planOf('college', 'toString')).toBeUndefined();
    expect(isDowngrade('team', 'gold', 'silver')).toBe(true);
    expect(isDowngrade('team', 'bronze', 'silver')).toBe(false);
    expect(isDowngrade('college', 'pro', 'free')).toBe(true);
  });
});
