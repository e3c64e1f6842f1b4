/**
 * Runs the subscriptions access matrix (subscriptions.matrix.ts,
 * docs/decisions/046) over the recruiting cast and a team's owner, against a
 * fake Stripe API; every refusal, and every read, changes nothing. Then who
 * sees which subjects.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { claimedColleges, signUpScoped, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { linkActiveGuardian } from '#server/test/profiles/player-test-data.ts';
import { insertTeam, setTeamsFlag } from '#server/test/teams/team-test-data.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { signUpCollegeCast, type RecruitingSignedIn } from '#server/test/recruiting-cast.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { startFakeStripeApi, type FakeStripeApi } from '../test/subscriptions/fake-stripe-api.ts';
import { TEST_PRICES, TEST_WEBHOOK_SECRET } from '../test/subscriptions/stripe-test-events.ts';
import { SUBSCRIPTION_ACTORS, subscriptionsAccessMatrix } from '../test/subscriptions/subscriptions.matrix.ts';

type SignedIn = RecruitingSignedIn | 'team_owner';

let t: TestApp;
let fake: FakeStripeApi;
let college: TestCollege;
let teamId: string;
const users = {} as Record<SignedIn, TestUser>;

async function digestsWithoutCounters() {
  const { rate_limits: _counters, sessions: _sessions, ...rest } = await tableDigests(t.app.ctx.db);
  return rest;
}

beforeAll(async () => {
  fake = await startFakeStripeApi();
  t = await createTestApp({
    billing: { secretKey: 'sk_test_fake', webhookSecret: TEST_WEBHOOK_SECRET, prices: TEST_PRICES, api: fake.api },
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

const CHANGING: string[] = ['PUT /api/subscriptions/:subjectType/:subjectId/plan', 'POST /api/stripe/webhook'];

describeAccessMatrix(subscriptionsAccessMatrix, {
  app: () => t.app,
  cookie: (actor) => (actor === 'anonymous' ? undefined : users[actor].cookie),
  fixture: () => ({ app: t.app, teamId, collegeId: college.id, users }),
  callers: SUBSCRIPTION_ACTORS,
  // Nothing changes but through a plan set by hand or a signed webhook: checkout and the portal only hand out Stripe's pages.
  unchanged: { snapshot: digestsWithoutCounters, when: (status, entry) => status >= 400 || !CHANGING.includes(entry.route) },
});

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
