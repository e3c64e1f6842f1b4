/**
 * Who may use each route of the college edit page (issue 12.5, spec 6,
 * docs/decisions/033), for a college and a caller of each kind: signed out,
 * a player, this college's admin, staff and admissions, a high-school
 * program admin of this college (program-admin-type: edits the page, does
 * not manage or view programs), another college's admin, and platform
 * staff (yes_staff, yes_developer, yes_admin). Spec 6's rules:
 * - "Can edit a college": privileged, or any program-admin-type role there;
 * - "Can manage a program": yes_admin, or programs_college_admin there;
 * - "Can view a program": privileged, or programs_college_admin or _staff there.
 * Every refusal changes nothing. The last test fails when an edit route is
 * added without a row. Run by colleges-access-matrix.api.test.ts, on the
 * app the colleges matrices share.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CollegeEdit, CollegeEditPermissions } from '#shared/contracts/college-edit.ts';
import { GAME_SLUGS } from '#shared/game-catalog.ts';
import { PROGRAM_LEVELS } from '#shared/program-levels.ts';
import type { Role } from '#shared/roles.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { insertProgram, plainColleges, programBody } from './college-edit-test-data.ts';
import { collegesMatrix, notTaken, registeredRoutes, take } from './colleges-access-matrix-context.ts';

const ACTORS = [
  'anonymous',
  'player',
  'this_college_admin',
  'this_college_staff',
  'this_college_admissions',
  'this_high_school_admin',
  'other_college_admin',
  'yes_staff',
  'yes_developer',
  'yes_admin',
] as const;
type Actor = (typeof ACTORS)[number];
type SignedIn = Exclude<Actor, 'anonymous'>;

/** Spec 6's three rules for each caller at this college. */
const RULES: Record<SignedIn, CollegeEditPermissions> = {
  player: { edit: false, manage: false, view: false },
  this_college_admin: { edit: true, manage: true, view: true },
  this_college_staff: { edit: false, manage: false, view: true },
  this_college_admissions: { edit: false, manage: false, view: false },
  this_high_school_admin: { edit: true, manage: false, view: false },
  other_college_admin: { edit: false, manage: false, view: false },
  yes_staff: { edit: true, manage: false, view: true },
  yes_developer: { edit: true, manage: false, view: true },
  yes_admin: { edit: true, manage: true, view: true },
};

interface RouteCase {
  name: string;
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE';
  request: (actor: Actor) => Promise<{ url: string; payload?: object }>;
  allowed: number;
  allows: (rules: CollegeEditPermissions) => boolean;
}

const users = {} as Record<SignedIn, TestUser>;
let thisCollege: { id: string; slug: string };
let otherCollege: { id: string; slug: string };
let sharedProgramId: string;
/** Title and level pairs not used yet at this college (one program each). */
const freePairs = GAME_SLUGS.flatMap((title) => PROGRAM_LEVELS.map((level) => ({ title, level })));

async function signUpScoped(role: Role, collegeId: string | null): Promise<TestUser> {
  const { t } = collegesMatrix;
  const user = await signUpUser(t.app);
  await t.app.ctx.db.execute(sql`insert into user_roles (user_id, role, college_id) values (${user.id}, ${role}, ${collegeId})`);
  return user;
}

async function freshProgram(): Promise<string> {
  const pair = freePairs.pop()!;
  return insertProgram(collegesMatrix.t.app.ctx.db, thisCollege.id, pair.title, pair.level);
}

const ROUTES: RouteCase[] = [
  {
    name: 'GET /api/colleges/:slug/edit',
    method: 'GET',
    request: async () => ({ url: `/api/colleges/${thisCollege.slug}/edit` }),
    allowed: 200,
    allows: (can) => can.edit || can.view,
  },
  {
    name: 'PATCH /api/colleges/:slug',
    method: 'PATCH',
    request: async (actor) => ({ url: `/api/colleges/${thisCollege.slug}`, payload: { description: `Written by ${actor}.` } }),
    allowed: 200,
    allows: (can) => can.edit,
  },
  {
    name: 'POST /api/colleges/:slug/programs',
    method: 'POST',
    request: async (actor) => {
      // A pair of its own for each caller who may add it; a refused caller asks for the first, which stays free.
      const pair = actor !== 'anonymous' && RULES[actor].manage ? freePairs.pop()! : freePairs[0]!;
      return { url: `/api/colleges/${thisCollege.slug}/programs`, payload: programBody({ titleSlug: pair.title, level: pair.level, rolesNeeded: [] }) };
    },
    allowed: 201,
    allows: (can) => can.manage,
  },
  {
    name: 'PATCH /api/colleges/:slug/programs/:programId',
    method: 'PATCH',
    request: async (actor) => ({
      url: `/api/colleges/${thisCollege.slug}/programs/${sharedProgramId}`,
      payload: { openSpots: ACTORS.indexOf(actor), isRecruiting: ACTORS.indexOf(actor) % 2 === 0 },
    }),
    allowed: 200,
    allows: (can) => can.manage,
  },
  {
    name: 'DELETE /api/colleges/:slug/programs/:programId',
    method: 'DELETE',
    request: async () => ({ url: `/api/colleges/${thisCollege.slug}/programs/${await freshProgram()}` }),
    allowed: 204,
    allows: (can) => can.manage,
  },
];

/** A program's responses (docs/decisions/038) sit under its college's path but have their own matrix (submissions-access-matrix). */
const isResponsesRoute = (url: string) => url.startsWith('/api/colleges/:slug/programs/:programId/responses');
const isEditRoute = (method: string, url: string) =>
  !isResponsesRoute(url) &&
  (url === '/api/colleges/:slug/edit' || url.startsWith('/api/colleges/:slug/programs') || (method === 'PATCH' && url === '/api/colleges/:slug'));

export function collegeEditMatrix(): void {
  describe('college edit routes', () => {
    beforeAll(async () => {
      const { t, platform } = collegesMatrix;
      [thisCollege, otherCollege] = take(await plainColleges(t.app.ctx.db, 2, notTaken(sql`c.id`))) as [
        typeof thisCollege & { name: string },
        typeof otherCollege & { name: string },
      ];
      sharedProgramId = await freshProgram();
      users.player = platform.player;
      users.this_college_admin = await signUpScoped('programs_college_admin', thisCollege.id);
      users.this_college_staff = await signUpScoped('programs_college_staff', thisCollege.id);
      users.this_college_admissions = await signUpScoped('programs_college_admissions', thisCollege.id);
      users.this_high_school_admin = await signUpScoped('programs_high_school_admin', thisCollege.id);
      users.other_college_admin = await signUpScoped('programs_college_admin', otherCollege.id);
      users.yes_staff = platform.yes_staff;
      users.yes_developer = platform.yes_developer;
      users.yes_admin = platform.yes_admin;
    });

    for (const route of ROUTES) {
      describe(route.name, () => {
        for (const actor of ACTORS) {
          const expected = actor === 'anonymous' ? 401 : route.allows(RULES[actor]) ? route.allowed : 403;
          it(`as ${actor}: ${expected}${expected >= 400 ? ', nothing changed' : ''}`, async () => {
            const { url, payload } = await route.request(actor);
            const before = expected >= 400 ? await tableDigests(collegesMatrix.t.app.ctx.db) : null;
            const headers = actor === 'anonymous' ? {} : { cookie: users[actor].cookie };
            const response = await collegesMatrix.t.app.inject({ method: route.method, url, headers, ...(payload ? { payload } : {}) });
            expect(response.statusCode, response.body.slice(0, 300)).toBe(expected);
            if (before) expect(await tableDigests(collegesMatrix.t.app.ctx.db)).toEqual(before);
          });
        }
      });
    }

    describe('what the edit page tells each caller', () => {
      for (const actor of ACTORS.filter((candidate): candidate is SignedIn => candidate !== 'anonymous')) {
        const rules = RULES[actor];
        if (!rules.edit && !rules.view) continue;
        it(`${actor}: permissions ${JSON.stringify(rules)}, programs ${rules.view ? 'listed' : 'withheld'}, teams ${rules.manage ? 'offered' : 'none'}`, async () => {
          const response = await collegesMatrix.t.app.inject({ method: 'GET', url: `/api/colleges/${thisCollege.slug}/edit`, headers: { cookie: users[actor].cookie } });
          expect(response.statusCode, response.body).toBe(200);
          const body = response.json() as CollegeEdit;
          expect(body.permissions).toEqual(rules);
          if (rules.view) expect(body.programs?.map((program) => program.id)).toContain(sharedProgramId);
          else expect(body.programs).toBeNull();
          expect(body.college.id).toBe(thisCollege.id);
        });
      }
    });

    describe('another college, and one that does not exist', () => {
      it('this college’s admin cannot open, edit or manage another college: 403, nothing changed', async () => {
        const cookie = users.this_college_admin.cookie;
        const program = await insertProgram(collegesMatrix.t.app.ctx.db, otherCollege.id, 'overwatch', 'club');
        const before = await tableDigests(collegesMatrix.t.app.ctx.db);
        const asks = [
          { method: 'GET' as const, url: `/api/colleges/${otherCollege.slug}/edit` },
          { method: 'PATCH' as const, url: `/api/colleges/${otherCollege.slug}`, payload: { description: 'Not mine.' } },
          { method: 'POST' as const, url: `/api/colleges/${otherCollege.slug}/programs`, payload: programBody() },
          { method: 'PATCH' as const, url: `/api/colleges/${otherCollege.slug}/programs/${program}`, payload: { openSpots: 0 } },
          { method: 'DELETE' as const, url: `/api/colleges/${otherCollege.slug}/programs/${program}` },
        ];
        for (const ask of asks) {
          const response = await collegesMatrix.t.app.inject({ ...ask, headers: { cookie } });
          expect(response.statusCode, `${ask.method} ${ask.url}`).toBe(403);
        }
        expect(await tableDigests(collegesMatrix.t.app.ctx.db)).toEqual(before);
      });

      it('an unknown college address is 404 for everyone signed in, and 401 signed out', async () => {
        for (const actor of ['player', 'this_college_admin', 'yes_admin'] as const) {
          const response = await collegesMatrix.t.app.inject({ method: 'GET', url: '/api/colleges/no-such-college/edit', headers: { cookie: users[actor].cookie } });
          expect(response.statusCode, actor).toBe(404);
          const write = await collegesMatrix.t.app.inject({ method: 'PATCH', url: '/api/colleges/no-such-college', headers: { cookie: users[actor].cookie }, payload: { description: 'x' } });
          expect(write.statusCode, actor).toBe(404);
        }
        expect((await collegesMatrix.t.app.inject({ method: 'GET', url: '/api/colleges/no-such-college/edit' })).statusCode).toBe(401);
      });
    });

    it('the matrix covers every edit route', () => {
      expect(ROUTES.map((route) => route.name).sort()).toEqual(registeredRoutes(isEditRoute));
    });
  });
}
