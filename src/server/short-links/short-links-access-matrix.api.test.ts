/**
 * Who may use each short-link route (docs/decisions/039):
 * - a program's links (list, create, change, delete): who "can view a
 *   program" of its college (privileged, programs_college_admin or
 *   programs_college_staff of it); anyone else 404, as for an unknown one;
 * - a player's own link: its owner only (platform staff included: 404);
 * - the card link: accounts whose profile is a player's (403 for recruiters and families);
 * - /r/{code} and the status API: anyone, signed out too.
 * Signed out is 401 on every signed-in route. Every refusal changes nothing.
 * The last test fails when a short-link route is added without a row.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { grantCollegeRole, signUpScoped } from '#server/colleges/college-staff-test-data.ts';
import { publishProfile } from '#server/profiles/player-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { RECRUITING_ACTORS, signUpCollegeCast, type RecruitingActor, type RecruitingSignedIn } from '#server/test/recruiting-cast.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { collegesWithPrograms, insertForm, insertLink, type TestProgram } from './recruiting-test-data.ts';
import { shortLinksAccessMatrix } from './short-links.matrix.ts';

const ACTORS = RECRUITING_ACTORS;
type Actor = RecruitingActor;
type SignedIn = RecruitingSignedIn;

interface RouteCase {
  name: string;
  /** The registered route it exercises ("PATCH /api/short-links/:linkId"). */
  route: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  request: () => Promise<{ url: string; payload?: object }>;
  allowed: number;
  /** What a signed-in caller the rule refuses gets. */
  refused: 403 | 404;
  allows: (actor: Actor) => boolean;
  /** Open to signed-out visitors too. */
  isPublic?: boolean;
}

let t: TestApp;
const registered: string[] = [];
const users = {} as Record<SignedIn, TestUser>;
let program: TestProgram;
let formId: string;

const canView = (actor: Actor) => ['this_college_admin', 'this_college_staff', 'yes_staff', 'yes_developer', 'yes_admin'].includes(actor);
const programLink = async () => (await insertLink(t.app.ctx.db, { targetType: 'college', collegeId: program.collegeId, programId: program.id })).id;
const playersOwnLink = async () => (await insertLink(t.app.ctx.db, { targetType: 'player_card', playerUserId: users.player.id, ownerUserId: users.player.id })).id;

const ROUTES: RouteCase[] = [
  {
    name: 'GET /api/programs/:programId/short-links',
    route: 'GET /api/programs/:programId/short-links',
    method: 'GET',
    request: async () => ({ url: `/api/programs/${program.id}/short-links` }),
    allowed: 200,
    refused: 404,
    allows: canView,
  },
  {
    name: 'POST /api/programs/:programId/short-links (form)',
    route: 'POST /api/programs/:programId/short-links',
    method: 'POST',
    request: async () => ({ url: `/api/programs/${program.id}/short-links`, payload: { target: 'form', formId } }),
    allowed: 201,
    refused: 404,
    allows: canView,
  },
  {
    name: 'PATCH /api/short-links/:linkId (a program’s link)',
    route: 'PATCH /api/short-links/:linkId',
    method: 'PATCH',
    request: async () => ({ url: `/api/short-links/${await programLink()}`, payload: { label: 'Matrix' } }),
    allowed: 200,
    refused: 404,
    allows: canView,
  },
  {
    name: 'PATCH /api/short-links/:linkId (a player’s own link)',
    route: 'PATCH /api/short-links/:linkId',
    method: 'PATCH',
    request: async () => ({ url: `/api/short-links/${await playersOwnLink()}`, payload: { disabled: true } }),
    allowed: 200,
    refused: 404,
    allows: (actor) => actor === 'player',
  },
  {
    name: 'DELETE /api/short-links/:linkId (a program’s link)',
    route: 'DELETE /api/short-links/:linkId',
    method: 'DELETE',
    request: async () => ({ url: `/api/short-links/${await programLink()}` }),
    allowed: 204,
    refused: 404,
    allows: canView,
  },
  {
    name: 'DELETE /api/short-links/:linkId (a player’s own link)',
    route: 'DELETE /api/short-links/:linkId',
    method: 'DELETE',
    request: async () => ({ url: `/api/short-links/${await playersOwnLink()}` }),
    allowed: 204,
    refused: 404,
    allows: (actor) => actor === 'player',
  },
  {
    name: 'POST /api/me/short-links/card',
    route: 'POST /api/me/short-links/card',
    method: 'POST',
    request: async () => ({ url: '/api/me/short-links/card' }),
    allowed: 200,
    refused: 403,
    // Accounts whose profile is a player's: not recruiters (college roles), not families.
    allows: (actor) => ['player', 'yes_staff', 'yes_developer', 'yes_admin'].includes(actor),
  },
  {
    name: 'GET /api/short-links/:code/status',
    route: 'GET /api/short-links/:code/status',
    method: 'GET',
    request: async () => ({ url: `/api/short-links/${(await insertLink(t.app.ctx.db, { targetType: 'college', collegeId: program.collegeId })).code}/status` }),
    allowed: 200,
    refused: 404,
    allows: () => true,
    isPublic: true,
  },
  {
    name: 'GET /r/:code',
    route: 'GET /r/:code',
    method: 'GET',
    request: async () => ({ url: `/r/${(await insertLink(t.app.ctx.db, { targetType: 'college', collegeId: program.collegeId })).code}` }),
    allowed: 302,
    refused: 404,
    allows: () => true,
    isPublic: true,
  },
];

/** Rate-limit counters and session touches may move on any request; everything else must not. */
async function digestsWithoutCounters() {
  const { rate_limits: _counters, sessions: _sessions, ...rest } = await tableDigests(t.app.ctx.db);
  return rest;
}

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD' && shortLinksAccessMatrix.legacy!.covers(method, route.url)) registered.push(`${method} ${route.url}`);
    },
  });
  const { db } = t.app.ctx;
  const [first, other] = await collegesWithPrograms(db, 2);
  program = first!;
  formId = (await insertForm(db, program.id)).id;
  users.player = await signUpScoped(t.app, [], null);
  await publishProfile(db, users.player.id, { slug: `matrix-player-${Date.now()}` });
  users.guardian = await signUpScoped(t.app, ['family_guardian'], null);
  Object.assign(users, await signUpCollegeCast(t.app, { collegeId: program.collegeId, otherCollegeId: other!.collegeId }));
  // Another college's admin who is its staff too: neither role reaches this college's links.
  await grantCollegeRole(db, users.other_college_admin.id, 'programs_college_staff', other!.collegeId);
});
afterAll(async () => t.close());

for (const route of ROUTES) {
  for (const actor of ACTORS) {
    const expected = actor === 'anonymous' && !route.isPublic ? 401 : route.allows(actor) ? route.allowed : route.refused;
    it(`${route.name} as ${actor}: ${expected}${expected >= 400 ? ', nothing changed' : ''}`, async () => {
      const { url, payload } = await route.request();
      const before = expected >= 400 ? await digestsWithoutCounters() : null;
      const headers = actor === 'anonymous' ? {} : { cookie: users[actor].cookie };
      const response = await t.app.inject({ method: route.method, url, headers, ...(payload ? { payload } : {}) });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(expected);
      if (before) expect(await digestsWithoutCounters()).toEqual(before);
    });
  }
}

it('an unknown program and an unknown link are 404 for platform staff too', async () => {
  const admin = { cookie: users.yes_admin.cookie };
  const unknown = '00000000-0000-4000-8000-00000000abcd';
  for (const [method, url, payload] of [
    ['GET', `/api/programs/${unknown}/short-links`, undefined],
    ['PATCH', `/api/short-links/${unknown}`, { label: 'x' }],
  ] as const) {
    expect((await t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) })).statusCode, url).toBe(404);
  }
});

it('the matrix covers every short-link route', () => {
  expect([...new Set(ROUTES.map((route) => route.route))].sort()).toEqual([...new Set(registered)].sort());
});
