/**
 * An application link outlives neither its answers nor its application's
 * joining an account (issue 24.1; docs/decisions/038, session 26): every
 * earlier link stops when a confirmed repeat (or a player's repeat)
 * replaces the answers and when an account claims the application, and
 * says so (410, no name, no answers); the first sender's link never shows
 * later answers; withdrawing an account's application needs its owner's
 * session. The finding's exact sequence first.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_TEXTS, type SubmissionResult } from '#shared/contracts/submissions.ts';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { claimedColleges } from '#server/test/colleges/college-staff-test-data.ts';
import { hashLinkToken } from '#server/auth/link-token.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { MIGRATIONS_DIR } from '#server/project-root.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { applicationTokenFromOutbox, insertPublishedForm, tokenOf, updateTokenFromOutbox, validAnswers } from '../test/submissions/submissions-test-data.ts';

let t: TestApp;
let slug: string;
let programId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [college] = await claimedColleges(t.app.ctx.db, 1);
  slug = college!.slug;
  programId = await insertProgram(t.app.ctx.db, college!.id, 'valorant', 'varsity');
});
afterAll(async () => t.close());

const submit = (formId: string, payload: object, user?: TestUser) =>
  t.app.inject({ method: 'POST', url: `/api/colleges/${slug}/apply/${formId}`, payload, headers: user ? { cookie: user.cookie } : {} });
const call = (action: 'view' | 'withdraw' | 'revoke' | 'claim' | 'confirm-update', token: string, user?: TestUser) =>
  t.app.inject({ method: 'POST', url: `/api/applications/${action}`, payload: { token }, headers: user ? { cookie: user.cookie } : {} });
const visitor = (email: string, name: string) => ({ name, email, birthDate: birthDateForAge(20) });

async function submissionOf(id: string) {
  const [row] = await rowsOf<{ status: string; answers: Record<string, unknown>; userId: string | null }>(
    t.app.ctx.db,
    sql`select status, answers, submitter_user_id as "userId" from interest_form_submissions where id = ${id}`,
  );
  return row!;
}

/** A refusal that tells nothing of the application: the status, the message, and none of the given strings anywhere in the body. */
function expectRefused(response: { statusCode: number; body: string }, status: number, message: string, hidden: string[]) {
  expect(response.statusCode, response.body).toBe(status);
  expect(JSON.parse(response.body)).toEqual({ error: { code: expect.any(String), message } });
  for (const text of hidden) expect(response.body).not.toContain(text);
}

describe("the finding's sequence", () => {
  it("a signed-out sender's link stops when the owner confirms new answers and claims the application: view and withdraw refused, nothing withdrawn", async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId, { title: 'Finding form' });
    const victimEmail = 'victim-owner@example.com';
    // 1. Signed out, someone sends the form with the victim's address and keeps T1.
    const sent = (await submit(form.formId, { answers: validAnswers({ why: 'Sender wrote this' }), visitor: visitor(victimEmail, 'Mallory Sender') })).json() as SubmissionResult;
    const t1 = tokenOf(sent.applicationPath);
    // 2. The victim sends the same form: held until the address confirms.
    const again = (await submit(form.formId, { answers: validAnswers({ why: 'Owner wrote this' }), visitor: visitor(victimEmail, 'Olivia Owner') })).json() as SubmissionResult;
    expect(again.outcome).toBe('confirm_by_email');
    // 3. The victim confirms from the emailed link: T2 replaces every earlier link.
    const confirmed = await call('confirm-update', await updateTokenFromOutbox(t.app.ctx.db, victimEmail));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const t2 = tokenOf((confirmed.json() as { applicationPath: string }).applicationPath);
    expect(t2).toBe(await applicationTokenFromOutbox(t.app.ctx.db, victimEmail));
    // Even before any claim, T1 never shows the later answers.
    expectRefused(await call('view', t1), 410, SUBMISSION_TEXTS.linkReplaced, ['Owner wrote this', 'Olivia', 'Sender wrote this', 'Mallory']);
    // 4. The victim claims it into their account.
    const owner = await signUpUser(t.app, { email: victimEmail });
    const claimed = await call('claim', t2, owner);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ name: 'Olivia Owner', answers: { why: 'Owner wrote this' }, account: { state: 'yours' } });
    // 5. T1: view refused (no name, no answers), withdraw refused and the application not withdrawn.
    const hidden = ['Owner wrote this', 'Olivia', 'Sender wrote this', 'Mallory', 'Finding form'];
    expectRefused(await call('view', t1), 410, SUBMISSION_TEXTS.linkReplaced, hidden);
    expectRefused(await call('withdraw', t1), 410, SUBMISSION_TEXTS.linkReplaced, hidden);
    expect(await submissionOf(sent.submissionId)).toMatchObject({ status: 'new', userId: owner.id, answers: { why: 'Owner wrote this' } });
    // The confirmed link itself is the account's now: signed out it says so; its owner, signed in, still opens it.
    expectRefused(await call('view', t2), 410, SUBMISSION_TEXTS.linkClaimed, hidden);
    expectRefused(await call('withdraw', t2), 410, SUBMISSION_TEXTS.linkClaimed, hidden);
    expect((await call('view', t2, owner)).json()).toMatchObject({ answers: { why: 'Owner wrote this' } });
    expect((await submissionOf(sent.submissionId)).status).toBe('new');
  });
});

describe('each step', () => {
  it('a claim with the first link (no repeat) stops it for everyone but the account', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    const email = 'claim-first@example.com';
    const sent = (await submit(form.formId, { answers: validAnswers({ why: 'Claimed words' }), visitor: visitor(email, 'Cara Claimer') })).json() as SubmissionResult;
    const token = tokenOf(sent.applicationPath);
    const owner = await signUpUser(t.app, { email });
    const stranger = await signUpUser(t.app);
    expect((await call('claim', token, owner)).statusCode).toBe(200);
    for (const who of [undefined, stranger]) {
      expectRefused(await call('view', token, who), 410, SUBMISSION_TEXTS.linkClaimed, ['Claimed words', 'Cara']);
      expectRefused(await call('withdraw', token, who), 410, SUBMISSION_TEXTS.linkClaimed, ['Claimed words', 'Cara']);
      expect((await call('claim', token, stranger)).statusCode).toBe(410);
    }
    expect((await submissionOf(sent.submissionId)).status).toBe('new');
    // The owner: the page, and claiming again is the same answer.
    expect((await call('view', token, owner)).json()).toMatchObject({ answers: { why: 'Claimed words' }, account: { state: 'yours' } });
    expect((await call('claim', token, owner)).statusCode).toBe(200);
    const withdrawn = await call('withdraw', token, owner);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
  });

  it("a confirmed repeat stops every earlier link, the visitor's second link too; the new one opens the new answers", async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    const email = 'two-links@example.com';
    const first = tokenOf(((await submit(form.formId, { answers: validAnswers({ why: 'Version one' }), visitor: visitor(email, 'Val One') })).json() as SubmissionResult).applicationPath);
    await submit(form.formId, { answers: validAnswers({ why: 'Version two' }), visitor: visitor(email, 'Val Two') });
    // Before the confirmation, the first link still shows the first answers (nothing replaced yet).
    expect((await call('view', first)).json()).toMatchObject({ answers: { why: 'Version one' } });
    const confirmed = (await call('confirm-update', await updateTokenFromOutbox(t.app.ctx.db, email))).json() as { applicationPath: string };
    expectRefused(await call('view', first), 410, SUBMISSION_TEXTS.linkReplaced, ['Version', 'Val ']);
    expectRefused(await call('revoke', first), 410, SUBMISSION_TEXTS.linkReplaced, ['Version']);
    expect((await call('view', tokenOf(confirmed.applicationPath))).json()).toMatchObject({ name: 'Val Two', answers: { why: 'Version two' } });
  });

  it("a player's repeat stops the earlier links of the application", async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    const player = await signUpUser(t.app);
    const first = tokenOf(((await submit(form.formId, { answers: validAnswers({ why: 'First take' }) }, player)).json() as SubmissionResult).applicationPath);
    const second = (await submit(form.formId, { answers: validAnswers({ why: 'Second take' }) }, player)).json() as SubmissionResult;
    expect(second.outcome).toBe('updated');
    expectRefused(await call('view', first), 410, SUBMISSION_TEXTS.linkReplaced, ['take']);
    expect((await call('view', tokenOf(second.applicationPath))).json()).toMatchObject({ answers: { why: 'Second take' } });
  });

  it("an account's application: a working link opens it, but only its owner's session withdraws it", async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    const player = await signUpUser(t.app);
    const stranger = await signUpUser(t.app);
    const sent = (await submit(form.formId, { answers: validAnswers() }, player)).json() as SubmissionResult;
    const token = tokenOf(sent.applicationPath);
    expect((await call('view', token)).statusCode).toBe(200);
    expectRefused(await call('withdraw', token), 401, SUBMISSION_TEXTS.withdrawSignIn, []);
    expectRefused(await call('withdraw', token, stranger), 403, SUBMISSION_TEXTS.withdrawNotYours, []);
    expect((await submissionOf(sent.submissionId)).status).toBe('new');
    expect((await call('withdraw', token, player)).json()).toMatchObject({ status: 'withdrawn' });
  });

  it("a visitor's application: the current link withdraws it, signed in or not", async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    const sent = (await submit(form.formId, { answers: validAnswers(), visitor: visitor('holder@example.com', 'Hal Holder') })).json() as SubmissionResult;
    expect((await call('withdraw', tokenOf(sent.applicationPath))).json()).toMatchObject({ status: 'withdrawn' });
  });
});

describe('migration 0038: the links stored before', () => {
  it("names the holder's revocations, stops links older than the answers and a claimed visitor application's links, and keeps the rest", async () => {
    const db = t.app.ctx.db;
    const form = await insertPublishedForm(db, programId, { title: 'Stored form' });
    const kept = ((await submit(form.formId, { answers: validAnswers({ why: 'Kept' }), visitor: visitor('kept@example.com', 'Kim Kept') })).json() as SubmissionResult);
    const stopped = ((await submit(form.formId, { answers: validAnswers(), visitor: visitor('stopped@example.com', 'Sol Stopped') })).json() as SubmissionResult);
    const claimed = ((await submit(form.formId, { answers: validAnswers({ why: 'Claimed before' }), visitor: visitor('old-claim@example.com', 'Oda Claim') })).json() as SubmissionResult);
    const player = await signUpUser(t.app);
    const own = ((await submit(form.formId, { answers: validAnswers({ why: 'Own answers' }) }, player)).json() as SubmissionResult);
    const claimer = await signUpUser(t.app, { email: 'old-claim@example.com' });
    // The rows as the code before wrote them: a holder's revocation without a reason, a claim that stopped nothing,
    // and a link older than the player's last answers.
    await db.execute(sql`alter table application_links drop constraint application_links_revoked_reason_check`);
    await db.execute(sql`update application_links set revoked_at = now() where submission_id = ${stopped.submissionId}`);
    await db.execute(sql`update interest_form_submissions set submitter_user_id = ${claimer.id} where id = ${claimed.submissionId}`);
    const older = 'older-link-token-of-the-own-application';
    await db.execute(sql`insert into application_links (submission_id, token_hash, expires_at, created_at)
      select id, ${hashLinkToken(older)}, now() + interval '1 day', submitted_at - interval '1 day' from interest_form_submissions where id = ${own.submissionId}`);

    const migration = await readFile(path.join(MIGRATIONS_DIR, '0039_application_link_revocation.sql'), 'utf8');
    const statements = migration.split('--> statement-breakpoint');
    for (const statement of statements.filter((text) => text.includes('UPDATE "application_links"'))) await db.execute(sql.raw(statement));
    // The constraint holds over what the migration leaves.
    await db.execute(sql.raw(statements.find((text) => text.includes('application_links_revoked_reason_check'))!));

    expect((await call('view', tokenOf(kept.applicationPath))).json()).toMatchObject({ answers: { why: 'Kept' } });
    expect((await call('view', tokenOf(own.applicationPath))).json()).toMatchObject({ answers: { why: 'Own answers' } });
    expectRefused(await call('view', tokenOf(stopped.applicationPath)), 404, SUBMISSION_TEXTS.invalidLink, ['Sol']);
    expectRefused(await call('view', tokenOf(claimed.applicationPath)), 410, SUBMISSION_TEXTS.linkClaimed, ['Claimed before', 'Oda']);
    expect((await call('view', tokenOf(claimed.applicationPath), claimer)).json()).toMatchObject({ answers: { why: 'Claimed before' } });
    expectRefused(await call('view', older), 410, SUBMISSION_TEXTS.linkReplaced, ['Own answers']);
  });
});
