/**
 * Interest form submissions (docs/decisions/038): the public form, the
 * rules of a submission (schema validation, players and visitors, minors,
 * repeats and concurrent repeats, short-link counts, automatic pipeline
 * add). Application links, the player's own list, joining an account and
 * the Responses tab are submission-applications.api.test.ts.
 * Who may call each route is submissions-access-matrix.api.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDER_13_MESSAGE, GUARDIAN_REQUIRED_MESSAGE, GUARDIAN_OWN_EMAIL_MESSAGE } from '#shared/contracts/account.ts';
import { SUBMISSION_TEXTS, type PublicForm, type SubmissionResult } from '#shared/contracts/submissions.ts';
import { signUpScoped, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { linkActiveGuardian, setProfile } from '#server/test/profiles/player-test-data.ts';
import { createShortLink } from '#server/short-links/create-short-link.ts';
import { rowsOf } from '#server/db/sql.ts';
import type { TestApp } from '#server/test/create-test-app.ts';
import { openSubmissionsWorld, submissionRowsOf, submitForm, visitor } from '#server/test/submissions/submissions-world.ts';
import { outboxFor, signUpUser, tableCounts, type TestUser } from '#server/test/test-users.ts';
import { cachedValidatorCount } from '#server/interest-forms/form-answer-validator.ts';
import { applicationTokenFromOutbox, insertPublishedForm, publishVersion, TEST_FIELDS, TEST_SCHEMA, tokenOf, updateTokenFromOutbox, validAnswers } from '../test/submissions/submissions-test-data.ts';

let t: TestApp;
let college: TestCollege;
let otherCollege: TestCollege;
let programId: string;
let player: TestUser;
let staff: TestUser;

beforeAll(async () => {
  let colleges: TestCollege[];
  ({ t, colleges, programId, player, staff } = await openSubmissionsWorld(2));
  [college, otherCollege] = colleges as [TestCollege, TestCollege];
});
afterAll(async () => t.close());

const formUrl = (formId: string, slug = college.slug) => `/api/colleges/${slug}/apply/${formId}`;
const submit = (formId: string, payload: object, user?: TestUser, remoteAddress?: string) => submitForm(t.app, formUrl(formId), payload, user, remoteAddress);
const submissionRows = (formId: string) => submissionRowsOf(t.app.ctx.db, formId);

async function heldRepeats(formId: string) {
  return rowsOf<{ submissionId: string }>(
    t.app.ctx.db,
    sql`select r.submission_id as "submissionId" from submission_update_requests r join interest_form_submissions s on s.id = r.submission_id
      where s.form_id = ${formId} order by r.submission_id`,
  );
}

describe('the public form', () => {
  it('shows a published form to a visitor, with the program, college and the live version', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId, { title: 'Spring tryouts' });
    const response = await t.app.inject({ method: 'GET', url: formUrl(form.formId) });
    expect(response.statusCode).toBe(200);
    const body = response.json() as PublicForm;
    expect(body).toMatchObject({ title: 'Spring tryouts', collegeName: college.name, titleName: 'Valorant', level: 'varsity', closed: false, versionId: form.versionId, viewer: { kind: 'visitor' } });
    expect(body.fields).toHaveLength(TEST_FIELDS.length);
    expect(body.jsonSchema).toMatchObject({ type: 'object' });
  });

  it('prefills a signed-in player profile blocks, the GPA included, and says when they already sent it', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    const before = (await t.app.inject({ method: 'GET', url: formUrl(form.formId), headers: { cookie: player.cookie } })).json() as PublicForm;
    expect(before.viewer).toMatchObject({
      kind: 'player',
      alreadySubmitted: false,
      prefill: { game: { title: 'Valorant', rank: 'Diamond 2' }, role: 'Duelist', class: 2027, gpa: 3.6, clips: [{ title: 'Ace clutch', url: 'https://example.com/clip' }] },
    });
    expect((await submit(form.formId, { answers: validAnswers() }, player)).statusCode).toBe(201);
    const after = (await t.app.inject({ method: 'GET', url: formUrl(form.formId), headers: { cookie: player.cookie } })).json() as PublicForm;
    expect(after.viewer).toMatchObject({ kind: 'player', alreadySubmitted: true });
  });

  it('tells staff of the college they cannot send it', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    const body = (await t.app.inject({ method: 'GET', url: formUrl(form.formId), headers: { cookie: staff.cookie } })).json() as PublicForm;
    expect(body.viewer).toEqual({ kind: 'refused', message: SUBMISSION_TEXTS.staffCannotSubmit });
  });

  it('answers 404 for a draft, an unknown id, or the address of another college', async () => {
    const draft = await insertPublishedForm(t.app.ctx.db, programId, { status: 'draft' });
    const live = await insertPublishedForm(t.app.ctx.db, programId);
    for (const url of [formUrl(draft.formId), formUrl('00000000-0000-4000-8000-000000000000'), formUrl(live.formId, otherCollege.slug)]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: { message: SUBMISSION_TEXTS.formNotFound } });
    }
  });

  it('says a closed form or one past its closing time is closed, and refuses its submissions', async () => {
    const closed = await insertPublishedForm(t.app.ctx.db, programId, { status: 'closed' });
    const past = await insertPublishedForm(t.app.ctx.db, programId, { closesAt: new Date(Date.now() - 60_000) });
    for (const form of [closed, past]) {
      expect(((await t.app.inject({ method: 'GET', url: formUrl(form.formId) })).json() as PublicForm).closed).toBe(true);
      const refused = await submit(form.formId, { answers: validAnswers(), visitor: visitor() });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: { message: SUBMISSION_TEXTS.formClosed } });
      expect(await submissionRows(form.formId)).toHaveLength(0);
    }
  });
});

describe('submitting', () => {
  it('validates answers against the version schema: a 400 naming each field, nothing stored', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    const counts = await tableCounts(t.app.ctx.db, ['rate_limits']);
    const response = await submit(form.formId, { answers: { why: 'x'.repeat(201), main_role: 'Support', hours: 200, vod: 'not a link', days: ['Sun'], gpa: 'high' }, visitor: visitor() });
    expect(response.statusCode).toBe(400);
    const { fields } = (response.json() as { error: { fields: Record<string, string> } }).error;
    expect(Object.keys(fields).sort()).toEqual(['agree', 'days', 'gpa', 'hours', 'main_role', 'vod', 'why']);
    expect(fields.agree).toBe('This field is required');
    expect(fields.hours).toBe('Must be at most 80');
    expect(await tableCounts(t.app.ctx.db, ['rate_limits'])).toEqual(counts);
  });

  it('stores a player submission with the account name and email, the profile snapshot, and emails the application link', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    const response = await submit(form.formId, { answers: validAnswers({ hours: 20, game: { title: 'Valorant', rank: 'Diamond 2' } }) }, player);
    expect(response.statusCode).toBe(201);
    const result = response.json() as SubmissionResult;
    expect(result).toMatchObject({ outcome: 'created', emailedTo: player.email, guardianCopyTo: null });
    const [row] = await submissionRows(form.formId);
    expect(row).toMatchObject({ status: 'new', resubmissions: 0, versionId: form.versionId, answers: { why: 'Great team', hours: 20 } });
    expect(row!.profileSnapshot).toMatchObject({ class: 2027, gpa: 3.6, role: 'Duelist' });
    const [stored] = await rowsOf<{ name: string; email: string }>(t.app.ctx.db, sql`select name, email from interest_form_submissions where id = ${row!.id}`);
    expect(stored!.email).toBe(player.email);
    const token = tokenOf(result.applicationPath);
    expect(await applicationTokenFromOutbox(t.app.ctx.db, player.email)).toBe(token);
    // 32 random bytes, base64url without padding: 43 characters.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [link] = await rowsOf<{ hash: string; days: number }>(
      t.app.ctx.db,
      sql`select token_hash as hash, round(extract(epoch from expires_at - created_at) / 86400)::int as days from application_links where submission_id = ${row!.id}`,
    );
    expect(link!.days).toBe(90);
    // Only its SHA-256 hash is stored.
    expect(link!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(link!.hash).not.toContain(token);
  });

  it('drops keys the version does not have, and compiles each version once', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    await submit(form.formId, { answers: validAnswers({ extra: 'x' }), visitor: visitor() });
    const count = cachedValidatorCount();
    await submit(form.formId, { answers: validAnswers(), visitor: visitor() });
    expect(cachedValidatorCount()).toBe(count);
    const rows = await submissionRows(form.formId);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.answers).not.toHaveProperty('extra');
  });

  it('updates the earlier row on a repeat: answers, version, resubmissions + 1, status back to new unless added', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    await submit(form.formId, { answers: validAnswers() }, player);
    const [first] = await submissionRows(form.formId);
    await t.app.ctx.db.execute(sql`update interest_form_submissions set status = 'reviewed' where id = ${first!.id}`);
    const v2 = await publishVersion(t.app.ctx.db, form.formId, 2, TEST_FIELDS, TEST_SCHEMA);
    const again = await submit(form.formId, { answers: validAnswers({ why: 'Changed my mind' }) }, player);
    expect(again.json()).toMatchObject({ outcome: 'updated' });
    const rows = await submissionRows(form.formId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first!.id, status: 'new', resubmissions: 1, versionId: v2, answers: { why: 'Changed my mind' } });
  });

  it('keeps one row when the same player sends twice at once (and the same visitor email twice at once)', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    const responses = await Promise.all([submit(form.formId, { answers: validAnswers() }, player), submit(form.formId, { answers: validAnswers() }, player)]);
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
    // Three sends of one visitor email at once: one row, one repeat held for the address, the third refused as too soon.
    const email = 'twice@example.com';
    const visitors = await Promise.all([1, 2, 3].map(() => submit(form.formId, { answers: validAnswers(), visitor: visitor({ email }) })));
    expect(visitors.map((response) => [response.statusCode, response.json().outcome ?? response.json().error.message]).sort()).toEqual([
      [201, 'confirm_by_email'],
      [201, 'created'],
      [429, SUBMISSION_TEXTS.updateRecent],
    ]);
    const rows = await submissionRows(form.formId);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.resubmissions).sort()).toEqual([0, 1]);
    expect(await heldRepeats(form.formId)).toHaveLength(1);
  });

  it("holds a visitor's repeat until the link emailed to the address confirms it; the sender learns nothing of the application", async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId, { title: 'Repeat form' });
    const email = 'repeat-visitor@example.com';
    const first = (await submit(form.formId, { answers: validAnswers({ why: 'My own answers' }), visitor: visitor({ email, name: 'Rea Visitor' }) })).json() as SubmissionResult;
    const [row] = await submissionRows(form.formId);
    await t.app.ctx.db.execute(sql`update interest_form_submissions set status = 'reviewed' where id = ${row!.id}`);
    const mailsBefore = (await outboxFor(t.app.ctx.db, email)).length;

    // Someone sends it again with the same address: 201, but no application link, and the row is as it was.
    const again = await submit(form.formId, { answers: validAnswers({ why: 'Not mine' }), visitor: visitor({ email: email.toUpperCase(), name: 'Someone Else' }) });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ submissionId: row!.id, outcome: 'confirm_by_email', applicationPath: null, emailedTo: email, guardianCopyTo: null, pointsAwarded: 0 });
    const [unchanged] = await submissionRows(form.formId);
    expect(unchanged).toMatchObject({ status: 'reviewed', resubmissions: 0, answers: { why: 'My own answers' } });
    const mails = await outboxFor(t.app.ctx.db, email);
    expect(mails[0]!.subject).toBe(`Confirm your new answers for ${college.name}`);
    expect(mails[0]!.textBody).toContain('Your earlier answers stay as they are until you confirm the new ones.');
    const token = await updateTokenFromOutbox(t.app.ctx.db, email);
    // The first application link still shows the first answers.
    const view = await t.app.inject({ method: 'POST', url: '/api/applications/view', payload: { token: tokenOf(first.applicationPath) } });
    expect(JSON.stringify(view.json())).toContain('My own answers');

    // Again within minutes: refused, no second email.
    const flood = await submit(form.formId, { answers: validAnswers(), visitor: visitor({ email }) });
    expect([flood.statusCode, flood.json().error.message]).toEqual([429, SUBMISSION_TEXTS.updateRecent]);
    expect(await outboxFor(t.app.ctx.db, email)).toHaveLength(mailsBefore + 1);

    // The address's owner opens the link: the answers are replaced, and a new application link is theirs.
    const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/api/applications/confirm-update', payload: { token } });
    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [updated] = await submissionRows(form.formId);
    expect(updated).toMatchObject({ id: row!.id, status: 'new', resubmissions: 1, answers: { why: 'Not mine' } });
    const newView = await t.app.inject({ method: 'POST', url: '/api/applications/view', payload: { token: tokenOf(confirmed.json().applicationPath) } });
    expect(newView.statusCode).toBe(200);
    expect(JSON.stringify(newView.json())).toContain('Not mine');
    expect(await heldRepeats(form.formId)).toEqual([]);
    // The link is used up.
    expect([(await confirm(token)).statusCode, (await confirm(token)).json().error.message]).toEqual([404, SUBMISSION_TEXTS.invalidUpdateLink]);
    expect((await confirm('no-such-token')).statusCode).toBe(404);
  });

  it("copies a minor visitor's guardian only when the repeat is confirmed; an expired or newer-replaced link does nothing", async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    const minor = visitor({ name: 'Kai Young', email: 'kai16@example.com', birthDate: birthDateForAge(16), guardianEmail: 'parent-of-kai@example.com' });
    await submit(form.formId, { answers: validAnswers(), visitor: minor });
    expect(await outboxFor(t.app.ctx.db, 'parent-of-kai@example.com')).toHaveLength(1);
    await submit(form.formId, { answers: validAnswers({ why: 'Second try' }), visitor: minor });
    expect(await outboxFor(t.app.ctx.db, 'parent-of-kai@example.com')).toHaveLength(1);
    const stale = await updateTokenFromOutbox(t.app.ctx.db, 'kai16@example.com');

    // Sent again after the wait: a new link replaces the first, which stops working.
    await t.app.ctx.db.execute(sql`update submission_update_requests set created_at = now() - interval '6 minutes'`);
    await submit(form.formId, { answers: validAnswers({ why: 'Third try' }), visitor: minor });
    const fresh = await updateTokenFromOutbox(t.app.ctx.db, 'kai16@example.com');
    expect(fresh).not.toBe(stale);
    const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/api/applications/confirm-update', payload: { token } });
    expect((await confirm(stale)).statusCode).toBe(404);

    // Expired: nothing changes.
    const other = visitor({ email: 'other-visitor@example.com' });
    await submit(form.formId, { answers: validAnswers(), visitor: other });
    await submit(form.formId, { answers: validAnswers(), visitor: other });
    expect(await heldRepeats(form.formId)).toHaveLength(2);
    await t.app.ctx.db.execute(sql`update submission_update_requests set expires_at = now() - interval '1 second'`);
    expect((await confirm(fresh)).statusCode).toBe(404);
    expect((await submissionRows(form.formId))[0]).toMatchObject({ resubmissions: 0 });

    // Sent again: the expired request gives way to the new one.
    expect((await submit(form.formId, { answers: validAnswers({ why: 'Fourth try' }), visitor: minor })).json()).toMatchObject({ outcome: 'confirm_by_email' });
    const last = await updateTokenFromOutbox(t.app.ctx.db, 'kai16@example.com');
    // ...and the other visitor's expired request, unusable, is gone with it.
    expect(await heldRepeats(form.formId)).toHaveLength(1);
    const confirmed = await confirm(last);
    expect(confirmed.statusCode).toBe(200);
    expect((await submissionRows(form.formId))[0]).toMatchObject({ resubmissions: 1, answers: { why: 'Fourth try' } });
    // The guardian's email is a link (decision 038, session 26): the answers are read through it.
    const copies = await outboxFor(t.app.ctx.db, 'parent-of-kai@example.com');
    expect(copies).toHaveLength(2);
    expect(copies[0]!.textBody).not.toContain('Fourth try');
    expect(copies[0]!.textBody).not.toContain('/application/view/');
    const guardianToken = copies[0]!.textBody.split('/application/guardian/')[1]!.match(/^\S+/)![0];
    const read = await t.app.inject({ method: 'POST', url: '/api/applications/guardian-view', payload: { token: guardianToken } });
    expect(read.json()).toMatchObject({ answers: { why: 'Fourth try' } });
  });

  it("refuses to confirm a repeat once the form is closed or the application has joined an account, changing nothing", async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    const email = 'closing@example.com';
    await submit(form.formId, { answers: validAnswers(), visitor: visitor({ email }) });
    await submit(form.formId, { answers: validAnswers({ why: 'Late change' }), visitor: visitor({ email }) });
    const token = await updateTokenFromOutbox(t.app.ctx.db, email);
    const confirm = () => t.app.inject({ method: 'POST', url: '/api/applications/confirm-update', payload: { token } });
    await t.app.ctx.db.execute(sql`update interest_forms set status = 'closed' where id = ${form.formId}`);
    const closed = await confirm();
    expect([closed.statusCode, closed.json().error.message]).toEqual([409, SUBMISSION_TEXTS.formClosed]);
    await t.app.ctx.db.execute(sql`update interest_forms set status = 'published' where id = ${form.formId}`);
    await t.app.ctx.db.execute(sql`update interest_form_submissions set submitter_user_id = ${player.id} where form_id = ${form.formId}`);
    const claimed = await confirm();
    expect([claimed.statusCode, claimed.json().error.message]).toEqual([409, SUBMISSION_TEXTS.updateClaimed]);
    expect((await submissionRows(form.formId))[0]).toMatchObject({ resubmissions: 0 });
    expect(await heldRepeats(form.formId)).toHaveLength(1);
  });

  it('refuses a visitor under 13 with the sign-up message, and a minor without a guardian email, storing nothing', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    const child = await submit(form.formId, { answers: validAnswers(), visitor: visitor({ birthDate: birthDateForAge(12) }) });
    expect(child.statusCode).toBe(400);
    expect(child.json()).toMatchObject({ error: { fields: { 'visitor.birthDate': UNDER_13_MESSAGE } } });
    const noGuardian = await submit(form.formId, { answers: validAnswers(), visitor: visitor({ birthDate: birthDateForAge(16) }) });
    expect(noGuardian.json()).toMatchObject({ error: { fields: { 'visitor.guardianEmail': GUARDIAN_REQUIRED_MESSAGE } } });
    const own = await submit(form.formId, { answers: validAnswers(), visitor: visitor({ birthDate: birthDateForAge(16), email: 'kid@example.com', guardianEmail: 'kid@example.com' }) });
    expect(own.json()).toMatchObject({ error: { fields: { 'visitor.guardianEmail': GUARDIAN_OWN_EMAIL_MESSAGE } } });
    const missing = await submit(form.formId, { answers: validAnswers() });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys((missing.json() as { error: { fields: object } }).error.fields)).toContain('visitor.birthDate');
    expect(await submissionRows(form.formId)).toHaveLength(0);
  });

  it('emails a minor visitor guardian a link to the answers (not the answers, nor the application link)', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId, { title: 'Minor form' });
    const response = await submit(form.formId, {
      answers: validAnswers({ why: 'I love this team' }),
      visitor: visitor({ name: 'Sam Young', email: 'sam16@example.com', birthDate: birthDateForAge(16), guardianEmail: 'parent-of-sam@example.com' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ guardianCopyTo: 'parent-of-sam@example.com', emailedTo: 'sam16@example.com' });
    const [copy] = await outboxFor(t.app.ctx.db, 'parent-of-sam@example.com');
    expect(copy!.subject).toBe(`An interest form for ${college.name} named you as a parent or guardian`);
    expect(copy!.textBody).not.toContain('I love this team');
    expect(copy!.textBody).not.toContain('Sam Young');
    expect(copy!.textBody).toContain('/application/guardian/');
    expect(copy!.textBody).not.toContain('/application/view/');
  });

  it('copies a signed-in minor player active guardians', async () => {
    const minor = await signUpUser(t.app);
    await setProfile(t.app.ctx.db, minor.id, { birthDate: birthDateForAge(15) });
    await linkActiveGuardian(t.app.ctx.db, minor.id, staff.id, 'guardian-of-minor@example.com');
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    expect((await submit(form.formId, { answers: validAnswers() }, minor)).statusCode).toBe(201);
    // To the guardian's account address (decision 043), not the address the invitation went to.
    expect(await outboxFor(t.app.ctx.db, staff.email)).toHaveLength(1);
    // The guardian's own "guardian copies" switch is honoured.
    await t.app.ctx.db.execute(sql`insert into recruiting_email_settings (user_id, guardian_copies) values (${staff.id}, false)`);
    expect((await submit(form.formId, { answers: validAnswers({ hours: 12 }) }, minor)).json()).toMatchObject({ outcome: 'updated' });
    expect(await outboxFor(t.app.ctx.db, staff.email)).toHaveLength(1);
  });

  it('refuses staff of the program college and accounts that are not players, with their messages', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    const admissions = await signUpScoped(t.app, ['programs_college_admissions'], college.id);
    const parent = await signUpScoped(t.app, ['family_parent'], null);
    for (const [user, message] of [
      [staff, SUBMISSION_TEXTS.staffCannotSubmit],
      [admissions, SUBMISSION_TEXTS.staffCannotSubmit],
      [parent, SUBMISSION_TEXTS.notAPlayer],
    ] as const) {
      const response = await submit(form.formId, { answers: validAnswers() }, user);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { message } });
    }
    expect(await submissionRows(form.formId)).toHaveLength(0);
  });

  it('counts a first submission through a short link of this form, per day, and ignores other codes', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    const other = await insertPublishedForm(t.app.ctx.db, programId);
    const link = await createShortLink(t.app.ctx.db, { targetType: 'form', formId: form.formId, programId, ownerUserId: staff.id });
    const otherLink = await createShortLink(t.app.ctx.db, { targetType: 'form', formId: other.formId, programId, ownerUserId: staff.id });
    const email = 'via@example.com';
    await submit(form.formId, { answers: validAnswers(), visitor: visitor({ email }), via: link.code });
    await submit(form.formId, { answers: validAnswers(), visitor: visitor({ email }), via: link.code });
    await submit(form.formId, { answers: validAnswers(), visitor: visitor(), via: otherLink.code });
    await submit(form.formId, { answers: validAnswers(), visitor: visitor(), via: 'nonsense!' });
    const stats = await rowsOf<{ linkId: string; submissions: number }>(
      t.app.ctx.db,
      sql`select link_id as "linkId", submissions from short_link_daily_stats where link_id in (${link.id}, ${otherLink.id})`,
    );
    expect(stats).toEqual([{ linkId: link.id, submissions: 1 }]);
    const rows = await submissionRows(form.formId);
    expect(rows.map((row) => row.shortLinkId)).toEqual([link.id, null, null]);
  });

  it('adds a signed-in player to the pipeline when the form says so, in the same transaction; a visitor stays new', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId, { autoAddToPipeline: true });
    await submit(form.formId, { answers: validAnswers() }, player);
    await submit(form.formId, { answers: validAnswers(), visitor: visitor() });
    const rows = await submissionRows(form.formId);
    expect(rows.map((row) => row.status)).toEqual(['added', 'new']);
    const [entry] = await rowsOf<{ id: string; source: string; stage: string }>(
      t.app.ctx.db,
      sql`select id, source, stage from pipeline_entries where program_id = ${programId} and player_user_id = ${player.id}`,
    );
    expect(entry).toMatchObject({ id: rows[0]!.pipelineEntryId, source: 'form', stage: 'interested' });
    // A repeat keeps it added.
    await submit(form.formId, { answers: validAnswers() }, player);
    expect((await submissionRows(form.formId))[0]).toMatchObject({ status: 'added', resubmissions: 1 });
  });
});
