/**
 * Runs the interest-form access matrix (interest-forms.matrix.ts,
 * docs/decisions/037) over the recruiting cast, every refusal changing
 * nothing; then forms named under another program.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { RECRUITING_ACTORS, signUpCollegeCast, type RecruitingSignedIn } from '#server/test/recruiting-cast.ts';
import { signUpScoped } from '#server/test/colleges/college-staff-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { insertProgram, plainColleges } from '#server/test/colleges/college-edit-test-data.ts';
import { givePlan } from '#server/test/subscriptions/plan-test-data.ts';
import { insertForm, insertPublishedForm, sampleFields } from '../test/interest-forms/interest-form-test-data.ts';
import { interestFormsAccessMatrix } from '../test/interest-forms/interest-forms.matrix.ts';

type SignedIn = RecruitingSignedIn;

let t: TestApp;
const users = {} as Record<SignedIn, TestUser>;
let programId: string;
let otherProgramId: string;
let sharedFormId: string;
const formsUrl = () => `/api/programs/${programId}/interest-forms`;

beforeAll(async () => {
  t = await createTestApp();
  const [thisCollege, otherCollege] = await plainColleges(t.app.ctx.db, 2);
  programId = await insertProgram(t.app.ctx.db, thisCollege!.id, 'valorant', 'varsity');
  otherProgramId = await insertProgram(t.app.ctx.db, otherCollege!.id, 'valorant', 'varsity');
  // Every allowed publish and reopen adds a live form: College Pro has no limit on them (docs/decisions/046).
  await givePlan(t.app.ctx.db, 'college', thisCollege!.id, 'pro');
  sharedFormId = await insertForm(t.app.ctx.db, programId);
  users.player = await signUpScoped(t.app, [], null);
  users.guardian = await signUpScoped(t.app, ['family_guardian'], null);
  Object.assign(users, await signUpCollegeCast(t.app, { collegeId: thisCollege!.id, otherCollegeId: otherCollege!.id }));
});
afterAll(async () => t.close());

describeAccessMatrix(interestFormsAccessMatrix, {
  app: () => t.app,
  cookie: (actor) => (actor === 'anonymous' ? undefined : users[actor].cookie),
  fixture: () => ({
    programId,
    sharedFormId,
    newDraft: () => insertForm(t.app.ctx.db, programId),
    newPublished: (status) => insertPublishedForm(t.app.ctx.db, programId, users.yes_admin.id, status ?? 'published'),
    sampleFields,
  }),
  callers: RECRUITING_ACTORS,
  unchanged: { snapshot: () => tableDigests(t.app.ctx.db), when: (status) => status >= 400 },
});

describe('another program’s forms', () => {
  it('a form named under the wrong program is 404, even for platform staff, and changes nothing', async () => {
    const otherForm = await insertForm(t.app.ctx.db, otherProgramId);
    const before = await tableDigests(t.app.ctx.db);
    for (const actor of ['this_college_admin', 'yes_admin'] as const) {
      const cookie = users[actor].cookie;
      const asks = [
        { method: 'GET' as const, url: `${formsUrl()}/${otherForm}` },
        { method: 'PUT' as const, url: `${formsUrl()}/${otherForm}/draft`, payload: { title: 'Mine now', fields: [] } },
        { method: 'POST' as const, url: `${formsUrl()}/${otherForm}/publish` },
        { method: 'DELETE' as const, url: `${formsUrl()}/${otherForm}` },
      ];
      for (const ask of asks) {
        const response = await t.app.inject({ ...ask, headers: { cookie } });
        expect(response.statusCode, `${actor} ${ask.method} ${ask.url}`).toBe(404);
        expect(response.json().error.message).toBe('Form not found');
      }
    }
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);
  });

  it('this college’s admin sees another college’s program as missing', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/programs/${otherProgramId}/interest-forms`, headers: { cookie: users.this_college_admin.cookie } });
    expect(response.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: `/api/programs/${otherProgramId}/interest-forms`, headers: { cookie: users.other_college_admin.cookie } });
    expect(list.statusCode).toBe(200);
  });

  it('an unknown program is 404, a malformed id 400', async () => {
    const cookie = users.yes_admin.cookie;
    expect((await t.app.inject({ method: 'GET', url: '/api/programs/00000000-0000-4000-8000-000000000000/interest-forms', headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/programs/not-a-uuid/interest-forms', headers: { cookie } })).statusCode).toBe(400);
  });
});
