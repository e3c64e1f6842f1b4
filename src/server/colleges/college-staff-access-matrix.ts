/**
 * Who may use each college staff route (docs/decisions/034), by spec 6:
 * - "Can view a program: privileged, or programs_college_admin or
 *   programs_college_staff for that college": the staff list;
 * - "Can manage a program: yes_admin, or programs_college_admin for that
 *   college": invite, resend, revoke, change, remove;
 * - the invitation link: any signed-in account (what it may do with a token
 *   is the invited address's: college-staff-invitations.api.test.ts);
 * - Message staff: any signed-in user.
 * Signed out is 401 everywhere. Every refusal changes nothing. The last
 * test fails when a staff route is added without a row. Run by
 * colleges-access-matrix.api.test.ts, on the app the colleges matrices share.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '#server/teams/team-test-data.ts';
import type { TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { claimedColleges, grantCollegeRole, insertInvitation, signUpScoped, type TestCollege } from './college-staff-test-data.ts';
import { collegesMatrix, notTaken, registeredRoutes, take } from './colleges-access-matrix-context.ts';

const ACTORS = [
  'anonymous',
  'player',
  'this_college_admin',
  'this_college_staff',
  'this_college_admissions',
  'other_college_admin',
  'yes_staff',
  'yes_developer',
  'yes_admin',
] as const;
type Actor = (typeof ACTORS)[number];
type SignedIn = Exclude<Actor, 'anonymous'>;

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** A fresh target per actor where the route changes something. */
  request: (actor: SignedIn | null) => Promise<{ url: string; payload?: object }>;
  allowed: number;
  allows: (actor: SignedIn) => boolean;
}

let t: TestApp;
const users = {} as Record<SignedIn, TestUser>;
let thisCollege: TestCollege;
/** Invitations the link routes use: to other colleges (one per route), so accepting changes nothing the other rows rely on. */
const linkColleges = {} as Record<'lookup' | 'accept' | 'decline', TestCollege>;
/** Message staff: a college whose primary contact is none of the actors. */
let contactCollege: TestCollege;
let nextEmail = 0;

const canView = (actor: SignedIn) => ['this_college_admin', 'this_college_staff', 'yes_staff', 'yes_developer', 'yes_admin'].includes(actor);
const canManage = (actor: SignedIn) => ['this_college_admin', 'yes_admin'].includes(actor);
const signedIn = () => true;

/** A staff member of this college to change or remove (never signed in: the cell's caller acts on them). */
async function freshMember(): Promise<string> {
  const member = await insertUser(t.app.ctx.db, 'Matrix Member');
  await grantCollegeRole(t.app.ctx.db, member.id, 'programs_college_staff', thisCollege.id);
  return member.id;
}

async function freshInvitation(): Promise<string> {
  return (await insertInvitation(t.app.ctx.db, { collegeId: thisCollege.id, email: `matrix-invitee-${++nextEmail}@example.com` })).id;
}

/** An invitation to the route's college addressed to the actor (the anonymous caller gets one to nobody in particular). */
async function tokenFor(route: keyof typeof linkColleges, actor: SignedIn | null): Promise<string> {
  const email = actor ? users[actor].email : `nobody-${++nextEmail}@example.com`;
  return (await insertInvitation(t.app.ctx.db, { collegeId: linkColleges[route].id, email })).token;
}

const ROUTES: RouteCase[] = [
  { name: 'GET /api/colleges/:slug/staff', method: 'GET', request: async () => ({ url: `/api/colleges/${thisCollege.slug}/staff` }), allowed: 200, allows: canView },
  {
    name: 'POST /api/colleges/:slug/staff/invitations',
    method: 'POST',
    request: async () => ({
      url: `/api/colleges/${thisCollege.slug}/staff/invitations`,
      payload: { email: `matrix-new-${++nextEmail}@example.com`, role: 'staff', title: 'Assistant coach' },
    }),
    allowed: 202,
    allows: canManage,
  },
  {
    name: 'POST /api/colleges/:slug/staff/invitations/:invitationId/resend',
    method: 'POST',
    request: async () => ({ url: `/api/colleges/${thisCollege.slug}/staff/invitations/${await freshInvitation()}/resend` }),
    allowed: 200,
    allows: canManage,
  },
  {
    name: 'DELETE /api/colleges/:slug/staff/invitations/:invitationId',
    method: 'DELETE',
    request: async () => ({ url: `/api/colleges/${thisCollege.slug}/staff/invitations/${await freshInvitation()}` }),
    allowed: 200,
    allows: canManage,
  },
  {
    name: 'PATCH /api/colleges/:slug/staff/:userId',
    method: 'PATCH',
    request: async () => ({ url: `/api/colleges/${thisCollege.slug}/staff/${await freshMember()}`, payload: { title: 'Head coach', isPublic: true } }),
    allowed: 200,
    allows: canManage,
  },
  {
    name: 'DELETE /api/colleges/:slug/staff/:userId',
    method: 'DELETE',
    request: async () => ({ url: `/api/colleges/${thisCollege.slug}/staff/${await freshMember()}` }),
    allowed: 200,
    allows: canManage,
  },
  {
    name: 'POST /api/college-invitations/lookup',
    method: 'POST',
    request: async (actor) => ({ url: '/api/college-invitations/lookup', payload: { token: await tokenFor('lookup', actor) } }),
    allowed: 200,
    allows: signedIn,
  },
  {
    name: 'POST /api/college-invitations/accept',
    method: 'POST',
    request: async (actor) => ({ url: '/api/college-invitations/accept', payload: { token: await tokenFor('accept', actor) } }),
    allowed: 200,
    allows: signedIn,
  },
  {
    name: 'POST /api/college-invitations/decline',
    method: 'POST',
    request: async (actor) => ({ url: '/api/college-invitations/decline', payload: { token: await tokenFor('decline', actor) } }),
    allowed: 200,
    allows: signedIn,
  },
  {
    name: 'POST /api/colleges/:slug/staff-conversation',
    method: 'POST',
    request: async () => ({ url: `/api/colleges/${contactCollege.slug}/staff-conversation` }),
    allowed: 200,
    allows: signedIn,
  },
];

/** Rate-limit counters may move on any request; everything else must not. */
async function digestsWithoutCounters() {
  const { rate_limits: _counters, sessions: _sessions, ...rest } = await tableDigests(t.app.ctx.db);
  return rest;
}

const isStaffRoute = (_method: string, url: string) =>
  (url.startsWith('/api/colleges/') && url.includes('/staff')) || url.startsWith('/api/college-invitations');

export function collegeStaffMatrix(): void {
  describe('college staff routes', () => {
    beforeAll(async () => {
      t = collegesMatrix.t;
      const { platform } = collegesMatrix;
      const db = t.app.ctx.db;
      const colleges = take(await claimedColleges(db, 6, 0, notTaken()));
      const [first, otherCollege, contact, lookup, accept, decline] = colleges as [TestCollege, TestCollege, TestCollege, TestCollege, TestCollege, TestCollege];
      thisCollege = first;
      contactCollege = contact;
      Object.assign(linkColleges, { lookup, accept, decline });
      users.player = platform.player;
      users.this_college_admin = await signUpScoped(t.app, ['programs_college_admin'], thisCollege.id);
      users.this_college_staff = await signUpScoped(t.app, ['programs_college_staff'], thisCollege.id);
      users.this_college_admissions = await signUpScoped(t.app, ['programs_college_admissions'], thisCollege.id);
      users.other_college_admin = await signUpScoped(t.app, ['programs_college_admin'], otherCollege.id);
      users.yes_staff = platform.yes_staff;
      users.yes_developer = platform.yes_developer;
      users.yes_admin = platform.yes_admin;
      const contactUser = await signUpScoped(t.app, [], null, { displayName: 'Matrix Contact' });
      await grantCollegeRole(db, contactUser.id, 'programs_college_admin', contactCollege.id);
      await db.execute(sql`insert into college_staff_details (college_id, user_id, is_primary_contact) values (${contactCollege.id}, ${contactUser.id}, true)`);
    });

    for (const route of ROUTES) {
      for (const actor of ACTORS) {
        const expected = actor === 'anonymous' ? 401 : route.allows(actor) ? route.allowed : 403;
        it(`${route.name} as ${actor}: ${expected}${expected >= 400 ? ', nothing changed' : ''}`, async () => {
          const { url, payload } = await route.request(actor === 'anonymous' ? null : actor);
          const before = expected >= 400 ? await digestsWithoutCounters() : null;
          const headers = actor === 'anonymous' ? {} : { cookie: users[actor].cookie };
          const response = await t.app.inject({ method: route.method, url, headers, ...(payload ? { payload } : {}) });
          expect(response.statusCode, response.body.slice(0, 300)).toBe(expected);
          if (before) expect(await digestsWithoutCounters()).toEqual(before);
        });
      }
    }

    it('an unknown college is 404 for a caller the rule would let through, and 401 signed out', async () => {
      const admin = { cookie: users.yes_admin.cookie };
      for (const [method, url] of [
        ['GET', '/api/colleges/no-such-college/staff'],
        ['DELETE', `/api/colleges/no-such-college/staff/${users.this_college_staff.id}`],
        ['POST', '/api/colleges/no-such-college/staff-conversation'],
      ] as const) {
        expect((await t.app.inject({ method, url, headers: admin })).statusCode).toBe(404);
        expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      }
    });

    it('the matrix covers every staff route', () => {
      expect(ROUTES.map((route) => route.name).sort()).toEqual(registeredRoutes(isStaffRoute));
    });
  });
}
