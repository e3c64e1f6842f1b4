/**
 * Claiming a college page (issue 12.4, docs/decisions/032): the request,
 * one pending request per user and college, a claimed page refused without
 * naming anyone, the domain signal, approval granting programs_college_admin
 * and marking the college claimed in one transaction, rejection with a
 * reason, the answers emailed to the requester alone, and bad input refused
 * with field messages and nothing changed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLEGE_CLAIM_TEXTS, type CollegeClaimQueueResponse, type CollegeClaimReview, type MyCollegeClaim } from '#shared/contracts/college-claims.ts';
import { seedDemoCollegeRows } from '#server/db/seed/seed-demo-colleges.ts';
import { rowsOf } from '#server/teams/team-sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { outboxFor, signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
let reviewer: TestUser;
let player: TestUser;
let other: TestUser;
let mitStaff: TestUser;

const MIT = 'massachusetts-institute-of-technology';
const EVIDENCE = 'I run the varsity esports club; see the athletics staff directory.';

beforeAll(async () => {
  t = await createTestApp();
  reviewer = await signUpWithRoles(t.app, ['yes_staff']);
  player = await signUpUser(t.app);
  other = await signUpUser(t.app);
  mitStaff = await signUpUser(t.app, { email: `coach-${Date.now()}@esports.mit.edu` });
});
afterAll(async () => t.close());

const asUser = (user?: TestUser) => (user ? { cookie: user.cookie } : {});

async function requestClaim(user: TestUser, slug: string, payload: unknown = { role: 'programs_college_admin', evidence: EVIDENCE }) {
  return t.app.inject({ method: 'POST', url: `/api/colleges/${slug}/claims`, headers: asUser(user), payload: payload as object });
}

async function queue(): Promise<CollegeClaimReview[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/college-claims', headers: asUser(reviewer) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as CollegeClaimQueueResponse).rows;
}

async function mine(user: TestUser, slug: string): Promise<MyCollegeClaim | null> {
  const response = await t.app.inject({ method: 'GET', url: `/api/colleges/${slug}/claims/mine`, headers: asUser(user) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { claim: MyCollegeClaim | null }).claim;
}

async function collegeState(slug: string) {
  const [row] = await rowsOf<{ id: string; claimedAt: Date | null; claimedBy: string | null }>(
    t.app.ctx.db,
    sql`select id, claimed_at as "claimedAt", claimed_by_user_id as "claimedBy" from colleges where slug = ${slug}`,
  );
  return row!;
}

async function rolesOf(userId: string) {
  return rowsOf<{ role: string; collegeId: string | null }>(
    t.app.ctx.db,
    sql`select role, college_id as "collegeId" from user_roles where user_id = ${userId} order by role, college_id`,
  );
}

async function outboxCount(): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(t.app.ctx.db, sql`select count(*)::int as n from email_outbox`);
  return row!.n;
}

/** Any unclaimed college with a website, other than those a test uses by name. */
async function unclaimedCollege(skip: number): Promise<string> {
  const [row] = await rowsOf<{ slug: string }>(
    t.app.ctx.db,
    sql`select slug from colleges where claimed_at is null and website is not null and slug <> ${MIT} order by name, id offset ${skip} limit 1`,
  );
  return row!.slug;
}

describe('asking to claim a page', () => {
  it('a signed-in user asks; the request is pending, the page says so, and the reviewer sees no domain signal for an outside email', async () => {
    expect(await mine(player, MIT)).toBeNull();
    const response = await requestClaim(player, MIT);
    expect(response.statusCode, response.body).toBe(201);
    const claim = response.json() as MyCollegeClaim;
    expect(claim).toMatchObject({ status: 'pending', role: 'programs_college_admin', reviewedAt: null, rejectionReason: null });
    expect(await mine(player, MIT)).toEqual(claim);
    expect(await mine(other, MIT)).toBeNull();

    const row = (await queue()).find((review) => review.id === claim.id)!;
    expect(row).toMatchObject({
      evidence: EVIDENCE,
      contactEmail: player.email,
      emailAtCollegeDomain: false,
      requester: { id: player.id },
      reviewer: null,
      college: { slug: MIT, name: 'Massachusetts Institute of Technology', isClaimed: false },
    });
  });

  it('an email at the college’s domain (a subdomain too) is the strong signal', async () => {
    const response = await requestClaim(mitStaff, MIT, { role: 'programs_college_staff', evidence: 'Assistant coach.' });
    expect(response.statusCode, response.body).toBe(201);
    const row = (await queue()).find((review) => review.id === (response.json() as MyCollegeClaim).id)!;
    expect(row).toMatchObject({ emailAtCollegeDomain: true, role: 'programs_college_staff', contactEmail: mitStaff.email });
  });

  it('a second pending request of the same user is refused and changes nothing', async () => {
    const before = await tableDigests(t.app.ctx.db);
    const again = await requestClaim(player, MIT);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(COLLEGE_CLAIM_TEXTS.alreadyPending);
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);
  });

  it('a demo college is sample data: a request to claim it is refused and changes nothing', async () => {
    await seedDemoCollegeRows(t.app.ctx.db);
    const before = await tableDigests(t.app.ctx.db);
    const refused = await requestClaim(other, 'northwind-sample-college');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(COLLEGE_CLAIM_TEXTS.demoCollege);
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);
  });

  it('bad input gets field messages and changes nothing; an unknown page is 404; signed out is 401', async () => {
    const slug = await unclaimedCollege(0);
    const before = await tableDigests(t.app.ctx.db);
    const cases: [unknown, Record<string, string>][] = [
      [{ evidence: EVIDENCE }, { role: 'Pick your role at the college' }],
      [{ role: 'yes_admin', evidence: EVIDENCE }, { role: 'Pick your role at the college' }],
      [{ role: 'programs_college_admin', evidence: '   ' }, { evidence: 'Evidence is required' }],
      [{ role: 'programs_college_admin', evidence: 'x'.repeat(2001) }, { evidence: 'Evidence must be at most 2000 characters' }],
      [{ role: 'programs_college_admin', evidence: '<b>trust me</b>' }, { evidence: 'Evidence must be plain text (no HTML tags)' }],
    ];
    for (const [payload, fields] of cases) {
      const response = await requestClaim(other, slug, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation', fields });
    }
    const unknown = await requestClaim(other, 'no-such-college');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('College not found');
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/colleges/${slug}/claims`, payload: { role: 'programs_college_admin', evidence: EVIDENCE } });
    expect(anonymous.statusCode).toBe(401);
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);
  });
});

describe('reviewing', () => {
  it('lists pending requests first, oldest first, then reviewed ones', async () => {
    const rows = await queue();
    const statuses = rows.map((row) => row.status);
    const firstReviewed = statuses.findIndex((status) => status !== 'pending');
    if (firstReviewed >= 0) expect(statuses.slice(firstReviewed).every((status) => status !== 'pending')).toBe(true);
    const pending = rows.filter((row) => row.status === 'pending');
    const sorted = [...pending].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    expect(pending.map((row) => row.id)).toEqual(sorted.map((row) => row.id));
  });

  it('approving grants programs_college_admin and claims the page in one go; the other pending requests are answered; emails go to the requesters only', async () => {
    const [first, second] = (await queue()).filter((row) => row.college.slug === MIT && row.status === 'pending');
    expect(first!.requester.id).toBe(player.id);
    const mitId = (await collegeState(MIT)).id;
    const emailsBefore = await outboxCount();

    const approve = await t.app.inject({ method: 'POST', url: `/api/admin/college-claims/${first!.id}/approve`, headers: asUser(reviewer) });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({ status: 'approved', reviewer: { id: reviewer.id }, college: { isClaimed: true } });

    expect(await rolesOf(player.id)).toContainEqual({ role: 'programs_college_admin', collegeId: mitId });
    expect(await rolesOf(mitStaff.id)).not.toContainEqual(expect.objectContaining({ role: 'programs_college_admin' }));
    const state = await collegeState(MIT);
    expect(state.claimedAt).not.toBeNull();
    expect(state.claimedBy).toBe(player.id);
    const page = await t.app.inject({ method: 'GET', url: `/api/colleges/${MIT}` });
    expect(page.json().isClaimed).toBe(true);

    expect(await mine(player, MIT)).toMatchObject({ status: 'approved' });
    expect(await mine(mitStaff, MIT)).toMatchObject({ status: 'rejected', rejectionReason: COLLEGE_CLAIM_TEXTS.claimedAutoRejection });
    expect(second!.requester.id).toBe(mitStaff.id);

    // Two emails, one to each requester, about their own request; nobody else is written to.
    expect(await outboxCount()).toBe(emailsBefore + 2);
    const [approved] = await outboxFor(t.app.ctx.db, player.email);
    expect(approved!.subject).toBe('Your claim of Massachusetts Institute of Technology was approved');
    expect(approved!.textBody).toContain(`/college/${MIT}`);
    const [answered] = await outboxFor(t.app.ctx.db, mitStaff.email);
    expect(answered!.subject).toBe('Your claim of Massachusetts Institute of Technology was not approved');
    expect(answered!.textBody).toContain(COLLEGE_CLAIM_TEXTS.claimedAutoRejection);
    expect(answered!.textBody).not.toContain(player.email);
    expect(await outboxFor(t.app.ctx.db, reviewer.email)).toEqual([]);
  });

  it('a claimed page cannot be claimed again, and the refusal names nobody', async () => {
    const before = await tableDigests(t.app.ctx.db);
    const response = await requestClaim(other, MIT);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(COLLEGE_CLAIM_TEXTS.alreadyClaimed);
    expect(response.body).not.toContain(player.email);
    expect(response.body).not.toContain('@');
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);
  });

  it('a reviewed request cannot be reviewed again; an unknown one is 404', async () => {
    const approved = (await queue()).find((row) => row.college.slug === MIT && row.status === 'approved')!;
    const before = await tableDigests(t.app.ctx.db);
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/college-claims/${approved.id}/approve`, headers: asUser(reviewer) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(COLLEGE_CLAIM_TEXTS.notPending);
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/admin/college-claims/${approved.id}/reject`,
      headers: asUser(reviewer),
      payload: { reason: 'Too late' },
    });
    expect(reject.statusCode).toBe(409);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/college-claims/00000000-0000-4000-8000-00000000abcd/approve',
      headers: asUser(reviewer),
    });
    expect(unknown.statusCode).toBe(404);
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);
  });

  it('rejecting needs a reason, emails it to the requester, shows it on the page, and a new request may follow', async () => {
    const slug = await unclaimedCollege(1);
    const claim = (await requestClaim(other, slug)).json() as MyCollegeClaim;
    const before = await tableDigests(t.app.ctx.db);
    for (const [payload, message] of [
      [{}, 'Reason is required'],
      [{ reason: ' ' }, 'Reason is required'],
      [{ reason: 'r'.repeat(501) }, 'Reason must be at most 500 characters'],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: `/api/admin/college-claims/${claim.id}/reject`, headers: asUser(reviewer), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ reason: message });
    }
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);

    const reason = 'We could not find you on the college’s staff directory.';
    const response = await t.app.inject({ method: 'POST', url: `/api/admin/college-claims/${claim.id}/reject`, headers: asUser(reviewer), payload: { reason } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', rejectionReason: reason, college: { isClaimed: false } });
    expect(await mine(other, slug)).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect((await collegeState(slug)).claimedAt).toBeNull();
    expect(await rolesOf(other.id)).toEqual([{ role: 'recruit_player', collegeId: null }]);
    const [mail] = await outboxFor(t.app.ctx.db, other.email);
    expect(mail!.subject).toMatch(/was not approved$/);
    expect(mail!.textBody).toContain(`Reason: ${reason}`);

    const again = await requestClaim(other, slug);
    expect(again.statusCode).toBe(201);
    expect(await mine(other, slug)).toMatchObject({ status: 'pending' });
  });

  it('approving a request for a page claimed meanwhile changes nothing: no role, no claim (one transaction)', async () => {
    const slug = await unclaimedCollege(2);
    const claim = (await requestClaim(player, slug)).json() as MyCollegeClaim;
    // Claimed behind the review's back (as a concurrent approval would).
    await t.app.ctx.db.execute(sql`update colleges set claimed_at = now(), claimed_by_user_id = ${reviewer.id} where slug = ${slug}`);
    const before = await tableDigests(t.app.ctx.db);
    const emailsBefore = await outboxCount();
    const response = await t.app.inject({ method: 'POST', url: `/api/admin/college-claims/${claim.id}/approve`, headers: asUser(reviewer) });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(COLLEGE_CLAIM_TEXTS.alreadyClaimed);
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);
    expect(await outboxCount()).toBe(emailsBefore);
  });
});
