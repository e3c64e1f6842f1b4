/**
 * Claiming a college page (issue 12.4, docs/decisions/032): the request,
 * one pending request per user and college, a claimed page refused without
 * naming anyone, the domain signal, approval granting programs_college_admin
 * and marking the college claimed in one transaction, rejection with a
 * reason, the answers emailed to the requester alone, and bad input refused
 * with field messages and nothing changed. Issue 24: a minor's request is
 * refused (403) and approval re-checks the age (409), the queue shows the
 * requester's age band; at most COLLEGE_CLAIM_PENDING_MAX pending requests
 * per account, concurrent requests included.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLEGE_CLAIM_PENDING_MAX,
  COLLEGE_CLAIM_TEXTS,
  type CollegeClaimQueueResponse,
  type CollegeClaimReview,
  type MyCollegeClaim,
  type MyCollegeClaimResponse,
} from '#shared/contracts/college-claims.ts';
import { seedDemoCollegeRows } from '#server/seed/seed-demo-colleges.ts';
import { makeMinor } from '#server/test/messaging/messaging-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
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

async function mineResponse(user: TestUser, slug: string): Promise<MyCollegeClaimResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/colleges/${slug}/claims/mine`, headers: asUser(user) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MyCollegeClaimResponse;
}

async function mine(user: TestUser, slug: string): Promise<MyCollegeClaim | null> {
  return (await mineResponse(user, slug)).claim;
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

/** `count` unclaimed colleges with a website from `skip` on (the tests below keep clear of the first few). */
async function unclaimedColleges(skip: number, count: number): Promise<string[]> {
  const rows = await rowsOf<{ slug: string }>(
    t.app.ctx.db,
    sql`select slug from colleges where claimed_at is null and website is not null and not is_demo and slug <> ${MIT}
      order by name, id offset ${skip} limit ${count}`,
  );
  return rows.map((row) => row.slug);
}

async function pendingCount(userId: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    t.app.ctx.db,
    sql`select count(*)::int as n from college_claims where requester_user_id = ${userId} and status = 'pending'`,
  );
  return row!.n;
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

describe('minors cannot become a college’s admin by claiming its page (issue 24.2)', () => {
  it('a minor’s request is refused with 403, stores nothing, and the page is told why before any form', async () => {
    const minor = await signUpUser(t.app);
    await makeMinor(t.app.ctx.db, minor.id);
    const [slug] = await unclaimedColleges(10, 1);
    const before = await tableDigests(t.app.ctx.db);
    const emailsBefore = await outboxCount();
    const refused = await requestClaim(minor, slug!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'forbidden', message: COLLEGE_CLAIM_TEXTS.adultsOnly });
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);
    expect(await outboxCount()).toBe(emailsBefore);
    expect(await mineResponse(minor, slug!)).toEqual({ claim: null, blocked: 'minor' });
    expect(await mineResponse(other, slug!)).toEqual({ claim: null, blocked: null });
  });

  it('the queue shows each requester’s age band today: 18+, Under 18 (a request filed before the rule), Age unknown', async () => {
    const [adultSlug, minorSlug, unknownSlug] = await unclaimedColleges(11, 3);
    const adult = await signUpUser(t.app);
    const laterMinor = await signUpUser(t.app);
    const unknown = await signUpUser(t.app);
    const ids: Record<string, string> = {};
    for (const [user, slug] of [[adult, adultSlug], [laterMinor, minorSlug], [unknown, unknownSlug]] as const) {
      const response = await requestClaim(user, slug!);
      expect(response.statusCode, response.body).toBe(201);
      ids[user.id] = (response.json() as MyCollegeClaim).id;
    }
    // Filed as an adult (or before the rule); under 18 by the birth date now on record.
    await makeMinor(t.app.ctx.db, laterMinor.id);
    await t.app.ctx.db.execute(sql`update user_profiles set birth_date = null where user_id = ${unknown.id}`);
    const rows = await queue();
    const band = (user: TestUser) => rows.find((row) => row.id === ids[user.id])!.requester.ageBand;
    expect([band(adult), band(laterMinor), band(unknown)]).toEqual(['adult', 'minor', 'unknown']);
    // The minor's request is still stored and pending: nothing is lost.
    expect(rows.find((row) => row.id === ids[laterMinor.id])).toMatchObject({ status: 'pending', contactEmail: laterMinor.email });
  });

  it('approval re-checks the age: a requester under 18 now is refused with 409 and granted nothing; the request can still be rejected', async () => {
    const [slug] = await unclaimedColleges(14, 1);
    const requester = await signUpUser(t.app);
    const claim = (await requestClaim(requester, slug!)).json() as MyCollegeClaim;
    await makeMinor(t.app.ctx.db, requester.id, 15);
    const before = await tableDigests(t.app.ctx.db);
    const emailsBefore = await outboxCount();
    const approve = await t.app.inject({ method: 'POST', url: `/api/admin/college-claims/${claim.id}/approve`, headers: asUser(reviewer) });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().error).toEqual({ code: 'conflict', message: COLLEGE_CLAIM_TEXTS.requesterIsMinor });
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);
    expect(await outboxCount()).toBe(emailsBefore);
    expect(await rolesOf(requester.id)).toEqual([{ role: 'recruit_player', collegeId: null }]);
    expect((await collegeState(slug!)).claimedAt).toBeNull();
    expect(await mine(requester, slug!)).toMatchObject({ status: 'pending' });

    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/admin/college-claims/${claim.id}/reject`,
      headers: asUser(reviewer),
      payload: { reason: 'College admins must be adults.' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(reject.json()).toMatchObject({ status: 'rejected', requester: { ageBand: 'minor' } });
  });
});

describe('at most COLLEGE_CLAIM_PENDING_MAX pending requests per account (issue 24.4)', () => {
  it('the request beyond the limit is refused with 409 naming the limit, stores nothing; a review frees a place', async () => {
    const requester = await signUpUser(t.app);
    const slugs = await unclaimedColleges(20, COLLEGE_CLAIM_PENDING_MAX + 1);
    const accepted: MyCollegeClaim[] = [];
    for (const slug of slugs.slice(0, COLLEGE_CLAIM_PENDING_MAX)) {
      const response = await requestClaim(requester, slug);
      expect(response.statusCode, response.body).toBe(201);
      accepted.push(response.json() as MyCollegeClaim);
    }
    const last = slugs[COLLEGE_CLAIM_PENDING_MAX]!;
    expect((await mineResponse(requester, last)).blocked).toBe('pending_limit');
    const before = await tableDigests(t.app.ctx.db);
    const refused = await requestClaim(requester, last);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'conflict', message: COLLEGE_CLAIM_TEXTS.pendingLimit });
    expect(COLLEGE_CLAIM_TEXTS.pendingLimit).toContain(`${COLLEGE_CLAIM_PENDING_MAX} claim requests waiting for review`);
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);
    // The page of a college already asked about still shows that request first (same-page 409 wins).
    const again = await requestClaim(requester, slugs[0]!);
    expect(again.json().error.message).toBe(COLLEGE_CLAIM_TEXTS.alreadyPending);

    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/admin/college-claims/${accepted[0]!.id}/reject`,
      headers: asUser(reviewer),
      payload: { reason: 'Not on the staff directory.' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect((await mineResponse(requester, last)).blocked).toBeNull();
    expect((await requestClaim(requester, last)).statusCode).toBe(201);
    expect(await pendingCount(requester.id)).toBe(COLLEGE_CLAIM_PENDING_MAX);
  });

  it('simultaneous requests cannot make more than the limit pending', async () => {
    const requester = await signUpUser(t.app);
    const slugs = await unclaimedColleges(30, COLLEGE_CLAIM_PENDING_MAX + 3);
    const responses = await Promise.all(slugs.map((slug) => requestClaim(requester, slug)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(COLLEGE_CLAIM_PENDING_MAX).fill(201), ...Array<number>(3).fill(409)]);
    for (const response of responses.filter((response) => response.statusCode === 409)) {
      expect(response.json().error.message).toBe(COLLEGE_CLAIM_TEXTS.pendingLimit);
    }
    expect(await pendingCount(requester.id)).toBe(COLLEGE_CLAIM_PENDING_MAX);
  });
});
