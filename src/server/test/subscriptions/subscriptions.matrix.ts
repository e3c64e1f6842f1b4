/**
 * Who may use each subscriptions route (docs/decisions/046, 055; run by
 * subscriptions-access-matrix.api.test.ts). A team's plan: its managers read
 * it (owner, yes_admin, yes_developer), only the owner pays. A college's:
 * "can manage a program" reads (its programs_college_admin, yes_admin), only
 * its programs_college_admin pays. A user's: themselves (player accounts),
 * and a platform admin reads it (to set it by hand). Everyone else signed in
 * gets 404 "Subscription not found" and nothing changes; signed out is 401.
 * A plan by hand: platform admins only, 403 for anyone else signed in. The
 * webhook takes no session: only Stripe's signature, whoever sends it.
 */
import { expect } from 'vitest';
import { PLAN_TEXTS } from '#shared/access/plans.ts';
import type { App } from '#server/app.ts';
import { defineAccessMatrix, type AccessMatrixEntry, type MatrixRequest, type Outcome, type RouteKey } from '#server/test/access-matrix.ts';
import { RECRUITING_ACTORS, type RecruitingSignedIn } from '#server/test/recruiting-cast.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { signedWebhook } from './stripe-test-events.ts';

export const SUBSCRIPTION_ACTORS = [...RECRUITING_ACTORS, 'team_owner'] as const;
export type SubscriptionActor = (typeof SUBSCRIPTION_ACTORS)[number];
type SignedIn = RecruitingSignedIn | 'team_owner';

export interface SubscriptionsFixture {
  app: App;
  teamId: string;
  collegeId: string;
  users: Record<SignedIn, TestUser>;
}

const TEAM_READERS: readonly SubscriptionActor[] = ['team_owner', 'yes_admin', 'yes_developer'];
const COLLEGE_READERS: readonly SubscriptionActor[] = ['this_college_admin', 'yes_admin'];
const subject = (f: SubscriptionsFixture, type: 'team' | 'college' | 'user') => ({ team: f.teamId, college: f.collegeId, user: f.users.player.id })[type];

const NOT_FOUND: Outcome = { status: 404, check: (response) => expect(response.json().error.message).toBe('Subscription not found') };

function planRoute(
  route: RouteKey,
  label: string | undefined,
  request: (f: SubscriptionsFixture) => MatrixRequest,
  allowed: readonly SubscriptionActor[] | 'everyone',
): AccessMatrixEntry<SubscriptionActor, SubscriptionsFixture> {
  return {
    route,
    ...(label ? { label } : {}),
    request,
    expect: Object.fromEntries(
      SUBSCRIPTION_ACTORS.map((actor) => [actor, actor === 'anonymous' ? 401 : allowed === 'everyone' || allowed.includes(actor) ? 200 : NOT_FOUND]),
    ),
  };
}

/** A plan by hand (decision 046, session 24): platform admins only; anyone else signed in 403 whatever the subject; signed out 401. */
function manualPlan(type: 'team' | 'college' | 'user', plan: string): AccessMatrixEntry<SubscriptionActor, SubscriptionsFixture> {
  const reset = { team: 'bronze', college: 'free', user: 'free' }[type];
  return {
    route: 'PUT /api/subscriptions/:subjectType/:subjectId/plan',
    label: type,
    request: (f) => ({ params: { subjectType: type, subjectId: subject(f, type) }, payload: { plan } }),
    expect: Object.fromEntries(
      SUBSCRIPTION_ACTORS.map((actor) => [
        actor,
        actor === 'anonymous'
          ? 401
          : actor === 'yes_admin'
            ? {
                status: 200,
                check: async (response, { fixture }) => {
                  expect(response.json()).toMatchObject({ type, id: subject(fixture, type), plan, setByHand: true });
                  // Back on the default plan for the entries that follow.
                  const restored = await fixture.app.inject({
                    method: 'PUT',
                    url: `/api/subscriptions/${type}/${subject(fixture, type)}/plan`,
                    headers: { cookie: fixture.users.yes_admin.cookie, origin: 'http://localhost:3000' },
                    payload: { plan: reset },
                  });
                  expect(restored.statusCode).toBe(200);
                },
              }
            : { status: 403, check: (response) => expect(response.json().error.message).toBe(PLAN_TEXTS.onlyAdminsSetPlans) },
      ]),
    ),
  };
}

/**
 * A plan request (docs/decisions/070): who pays may ask; here Stripe can sell every plan, so they are sent to
 * Checkout (409 "choose Upgrade") and nothing is recorded (the request itself: plan-requests.api.test.ts).
 */
function planRequest(type: 'team' | 'college' | 'user', plan: string, payer: SubscriptionActor): AccessMatrixEntry<SubscriptionActor, SubscriptionsFixture> {
  return {
    route: 'POST /api/subscriptions/plan-requests',
    label: type,
    request: (f) => ({ payload: { subjectType: type, subjectId: subject(f, type), plan } }),
    expect: Object.fromEntries(
      SUBSCRIPTION_ACTORS.map((actor) => [
        actor,
        actor === 'anonymous'
          ? 401
          : actor === payer
            ? { status: 409, check: (response) => expect(response.json().error.message).toBe(PLAN_TEXTS.payOnline) }
            : NOT_FOUND,
      ]),
    ),
  };
}

const PING = { id: 'evt_matrix_ping', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_matrix', object: 'invoice' } } };
const anyone = (outcome: Outcome) => Object.fromEntries(SUBSCRIPTION_ACTORS.map((actor) => [actor, outcome]));

export const subscriptionsAccessMatrix = defineAccessMatrix<SubscriptionActor, SubscriptionsFixture>({
  module: 'src/server/test/subscriptions/subscriptions.matrix.ts',
  entries: [
    planRoute('GET /api/subscriptions', undefined, () => ({}), 'everyone'),
    planRoute('GET /api/subscriptions/:subjectType/:subjectId', 'team', (f) => ({ params: { subjectType: 'team', subjectId: f.teamId } }), TEAM_READERS),
    planRoute('GET /api/subscriptions/:subjectType/:subjectId', 'college', (f) => ({ params: { subjectType: 'college', subjectId: f.collegeId } }), COLLEGE_READERS),
    planRoute('GET /api/subscriptions/:subjectType/:subjectId', 'user', (f) => ({ params: { subjectType: 'user', subjectId: f.users.player.id } }), ['player', 'yes_admin']),
    planRoute('POST /api/subscriptions/checkout', 'team', (f) => ({ payload: { subjectType: 'team', subjectId: f.teamId, plan: 'silver' } }), ['team_owner']),
    planRoute('POST /api/subscriptions/checkout', 'college', (f) => ({ payload: { subjectType: 'college', subjectId: f.collegeId, plan: 'pro' } }), ['this_college_admin']),
    planRoute('POST /api/subscriptions/checkout', 'user', (f) => ({ payload: { subjectType: 'user', subjectId: f.users.player.id, plan: 'plus' } }), ['player']),
    planRoute('POST /api/subscriptions/portal', 'team', (f) => ({ payload: { subjectType: 'team', subjectId: f.teamId } }), ['team_owner']),
    planRoute('POST /api/subscriptions/portal', 'college', (f) => ({ payload: { subjectType: 'college', subjectId: f.collegeId } }), ['this_college_admin']),
    planRoute('POST /api/subscriptions/portal', 'user', (f) => ({ payload: { subjectType: 'user', subjectId: f.users.player.id } }), ['player']),
    planRequest('team', 'silver', 'team_owner'),
    planRequest('college', 'pro', 'this_college_admin'),
    planRequest('user', 'plus', 'player'),
    manualPlan('team', 'silver'),
    manualPlan('college', 'pro'),
    manualPlan('user', 'plus'),
    {
      route: 'POST /api/stripe/webhook',
      label: "without Stripe's signature",
      request: () => ({ payload: JSON.stringify(PING), headers: { 'content-type': 'application/json' } }),
      expect: anyone(400),
    },
    {
      route: 'POST /api/stripe/webhook',
      label: "with Stripe's signature, whoever sends it",
      request: () => signedWebhook(PING),
      expect: anyone(200),
    },
  ],
});
