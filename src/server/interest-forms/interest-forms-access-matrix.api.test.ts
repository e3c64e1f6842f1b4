/**
 * Who may use each interest-form route (issue 13.4, spec 6,
 * docs/decisions/037), for a program and a caller of each kind: signed out,
 * a player, a guardian, this college's admin, staff and admissions, another
 * college's admin, and platform staff (yes_staff, yes_developer, yes_admin).
 * - work (everything but publish and reopen): "can view a program";
 * - publish and reopen: "can manage a program".
 * Signed out is 401; a caller who cannot view the program gets 404 as if it
 * did not exist; one who views but may not publish gets 403. Every refusal
 * changes nothing. The last test fails when a route is added without a row.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECRUITING_ACTORS, signUpCollegeCast, type RecruitingSignedIn } from '#server/test/recruiting-cast.ts';
import { signUpScoped } from '#server/colleges/college-staff-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { insertProgram, plainColleges } from '#server/colleges/college-edit-test-data.ts';
import { givePlan } from '#server/subscriptions/plan-test-data.ts';
import { insertForm, insertPublishedForm, sampleFields } from './interest-form-test-data.ts';
import { interestFormsAccessMatrix } from './interest-forms.matrix.ts';

const ACTORS = RECRUITING_ACTORS;
type SignedIn = RecruitingSignedIn;

const RULES: Record<SignedIn, { work: boolean; publish: boolean }> = {
  player: { work: false, publish: false },
  guardian: { work: false, publish: false },
  this_college_admin: { work: true, publish: true },
  this_college_staff: { work: true, publish: false },
  this_college_admissions: { work: false, publish: false },
  other_college_admin: { work: false, publish: false },
  other_college_staff: { work: false, publish: false },
  yes_staff: { work: true, publish: false },
  yes_developer: { work: true, publish: false },
  yes_admin: { work: true, publish: true },
};

interface RouteCase {
  name: string;
  method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE';
  request: () => Promise<{ url: string; payload?: object }>;
  allowed: number;
  needs: 'work' | 'publish';
}

let t: TestApp;
const registered: string[] = [];
const users = {} as Record<SignedIn, TestUser>;
let programId: string;
let otherProgramId: string;
let sharedFormId: string;
const formsUrl = () => `/api/programs/${programId}/interest-forms`;

const ROUTES: RouteCase[] = [
  { name: 'GET /api/programs/:programId/interest-forms', method: 'GET', request: async () => ({ url: formsUrl() }), allowed: 200, needs: 'work' },
  {
    name: 'POST /api/programs/:programId/interest-forms',
    method: 'POST',
    request: async () => ({ url: formsUrl(), payload: { title: 'Spring tryouts', description: null } }),
    allowed: 201,
    needs: 'work',
  },
  { name: 'GET /api/programs/:programId/interest-forms/:formId', method: 'GET', request: async () => ({ url: `${formsUrl()}/${sharedFormId}` }), allowed: 200, needs: 'work' },
  {
    name: 'PUT /api/programs/:programId/interest-forms/:formId/draft',
    method: 'PUT',
    request: async () => ({ url: `${formsUrl()}/${sharedFormId}/draft`, payload: { title: 'Tryout interest', description: 'Tell us about you.', fields: sampleFields() } }),
    allowed: 200,
    needs: 'work',
  },
  {
    name: 'POST /api/programs/:programId/interest-forms/:formId/publish',
    method: 'POST',
    request: async () => ({ url: `${formsUrl()}/${await insertForm(t.app.ctx.db, programId)}/publish` }),
    allowed: 200,
    needs: 'publish',
  },
  {
    name: 'POST /api/programs/:programId/interest-forms/:formId/close',
    method: 'POST',
    request: async () => ({ url: `${formsUrl()}/${await insertPublishedForm(t.app.ctx.db, programId, users.yes_admin.id)}/close` }),
    allowed: 200,
    needs: 'work',
  },
  {
    name: 'POST /api/programs/:programId/interest-forms/:formId/reopen',
    method: 'POST',
    request: async () => ({ url: `${formsUrl()}/${await insertPublishedForm(t.app.ctx.db, programId, users.yes_admin.id, 'closed')}/reopen` }),
    allowed: 200,
    needs: 'publish',
  },
  {
    name: 'PATCH /api/programs/:programId/interest-forms/:formId/settings',
    method: 'PATCH',
    request: async () => ({ url: `${formsUrl()}/${sharedFormId}/settings`, payload: { autoAddToPipeline: true } }),
    allowed: 200,
    needs: 'work',
  },
  {
    name: 'DELETE /api/programs/:programId/interest-forms/:formId',
    method: 'DELETE',
    request: async () => ({ url: `${formsUrl()}/${await insertForm(t.app.ctx.db, programId)}` }),
    allowed: 204,
    needs: 'work',
  },
];

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD' && interestFormsAccessMatrix.legacy!.covers(method, route.url)) registered.push(`${method} ${route.url}`);
    },
  });
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

for (const route of ROUTES) {
  describe(route.name, () => {
    for (const actor of ACTORS) {
      const rules = actor === 'anonymous' ? null : RULES[actor];
      const expected = !rules ? 401 : !rules.work ? 404 : route.needs === 'publish' && !rules.publish ? 403 : route.allowed;
      it(`as ${actor}: ${expected}${expected >= 400 ? ', nothing changed' : ''}`, async () => {
        const { url, payload } = await route.request();
        const before = expected >= 400 ? await tableDigests(t.app.ctx.db) : null;
        const headers = actor === 'anonymous' ? {} : { cookie: users[actor].cookie };
        const response = await t.app.inject({ method: route.method, url, headers, ...(payload ? { payload } : {}) });
        expect(response.statusCode, response.body.slice(0, 300)).toBe(expected);
        if (expected === 404) expect(response.json().error.message).toBe('Program not found');
        if (before) expect(await tableDigests(t.app.ctx.db)).toEqual(before);
      });
    }
  });
}

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

it('the matrix covers every interest-form route', () => {
  expect(ROUTES.map((route) => route.name).sort()).toEqual([...new Set(registered)].sort());
});
