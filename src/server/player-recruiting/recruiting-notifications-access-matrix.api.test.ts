/**
 * Who may use each recruiting email route (issue 13.9, docs/decisions/043),
 * for every caller of the shared recruiting cast (recruiting-cast.ts) plus
 * a player and their guardian: the switches in /account are each signed-in
 * person's own (everyone signed in 200, signed out 401), and running the
 * programs' digests now is platform admins' only (yes_admin 200; every other
 * role, the other platform roles included, 403; signed out 401). A program
 * has a new response waiting, so a refused run that sent anything would
 * show: every refusal changes nothing. The last test fails when a route is
 * added without a row.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProgram, plainColleges } from '#server/colleges/college-edit-test-data.ts';
import { signUpScoped } from '#server/colleges/college-staff-test-data.ts';
import { linkActiveGuardian } from '#server/profiles/player-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { RECRUITING_ACTORS, signUpCollegeCast, type RecruitingActor, type RecruitingSignedIn } from '#server/test/recruiting-cast.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { outboxFor, signUpUser, type TestUser } from '#server/test/test-users.ts';
import { insertPublishedForm, insertSubmission } from './player-recruiting-test-data.ts';

const ALL_ON = { responseDigest: true, contacted: true, guardianCopies: true, profileViews: true };

interface RouteCase {
  name: string;
  method: 'GET' | 'PUT' | 'POST';
  url: string;
  payload?: object;
  allows: (actor: RecruitingSignedIn) => boolean;
  allowed: number;
  /** What the allowed caller gets back, and what it changed. */
  check?: (actor: RecruitingSignedIn, body: unknown) => Promise<void>;
}

let t: TestApp;
const registered: string[] = [];
const users = {} as Record<RecruitingSignedIn, TestUser>;

const headers = (actor: RecruitingActor) => (actor === 'anonymous' ? {} : { cookie: users[actor].cookie });
const mySwitches = async (actor: RecruitingSignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/account/recruiting-emails', headers: headers(actor) })).json<typeof ALL_ON>();

const ROUTES: RouteCase[] = [
  {
    name: 'GET /api/account/recruiting-emails',
    method: 'GET',
    url: '/api/account/recruiting-emails',
    allows: () => true,
    allowed: 200,
    // Each caller's own switches: all on, whatever the others turned off before.
    check: async (_actor, body) => expect(body).toEqual(ALL_ON),
  },
  {
    name: 'PUT /api/account/recruiting-emails',
    method: 'PUT',
    url: '/api/account/recruiting-emails',
    payload: { profileViews: false },
    allows: () => true,
    allowed: 200,
    check: async (actor, body) => {
      expect(body).toEqual({ ...ALL_ON, profileViews: false });
      // Nobody else's switches moved (the player's are checked from another caller's change).
      const witness: RecruitingSignedIn = actor === 'player' ? 'guardian' : 'player';
      expect(await mySwitches(witness)).toEqual(ALL_ON);
      // Back to all on for the GET row and the next caller.
      const restored = await t.app.inject({ method: 'PUT', url: '/api/account/recruiting-emails', headers: headers(actor), payload: { profileViews: true } });
      expect(restored.json()).toEqual(ALL_ON);
    },
  },
  {
    name: 'POST /api/admin/recruiting-digests/run',
    method: 'POST',
    url: '/api/admin/recruiting-digests/run',
    allows: (actor) => actor === 'yes_admin',
    allowed: 200,
    check: async (_actor, body) => {
      // The waiting response went to the college's admin and staff.
      expect(body).toEqual({ programs: 1, emails: 2 });
      expect(await outboxFor(t.app.ctx.db, users.this_college_staff.email)).toHaveLength(1);
    },
  },
];

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      if (route.url === '/api/account/recruiting-emails' || route.url === '/api/admin/recruiting-digests/run') {
        for (const method of Array.isArray(route.method) ? route.method : [route.method]) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
      }
    },
  });
  const { db } = t.app.ctx;
  const [college, other] = (await plainColleges(db, 2)) as [{ id: string; slug: string; name: string }, { id: string; slug: string; name: string }];
  users.player = await signUpUser(t.app);
  users.guardian = await signUpScoped(t.app, ['family_guardian'], null);
  await linkActiveGuardian(db, users.player.id, users.guardian.id, users.guardian.email);
  Object.assign(users, await signUpCollegeCast(t.app, { collegeId: college.id, otherCollegeId: other.id }));
  // A new response an hour old: a digest is due for the college's program.
  const programId = await insertProgram(db, college.id, 'valorant', 'varsity');
  const form = { ...(await insertPublishedForm(db, programId)), programId };
  await insertSubmission(db, form, { userId: null, name: 'Waiting Visitor', email: 'waiting@example.com' }, { submittedAt: new Date(Date.now() - 3_600_000) });
});
afterAll(async () => t.close());

for (const route of ROUTES) {
  describe(route.name, () => {
    for (const actor of RECRUITING_ACTORS) {
      const expected = actor === 'anonymous' ? 401 : route.allows(actor) ? route.allowed : 403;
      it(`as ${actor}: ${expected}${expected >= 400 ? ', nothing changed' : ''}`, async () => {
        const before = expected >= 400 ? await tableDigests(t.app.ctx.db) : null;
        const response = await t.app.inject({ method: route.method, url: route.url, headers: headers(actor), ...(route.payload ? { payload: route.payload } : {}) });
        expect(response.statusCode, response.body.slice(0, 300)).toBe(expected);
        if (before) {
          expect(await tableDigests(t.app.ctx.db)).toEqual(before);
          if (expected === 403) expect(response.json().error.message).toBe('Only platform admins can run the recruiting digests.');
        } else if (actor !== 'anonymous') {
          await route.check?.(actor, response.json());
        }
      });
    }
  });
}

it('the matrix covers every recruiting email route', () => {
  expect(ROUTES.map((route) => `${route.method} ${route.url}`).sort()).toEqual([...new Set(registered)].sort());
});
