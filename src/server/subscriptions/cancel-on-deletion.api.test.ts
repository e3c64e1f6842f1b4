/**
 * A deleted subject's Stripe subscription is cancelled (docs/decisions/046):
 * at once and without proration, through the stripe library against a local
 * fake Stripe API (a real HTTP round trip on 127.0.0.1), after the deletion
 * has committed; without keys nothing is called; a Stripe error is logged
 * and never fails the deletion. The account deletion request is the wired
 * deletion (the player plan); teams are cancelled through the same service.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubjectType } from '#shared/access/plans.ts';
import { insertTeam, insertUser, setTeamsFlag } from '#server/test/teams/team-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { applyPlan } from './apply-plan.ts';
import { cancelStripeSubscriptions } from './cancel-stripe-subscriptions.ts';
import { startFakeStripeApi, type FakeStripeApi } from '../test/subscriptions/fake-stripe-api.ts';
import { TEST_PRICES, TEST_WEBHOOK_SECRET } from '../test/subscriptions/stripe-test-events.ts';

let t: TestApp;
let fake: FakeStripeApi;

beforeAll(async () => {
  fake = await startFakeStripeApi();
  t = await createTestApp({ billing: { secretKey: 'sk_test_fake', webhookSecret: TEST_WEBHOOK_SECRET, prices: TEST_PRICES, api: fake.api } });
  await setTeamsFlag(t.app.ctx.db, true);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const paid = (subjectType: SubjectType, subjectId: string, plan: string, stripeSubscriptionId: string | null) =>
  t.app.ctx.db.transaction((tx) =>
    applyPlan(tx, { subjectType, subjectId, plan, status: 'active', stripeCustomerId: 'cus_test', stripeSubscriptionId, currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) }),
  );
const subscriptionOf = async (subjectType: string, subjectId: string) =>
  (
    await rowsOf<{ plan: string; status: string; subscription: string | null }>(
      t.app.ctx.db,
      sql`select plan, status, stripe_subscription_id as subscription from subscriptions where subject_type = ${subjectType} and subject_id = ${subjectId}`,
    )
  )[0];
const cancelRequests = (id: string) => fake.requests.filter((request) => request.method === 'DELETE' && request.path === `/v1/subscriptions/${id}`);
const requestDeletion = (app: TestApp['app'], player: TestUser) =>
  app.inject({ method: 'POST', url: `/api/players/${player.id}/deletion-request`, headers: { origin: 'http://localhost:3000', cookie: player.cookie } });
const deletionRequestedAt = async (userId: string) =>
  (await rowsOf<{ at: string | null }>(t.app.ctx.db, sql`select deletion_requested_at as at from user_profiles where user_id = ${userId}`))[0]!.at;

describe('cancelling Stripe subscriptions of deleted subjects', () => {
  it('an account deletion request cancels the player plan at Stripe at once, without proration, and puts the row back on free', async () => {
    const player = await signUpUser(t.app, { displayName: 'Paying Player' });
    await paid('user', player.id, 'plus', 'sub_player_plus');
    const response = await requestDeletion(t.app, player);
    expect(response.statusCode, response.body).toBe(200);
    const [cancel] = cancelRequests('sub_player_plus');
    expect(cancel).toBeDefined();
    const params = new URLSearchParams([...cancel!.query, ...cancel!.form]);
    expect([params.get('prorate'), params.get('invoice_now')]).toEqual(['false', 'false']);
    expect(await subscriptionOf('user', player.id)).toEqual({ plan: 'free', status: 'canceled', subscription: null });

    // Asked again: the subscription already ended, Stripe is not called again.
    expect((await requestDeletion(t.app, player)).statusCode).toBe(200);
    expect(cancelRequests('sub_player_plus')).toHaveLength(1);
  });

  it('a Stripe error does not fail the deletion: it is recorded, the row is left for a manual cancel', async () => {
    const player = await signUpUser(t.app, { displayName: 'Unlucky Player' });
    await paid('user', player.id, 'plus', 'sub_player_refused');
    fake.failNext(400);
    const response = await requestDeletion(t.app, player);
    expect(response.statusCode, response.body).toBe(200);
    expect(await deletionRequestedAt(player.id)).not.toBeNull();
    expect(cancelRequests('sub_player_refused')).toHaveLength(1);
    expect(await subscriptionOf('user', player.id)).toEqual({ plan: 'plus', status: 'active', subscription: 'sub_player_refused' });
  });

  it('without Stripe keys nothing is called and nothing changes', async () => {
    const unconfigured = await t.openSecondInstance({ billing: {} });
    try {
      const player = await signUpUser(unconfigured.app, { displayName: 'Keyless Player' });
      await paid('user', player.id, 'plus', 'sub_player_keyless');
      const before = fake.requests.length;
      expect((await requestDeletion(unconfigured.app, player)).statusCode).toBe(200);
      expect(fake.requests).toHaveLength(before);
      expect(await subscriptionOf('user', player.id)).toEqual({ plan: 'plus', status: 'active', subscription: 'sub_player_keyless' });
    } finally {
      await unconfigured.close();
    }
  });

  it('a team: its Stripe subscription is cancelled and its tier goes back to bronze; a row without a Stripe id is not sent', async () => {
    const owner = await insertUser(t.app.ctx.db, 'Team Payer');
    const [gold, manual] = [await insertTeam(t.app.ctx.db, owner.id, { name: 'Gold Team' }), await insertTeam(t.app.ctx.db, owner.id, { name: 'Manual Silver' })];
    await paid('team', gold.id, 'gold', 'sub_team_gold');
    await paid('team', manual.id, 'silver', null);
    const before = fake.requests.length;
    const cancelled = await cancelStripeSubscriptions(t.app.ctx, [
      { subjectType: 'team', subjectId: gold.id },
      { subjectType: 'team', subjectId: manual.id },
    ]);
    expect(cancelled).toEqual(['sub_team_gold']);
    expect(fake.requests.slice(before).map((request) => `${request.method} ${request.path}`)).toEqual(['DELETE /v1/subscriptions/sub_team_gold']);
    expect(await subscriptionOf('team', gold.id)).toEqual({ plan: 'bronze', status: 'canceled', subscription: null });
    const [tier] = await rowsOf<{ tier: string }>(t.app.ctx.db, sql`select subscription_tier as tier from teams where id = ${gold.id}`);
    expect(tier!.tier).toBe('bronze');
  });
});
