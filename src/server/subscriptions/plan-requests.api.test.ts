/**
 * Billing a user can finish without Stripe (issue 26 item 10, docs/decisions/070): POST
 * /api/subscriptions/plan-requests records the request as a contact message for platform staff, emails the
 * staff desk (with the admin's link to set the plan by hand) and the requester (what happens next), and
 * changes no plan. Only who pays may ask; bad input changes nothing; where Stripe can sell the plan, the
 * answer sends the payer to Checkout; the 503 of checkout without keys says what to do instead.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_TEXTS } from '#shared/access/plans.ts';
import { SUBSCRIPTION_TEXTS } from '#shared/contracts/subscriptions.ts';
import { contactMessages } from '#server/db/schema/contact.ts';
import { rowsOf } from '#server/db/sql.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { claimedColleges, signUpScoped, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { setProfile } from '#server/test/profiles/player-test-data.ts';
import { TEST_WEBHOOK_SECRET } from '#server/test/subscriptions/stripe-test-events.ts';
import { insertTeam } from '#server/test/teams/team-test-data.ts';
import { outboxFor, signUpUser, type TestUser } from '#server/test/test-users.ts';

const STAFF = 'billing-desk@example.com';
let t: TestApp;
let college: TestCollege;
let teamId: string;
let owner: TestUser;
let collegeAdmin: TestUser;
let collegeStaff: TestUser;
let player: TestUser;
let minor: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp({ staffEmail: STAFF });
  const db = t.app.ctx.db;
  [college] = (await claimedColleges(db, 1)) as [TestCollege];
  owner = await signUpUser(t.app, { displayName: 'Olive Owner' });
  teamId = (await insertTeam(db, owner.id)).id;
  collegeAdmin = await signUpScoped(t.app, ['programs_college_admin'], college.id);
  collegeStaff = await signUpScoped(t.app, ['programs_college_staff'], college.id);
  player = await signUpUser(t.app);
  minor = await signUpUser(t.app);
  await setProfile(db, minor.id, { birthDate: birthDateForAge(15) });
  stranger = await signUpUser(t.app);
});
afterAll(async () => t?.close());

const ask = (user: TestUser | null, payload: Record<string, unknown>, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/subscriptions/plan-requests',
    payload,
    headers: { ...(user ? { cookie: user.cookie } : {}), origin: 'http://localhost:3000' },
  });
const requestCount = async () => (await rowsOf<{ n: number }>(t.app.ctx.db, sql`select count(*)::int as n from contact_messages`))[0]!.n;
const planOf = async (type: string, id: string) =>
  (await rowsOf<{ plan: string }>(t.app.ctx.db, sql`select plan from subscriptions where subject_type = ${type} and subject_id = ${id}`))[0]?.plan ?? null;

describe('without Stripe keys', () => {
  it('records a college admin\u2019s request for staff, emails the staff desk and the requester, and changes no plan', async () => {
    const response = await ask(collegeAdmin, { subjectType: 'college', subjectId: college.id, plan: 'pro', note: '  Invoice our athletics office, please. ' });
    expect(response.statusCode).toBe(201);
    const receipt = response.json() as { id: string; receivedAt: string; replyTo: string };
    expect(receipt.replyTo).toBe(collegeAdmin.email);

    const [row] = await t.app.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, receipt.id));
    expect(row).toMatchObject({ email: collegeAdmin.email, topic: 'colleges_recruiters', userId: collegeAdmin.id });
    expect(row!.message).toContain(`Plan request: College Pro for the college ${college.name} (now on Free).`);
    expect(row!.message).toContain(`http://localhost:3000/subscription?college=${college.id}`);
    expect(row!.message).toContain('Note from the requester: Invoice our athletics office, please.');

    const [staffMail] = await outboxFor(t.app.ctx.db, STAFF);
    expect(staffMail?.subject).toBe(`Plan request: College Pro for the college ${college.name}`);
    expect(staffMail?.textBody).toContain(`/subscription?college=${college.id}`);
    expect(staffMail?.textBody).toContain(`Reply to ${collegeAdmin.email} within two business days to arrange payment.`);
    const [copy] = await outboxFor(t.app.ctx.db, collegeAdmin.email);
    expect(copy?.subject).toBe('We received your request for College Pro');
    expect(copy?.textBody).toContain('a platform admin will write to you at this address within two business days');
    expect(await planOf('college', college.id)).toBeNull();
  });

  it('lets a team owner and an adult player ask too, each under their own topic', async () => {
    const team = await ask(owner, { subjectType: 'team', subjectId: teamId, plan: 'gold' });
    expect(team.statusCode).toBe(201);
    const self = await ask(player, { subjectType: 'user', subjectId: player.id, plan: 'plus' });
    expect(self.statusCode).toBe(201);
    const topics = await rowsOf<{ topic: string; message: string }>(
      t.app.ctx.db,
      sql`select topic, message from contact_messages where id in (${team.json().id}::uuid, ${self.json().id}::uuid) order by topic`,
    );
    expect(topics.map((row) => row.topic)).toEqual(['players_families', 'teams']);
    expect(topics[1]!.message).toContain(`/subscription?team=${teamId}`);
    expect(await planOf('team', teamId)).toBeNull();
  });

  it('refuses whoever does not pay, a minor with the reason, signed out 401, and bad input, recording nothing', async () => {
    const before = await requestCount();
    for (const [user, payload, status] of [
      [collegeStaff, { subjectType: 'college', subjectId: college.id, plan: 'pro' }, 404],
      [stranger, { subjectType: 'college', subjectId: college.id, plan: 'pro' }, 404],
      [stranger, { subjectType: 'team', subjectId: teamId, plan: 'silver' }, 404],
      [stranger, { subjectType: 'user', subjectId: player.id, plan: 'plus' }, 404],
      [null, { subjectType: 'team', subjectId: teamId, plan: 'silver' }, 401],
    ] as const) {
      const response = await ask(user, payload);
      expect(response.statusCode, `${user?.email ?? 'anonymous'} ${payload.subjectType}`).toBe(status);
      if (status === 404) expect(response.json().error.message).toBe(PLAN_TEXTS.subjectNotFound);
    }
    const young = await ask(minor, { subjectType: 'user', subjectId: minor.id, plan: 'plus' });
    expect(young.statusCode).toBe(403);
    expect(young.json().error.message).toBe(SUBSCRIPTION_TEXTS.minorPlayerPlan);

    for (const [payload, field] of [
      [{ subjectType: 'college', subjectId: college.id, plan: 'gold' }, 'plan'],
      [{ subjectType: 'college', subjectId: college.id, plan: 'free' }, 'plan'],
      [{ subjectType: 'college', subjectId: college.id, plan: 'pro', note: 'x'.repeat(1001) }, 'note'],
      [{ subjectType: 'college', subjectId: college.id, plan: 'pro', note: '<b>hi</b>' }, 'note'],
      [{ subjectType: 'planet', subjectId: college.id, plan: 'pro' }, 'subjectType'],
    ] as const) {
      const response = await ask(collegeAdmin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {})).toContain(field);
    }
    // Already on the plan: nothing to ask.
    await t.app.ctx.db.execute(sql`insert into subscriptions (subject_type, subject_id, plan, status) values ('user', ${player.id}, 'plus', 'active')`);
    const held = await ask(player, { subjectType: 'user', subjectId: player.id, plan: 'plus' });
    expect(held.statusCode).toBe(409);
    expect(held.json().error.message).toBe(PLAN_TEXTS.alreadyOnPlan);
    expect(await requestCount()).toBe(before);
  });

  it('checkout\u2019s 503 says what to do instead of ending on "not configured"', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/checkout',
      payload: { subjectType: 'team', subjectId: teamId, plan: 'silver' },
      headers: { cookie: owner.cookie, origin: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe(
      'Billing is not configured on this server. Ask for the plan on the Subscription page instead: a platform admin arranges payment with you and sets this team\u2019s plan by hand.',
    );
  });
});

describe('with Stripe keys', () => {
  it('sends the payer to Checkout for a plan Stripe sells, and takes a request for a plan without a price', async () => {
    const stripe = await t.openSecondInstance({
      staffEmail: STAFF,
      billing: { secretKey: 'sk_test_fake', webhookSecret: TEST_WEBHOOK_SECRET, prices: { STRIPE_PRICE_TEAM_SILVER: 'price_silver_only' } },
    });
    try {
      const before = await requestCount();
      const online = await ask(owner, { subjectType: 'team', subjectId: teamId, plan: 'silver' }, stripe.app);
      expect(online.statusCode).toBe(409);
      expect(online.json().error.message).toBe(PLAN_TEXTS.payOnline);
      expect(await requestCount()).toBe(before);
      const offline = await ask(owner, { subjectType: 'team', subjectId: teamId, plan: 'gold' }, stripe.app);
      expect(offline.statusCode).toBe(201);
      expect(await requestCount()).toBe(before + 1);
    } finally {
      await stripe.close();
    }
  });
});
