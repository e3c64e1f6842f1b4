/**
 * Interest form submissions after they are sent (docs/decisions/038): application links
 * (view, withdraw, the player's own list), a visitor's application joining their account, and the
 * Responses tab. The public form and the rules of a submission are submissions.api.test.ts; who may
 * call each route is submissions-access-matrix.api.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_TEXTS, type ResponsesPage, type SubmissionResult } from '#shared/contracts/submissions.ts';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { grantCollegeRole, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { rowsOf } from '#server/db/sql.ts';
import type { TestApp } from '#server/test/create-test-app.ts';
import { openSubmissionsWorld, submissionRowsOf, submitForm, visitor } from '#server/test/submissions/submissions-world.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { insertPublishedForm, TEST_FIELDS, tokenOf, validAnswers } from '../test/submissions/submissions-test-data.ts';

let t: TestApp;
let college: TestCollege;
let programId: string;
let player: TestUser;
let staff: TestUser;

beforeAll(async () => {
  let colleges: TestCollege[];
  ({ t, colleges, programId, player, staff } = await openSubmissionsWorld(1));
  college = colleges[0]!;
});
afterAll(async () => t.close());

const formUrl = (formId: string, slug = college.slug) => `/api/colleges/${slug}/apply/${formId}`;
const submit = (formId: string, payload: object, user?: TestUser, remoteAddress?: string) => submitForm(t.app, formUrl(formId), payload, user, remoteAddress);
const submissionRows = (formId: string) => submissionRowsOf(t.app.ctx.db, formId);

describe('application links', () => {
  async function applied() {
    const form = await insertPublishedForm(t.app.ctx.db, programId, { title: 'Linked form' });
    const result = (await submit(form.formId, { answers: validAnswers({ why: 'My answer' }), visitor: visitor() })).json() as SubmissionResult;
    return { form, token: tokenOf(result.applicationPath) };
  }
  const call = (action: 'view' | 'withdraw' | 'revoke', token: string) => t.app.inject({ method: 'POST', url: `/api/applications/${action}`, payload: { token } });

  it('shows the answers with the questions of their version, the program and the status in the submitter words', async () => {
    const { token } = await applied();
    const response = await call('view', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ formTitle: 'Linked form', collegeName: college.name, titleName: 'Valorant', status: 'new', statusLabel: 'Received', answers: { why: 'My answer' } });
    expect(JSON.stringify(response.json())).not.toContain('pipeline');
  });

  it("never shows the staff's notes or the internal stage, though the submitter is in the program's pipeline", async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId, { title: 'Noted form', autoAddToPipeline: true });
    const someone = await signUpUser(t.app);
    const result = (await submit(form.formId, { answers: validAnswers({ why: 'My own words' }) }, someone)).json() as SubmissionResult;
    const entryId = (await submissionRows(form.formId))[0]!.pipelineEntryId!;
    const entryUrl = `/api/programs/${programId}/pipeline/entries/${entryId}`;
    const note = 'Staff only: hesitant on comms under pressure';
    const noted = await t.app.inject({ method: 'POST', url: `${entryUrl}/notes`, headers: { cookie: staff.cookie }, payload: { body: note } });
    expect(noted.statusCode, noted.body).toBe(201);
    const moved = await t.app.inject({ method: 'POST', url: `${entryUrl}/move`, headers: { cookie: staff.cookie }, payload: { stage: 'evaluating', index: 0 } });
    expect(moved.statusCode, moved.body).toBe(200);
    const [entry] = await rowsOf<{ stage: string; notes: number }>(
      t.app.ctx.db,
      sql`select stage, (select count(*)::int from pipeline_notes n where n.entry_id = e.id) as notes from pipeline_entries e where e.id = ${entryId}`,
    );
    expect(entry).toEqual({ stage: 'evaluating', notes: 1 });
    // Signed out (the link alone) and signed in as the submitter: the answers and the status in their words, nothing of the staff's.
    for (const headers of [{}, { cookie: someone.cookie }]) {
      const view = await t.app.inject({ method: 'POST', url: '/api/applications/view', headers, payload: { token: tokenOf(result.applicationPath) } });
      expect(view.statusCode).toBe(200);
      expect(view.json()).toMatchObject({ formTitle: 'Noted form', status: 'added', answers: { why: 'My own words' } });
      for (const hidden of [note, 'hesitant', 'evaluating', 'Evaluating', entryId]) expect(view.body).not.toContain(hidden);
    }
  });

  it('withdraws: the status is withdrawn, the pipeline entry stays', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId, { autoAddToPipeline: true });
    const someone = await signUpUser(t.app);
    const result = (await submit(form.formId, { answers: validAnswers() }, someone)).json() as SubmissionResult;
    const view = (await call('view', tokenOf(result.applicationPath))).json() as { statusLabel: string };
    expect(view.statusLabel).toBe("Added to the program's list");
    // An account's application: its owner's session withdraws it (decision 038, session 26).
    const withdrawn = await t.app.inject({ method: 'POST', url: '/api/applications/withdraw', headers: { cookie: someone.cookie }, payload: { token: tokenOf(result.applicationPath) } });
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', statusLabel: 'Withdrawn' });
    const [entry] = await rowsOf<{ n: number }>(t.app.ctx.db, sql`select count(*)::int as n from pipeline_entries where player_user_id = ${someone.id}`);
    expect(entry!.n).toBe(1);
  });

  it('answers a wrong, revoked or expired token with one clear 404', async () => {
    const { token } = await applied();
    const expired = await applied();
    await t.app.ctx.db.execute(sql`update application_links set expires_at = now() - interval '1 second'
      where submission_id = (select submission_id from application_links order by created_at desc limit 1)`);
    expect((await call('revoke', token)).json()).toEqual({ revoked: true });
    for (const bad of [token, expired.token, 'no-such-token', 'x'.repeat(200)]) {
      for (const action of ['view', 'withdraw', 'revoke'] as const) {
        const response = await call(action, bad);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: { message: 'This application link is not valid or has expired.' } });
      }
    }
  });

  it('lists a signed-in player own submissions with fresh links that open their application', async () => {
    const someone = await signUpUser(t.app);
    const form = await insertPublishedForm(t.app.ctx.db, programId, { title: 'Mine' });
    await submit(form.formId, { answers: validAnswers() }, someone);
    const list = await t.app.inject({ method: 'GET', url: '/api/me/submissions', headers: { cookie: someone.cookie } });
    const { submissions } = list.json() as { submissions: Array<{ formTitle: string; applicationPath: string }> };
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({ formTitle: 'Mine', statusLabel: 'Received' });
    expect((await call('view', tokenOf(submissions[0]!.applicationPath))).statusCode).toBe(200);
  });
});

describe("a visitor's application joins their account", () => {
  const claim = (token: string, user?: TestUser) =>
    t.app.inject({ method: 'POST', url: '/api/applications/claim', payload: { token }, headers: user ? { cookie: user.cookie } : {} });
  const view = (token: string, user?: TestUser) =>
    t.app.inject({ method: 'POST', url: '/api/applications/view', payload: { token }, headers: user ? { cookie: user.cookie } : {} });
  let counter = 0;
  /** A fresh account and a visitor's submission sent with its email (in capitals: the match ignores case). */
  async function visitorThenAccount(options: { autoAddToPipeline?: boolean } = {}) {
    counter += 1;
    const email = `claimer-${counter}-${Date.now()}@example.com`;
    const form = await insertPublishedForm(t.app.ctx.db, programId, { title: 'Claimable form', ...options });
    const result = (await submit(form.formId, { answers: validAnswers(), visitor: visitor({ email: email.toUpperCase() }) })).json() as SubmissionResult;
    const user = await signUpUser(t.app, { email });
    return { form, user, token: tokenOf(result.applicationPath), submissionId: result.submissionId };
  }
  const owner = async (submissionId: string) =>
    (await rowsOf<{ userId: string | null }>(t.app.ctx.db, sql`select submitter_user_id as "userId" from interest_form_submissions where id = ${submissionId}`))[0]!.userId;

  it('offers the account of the same verified email to add it; adding sets the submitter, again is the same answer, and the account lists it', async () => {
    const { user, token, submissionId } = await visitorThenAccount();
    expect((await view(token)).json()).toMatchObject({ account: null });
    expect((await view(token, user)).json()).toMatchObject({ account: { state: 'can_add', message: null } });
    const claimed = await claim(token, user);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ formTitle: 'Claimable form', account: { state: 'yours' } });
    expect(await owner(submissionId)).toBe(user.id);
    expect((await claim(token, user)).statusCode).toBe(200);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/me/submissions', headers: { cookie: user.cookie } })).json() as { submissions: Array<{ submissionId: string }> };
    expect(mine.submissions.map((row) => row.submissionId)).toEqual([submissionId]);
  });

  it('adds the player to the pipeline when the form says so, as submitting does', async () => {
    const { user, token, submissionId } = await visitorThenAccount({ autoAddToPipeline: true });
    expect((await claim(token, user)).json()).toMatchObject({ status: 'added' });
    const [entry] = await rowsOf<{ n: number }>(t.app.ctx.db, sql`select count(*)::int as n from pipeline_entries where player_user_id = ${user.id} and program_id = ${programId}`);
    expect(entry!.n).toBe(1);
    expect(await owner(submissionId)).toBe(user.id);
  });

  it('never joins another email, an unverified address, or a holder signed out; a wrong token is the one 404', async () => {
    const { user, token, submissionId } = await visitorThenAccount();
    const stranger = await signUpUser(t.app);
    expect((await view(token, stranger)).json()).toMatchObject({ account: null });
    const other = await claim(token, stranger);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: { message: SUBMISSION_TEXTS.claimOtherEmail } });
    expect((await claim(token)).statusCode).toBe(401);
    expect((await claim('no-such-token', user)).json()).toMatchObject({ error: { message: SUBMISSION_TEXTS.invalidLink } });
    await t.app.ctx.db.execute(sql`update profiles set email_verified = false where id = ${user.id}`);
    expect((await view(token, user)).json()).toMatchObject({ account: { state: 'email_not_verified', message: SUBMISSION_TEXTS.claimVerifyEmail } });
    const unverified = await claim(token, user);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({ error: { message: SUBMISSION_TEXTS.claimVerifyEmail } });
    expect(await owner(submissionId)).toBeNull();
    // Once another account holds it, nobody else is offered it.
    await t.app.ctx.db.execute(sql`update profiles set email_verified = true where id = ${user.id}`);
    expect((await claim(token, user)).statusCode).toBe(200);
    // ...and its link no longer opens it for anyone else (decision 038, session 26).
    const late = await claim(token, stranger);
    expect([late.statusCode, late.json().error.message]).toEqual([410, SUBMISSION_TEXTS.linkClaimed]);
    expect(await owner(submissionId)).toBe(user.id);
  });

  it('refuses an account that already sent the form, and accounts that may not send it, with their messages', async () => {
    const { form, user, token, submissionId } = await visitorThenAccount();
    expect((await submit(form.formId, { answers: validAnswers() }, user)).statusCode).toBe(201);
    expect((await view(token, user)).json()).toMatchObject({ account: { state: 'already_sent', message: SUBMISSION_TEXTS.claimAlreadySent } });
    const twice = await claim(token, user);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { message: SUBMISSION_TEXTS.claimAlreadySent } });
    expect(await owner(submissionId)).toBeNull();

    for (const [role, collegeId, message] of [
      ['family_parent', null, SUBMISSION_TEXTS.notAPlayer],
      ['programs_college_staff', college.id, SUBMISSION_TEXTS.staffCannotSubmit],
    ] as const) {
      const refused = await visitorThenAccount();
      await grantCollegeRole(t.app.ctx.db, refused.user.id, role, collegeId);
      expect((await view(refused.token, refused.user)).json()).toMatchObject({ account: { state: 'refused', message } });
      const response = await claim(refused.token, refused.user);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { message } });
      expect(await owner(refused.submissionId)).toBeNull();
    }
  });
});

describe('the Responses tab', () => {
  const base = () => `/api/colleges/${college.slug}/programs/${programId}/responses`;

  it('lists newest first with match percent, class, contact rules and the questions of each version; filters and pages', async () => {
    const own = await insertProgram(t.app.ctx.db, college.id, 'valorant', 'club');
    const form = await insertPublishedForm(t.app.ctx.db, own, { title: 'Club form' });
    await submit(form.formId, { answers: validAnswers({ why: 'first' }), visitor: visitor({ name: 'Adult Visitor', email: 'adult@example.com' }) });
    await submit(form.formId, { answers: validAnswers(), visitor: visitor({ name: 'Minor Visitor', birthDate: birthDateForAge(15), guardianEmail: 'g@example.com' }) });
    await submit(form.formId, { answers: validAnswers() }, player);
    const url = `/api/colleges/${college.slug}/programs/${own}/responses`;
    const page = (await t.app.inject({ method: 'GET', url, headers: { cookie: staff.cookie } })).json() as ResponsesPage;
    expect(page.total).toBe(3);
    expect(page.responses.map((row) => row.name)).toEqual(['Pat Player', 'Minor Visitor', 'Adult Visitor']);
    expect(page.responses[0]).toMatchObject({ playerUserId: player.id, contactEmail: null, classYear: 2027, status: 'new' });
    expect(page.responses[0]!.matchPercent).toEqual(expect.any(Number));
    expect(page.responses[1]).toMatchObject({ contactEmail: 'g@example.com', contactIsGuardian: true, isMinor: true, matchPercent: null });
    expect(page.responses[2]).toMatchObject({ contactEmail: 'adult@example.com', contactIsGuardian: false });
    expect(page.versions[form.versionId]).toHaveLength(TEST_FIELDS.length);
    expect(page.forms).toEqual([{ id: form.formId, title: 'Club form' }]);
    const filtered = (await t.app.inject({ method: 'GET', url: `${url}?status=reviewed`, headers: { cookie: staff.cookie } })).json() as ResponsesPage;
    expect(filtered.total).toBe(0);
    const later = (await t.app.inject({ method: 'GET', url: `${url}?page=2`, headers: { cookie: staff.cookie } })).json() as ResponsesPage;
    expect(later.responses).toEqual([]);
  });

  it('sets a status, refuses one a withdrawn response would get, and 404s another program response', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    const result = (await submit(form.formId, { answers: validAnswers(), visitor: visitor() })).json() as SubmissionResult;
    const patch = (status: string, id = result.submissionId, program = programId) =>
      t.app.inject({ method: 'PATCH', url: `/api/colleges/${college.slug}/programs/${program}/responses/${id}`, headers: { cookie: staff.cookie }, payload: { status } });
    expect((await patch('reviewed')).json()).toEqual({ id: result.submissionId, status: 'reviewed' });
    expect((await patch('added')).statusCode).toBe(400);
    const other = await insertProgram(t.app.ctx.db, college.id, 'valorant', 'junior_varsity');
    expect((await patch('declined', result.submissionId, other)).statusCode).toBe(404);
    await t.app.inject({ method: 'POST', url: '/api/applications/withdraw', payload: { token: tokenOf(result.applicationPath) } });
    const refused = await patch('declined');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { message: SUBMISSION_TEXTS.withdrawnCannotChange } });
  });

  it('adds chosen responses to the pipeline, saying per row why a visitor or a withdrawn one is not added', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    const someone = await signUpUser(t.app);
    const [a, v] = await Promise.all([submit(form.formId, { answers: validAnswers() }, someone), submit(form.formId, { answers: validAnswers(), visitor: visitor() })]);
    const ids = [(a.json() as SubmissionResult).submissionId, (v.json() as SubmissionResult).submissionId];
    const add = () => t.app.inject({ method: 'POST', url: `${base()}/add-to-pipeline`, headers: { cookie: staff.cookie }, payload: { submissionIds: ids } });
    expect((await add()).json()).toEqual({
      results: [
        { submissionId: ids[0], outcome: 'added', message: 'Added to the pipeline' },
        { submissionId: ids[1], outcome: 'visitor', message: SUBMISSION_TEXTS.visitorCannotBeAdded },
      ],
    });
    expect(((await add()).json() as { results: Array<{ outcome: string }> }).results[0]!.outcome).toBe('already_in_pipeline');
    const rows = await submissionRows(form.formId);
    expect(rows.map((row) => row.status).sort()).toEqual(['added', 'new']);
    const unknown = await t.app.inject({ method: 'POST', url: `${base()}/add-to-pipeline`, headers: { cookie: staff.cookie }, payload: { submissionIds: ['00000000-0000-4000-8000-000000000000'] } });
    expect(unknown.statusCode).toBe(404);
  });

  it('exports CSV with a filename, quoted cells and neutralised formulas', async () => {
    const own = await insertProgram(t.app.ctx.db, college.id, 'rocket-league', 'varsity');
    const form = await insertPublishedForm(t.app.ctx.db, own);
    await submit(form.formId, { answers: validAnswers({ why: '=HYPERLINK("http://evil")', about: 'line "quoted", comma' }), visitor: visitor({ name: '@Attacker' }) });
    const response = await t.app.inject({ method: 'GET', url: `/api/colleges/${college.slug}/programs/${own}/responses.csv`, headers: { cookie: staff.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="responses-[a-z0-9-]+-rocket-league-varsity-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, line] = response.body.split('\r\n');
    expect(header).toContain('"Why our program?"');
    expect(line).toContain(`"'@Attacker"`);
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line).toContain('"line ""quoted"", comma"');
  });
});
