/**
 * Runs the submissions access matrix (submissions.matrix.ts, docs/decisions/038)
 * over the recruiting cast (a player account and a guardian among them); every
 * refusal changes nothing: submissions, their statuses and owners, pipeline
 * entries and revoked links are the same before and after.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { SubmissionResult } from '#shared/contracts/submissions.ts';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { claimedColleges, signUpScoped, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { RECRUITING_ACTORS, signUpCollegeCast, type RecruitingActor, type RecruitingSignedIn } from '#server/test/recruiting-cast.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { outboxFor, type TestUser } from '#server/test/test-users.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { insertPublishedForm, tokenOf, updateTokenFromOutbox, validAnswers, type TestForm } from '../test/submissions/submissions-test-data.ts';
import { submissionsAccessMatrix, type SubmissionsFixture } from '../test/submissions/submissions.matrix.ts';

let t: TestApp;
const users = {} as Record<RecruitingSignedIn, TestUser>;
let thisCollege: TestCollege;
let programId: string;
/** Another program of the college, for the forms of the session 26 cases (the Responses CSV of programId stays under the free plan's row limit). */
let linkProgramId: string;
let linkForm: TestForm;
let form: TestForm;
/** The claim's form: the player sends `form` as themselves, and one account has one submission per form. */
let claimForm: TestForm;
let visitorCount = 0;

/** A fresh visitor submission of the form (or another), with its token. */
async function freshSubmission(options: { formId?: string; email?: string } = {}): Promise<SubmissionResult> {
  visitorCount += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/colleges/${thisCollege.slug}/apply/${options.formId ?? form.formId}`,
    payload: { answers: validAnswers(), visitor: { name: 'Matrix Visitor', email: options.email ?? `matrix-${visitorCount}@example.com`, birthDate: '1990-01-01' } },
  });
  return response.json() as SubmissionResult;
}

const fixture: SubmissionsFixture = {
  get slug() {
    return thisCollege.slug;
  },
  get programId() {
    return programId;
  },
  get formId() {
    return form.formId;
  },
  visitorEmail: () => `anon-${++visitorCount}@example.com`,
  async freshSubmission() {
    const sent = await freshSubmission();
    return { submissionId: sent.submissionId, token: tokenOf(sent.applicationPath) };
  },
  async repeatUpdateToken() {
    const email = `matrix-repeat-${++visitorCount}@example.com`;
    await freshSubmission({ email });
    expect((await freshSubmission({ email })).outcome).toBe('confirm_by_email');
    return updateTokenFromOutbox(t.app.ctx.db, email);
  },
  async claimToken(actor: RecruitingActor) {
    const email = actor === 'anonymous' ? undefined : users[actor].email;
    return tokenOf((await freshSubmission({ formId: claimForm.formId, email })).applicationPath);
  },
  async guardianViewToken() {
    const guardian = `matrix-guardian-${++visitorCount}@example.com`;
    const minor = { name: 'Matrix Minor', email: `matrix-minor-${visitorCount}@example.com`, birthDate: birthDateForAge(16), guardianEmail: guardian };
    await t.app.inject({ method: 'POST', url: `/api/colleges/${thisCollege.slug}/apply/${linkForm.formId}`, payload: { answers: validAnswers(), visitor: minor } });
    const [mail] = await outboxFor(t.app.ctx.db, guardian);
    return mail!.textBody.split('/application/guardian/')[1]!.match(/^\S+/)![0];
  },
  async replacedToken() {
    const email = `matrix-replaced-${++visitorCount}@example.com`;
    const first = await freshSubmission({ formId: linkForm.formId, email });
    await freshSubmission({ formId: linkForm.formId, email });
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/applications/confirm-update', payload: { token: await updateTokenFromOutbox(t.app.ctx.db, email) } });
    expect(confirmed.statusCode).toBe(200);
    return tokenOf(first.applicationPath);
  },
  async claimedToken() {
    const own = await insertPublishedForm(t.app.ctx.db, linkProgramId, { title: 'Claimed in matrix' });
    const token = tokenOf((await freshSubmission({ formId: own.formId, email: users.player.email })).applicationPath);
    const claimed = await t.app.inject({ method: 'POST', url: '/api/applications/claim', headers: { cookie: users.player.cookie }, payload: { token } });
    expect(claimed.statusCode).toBe(200);
    return token;
  },
  async ownApplicationToken() {
    const own = await insertPublishedForm(t.app.ctx.db, linkProgramId, { title: 'Own form' });
    const sent = await t.app.inject({ method: 'POST', url: `/api/colleges/${thisCollege.slug}/apply/${own.formId}`, headers: { cookie: users.player.cookie }, payload: { answers: validAnswers() } });
    return tokenOf((sent.json() as SubmissionResult).applicationPath);
  },
};

beforeAll(async () => {
  t = await createTestApp();
  const [college, other] = await claimedColleges(t.app.ctx.db, 2);
  thisCollege = college!;
  programId = await insertProgram(t.app.ctx.db, thisCollege.id, 'valorant', 'varsity');
  form = await insertPublishedForm(t.app.ctx.db, programId);
  claimForm = await insertPublishedForm(t.app.ctx.db, programId, { title: 'Claimed form' });
  linkProgramId = await insertProgram(t.app.ctx.db, thisCollege.id, 'valorant', 'club');
  linkForm = await insertPublishedForm(t.app.ctx.db, linkProgramId, { title: 'Link form' });
  users.player = await signUpScoped(t.app, [], null);
  users.guardian = await signUpScoped(t.app, ['family_guardian'], null);
  Object.assign(users, await signUpCollegeCast(t.app, { collegeId: thisCollege.id, otherCollegeId: other!.id }));
});
afterAll(async () => t.close());

async function digest() {
  const [row] = await rowsOf<{ digest: string }>(
    t.app.ctx.db,
    sql`select (select count(*) from interest_form_submissions)::text || '/' ||
      (select coalesce(string_agg(status || resubmissions, ',' order by id), '') from interest_form_submissions) || '/' ||
      (select count(*) from interest_form_submissions where submitter_user_id is not null)::text || '/' ||
      (select count(*) from pipeline_entries)::text || '/' || (select count(*) from application_links where revoked_at is not null)::text as digest`,
  );
  return row!.digest;
}

describeAccessMatrix(submissionsAccessMatrix, {
  app: () => t.app,
  cookie: (actor) => (actor === 'anonymous' ? undefined : users[actor].cookie),
  fixture: () => fixture,
  callers: RECRUITING_ACTORS,
  unchanged: { snapshot: digest, when: (status) => status >= 400 },
});
