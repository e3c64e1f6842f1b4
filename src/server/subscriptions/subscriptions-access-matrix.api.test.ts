/**
 * Who may use each subscriptions route (docs/decisions/046). A team's plan:
 * its managers read it (owner, yes_admin, yes_developer), only the owner pays.
 * A college's: "can manage a program" reads (its programs_college_admin,
 * yes_admin), only its programs_college_admin pays. A user's: themselves
 * (player accounts), and a platform admin reads it (to set it by hand). Everyone else signed in gets 404 and nothing changes;
 * signed out is 401. The webhook takes no session: only Stripe's signature,
 * whoever sends it. A plan by hand: platform admins only, 403 for anyone else
 * signed in. The last test fails when a route is added without a row.
 */
import type { RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PLAN_TEXTS } from '#shared/plans.ts';
import { claimedColleges, signUpScoped, type TestCollege } from '#server/colleges/college-staff-test-data.ts';
import { linkActiveGuardian } from '#server/profiles/player-test-data.ts';
import { insertTeam, setTeamsFlag } from '#server/teams/team-test-data.ts';
import { RECRUITING_ACTORS, signUpCollegeCast, type RecruitingSignedIn } from '#server/test/recruiting-cast.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { startFakeStripeApi, type FakeStripeApi } from './fake-stripe-api.ts';
import { signedWebhook, TEST_PRICES, TEST_WEBHOOK_SECRET } from './stripe-test-events.ts';
import { subscriptionsAccessMatrix } from './subscriptions.matrix.ts';

const ACTORS = [...RECRUITING_ACTORS, 'team_owner'] as const;
type SignedIn = RecruitingSignedIn | 'team_owner';

interface RouteCase {
  name: string;
  method: 'GET' | 'POST';
  url: () => string;
  payload?: () => object;
  allowed: readonly SignedIn[];
}

let t: TestApp;
let fake: FakeStripeApi;
let college: TestCollege;
let teamId: string;
const registered: string[] = [];
const users = {} as Record<SignedIn, TestUser>;

const TEAM_READERS = ['team_owner', 'yes_admin', 'yes_developer'] as const;
const COLLEGE_READERS = ['this_college_admin', 'yes_admin'] as const;

const ROUTES: RouteCase[] = [
  { name: 'GET /api/subscriptions', method: 'GET', url: () => '/api/subscriptions', allowed: ACTORS.filter((actor) => actor !== 'anonymous') as SignedIn[] },
  { name: 'GET /api/subscriptions/:subjectType/:subjectId (team)', method: 'GET', url: () => `/api/subscriptions/team/${teamId}`, allowed: TEAM_READERS },
  { name: 'GET /api/subscriptions/:subjectType/:subjectId (college)', method: 'GET', url: () => `/api/subscriptions/college/${college.id}`, allowed: COLLEGE_READERS },
  { name: 'GET /api/subscriptions/:subjectType/:subjectId (user)', method: 'GET', url: () => `/api/subscriptions/user/${users.player.id}`, allowed: ['player', 'yes_admin'] },
  {
    name: 'POST /api/subscriptions/checkout (team)',
    method: 'POST',
    url: () => '/api/subscriptions/checkout',
    payload: () => ({ subjectType: 'team', subjectId: teamId, plan: 'silver' }),
    allowed: ['team_owner'],
  },
  {
    name: 'POST /api/subscriptions/checkout (college)',
    method: 'POST',
    url: () => '/api/subscriptions/checkout',
    payload: () => ({ subjectType: 'college', subjectId: college.id, plan: 'pro' }),
    allowed: ['this_college_admin'],
  },
  {
    name: 'POST /api/subscriptions/checkout (user)',
    method: 'POST',
    url: () => '/api/subscriptions/checkout',
    payload: () => ({ subjectType: 'user', subjectId: users.player.id, plan: 'plus' }),
    allowed: ['player'],
  },
  { name: 'POST /api/subscriptions/portal (team)', method: 'POST', url: () => '/api/subscriptions/portal', payload: () => ({ subjectType: 'team', subjectId: teamId }), allowed: ['team_owner'] },
  {
    name: 'POST /api/subscriptions/portal (college)',
    method: 'POST',
    url: () => '/api/subscriptions/portal',
    payload: () => ({ subjectType: 'college', subjectId: college.id }),
    allowed: ['this_college_admin'],
  },
  {
    name: 'POST /api/subscriptions/portal (user)',
    method: 'POST',
    url: () => '/api/subscriptions/portal',
    payload: () => ({ subjectType: 'user', subjectId: users.player.id }),
    allowed: ['player'],
  },
];

async function digestsWithoutCounters() {
  const { rate_limits: _counters, sessions: _sessions, ...rest } = await tableDigests(t.app.ctx.db);
  return rest;
}

beforeAll(async () => {
  fake = await startFakeStripeApi();
  t = await createTestApp({
    billing: { secretKey: 'sk_test_fake', webhookSecret: TEST_WEBHOOK_SECRET, prices: TEST_PRICES, api: fake.api },
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD' && subscriptionsAccessMatrix.legacy!.covers(method, route.url)) registered.push(`${method} ${route.url}`);
    },
  });
  const db = t.app.ctx.db;
  await setTeamsFlag(db, true);
  const [first, other] = (await claimedColleges(db, 2, 80)) as [TestCollege, TestCollege];
  college = first;
  users.player = await signUpUser(t.app);
  users.guardian = await signUpScoped(t.app, ['family_guardian'], null);
  await linkActiveGuardian(db, users.player.id, users.guardian.id, users.guardian.email);
  users.team_owner = await signUpUser(t.app);
  teamId = (await insertTeam(db, users.team_owner.id)).id;
  Object.assign(users, await signUpCollegeCast(t.app, { collegeId: college.id, otherCollegeId: other.id }));
  // Billing accounts for the portal (no Stripe subscription: checkout stays open too).
  for (const [type, id] of [['team', teamId], ['college', college.id], ['user', users.player.id]] as const) {
    const plan = { team: 'bronze', college: 'free', user: 'free' }[type];
    await db.execute(sql`insert into subscriptions (subject_type, subject_id, plan, status, stripe_customer_id) values (${type}, ${id}, ${plan}, 'canceled', ${`cus_${type}`})`);
  }
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

for (const route of ROUTES) {
  for (const actor of ACTORS) {
    const expected = actor === 'anonymous' ? 401 : route.allowed.includes(actor) ? 200 : 404;
    it(`${route.name} as ${actor}: ${expected}, nothing changed`, async () => {
      const before = await digestsWithoutCounters();
      const headers = actor === 'anonymous' ? {} : { cookie: users[actor].cookie };
      const response = await t.app.inject({ method: route.method, url: route.url(), headers, ...(route.payload ? { payload: route.payload() } : {}) });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(expected);
      if (expected === 404) expect(response.json().error.message).toBe('Subscription not found');
      expect(await digestsWithoutCounters()).toEqual(before);
    });
  }
}

// A plan by hand (decision 046, session 24): platform admins only (the role that sets a team's tier); anyone else
// signed in 403 whatever the subject, nothing changed; signed out 401.
const MANUAL_PLAN_ROUTE = 'PUT /api/subscriptions/:subjectType/:subjectId/plan';
for (const [type, plan] of [
  ['team', 'silver'],
  ['college', 'pro'],
  ['user', 'plus'],
] as const) {
  for (const actor of ACTORS) {
    const expected = actor === 'anonymous' ? 401 : actor === 'yes_admin' ? 200 : 403;
    it(`${MANUAL_PLAN_ROUTE} (${type}) as ${actor}: ${expected}${expected === 200 ? '' : ', nothing changed'}`, async () => {
      const subjectId = { team: teamId, college: college.id, user: users.player.id }[type];
      const before = await digestsWithoutCounters();
      const headers = actor === 'anonymous' ? {} : { cookie: users[actor].cookie };
      const response = await t.app.inject({ method: 'PUT', url: `/api/subscriptions/${type}/${subjectId}/plan`, headers, payload: { plan } });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(expected);
      if (expected === 200) {
        expect(response.json()).toMatchObject({ type, id: subjectId, plan, setByHand: true });
        // Back on the default plan for the rows that follow.
        const reset = { team: 'bronze', college: 'free', user: 'free' }[type];
        expect((await t.app.inject({ method: 'PUT', url: `/api/subscriptions/${type}/${subjectId}/plan`, headers, payload: { plan: reset } })).statusCode).toBe(200);
        return;
      }
      if (expected === 403) expect(response.json().error.message).toBe(PLAN_TEXTS.onlyAdminsSetPlans);
      expect(await digestsWithoutCounters()).toEqual(before);
    });
  }
}

it('lists each caller\u2019s own subjects only', async () => {
  const typesOf = async (actor: SignedIn) =>
    ((await t.app.inject({ method: 'GET', url: '/api/subscriptions', headers: { cookie: users[actor].cookie } })).json().subjects as { type: string; id: string }[]).map(
      (subject) => `${subject.type}:${subject.id === users[actor].id ? 'self' : subject.id}`,
    );
  expect(await typesOf('team_owner')).toEqual([`team:${teamId}`, 'user:self']);
  expect(await typesOf('this_college_admin')).toEqual([`college:${college.id}`]);
  expect(await typesOf('this_college_staff')).toEqual([]);
  expect(await typesOf('guardian')).toEqual([]);
  expect(await typesOf('player')).toEqual(['user:self']);
  // A platform admin sees a team or college when asking for it, read-only.
  const admin = await t.app.inject({ method: 'GET', url: `/api/subscriptions?team=${teamId}&college=${college.id}`, headers: { cookie: users.yes_admin.cookie } });
  expect(admin.json().subjects.map((subject: { type: string; canManageBilling: boolean }) => `${subject.type}:${subject.canManageBilling}`)).toEqual(['team:false', 'college:false']);
  const staff = await t.app.inject({ method: 'GET', url: `/api/subscriptions?team=${teamId}&college=${college.id}`, headers: { cookie: users.yes_staff.cookie } });
  expect(staff.json().subjects).toEqual([]);
});

it('POST /api/stripe/webhook takes no session: any caller without Stripe\u2019s signature gets 400, with it 200', async () => {
  const event = { id: 'evt_matrix_ping', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_matrix', object: 'invoice' } } };
  for (const actor of ACTORS) {
    const headers = { 'content-type': 'application/json', ...(actor === 'anonymous' ? {} : { cookie: users[actor].cookie }) };
    const response = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: JSON.stringify(event), headers });
    expect(response.statusCode, actor).toBe(400);
  }
  const { payload, headers } = signedWebhook(event);
  expect((await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers })).statusCode).toBe(200);
});

it('the matrix covers every subscriptions route', () => {
  const names = new Set(ROUTES.map((route) => route.name.replace(/ \(.*\)$/, '')));
  names.add('POST /api/stripe/webhook');
  names.add(MANUAL_PLAN_ROUTE);
  expect([...names].sort()).toEqual([...new Set(registered)].sort());
});
