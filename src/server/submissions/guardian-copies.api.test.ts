/**
 * Sender-written text never goes to a guardian address nobody verified
 * (issue 24.3; docs/decisions/038, session 26): a visitor's guardian, and a
 * signed-in minor's guardian account whose email is not confirmed, get
 * fixed text and a link of their own; the answers are read in the product
 * through it. A verified guardian (an active guardian account with a
 * confirmed email) gets the copy of the answers, as before.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_TEXTS, type GuardianCopyView, type SubmissionResult } from '#shared/contracts/submissions.ts';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { claimedColleges, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { linkActiveGuardian, setProfile } from '#server/test/profiles/player-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { outboxFor, signUpUser, type TestUser } from '#server/test/test-users.ts';
import { insertPublishedForm, tokenOf, updateTokenFromOutbox, validAnswers } from '../test/submissions/submissions-test-data.ts';

let t: TestApp;
let college: TestCollege;
let programId: string;

beforeAll(async () => {
  t = await createTestApp();
  [college] = (await claimedColleges(t.app.ctx.db, 1)) as [TestCollege];
  programId = await insertProgram(t.app.ctx.db, college.id, 'valorant', 'varsity');
});
afterAll(async () => t.close());

const submit = (formId: string, payload: object, user?: TestUser) =>
  t.app.inject({ method: 'POST', url: `/api/colleges/${college.slug}/apply/${formId}`, payload, headers: user ? { cookie: user.cookie } : {} });
const guardianView = (token: string) => t.app.inject({ method: 'POST', url: '/api/applications/guardian-view', payload: { token } });

/** Distinctive sender payloads: a URL and markup in the player's name and in free-text answers. */
// Markup is refused in names and answers (the plain-text rule, docs/decisions/053), so the payloads are
// what a phisher can still send: links and urgent words.
const PLAYER_NAME = 'Evil Bold https://evil.example/name';
const ANSWERS = validAnswers({ why: 'Click https://evil.example/login', about: 'Urgent: verify at https://phish.example/x now' });
const SENDER_STRINGS = ['evil.example', 'phish.example', 'Evil', 'Bold', 'Click', 'Urgent', 'verify at'];

function expectNoSenderText(mail: { subject: string; textBody: string; htmlBody: string | null }) {
  for (const text of SENDER_STRINGS) {
    expect(mail.subject, text).not.toContain(text);
    expect(mail.textBody, text).not.toContain(text);
    expect(mail.htmlBody ?? '', text).not.toContain(text);
  }
}

/** The token of the newest guardian link emailed to `email`. */
async function guardianToken(email: string): Promise<string> {
  const [mail] = await outboxFor(t.app.ctx.db, email);
  const token = mail?.textBody.split('/application/guardian/')[1]?.match(/^\S+/)?.[0];
  if (!token) throw new Error(`no guardian link emailed to ${email}`);
  return token;
}

const minorVisitor = (email: string, guardianEmail: string) => ({ name: PLAYER_NAME, email, birthDate: birthDateForAge(16), guardianEmail });

describe("a visitor's guardian (never verified)", () => {
  it('gets fixed text and a link, none of the sender strings; the link shows the answers in the product', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId, { title: 'Tryout interest' });
    const guardian = 'guardian-fixed@example.com';
    const response = await submit(form.formId, { answers: ANSWERS, visitor: minorVisitor('minor-fixed@example.com', guardian) });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ guardianCopyTo: guardian });
    const mails = await outboxFor(t.app.ctx.db, guardian);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expectNoSenderText(mail);
    expect(mail.subject).toBe(`An interest form for ${college.name} named you as a parent or guardian`);
    expect(mail.textBody).toContain(`the interest form "Tryout interest" of ${college.name} Valorant varsity.`);
    expect(mail.textBody).toContain('/application/guardian/');
    expect(mail.textBody).not.toContain('/application/view/');

    const view = await guardianView(await guardianToken(guardian));
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json() as GuardianCopyView).toMatchObject({ formTitle: 'Tryout interest', collegeName: college.name, playerName: PLAYER_NAME, answers: { why: ANSWERS.why, about: ANSWERS.about } });
    // Nothing of the submitter's own link, status or contact.
    for (const hidden of ['/application/view/', 'minor-fixed@example.com', '"status"']) expect(view.body).not.toContain(hidden);
  });

  it('a confirmed repeat: the earlier link says it is no longer valid, the new email is fixed text too and its link shows the new answers', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    const guardian = 'guardian-repeat@example.com';
    const minor = minorVisitor('minor-repeat@example.com', guardian);
    await submit(form.formId, { answers: validAnswers({ why: 'First answers' }), visitor: minor });
    const first = await guardianToken(guardian);
    await submit(form.formId, { answers: ANSWERS, visitor: minor });
    expect(await outboxFor(t.app.ctx.db, guardian)).toHaveLength(1);
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/applications/confirm-update', payload: { token: await updateTokenFromOutbox(t.app.ctx.db, 'minor-repeat@example.com') } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const mails = await outboxFor(t.app.ctx.db, guardian);
    expect(mails).toHaveLength(2);
    expectNoSenderText(mails[0]!);
    const stale = await guardianView(first);
    expect([stale.statusCode, stale.json()]).toEqual([410, { error: { code: 'gone', message: SUBMISSION_TEXTS.guardianLinkReplaced } }]);
    expect(stale.body).not.toContain('First answers');
    expect((await guardianView(await guardianToken(guardian))).json()).toMatchObject({ answers: { why: ANSWERS.why } });
  });

  it('stops when the application joins an account; a wrong or expired link is one 404', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    const guardian = 'guardian-claim@example.com';
    const sent = (await submit(form.formId, { answers: ANSWERS, visitor: minorVisitor('minor-claim@example.com', guardian) })).json() as SubmissionResult;
    const token = await guardianToken(guardian);
    const owner = await signUpUser(t.app, { email: 'minor-claim@example.com' });
    await setProfile(t.app.ctx.db, owner.id, { birthDate: birthDateForAge(16) });
    const claimed = await t.app.inject({ method: 'POST', url: '/api/applications/claim', headers: { cookie: owner.cookie }, payload: { token: tokenOf(sent.applicationPath) } });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect((await guardianView(token)).statusCode).toBe(410);

    const other = await insertPublishedForm(t.app.ctx.db, programId);
    await submit(other.formId, { answers: ANSWERS, visitor: minorVisitor('minor-expire@example.com', 'guardian-expire@example.com') });
    const expiring = await guardianToken('guardian-expire@example.com');
    await t.app.ctx.db.execute(sql`update guardian_copy_links set expires_at = now() - interval '1 second' where guardian_email = 'guardian-expire@example.com'`);
    for (const bad of [expiring, 'no-such-token']) {
      const response = await guardianView(bad);
      expect([response.statusCode, response.json()]).toEqual([404, { error: { code: 'not_found', message: SUBMISSION_TEXTS.invalidGuardianLink } }]);
    }
  });
});

describe("a signed-in minor's guardian accounts", () => {
  it('a guardian account with a confirmed email gets the copy; one whose email is not confirmed gets the link only', async () => {
    const minor = await signUpUser(t.app, { displayName: 'Evil Bold' });
    await setProfile(t.app.ctx.db, minor.id, { birthDate: birthDateForAge(15) });
    const verified = await signUpUser(t.app);
    const unverified = await signUpUser(t.app);
    await t.app.ctx.db.execute(sql`update profiles set email_verified = false where id = ${unverified.id}`);
    await linkActiveGuardian(t.app.ctx.db, minor.id, verified.id, verified.email);
    await linkActiveGuardian(t.app.ctx.db, minor.id, unverified.id, unverified.email);
    const form = await insertPublishedForm(t.app.ctx.db, programId, { title: 'Account form' });
    expect((await submit(form.formId, { answers: ANSWERS }, minor)).statusCode).toBe(201);

    const [copy] = await outboxFor(t.app.ctx.db, verified.email);
    expect(copy!.textBody).toContain(`Why our program?: ${ANSWERS.why}`);
    const [link] = await outboxFor(t.app.ctx.db, unverified.email);
    expectNoSenderText(link!);
    expect((await guardianView(await guardianToken(unverified.email))).json()).toMatchObject({ formTitle: 'Account form', answers: { about: ANSWERS.about } });
  });
});
