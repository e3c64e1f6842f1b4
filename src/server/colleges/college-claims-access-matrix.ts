/**
 * Who may use each college claim route (issue 12.4, docs/decisions/032):
 * asking and reading one's own request need a signed-in user (any role:
 * claiming is how a college gets its first admin); the review queue,
 * approving and rejecting need platform staff (spec 6's "privileged":
 * yes_admin, yes_developer, yes_staff), not a college's own staff, nor
 * another college's. A minor (13-17) may read their own request but not ask
 * (issue 24.2: a claim makes its requester the page's admin, and college
 * staff are adults). Every refusal changes nothing. The last test fails when
 * a claim route is added without a row. Run by
 * colleges-access-matrix.api.test.ts, on the app the colleges matrices share.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/roles.ts';
import { makeMinor } from '#server/messaging/messaging-test-data.ts';
import { rowsOf } from '#server/teams/team-sql.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { collegesMatrix, notTaken, registeredRoutes, take } from './colleges-access-matrix-context.ts';

const ACTORS = [
  'anonymous',
  'player',
  'minor',
  'this_college_admin',
  'this_college_staff',
  'this_college_admissions',
  'other_college_admin',
  'yes_staff',
  'yes_developer',
  'yes_admin',
] as const;
type Actor = (typeof ACTORS)[number];
const PRIVILEGED: readonly Actor[] = ['yes_staff', 'yes_developer', 'yes_admin'];

interface RouteCase {
  name: string;
  method: 'GET' | 'POST';
  /** A fresh target per actor where the route changes something. */
  request: (actor: Actor) => Promise<{ url: string; payload?: object }>;
  /** The answer for a caller the route lets through. */
  allowed: number;
  /** Who the route lets through (signed out is always 401). */
  allows: (actor: Actor) => boolean;
}

const users = {} as Record<Exclude<Actor, 'anonymous'>, TestUser>;
let thisCollege: { id: string; slug: string };
let colleges: { id: string; slug: string }[];
let nextCollege = 0;

async function signUpScoped(roles: Role[], collegeId: string | null): Promise<TestUser> {
  const { t } = collegesMatrix;
  const user = await signUpUser(t.app);
  for (const role of roles) await t.app.ctx.db.execute(sql`insert into user_roles (user_id, role, college_id) values (${user.id}, ${role}, ${collegeId})`);
  return user;
}

/** A pending claim by a new requester on a college nobody else uses here. */
async function pendingClaim(): Promise<string> {
  const { t } = collegesMatrix;
  const college = colleges[nextCollege++]!;
  const requester = await signUpUser(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/colleges/${college.slug}/claims`,
    headers: { cookie: requester.cookie },
    payload: { role: 'programs_college_admin', evidence: 'Head of the esports club.' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const signedIn = (actor: Actor) => actor !== 'anonymous';
const adult = (actor: Actor) => signedIn(actor) && actor !== 'minor';
const privileged = (actor: Actor) => PRIVILEGED.includes(actor);

const ROUTES: RouteCase[] = [
  {
    name: 'POST /api/colleges/:slug/claims',
    method: 'POST',
    request: async () => ({ url: `/api/colleges/${thisCollege.slug}/claims`, payload: { role: 'programs_college_staff', evidence: 'Assistant coach.' } }),
    allowed: 201,
    allows: adult,
  },
  {
    name: 'GET /api/colleges/:slug/claims/mine',
    method: 'GET',
    request: async () => ({ url: `/api/colleges/${thisCollege.slug}/claims/mine` }),
    allowed: 200,
    allows: signedIn,
  },
  { name: 'GET /api/admin/college-claims', method: 'GET', request: async () => ({ url: '/api/admin/college-claims' }), allowed: 200, allows: privileged },
  {
    name: 'POST /api/admin/college-claims/:claimId/approve',
    method: 'POST',
    request: async () => ({ url: `/api/admin/college-claims/${await pendingClaim()}/approve` }),
    allowed: 200,
    allows: privileged,
  },
  {
    name: 'POST /api/admin/college-claims/:claimId/reject',
    method: 'POST',
    request: async () => ({ url: `/api/admin/college-claims/${await pendingClaim()}/reject`, payload: { reason: 'No evidence of a role.' } }),
    allowed: 200,
    allows: privileged,
  },
];

const isClaimRoute = (_method: string, url: string) =>
  (url.startsWith('/api/colleges') && url.includes('/claims')) || url.startsWith('/api/admin/college-claims');

export function collegeClaimsMatrix(): void {
  describe('college claim routes', () => {
    beforeAll(async () => {
      const { t, platform } = collegesMatrix;
      colleges = take(
        await rowsOf<{ id: string; slug: string }>(
          t.app.ctx.db,
          sql`select id, slug from colleges where website is not null and ${notTaken()} order by name, id limit 40`,
        ),
      );
      thisCollege = colleges[nextCollege++]!;
      const otherCollege = colleges[nextCollege++]!;
      users.player = platform.player;
      users.minor = await signUpScoped([], null);
      await makeMinor(t.app.ctx.db, users.minor.id);
      users.this_college_admin = await signUpScoped(['programs_college_admin'], thisCollege.id);
      users.this_college_staff = await signUpScoped(['programs_college_staff'], thisCollege.id);
      users.this_college_admissions = await signUpScoped(['programs_college_admissions'], thisCollege.id);
      users.other_college_admin = await signUpScoped(['programs_college_admin'], otherCollege.id);
      users.yes_staff = platform.yes_staff;
      users.yes_developer = platform.yes_developer;
      users.yes_admin = platform.yes_admin;
    });

    for (const route of ROUTES) {
      for (const actor of ACTORS) {
        const expected = actor === 'anonymous' ? 401 : route.allows(actor) ? route.allowed : 403;
        it(`${route.name} as ${actor}: ${expected}${expected >= 400 ? ', nothing changed' : ''}`, async () => {
          const { t } = collegesMatrix;
          const { url, payload } = await route.request(actor);
          const before = expected >= 400 ? await tableDigests(t.app.ctx.db) : null;
          const headers = actor === 'anonymous' ? {} : { cookie: users[actor].cookie };
          const response = await t.app.inject({ method: route.method, url, headers, ...(payload ? { payload } : {}) });
          expect(response.statusCode, response.body.slice(0, 300)).toBe(expected);
          if (before) expect(await tableDigests(t.app.ctx.db)).toEqual(before);
        });
      }
    }

    it('the matrix covers every claim route', () => {
      expect(ROUTES.map((route) => route.name).sort()).toEqual(registeredRoutes(isClaimRoute));
    });
  });
}
