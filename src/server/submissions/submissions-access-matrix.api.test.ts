/**
 * Who may use each submissions route (docs/decisions/038):
 * - the public form: anyone, signed out too;
 * - submitting: a visitor (signed out) or a player account; staff of the
 *   program's college (every college role, and platform staff, who can view
 *   every program) 403, and accounts that are not players (guardians,
 *   other colleges' staff) 403;
 * - the application routes (and confirming a visitor's repeat): whoever holds
 *   the token, signed in or not; a link replaced by a confirmed repeat: nobody
 *   (410); a link of an application an account claimed: that account alone
 *   (410 for everyone else); withdrawing an account's application: its
 *   owner's session alone (signed out 401, others 403) (session 26);
 * - the player's own list: any signed-in account (401 signed out);
 * - the Responses tab: "can view a program" of the program's college
 *   (its admin and staff, platform staff); everyone else 404, as if the
 *   program did not exist; signed out 401.
 * Every refusal changes nothing. The last test fails when a submissions
 * route is added without a row.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SubmissionResult } from '#shared/contracts/submissions.ts';
import { insertProgram } from '#server/colleges/college-edit-test-data.ts';
import { claimedColleges, signUpScoped, type TestCollege } from '#server/colleges/college-staff-test-data.ts';
import { rowsOf } from '#server/teams/team-sql.ts';
import { RECRUITING_ACTORS, signUpCollegeCast, type RecruitingActor, type RecruitingSignedIn } from '#server/test/recruiting-cast.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { outboxFor, type TestUser } from '#server/test/test-users.ts';
import { birthDateForAge } from '#server/profiles/player-test-data.ts';
import { insertPublishedForm, tokenOf, updateTokenFromOutbox, validAnswers, type TestForm } from './submissions-test-data.ts';

const ACTORS = RECRUITING_ACTORS;
type Actor = RecruitingActor;
type SignedIn = RecruitingSignedIn;

interface RouteCase {
  name: string;
  /** The route a case of a named situation exercises (the name by default). */
  route?: string;
  method: 'GET' | 'POST' | 'PATCH';
  request: (actor: Actor) => Promise<{ url: string; payload?: object }>;
  allowed: number;
  allows: (actor: Actor) => boolean;
  /** The status of a refusal (signed out: 401 where the route needs an account). */
  refused: (actor: Actor) => number;
}

let t: TestApp;
const registered: string[] = [];
const users = {} as Record<SignedIn, TestUser>;
let thisCollege: TestCollege;
let programId: string;
/** Another program of the college, for the forms of the session 26 cases (the Responses CSV of programId stays under the free plan's row limit). */
let linkProgramId: string;
let linkForm: TestForm;
let form: TestForm;
/** The claim's form: the player sends `form` as themselves above, and one account has one submission per form. */
let claimForm: TestForm;
let visitorCount = 0;

const viewers: readonly Actor[] = ['this_college_admin', 'this_college_staff', 'yes_staff', 'yes_developer', 'yes_admin'];
const canView = (actor: Actor) => viewers.includes(actor);
const anyone = () => true;
const signedIn = (actor: Actor) => actor !== 'anonymous';
const responsesRefusal = (actor: Actor) => (actor === 'anonymous' ? 401 : 404);

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

/** The first link of a visitor's application whose answers a confirmed repeat replaced. */
async function replacedToken(): Promise<string> {
  const email = `matrix-replaced-${++visitorCount}@example.com`;
  const first = await freshSubmission({ formId: linkForm.formId, email });
  await freshSubmission({ formId: linkForm.formId, email });
  const confirmed = await t.app.inject({ method: 'POST', url: '/api/applications/confirm-update', payload: { token: await updateTokenFromOutbox(t.app.ctx.db, email) } });
  expect(confirmed.statusCode).toBe(200);
  return tokenOf(first.applicationPath);
}

/** The link of a visitor's application (a form of its own) sent with the player's email, which the player then claimed. */
async function claimedToken(): Promise<string> {
  const own = await insertPublishedForm(t.app.ctx.db, linkProgramId, { title: 'Claimed in matrix' });
  const token = tokenOf((await freshSubmission({ formId: own.formId, email: users.player.email })).applicationPath);
  const claimed = await t.app.inject({ method: 'POST', url: '/api/applications/claim', headers: { cookie: users.player.cookie }, payload: { token } });
  expect(claimed.statusCode).toBe(200);
  return token;
}

const responses = () => `/api/colleges/${thisCollege.slug}/programs/${programId}/responses`;

const ROUTES: RouteCase[] = [
  { name: 'GET /api/colleges/:slug/apply/:formId', method: 'GET', request: async () => ({ url: `/api/colleges/${thisCollege.slug}/apply/${form.formId}` }), allowed: 200, allows: anyone, refused: () => 0 },
  {
    name: 'POST /api/colleges/:slug/apply/:formId',
    method: 'POST',
    request: async (actor) => ({
      url: `/api/colleges/${thisCollege.slug}/apply/${form.formId}`,
      payload: { answers: validAnswers(), ...(actor === 'anonymous' ? { visitor: { name: 'Anon', email: `anon-${++visitorCount}@example.com`, birthDate: '1990-01-01' } } : {}) },
    }),
    allowed: 201,
    allows: (actor) => actor === 'anonymous' || actor === 'player',
    refused: () => 403,
  },
  ...(['view', 'withdraw', 'revoke'] as const).map(
    (action): RouteCase => ({
      name: `POST /api/applications/${action}`,
      method: 'POST',
      request: async () => ({ url: `/api/applications/${action}`, payload: { token: tokenOf((await freshSubmission()).applicationPath) } }),
      allowed: 200,
      allows: anyone,
      refused: () => 0,
    }),
  ),
  {
    // A visitor's repeat, confirmed by whoever holds the link emailed to the address (decision 038).
    name: 'POST /api/applications/confirm-update',
    method: 'POST',
    request: async () => {
      const email = `matrix-repeat-${++visitorCount}@example.com`;
      await freshSubmission({ email });
      expect((await freshSubmission({ email })).outcome).toBe('confirm_by_email');
      return { url: '/api/applications/confirm-update', payload: { token: await updateTokenFromOutbox(t.app.ctx.db, email) } };
    },
    allowed: 200,
    allows: anyone,
    refused: () => 0,
  },
  {
    // A visitor's application sent with the actor's own (verified) email: only a player account may take it.
    name: 'POST /api/applications/claim',
    method: 'POST',
    request: async (actor) => {
      const email = actor === 'anonymous' ? undefined : users[actor].email;
      return { url: '/api/applications/claim', payload: { token: tokenOf((await freshSubmission({ formId: claimForm.formId, email })).applicationPath) } };
    },
    allowed: 200,
    allows: (actor) => actor === 'player',
    refused: (actor) => (actor === 'anonymous' ? 401 : 403),
  },
  {
    // The link in an unverified guardian's email (session 26): whoever holds it.
    name: 'POST /api/applications/guardian-view',
    method: 'POST',
    request: async () => {
      const guardian = `matrix-guardian-${++visitorCount}@example.com`;
      const minor = { name: 'Matrix Minor', email: `matrix-minor-${visitorCount}@example.com`, birthDate: birthDateForAge(16), guardianEmail: guardian };
      await t.app.inject({ method: 'POST', url: `/api/colleges/${thisCollege.slug}/apply/${linkForm.formId}`, payload: { answers: validAnswers(), visitor: minor } });
      const [mail] = await outboxFor(t.app.ctx.db, guardian);
      return { url: '/api/applications/guardian-view', payload: { token: mail!.textBody.split('/application/guardian/')[1]!.match(/^\S+/)![0] } };
    },
    allowed: 200,
    allows: anyone,
    refused: () => 0,
  },
  // Session 26 (issue 24.1): links that no longer open their application, and withdrawing an account's application.
  ...(['view', 'withdraw'] as const).flatMap((action): RouteCase[] => [
    {
      name: `POST /api/applications/${action} (a link replaced by a confirmed repeat)`,
      route: `POST /api/applications/${action}`,
      method: 'POST',
      request: async () => ({ url: `/api/applications/${action}`, payload: { token: await replacedToken() } }),
      allowed: 200,
      allows: () => false,
      refused: () => 410,
    },
    {
      name: `POST /api/applications/${action} (a link of a visitor's application an account claimed)`,
      route: `POST /api/applications/${action}`,
      method: 'POST',
      request: async () => ({ url: `/api/applications/${action}`, payload: { token: await claimedToken() } }),
      allowed: 200,
      allows: (actor) => actor === 'player',
      refused: () => 410,
    },
  ]),
  {
    name: "POST /api/applications/withdraw (an account's application, a working link)",
    route: 'POST /api/applications/withdraw',
    method: 'POST',
    request: async () => {
      const own = await insertPublishedForm(t.app.ctx.db, linkProgramId, { title: 'Own form' });
      const sent = await t.app.inject({ method: 'POST', url: `/api/colleges/${thisCollege.slug}/apply/${own.formId}`, headers: { cookie: users.player.cookie }, payload: { answers: validAnswers() } });
      return { url: '/api/applications/withdraw', payload: { token: tokenOf((sent.json() as SubmissionResult).applicationPath) } };
    },
    allowed: 200,
    allows: (actor) => actor === 'player',
    refused: (actor) => (actor === 'anonymous' ? 401 : 403),
  },
  { name: 'GET /api/me/submissions', method: 'GET', request: async () => ({ url: '/api/me/submissions' }), allowed: 200, allows: signedIn, refused: () => 401 },
  { name: 'GET /api/colleges/:slug/programs/:programId/responses', method: 'GET', request: async () => ({ url: responses() }), allowed: 200, allows: canView, refused: responsesRefusal },
  { name: 'GET /api/colleges/:slug/programs/:programId/responses.csv', method: 'GET', request: async () => ({ url: `${responses()}.csv` }), allowed: 200, allows: canView, refused: responsesRefusal },
  {
    name: 'PATCH /api/colleges/:slug/programs/:programId/responses/:submissionId',
    method: 'PATCH',
    request: async () => ({ url: `${responses()}/${(await freshSubmission()).submissionId}`, payload: { status: 'reviewed' } }),
    allowed: 200,
    allows: canView,
    refused: responsesRefusal,
  },
  {
    name: 'POST /api/colleges/:slug/programs/:programId/responses/add-to-pipeline',
    method: 'POST',
    request: async () => ({ url: `${responses()}/add-to-pipeline`, payload: { submissionIds: [(await freshSubmission()).submissionId] } }),
    allowed: 200,
    allows: canView,
    refused: responsesRefusal,
  },
];

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route) => {
      const url = route.url ?? '';
      if (url.includes('/apply/') || url.startsWith('/api/applications') || url === '/api/me/submissions' || url.includes('/responses')) {
        for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${url}`);
      }
    },
  });
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

for (const route of ROUTES) {
  it(`${route.name}: allowed ${ACTORS.filter((actor) => route.allows(actor)).join(', ')}`, async () => {
    for (const actor of ACTORS) {
      const { url, payload } = await route.request(actor);
      const headers = actor === 'anonymous' ? {} : { cookie: users[actor].cookie };
      const before = route.allows(actor) ? '' : await digest();
      const response = await t.app.inject({ method: route.method, url, headers, ...(payload ? { payload } : {}) });
      if (route.allows(actor)) {
        expect(response.statusCode, `${actor}: ${response.body}`).toBe(route.allowed);
      } else {
        expect(response.statusCode, `${actor}: ${response.body}`).toBe(route.refused(actor));
        expect(await digest(), actor).toBe(before);
      }
    }
  });
}

it('covers every submissions route', () => {
  expect(registered.sort()).toEqual([...new Set(ROUTES.map((route) => route.route ?? route.name))].sort());
});
