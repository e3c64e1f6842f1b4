/**
 * A platform admin's plan by hand (decision 046, session 24): PUT
 * /api/subscriptions/:subjectType/:subjectId/plan for a team, a college or a
 * player (Team Settings' tier goes through the same setPlanByHand), its bad
 * input, and the rule against a pending downgrade: a plan set by hand drops
 * the pending change (the hourly check cannot undo it), and a later Stripe
 * event for a paid subscription sets the plan from what is paid, at once.
 * Who may call the route: subscriptions-access-matrix.api.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_TEXTS, type SubjectType } from '#shared/access/plans.ts';
import { claimedColleges, signUpScoped } from '#server/test/colleges/college-staff-test-data.ts';
import { insertTeam, setTeamsFlag } from '#server/test/teams/team-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { applyDueDowngrades } from './apply-plan.ts';
import { checkoutCompletedEvent, signedWebhook, subscriptionEvent, TEST_PRICES, TEST_WEBHOOK_SECRET } from '../test/subscriptions/stripe-test-events.ts';

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let collegeIds: string[];
let collegeAdmin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ billing: { webhookSecret: TEST_WEBHOOK_SECRET, prices: TEST_PRICES } });
  await setTeamsFlag(t.app.ctx.db, true);
  admin = await signUpScoped(t.app, ['yes_admin'], null);
  owner = await signUpUser(t.app);
  collegeIds = (await claimedColleges(t.app.ctx.db, 4, 60)).map((college) => college.id);
  collegeAdmin = await signUpScoped(t.app, ['programs_college_admin'], collegeIds[0]!);
});
afterAll(() => t.close());

const setPlan = (subjectType: SubjectType, subjectId: string, plan: unknown, cookie = admin.cookie) =>
  t.app.inject({ method: 'PUT', url: `/api/subscriptions/${subjectType}/${subjectId}/plan`, payload: { plan }, headers: { cookie } });
const webhook = (event: object) => {
  const { payload, headers } = signedWebhook(event);
  return t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers });
};
const rowOf = async (subjectType: SubjectType, subjectId: string) =>
  (
    await rowsOf<{ plan: string; pendingPlan: string | null; setByHand: boolean; subscription: string | null; tier: string | null }>(
      t.app.ctx.db,
      sql`select plan, pending_plan as "pendingPlan", plan_set_by_hand_at is not null as "setByHand", stripe_subscription_id as subscription,
          (select subscription_tier from teams where id::text = subject_id) as tier
        from subscriptions where subject_type = ${subjectType} and subject_id = ${subjectId}`,
    )
  )[0];

describe('PUT /api/subscriptions/:subjectType/:subjectId/plan', () => {
  it('sets a team\u2019s, a college\u2019s and a player\u2019s plan by hand without Stripe keys; the plan shows as set by hand', async () => {
    const team = await insertTeam(t.app.ctx.db, owner.id);
    const player = await signUpUser(t.app);
    for (const [type, id, plan] of [
      ['team', team.id, 'gold'],
      ['college', collegeIds[0]!, 'pro'],
      ['user', player.id, 'plus'],
    ] as const) {
      const response = await setPlan(type, id, plan);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ type, id, plan, setByHand: true, canSetPlanByHand: true, canManageBilling: false });
    }
    expect((await rowOf('team', team.id))?.tier).toBe('gold');
    // The college's own admin and the player see it too.
    const seen = await t.app.inject({ method: 'GET', url: `/api/subscriptions/college/${collegeIds[0]}`, headers: { cookie: collegeAdmin.cookie } });
    expect(seen.json()).toMatchObject({ plan: 'pro', setByHand: true, canSetPlanByHand: false });
    const mine = await t.app.inject({ method: 'GET', url: '/api/subscriptions', headers: { cookie: player.cookie } });
    expect(mine.json().subjects).toEqual([expect.objectContaining({ type: 'user', plan: 'plus', setByHand: true })]);
    // The admin finds a player's plan by ?user=.
    const lookup = await t.app.inject({ method: 'GET', url: `/api/subscriptions?user=${player.id}`, headers: { cookie: admin.cookie } });
    expect(lookup.json().subjects).toEqual([expect.objectContaining({ type: 'user', id: player.id, plan: 'plus' })]);
  });

  it('refuses a plan of another subject type or none (400 on plan), and a missing subject or a non-player user (404); nothing changes', async () => {
    const team = await insertTeam(t.app.ctx.db, owner.id);
    const before = await tableDigests(t.app.ctx.db);
    for (const [type, id, plan] of [
      ['team', team.id, 'pro'],
      ['college', collegeIds[1]!, 'gold'],
      ['user', owner.id, 'toString'],
      ['team', team.id, ''],
    ] as const) {
      const response = await setPlan(type, id, plan);
      expect(response.statusCode, `${type} ${plan}`).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['plan']);
    }
    expect((await setPlan('team', team.id, 'pro')).json().error.fields.plan).toBe(PLAN_TEXTS.notAPlanOf('team'));
    for (const [type, id] of [
      ['team', '00000000-0000-4000-8000-000000000000'],
      ['college', 'not-a-uuid'],
      ['user', 'no-such-user'],
      ['user', collegeAdmin.id],
      ['user', admin.id],
    ] as const) {
      const response = await setPlan(type, id, type === 'team' ? 'silver' : type === 'college' ? 'pro' : 'plus');
      expect(response.statusCode, `${type} ${id}`).toBe(404);
      expect(response.json().error.message).toBe(PLAN_TEXTS.subjectNotFound);
    }
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);
  });
});

describe('a plan set by hand against a pending downgrade (one path for every subject)', () => {
  const cases = [
    { type: 'team', high: 'gold', low: 'silver', highPrice: TEST_PRICES.STRIPE_PRICE_TEAM_GOLD, lowPrice: TEST_PRICES.STRIPE_PRICE_TEAM_SILVER, manual: 'gold' },
    { type: 'college', high: 'pro', low: 'free', highPrice: TEST_PRICES.STRIPE_PRICE_COLLEGE_PRO, lowPrice: null, manual: 'pro' },
    { type: 'user', high: 'plus', low: 'free', highPrice: TEST_PRICES.STRIPE_PRICE_PLAYER_PLUS, lowPrice: null, manual: 'plus' },
  ] as const;

  it.each(cases)('$type: the manual plan drops the pending change, survives the hourly check, and Stripe\u2019s next event applies at once', async (c) => {
    const subjectId =
      c.type === 'team' ? (await insertTeam(t.app.ctx.db, owner.id)).id : c.type === 'college' ? collegeIds[2]! : (await signUpUser(t.app)).id;
    const ids = { subjectType: c.type, subjectId, subscription: `sub_hand_${c.type}`, customer: `cus_hand_${c.type}` };
    expect((await webhook(checkoutCompletedEvent({ ...ids, plan: c.high, priceId: c.highPrice }))).statusCode).toBe(200);
    const periodEnd = new Date(Date.now() + 10 * 86_400_000);
    if (c.lowPrice) {
      await webhook(subscriptionEvent('customer.subscription.updated', { ...ids, priceId: c.lowPrice, periodEnd }));
    } else {
      // A single paid plan: the pending change is the return to the free plan, stored as Stripe's portal would leave it.
      await t.app.ctx.db.execute(sql`update subscriptions set pending_plan = ${c.low}, current_period_end = ${periodEnd.toISOString()}
        where subject_type = ${c.type} and subject_id = ${subjectId}`);
    }
    expect(await rowOf(c.type, subjectId)).toMatchObject({ plan: c.high, pendingPlan: c.low, setByHand: false });

    // The admin keeps the higher plan by hand.
    const response = await setPlan(c.type, subjectId, c.manual);
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowOf(c.type, subjectId)).toMatchObject({ plan: c.manual, pendingPlan: null, setByHand: true, subscription: ids.subscription });

    // The period ends: the hourly check has nothing to apply.
    await t.app.ctx.db.execute(sql`update subscriptions set current_period_end = now() - interval '1 minute' where subject_type = ${c.type} and subject_id = ${subjectId}`);
    await applyDueDowngrades(t.app.ctx.db);
    expect(await rowOf(c.type, subjectId)).toMatchObject({ plan: c.manual, pendingPlan: null, setByHand: true });

    // Stripe's next event for the paid subscription: what is paid applies at once, no pending grace for a plan nobody paid.
    const paid = c.lowPrice ?? c.highPrice;
    const paidPlan = c.lowPrice ? c.low : c.high;
    await webhook(subscriptionEvent('customer.subscription.updated', { ...ids, priceId: paid, periodEnd: new Date(Date.now() + 30 * 86_400_000) }));
    expect(await rowOf(c.type, subjectId)).toMatchObject({ plan: paidPlan, pendingPlan: null, setByHand: false });
    if (c.type === 'team') expect((await rowOf('team', subjectId))?.tier).toBe(paidPlan);
  });

  it('a team\u2019s tier from Team Settings drops a pending downgrade too', async () => {
    const team = await insertTeam(t.app.ctx.db, owner.id);
    const ids = { subjectType: 'team' as const, subjectId: team.id, subscription: 'sub_settings', customer: 'cus_settings' };
    await webhook(checkoutCompletedEvent({ ...ids, plan: 'gold', priceId: TEST_PRICES.STRIPE_PRICE_TEAM_GOLD }));
    await webhook(subscriptionEvent('customer.subscription.updated', { ...ids, priceId: TEST_PRICES.STRIPE_PRICE_TEAM_SILVER, periodEnd: new Date(Date.now() + 86_400_000) }));
    const response = await t.app.inject({ method: 'PATCH', url: `/api/teams/${team.id}`, payload: { subscriptionTier: 'bronze' }, headers: { cookie: admin.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().subscriptionTier).toBe('bronze');
    expect(await rowOf('team', team.id)).toMatchObject({ plan: 'bronze', tier: 'bronze', pendingPlan: null, setByHand: true });
    await t.app.ctx.db.execute(sql`update subscriptions set current_period_end = now() - interval '1 minute' where stripe_subscription_id = 'sub_settings'`);
    await applyDueDowngrades(t.app.ctx.db);
    expect(await rowOf('team', team.id)).toMatchObject({ plan: 'bronze', tier: 'bronze' });
  });
});
