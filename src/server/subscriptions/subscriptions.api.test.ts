/**
 * Subscriptions and billing (issue 14.5, docs/decisions/046): Checkout and
 * the portal against a local fake Stripe API, webhooks signed offline by the
 * stripe library, and the plan gates of teams and colleges.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_TEXTS, COLLEGE_PLANS } from '#shared/access/plans.ts';
import { SUBSCRIPTION_TEXTS } from '#shared/contracts/subscriptions.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { claimedColleges, insertInvitation, signUpScoped } from '#server/test/colleges/college-staff-test-data.ts';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { insertForm, insertPublishedForm } from '#server/test/interest-forms/interest-form-test-data.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { setProfile } from '#server/test/profiles/player-test-data.ts';
import { insertManyEntries, recruitablePlayer } from '#server/test/pipeline/pipeline-test-data.ts';
import { insertTeam, setTeamsFlag } from '#server/test/teams/team-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { startFakeStripeApi, type FakeStripeApi } from '../test/subscriptions/fake-stripe-api.ts';
import { checkoutCompletedEvent, signedWebhook, subscriptionEvent, TEST_PRICES, TEST_WEBHOOK_SECRET } from '../test/subscriptions/stripe-test-events.ts';

let t: TestApp;
let fake: FakeStripeApi;
let owner: TestUser;
let collegeAdmin: TestUser;
let collegeId: string;
let collegeSlug: string;

beforeAll(async () => {
  fake = await startFakeStripeApi();
  t = await createTestApp({ billing: { secretKey: 'sk_test_fake', webhookSecret: TEST_WEBHOOK_SECRET, prices: TEST_PRICES, api: fake.api } });
  await setTeamsFlag(t.app.ctx.db, true);
  owner = await signUpUser(t.app, { displayName: 'Team Owner' });
  const [college] = await claimedColleges(t.app.ctx.db, 1, 40);
  collegeId = college!.id;
  collegeSlug = college!.slug;
  collegeAdmin = await signUpScoped(t.app, ['programs_college_admin'], collegeId);
});

afterAll(async () => {
  await t.close();
  await fake.close();
});

const post = (url: string, cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const webhook = (event: object, secret?: string) => {
  const { payload, headers } = signedWebhook(event, secret);
  return t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers });
};
const tierOf = async (teamId: string) =>
  (await rowsOf<{ tier: string }>(t.app.ctx.db, sql`select subscription_tier as tier from teams where id = ${teamId}`))[0]!.tier;
const subscriptionOf = async (subjectType: string, subjectId: string) =>
  (
    await rowsOf<{ plan: string; status: string; pendingPlan: string | null; customer: string | null; subscription: string | null }>(
      t.app.ctx.db,
      sql`select plan, status, pending_plan as "pendingPlan", stripe_customer_id as customer, stripe_subscription_id as subscription
        from subscriptions where subject_type = ${subjectType} and subject_id = ${subjectId}`,
    )
  )[0];
const addTournament = (teamId: string) =>
  post(`/api/teams/${teamId}/tournaments`, owner.cookie, { name: 'Spring Cup', startDate: '2026-12-12', tournamentType: 'online' });

describe('checkout and the portal (fake Stripe API)', () => {
  it('starts a Checkout session for the team owner with the plan\u2019s price and the subject in its metadata; nothing changes until the webhook', async () => {
    const team = await insertTeam(t.app.ctx.db, owner.id);
    const response = await post('/api/subscriptions/checkout', owner.cookie, { subjectType: 'team', subjectId: team.id, plan: 'silver' });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const call = fake.requests.at(-1)!;
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.form.get('mode')).toBe('subscription');
    expect(call.form.get('line_items[0][price]')).toBe(TEST_PRICES.STRIPE_PRICE_TEAM_SILVER);
    expect(call.form.get('metadata[subject_id]')).toBe(team.id);
    expect(call.form.get('subscription_data[metadata][plan]')).toBe('silver');
    expect(call.form.get('customer_email')).toBe(owner.email);
    expect(call.form.get('success_url')).toBe(`http://localhost:3000/success?team=${team.id}&session_id={CHECKOUT_SESSION_ID}`);
    expect(await tierOf(team.id)).toBe('bronze');
    expect(await subscriptionOf('team', team.id)).toBeUndefined();
  });

  it('refuses a plan that cannot be bought (400 on the field), the plan already held (409), and says when Stripe fails (503)', async () => {
    const team = await insertTeam(t.app.ctx.db, owner.id, { tier: 'silver' });
    for (const plan of ['bronze', 'pro', 'toString']) {
      const response = await post('/api/subscriptions/checkout', owner.cookie, { subjectType: 'team', subjectId: team.id, plan });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.plan).toBe(PLAN_TEXTS.notPurchasable);
    }
    const same = await post('/api/subscriptions/checkout', owner.cookie, { subjectType: 'team', subjectId: team.id, plan: 'silver' });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe(PLAN_TEXTS.alreadyOnPlan);
    fake.failNext(400);
    const failed = await post('/api/subscriptions/checkout', owner.cookie, { subjectType: 'team', subjectId: team.id, plan: 'gold' });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error.message).toBe('Stripe could not open the checkout. Please try again later.');
  });

  it('opens the portal for a subject with a billing account (409 without one)', async () => {
    const team = await insertTeam(t.app.ctx.db, owner.id);
    const none = await post('/api/subscriptions/portal', owner.cookie, { subjectType: 'team', subjectId: team.id });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(PLAN_TEXTS.noBillingAccount);
    expect((await webhook(checkoutCompletedEvent({ subjectType: 'team', subjectId: team.id, plan: 'silver', priceId: TEST_PRICES.STRIPE_PRICE_TEAM_SILVER, customer: 'cus_portal' }))).statusCode).toBe(200);
    const response = await post('/api/subscriptions/portal', owner.cookie, { subjectType: 'team', subjectId: team.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    expect(fake.requests.at(-1)!.form.get('customer')).toBe('cus_portal');
    expect(fake.requests.at(-1)!.form.get('return_url')).toBe(`http://localhost:3000/subscription?team=${team.id}`);
    // Paying through Stripe already: a new checkout would make a second subscription.
    const again = await post('/api/subscriptions/checkout', owner.cookie, { subjectType: 'team', subjectId: team.id, plan: 'gold' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PLAN_TEXTS.hasSubscription);
  });

  it('refuses Player Plus to a minor (403), with its reason', async () => {
    const minor = await signUpUser(t.app);
    await setProfile(t.app.ctx.db, minor.id, { birthDate: birthDateForAge(15) });
    const response = await post('/api/subscriptions/checkout', minor.cookie, { subjectType: 'user', subjectId: minor.id, plan: 'plus' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(SUBSCRIPTION_TEXTS.minorPlayerPlan);
  });
});

describe('the webhook', () => {
  it('makes a bronze team silver on checkout.session.completed, and the owner can add a tournament', async () => {
    const team = await insertTeam(t.app.ctx.db, owner.id);
    expect((await addTournament(team.id)).json().error.message).toBe(TEAM_TEXTS.tournamentTierRequired);
    const response = await webhook(checkoutCompletedEvent({ subjectType: 'team', subjectId: team.id, plan: 'silver', priceId: TEST_PRICES.STRIPE_PRICE_TEAM_SILVER }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await tierOf(team.id)).toBe('silver');
    expect(await subscriptionOf('team', team.id)).toMatchObject({ plan: 'silver', status: 'active', pendingPlan: null });
    expect((await addTournament(team.id)).statusCode).toBe(201);
    const subject = await get(`/api/subscriptions/team/${team.id}`, owner.cookie);
    expect(subject.json()).toMatchObject({ plan: 'silver', hasStripeSubscription: true, canManageBilling: true });
  });

  it('refuses a bad or missing signature (400) and changes nothing', async () => {
    const team = await insertTeam(t.app.ctx.db, owner.id);
    const event = checkoutCompletedEvent({ subjectType: 'team', subjectId: team.id, plan: 'gold', priceId: TEST_PRICES.STRIPE_PRICE_TEAM_GOLD });
    const before = await tableDigests(t.app.ctx.db);
    const wrong = await webhook(event, 'whsec_someone_else');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(SUBSCRIPTION_TEXTS.badSignature);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: JSON.stringify(event), headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    // Signed, then altered: the signature covers the exact bytes.
    const { payload, headers } = signedWebhook(event);
    const altered = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: payload.replace('"gold"', '"silver"'), headers });
    expect(altered.statusCode).toBe(400);
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);
  });

  it('applies an event once: a replay answers duplicate and changes nothing', async () => {
    const team = await insertTeam(t.app.ctx.db, owner.id);
    const completed = checkoutCompletedEvent({ subjectType: 'team', subjectId: team.id, plan: 'gold', priceId: TEST_PRICES.STRIPE_PRICE_TEAM_GOLD, customer: 'cus_replay', subscription: 'sub_replay' });
    expect((await webhook(completed)).statusCode).toBe(200);
    const deleted = subscriptionEvent('customer.subscription.deleted', { subjectType: 'team', subjectId: team.id, subscription: 'sub_replay', customer: 'cus_replay', priceId: TEST_PRICES.STRIPE_PRICE_TEAM_GOLD });
    expect((await webhook(deleted)).statusCode).toBe(200);
    expect(await tierOf(team.id)).toBe('bronze');
    const before = await tableDigests(t.app.ctx.db);
    const replay = await webhook(completed);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await tierOf(team.id)).toBe('bronze');
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);
  });

  it('refuses an unknown price, or another subject type\u2019s price (400), and keeps nothing, not even the event id', async () => {
    const team = await insertTeam(t.app.ctx.db, owner.id);
    const before = await tableDigests(t.app.ctx.db);
    for (const priceId of ['price_unknown', TEST_PRICES.STRIPE_PRICE_COLLEGE_PRO]) {
      const response = await webhook(checkoutCompletedEvent({ subjectType: 'team', subjectId: team.id, plan: 'silver', priceId }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(SUBSCRIPTION_TEXTS.unknownPrice);
    }
    // A price that is not the plan the metadata names.
    const mismatch = await webhook(checkoutCompletedEvent({ subjectType: 'team', subjectId: team.id, plan: 'gold', priceId: TEST_PRICES.STRIPE_PRICE_TEAM_SILVER }));
    expect(mismatch.statusCode).toBe(400);
    const update = await webhook(
      subscriptionEvent('customer.subscription.updated', { subjectType: 'team', subjectId: team.id, subscription: 'sub_unknown_price', customer: 'cus_x', priceId: 'price_unknown' }),
    );
    expect(update.statusCode).toBe(400);
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);
  });

  it('upgrades at once and downgrades at the end of the paid period, with the downgrade shown as pending meanwhile', async () => {
    const team = await insertTeam(t.app.ctx.db, owner.id);
    const ids = { subjectType: 'team' as const, subjectId: team.id, subscription: 'sub_downgrade', customer: 'cus_downgrade' };
    await webhook(checkoutCompletedEvent({ ...ids, plan: 'silver', priceId: TEST_PRICES.STRIPE_PRICE_TEAM_SILVER }));
    const periodEnd = new Date(Date.now() + 10 * 86_400_000);
    await webhook(subscriptionEvent('customer.subscription.updated', { ...ids, priceId: TEST_PRICES.STRIPE_PRICE_TEAM_GOLD, periodEnd }));
    expect(await tierOf(team.id)).toBe('gold');

    await webhook(subscriptionEvent('customer.subscription.updated', { ...ids, priceId: TEST_PRICES.STRIPE_PRICE_TEAM_SILVER, periodEnd }));
    expect(await tierOf(team.id)).toBe('gold');
    const pending = (await get(`/api/subscriptions/team/${team.id}`, owner.cookie)).json();
    expect(pending).toMatchObject({ plan: 'gold', pendingPlan: 'silver', currentPeriodEnd: periodEnd.toISOString().replace(/\.\d{3}Z$/, '.000Z') });

    // The renewal starts the next period at the lower price: the downgrade applies.
    const nextEnd = new Date(periodEnd.getTime() + 30 * 86_400_000);
    await webhook(subscriptionEvent('customer.subscription.updated', { ...ids, priceId: TEST_PRICES.STRIPE_PRICE_TEAM_SILVER, periodEnd: nextEnd }));
    expect(await tierOf(team.id)).toBe('silver');
    expect(await subscriptionOf('team', team.id)).toMatchObject({ plan: 'silver', pendingPlan: null });
  });

  it('applies a pending downgrade whose period has ended when the plans are next read', async () => {
    const team = await insertTeam(t.app.ctx.db, owner.id);
    const ids = { subjectType: 'team' as const, subjectId: team.id, subscription: 'sub_due', customer: 'cus_due' };
    await webhook(checkoutCompletedEvent({ ...ids, plan: 'gold', priceId: TEST_PRICES.STRIPE_PRICE_TEAM_GOLD }));
    await webhook(subscriptionEvent('customer.subscription.updated', { ...ids, priceId: TEST_PRICES.STRIPE_PRICE_TEAM_SILVER, periodEnd: new Date(Date.now() + 86_400_000) }));
    expect(await tierOf(team.id)).toBe('gold');
    await t.app.ctx.db.execute(sql`update subscriptions set current_period_end = now() - interval '1 minute' where stripe_subscription_id = 'sub_due'`);
    const overview = await get('/api/subscriptions', owner.cookie);
    expect(overview.json().subjects.find((subject: { id: string }) => subject.id === team.id)).toMatchObject({ plan: 'silver', pendingPlan: null });
    expect(await tierOf(team.id)).toBe('silver');
  });

  it('puts the subject back on its default plan when the subscription ends', async () => {
    const team = await insertTeam(t.app.ctx.db, owner.id);
    const ids = { subjectType: 'team' as const, subjectId: team.id, subscription: 'sub_end', customer: 'cus_end' };
    await webhook(checkoutCompletedEvent({ ...ids, plan: 'silver', priceId: TEST_PRICES.STRIPE_PRICE_TEAM_SILVER }));
    await webhook(subscriptionEvent('customer.subscription.updated', { ...ids, priceId: TEST_PRICES.STRIPE_PRICE_TEAM_SILVER, cancelAtPeriodEnd: true }));
    expect((await get(`/api/subscriptions/team/${team.id}`, owner.cookie)).json()).toMatchObject({ plan: 'silver', cancelAtPeriodEnd: true });
    await webhook(subscriptionEvent('customer.subscription.deleted', { ...ids, priceId: TEST_PRICES.STRIPE_PRICE_TEAM_SILVER }));
    expect(await tierOf(team.id)).toBe('bronze');
    expect(await subscriptionOf('team', team.id)).toMatchObject({ plan: 'bronze', status: 'canceled', subscription: null, customer: 'cus_end' });
    // Stripe's other events are recorded and ignored.
    const other = await webhook({ id: 'evt_other_1', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_1', object: 'invoice' } } });
    expect(other.json()).toEqual({ received: true, duplicate: false });
  });
});

describe('without Stripe keys', () => {
  it('answers "Billing is not configured" (503) to checkout, portal and webhook; the overview says so', async () => {
    const second = await t.openSecondInstance({ billing: {} });
    try {
      const team = await insertTeam(t.app.ctx.db, owner.id);
      for (const [url, payload] of [
        ['/api/subscriptions/checkout', { subjectType: 'team', subjectId: team.id, plan: 'silver' }],
        ['/api/subscriptions/portal', { subjectType: 'team', subjectId: team.id }],
      ] as const) {
        const response = await second.app.inject({ method: 'POST', url, payload, headers: { cookie: owner.cookie } });
        expect(response.statusCode).toBe(503);
        expect(response.json().error.message).toBe(PLAN_TEXTS.billingNotConfigured('team'));
      }
      const { payload, headers } = signedWebhook(checkoutCompletedEvent({ subjectType: 'team', subjectId: team.id, plan: 'silver', priceId: 'price_x' }));
      expect((await second.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers })).statusCode).toBe(503);
      const overview = await second.app.inject({ method: 'GET', url: '/api/subscriptions', headers: { cookie: owner.cookie } });
      expect(overview.json()).toMatchObject({ billingConfigured: false, purchasable: [] });
      expect(await tierOf(team.id)).toBe('bronze');
    } finally {
      await second.close();
    }
  });
});

describe('college plan limits', () => {
  const limits = COLLEGE_PLANS.free.limits;
  const setPlan = (plan: 'free' | 'pro') =>
    t.app.ctx.db.execute(sql`insert into subscriptions (subject_type, subject_id, plan) values ('college', ${collegeId}, ${plan})
      on conflict (subject_type, subject_id) do update set plan = excluded.plan`);

  it(`lets a free college have ${limits.published_forms} published forms; the next publish or reopen is refused (403) until College Pro`, async () => {
    await setPlan('free');
    const programId = await insertProgram(t.app.ctx.db, collegeId, 'valorant', 'varsity');
    const live: string[] = [];
    for (let index = 0; index < limits.published_forms!; index += 1) live.push(await insertPublishedForm(t.app.ctx.db, programId, collegeAdmin.id));
    const draft = await insertForm(t.app.ctx.db, programId);
    const message = PLAN_TEXTS.collegeLimitReached('published_forms', limits.published_forms!);
    expect(message).toContain('College Pro');
    const publish = () => post(`/api/programs/${programId}/interest-forms/${draft}/publish`, collegeAdmin.cookie, {});
    const refused = await publish();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(message);
    expect((await rowsOf<{ status: string }>(t.app.ctx.db, sql`select status from interest_forms where id = ${draft}`))[0]!.status).toBe('draft');
    // A form closed by its date no longer counts.
    await t.app.ctx.db.execute(sql`update interest_forms set closes_at = now() - interval '1 day' where id = ${live[0]!}`);
    expect((await publish()).statusCode).toBe(200);
    // Reopening a closed form counts like publishing.
    await t.app.ctx.db.execute(sql`update interest_forms set status = 'closed', closes_at = null where id = ${live[0]!}`);
    const reopen = () => post(`/api/programs/${programId}/interest-forms/${live[0]!}/reopen`, collegeAdmin.cookie, {});
    const reopenRefused = await reopen();
    expect(reopenRefused.statusCode).toBe(403);
    expect(reopenRefused.json().error.message).toBe(message);
    await setPlan('pro');
    expect((await reopen()).statusCode).toBe(200);
    await setPlan('free');
  });

  it(`refuses a staff add past ${limits.active_pipeline_entries} active pipeline entries on free (403); committed and not-a-fit entries do not count`, async () => {
    await setPlan('free');
    const programId = await insertProgram(t.app.ctx.db, collegeId, 'rocket-league', 'varsity');
    await insertManyEntries(t.app.ctx.db, programId, { prefix: 'limit-active', count: limits.active_pipeline_entries!, stage: 'contacted' });
    await insertManyEntries(t.app.ctx.db, programId, { prefix: 'limit-closed', count: 5, stage: 'committed' });
    const player = await recruitablePlayer(t.app);
    const add = () => post(`/api/programs/${programId}/pipeline/entries`, collegeAdmin.cookie, { playerUserId: player.id, source: 'manual' });
    const refused = await add();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(PLAN_TEXTS.collegeLimitReached('active_pipeline_entries', limits.active_pipeline_entries!));
    await setPlan('pro');
    expect((await add()).statusCode).toBe(201);
    await setPlan('free');
    await t.app.ctx.db.execute(sql`delete from pipeline_entries where program_id = ${programId}`);
  });

  it(`counts staff and live invitations against ${limits.staff_seats} staff seats on free (403 for the next invitation)`, async () => {
    await setPlan('free');
    const used = (await rowsOf<{ n: number }>(t.app.ctx.db, sql`select count(distinct user_id)::int as n from user_roles where college_id = ${collegeId}`))[0]!.n;
    for (let index = used; index < limits.staff_seats!; index += 1) await insertInvitation(t.app.ctx.db, { collegeId, email: `seat${index}@example.com` });
    const invite = await post(`/api/colleges/${collegeSlug}/staff/invitations`, collegeAdmin.cookie, { email: 'one-more@example.com', role: 'staff', title: null });
    expect(invite.statusCode).toBe(403);
    expect(invite.json().error.message).toBe(PLAN_TEXTS.collegeLimitReached('staff_seats', limits.staff_seats!));
    await t.app.ctx.db.execute(sql`delete from college_staff_invitations where college_id = ${collegeId}`);
  });

  it(`exports up to ${limits.csv_export_rows} responses as CSV on free; more is refused (403) until College Pro`, async () => {
    await setPlan('free');
    const programId = await insertProgram(t.app.ctx.db, collegeId, 'overwatch', 'varsity');
    await setPlan('pro');
    const formId = await insertPublishedForm(t.app.ctx.db, programId, collegeAdmin.id);
    const versionId = (await rowsOf<{ id: string }>(t.app.ctx.db, sql`select current_version_id as id from interest_forms where id = ${formId}`))[0]!.id;
    const insert = (count: number, prefix: string) =>
      t.app.ctx.db.execute(sql`insert into interest_form_submissions (form_id, version_id, program_id, name, email, answers, submitted_at)
        select ${formId}, ${versionId}, ${programId}, 'Visitor ' || n, ${prefix} || n || '@example.com', '{"gamertag":"Ace","main_role":"Duelist"}'::jsonb, now() - n * interval '1 minute'
        from generate_series(1, ${count}::int) n`);
    await insert(limits.csv_export_rows!, 'csv');
    await setPlan('free');
    const url = `/api/colleges/${collegeSlug}/programs/${programId}/responses.csv`;
    expect((await get(url, collegeAdmin.cookie)).statusCode).toBe(200);
    await insert(1, 'csv-extra');
    const refused = await get(url, collegeAdmin.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(PLAN_TEXTS.collegeLimitReached('csv_export_rows', limits.csv_export_rows!));
    await setPlan('pro');
    expect((await get(url, collegeAdmin.cookie)).statusCode).toBe(200);
    await setPlan('free');
  });
});
