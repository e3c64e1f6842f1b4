/**
 * The plain-text rule on every route (docs/decisions/053, issue 24.4):
 * - every text a route's body takes carries the rule, or is listed below
 *   with why it is no user text (a secret, an identifier looked up, a link,
 *   a value checked against a list, telemetry, the platform staff's rich
 *   article and page bodies): a new field that forgets the rule fails;
 * - in each domain, a tag start in a field that used to let it through is
 *   a 400 with the field's message, and nothing is stored.
 * Query strings are searches and filters (read, never stored); path
 * parameters are identifiers: neither is walked.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { plainTextMessage } from '#shared/contracts/plain-text.ts';
import { stringFields } from '#shared/contracts/test/string-fields.ts';
import { FORM_ANSWER_PLAIN_TEXT_MESSAGE } from '#shared/recruiting/interest-form-schema.ts';
import { claimedColleges, signUpScoped, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { insertForm, sampleFields } from '#server/test/interest-forms/interest-form-test-data.ts';
import { insertPublishedForm, validAnswers } from '#server/test/submissions/submissions-test-data.ts';
import { setTeamsFlag } from '#server/test/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';

/** Secrets wherever they appear: checked or hashed, never shown. */
const SECRET_FIELDS = new Set(['token', 'password', 'newPassword', 'currentPassword']);

/** Bodies that are no user text at all. */
const NOT_TEXT_BODIES: Record<string, string> = {
  'POST /api/tracking/events': 'telemetry: page paths, error messages and stacks as the browser reports them, shown to platform staff as text',
  'POST /api/points/events': 'telemetry: an event name and category, a session id',
  'POST /api/admin/functions/:functionName': 'platform staff run a server function: its own schema checks the body',
};

/** Texts that are no free text of a user, by "METHOD url path", with why. */
const NOT_TEXT_FIELDS: Record<string, string> = {};
function notText(reason: string, keys: string[]) {
  for (const key of keys) NOT_TEXT_FIELDS[key] = reason;
}
notText('an account, profile or subscription subject looked up by its id or slug (unknown: 404)', [
  'POST /api/conversations participantIds[]',
  'POST /api/subscriptions/plan-requests subjectId',
  'POST /api/conversations/:conversationId/participants userId',
  'POST /api/lists/:listId/items playerSlug',
  'POST /api/lists/:listId/items playerUserId',
  'POST /api/matchmaking/programs/:programId/tryout-invitations playerUserId',
  'POST /api/matchmaking/teams/:teamId/tryout-invitations playerUserId',
  'POST /api/programs/:programId/pipeline/entries playerSlug',
  'POST /api/programs/:programId/pipeline/entries playerUserId',
  'PATCH /api/programs/:programId/pipeline/entries/:entryId ownerUserId',
  'POST /api/recruiting-outcomes playerUserId',
  'POST /api/subscriptions/checkout subjectId',
  'POST /api/subscriptions/portal subjectId',
  'POST /api/teams/:teamId/members userId',
  'POST /api/teams/:teamId/staff userId',
  'POST /api/teams/:teamId/transfer-ownership newOwnerUserId',
  'POST /api/colleges/:slug/apply/:formId via',
]);
notText('checked against a list (time zones, plans, a game\'s roles, class years) or a format (an ISO date, the invitation\'s own address)', [
  'PATCH /api/teams/:teamId timeZone',
  'POST /api/teams/:teamId/practice-series timeZone',
  'POST /api/subscriptions/plan-requests plan',
  'POST /api/teams/:teamId/recruiting-posts timeZone',
  'PATCH /api/teams/:teamId/recruiting-posts/:itemId timeZone',
  'PUT /api/profile/setup/identity timeZone',
  'POST /api/subscriptions/checkout plan',
  'PUT /api/subscriptions/:subjectType/:subjectId/plan plan',
  'POST /api/team-players role',
  'POST /api/colleges/:slug/programs rolesNeeded[].role',
  'PATCH /api/colleges/:slug/programs/:programId rolesNeeded[].role',
  'POST /api/colleges/:slug/programs tryoutsAt',
  'PATCH /api/colleges/:slug/programs/:programId tryoutsAt',
  'POST /api/saved-searches filters.classYears[]',
  'POST /api/saved-searches filters.roles[]',
  'POST /api/guardian/invitations/sign-up email',
]);
notText('a link, checked as one (https, hosts); image links are their own rule (issue 24.4, images)', [
  'POST /api/admin/alerts linkUrl',
  'PATCH /api/admin/alerts/:id linkUrl',
  'PATCH /api/colleges/:slug logoUrl',
  ...['discord', 'instagram', 'tiktok', 'twitch', 'x', 'youtube'].map((social) => `PATCH /api/colleges/:slug socials.${social}`),
  'POST /api/news coverImageUrl',
  'PATCH /api/news/:id coverImageUrl',
  'POST /api/teams logoUrl',
  'PATCH /api/teams/:teamId logoUrl',
  'PUT /api/teams/:teamId/brand bannerUrl',
  'PUT /api/profile/setup/highlights highlights[].url',
]);
notText('rich text by design: the Markdown body of a learn page or news article, written by platform staff and rendered by the Markdown renderer', [
  'POST /api/content-pages body',
  'PATCH /api/content-pages/:id body',
  'POST /api/news body',
  'PATCH /api/news/:id body',
]);
notText('an interest form\'s answers: checked against the form version, the plain-text rule included (checkFormAnswers)', ['POST /api/colleges/:slug/apply/:formId answers.{*}']);
notText('the honeypot: a filled one is refused, nothing stored', ['POST /api/colleges/:slug/apply/:formId website']);

let t: TestApp;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => routes.push(route) });
});

afterAll(async () => {
  await t.close();
});

/** "METHOD url path" of every body text without the rule, secrets and texts-free bodies aside. */
function textsWithoutTheRule(): string[] {
  const found: string[] = [];
  for (const route of routes) {
    const body = (route.schema as { body?: z.ZodType } | undefined)?.body;
    if (!body) continue;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || NOT_TEXT_BODIES[`${method} ${route.url}`]) continue;
      for (const field of stringFields(body)) {
        const name = field.path.split('.').at(-1) ?? '';
        if (field.kind === 'free' || field.kind === 'opaque') {
          if (!SECRET_FIELDS.has(name)) found.push(`${method} ${route.url} ${field.path}`);
        }
      }
    }
  }
  return [...new Set(found)].sort();
}

describe('every route body', () => {
  it('is a zod schema', () => {
    const bodies = routes.flatMap((route) => {
      const body = (route.schema as { body?: unknown } | undefined)?.body;
      return body === undefined ? [] : [[`${[route.method].flat().join(',')} ${route.url}`, typeof body === 'object' && body !== null && '_zod' in body] as const];
    });
    expect(bodies.length).toBeGreaterThan(100);
    expect(bodies.filter(([, isZod]) => !isZod).map(([name]) => name)).toEqual([]);
  });

  it('takes every text with the plain-text rule, or names why it is no user text', () => {
    expect(textsWithoutTheRule().filter((key) => !NOT_TEXT_FIELDS[key])).toEqual([]);
  });

  it('lists no exception that no longer exists', () => {
    const found = new Set(textsWithoutTheRule());
    const registered = new Set(routes.flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`)));
    expect(Object.keys(NOT_TEXT_FIELDS).filter((key) => !found.has(key))).toEqual([]);
    expect(Object.keys(NOT_TEXT_BODIES).filter((key) => !registered.has(key))).toEqual([]);
  });
});

// ---------------------------------------------------------------- each domain: 400, the field's message, nothing stored

const UNCLOSED = '<img src=x onerror=alert(1)';
const MARKUP = '<b>Boss</b>';

let admin: TestUser;
let player: TestUser;
let collegeAdmin: TestUser;
let college: TestCollege;
let programId: string;

async function digests() {
  const { rate_limits: _counters, sessions: _sessions, ...rest } = await tableDigests(t.app.ctx.db);
  return rest;
}

/** Sends the request and expects a 400 naming `field` with `message`, and no table changed. */
async function expectRefused(request: { method: 'POST' | 'PUT' | 'PATCH'; url: string; payload: object; who?: TestUser }, field: string, message: string) {
  const before = await digests();
  const response = await t.app.inject({ method: request.method, url: request.url, payload: request.payload, headers: request.who ? { cookie: request.who.cookie } : {} });
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error.fields[field]).toBe(message);
  expect(await digests()).toEqual(before);
}

describe('a tag start in a field that used to take it', () => {
  beforeAll(async () => {
    admin = await signUpWithRoles(t.app, ['yes_admin']);
    player = await signUpUser(t.app);
    [college] = (await claimedColleges(t.app.ctx.db, 1)) as [TestCollege];
    collegeAdmin = await signUpScoped(t.app, ['programs_college_admin'], college.id);
    programId = await insertProgram(t.app.ctx.db, college.id, 'valorant', 'varsity');
    await setTeamsFlag(t.app.ctx.db, true);
  });

  it('account: a display name in full markup (sign-up and the account page)', async () => {
    await expectRefused({ method: 'PATCH', url: '/api/account', payload: { displayName: MARKUP }, who: player }, 'displayName', plainTextMessage('Display name'));
    await expectRefused(
      {
        method: 'POST',
        url: '/api/account/sign-up',
        payload: { email: 'markup@example.com', password: 'correct-horse-battery', displayName: UNCLOSED, birthDate: '1995-05-05', accountType: 'player' },
      },
      'displayName',
      plainTextMessage('Display name'),
    );
  });

  it('lists: an unclosed tag in a list name', async () => {
    await expectRefused({ method: 'POST', url: '/api/lists', payload: { name: UNCLOSED }, who: player }, 'name', plainTextMessage('Name'));
  });

  it('saved searches: an unclosed tag in a saved search name', async () => {
    await expectRefused({ method: 'POST', url: '/api/saved-searches', payload: { name: UNCLOSED, filters: {} }, who: collegeAdmin }, 'name', plainTextMessage('Name'));
  });

  it('teams: an unclosed tag in a description, markup in a team name', async () => {
    await expectRefused({ method: 'POST', url: '/api/teams', payload: { name: 'Crew', description: UNCLOSED, organizationType: 'college' }, who: admin }, 'description', plainTextMessage('Description'));
    await expectRefused({ method: 'POST', url: '/api/teams', payload: { name: MARKUP, organizationType: 'college' }, who: admin }, 'name', plainTextMessage('Team name'));
  });

  it('colleges: an unclosed tag in a college description', async () => {
    await expectRefused({ method: 'PATCH', url: `/api/colleges/${college.slug}`, payload: { description: UNCLOSED }, who: collegeAdmin }, 'description', plainTextMessage('Description'));
  });

  it('messaging: a message with an unclosed tag', async () => {
    await expectRefused(
      { method: 'POST', url: '/api/conversations/00000000-0000-4000-8000-000000000003/messages', payload: { body: `hi ${UNCLOSED}` }, who: player },
      'body',
      plainTextMessage('Message'),
    );
  });

  it('interest forms: a field label in markup, and an unclosed tag in an answer to a version published before the rule', async () => {
    const formId = await insertForm(t.app.ctx.db, programId);
    const fields = sampleFields().map((field, index) => (index === 0 ? { ...field, label: `<svg/onload=alert(1)> ${field.label}` } : field));
    await expectRefused(
      { method: 'PUT', url: `/api/programs/${programId}/interest-forms/${formId}/draft`, payload: { title: 'Tryout interest', description: null, fields }, who: collegeAdmin },
      'fields.0.label',
      plainTextMessage('Label'),
    );
    const published = await insertPublishedForm(t.app.ctx.db, programId);
    await expectRefused(
      { method: 'POST', url: `/api/colleges/${college.slug}/apply/${published.formId}`, payload: { answers: validAnswers({ why: UNCLOSED }) }, who: player },
      'why',
      FORM_ANSWER_PLAIN_TEXT_MESSAGE,
    );
  });

  it('contact and alerts: a name and an alert message with a tag start', async () => {
    await expectRefused(
      { method: 'POST', url: '/api/contact', payload: { name: UNCLOSED, email: 'someone@example.com', topic: 'general', message: 'A message long enough.' } },
      'name',
      plainTextMessage('Name'),
    );
    await expectRefused({ method: 'POST', url: '/api/admin/alerts', payload: { message: `Maintenance ${UNCLOSED}` }, who: admin }, 'message', plainTextMessage('Message'));
  });
});
