/**
 * Who may use each colleges route (issue 12, docs/decisions/029): the
 * directory and the college page show public facts, so every caller reads
 * them, signed out included, and gets the same answer. The last test fails
 * when a route is added without a row. Programs (docs/decisions/031) add no
 * route: the directory's program filters and the page's program tabs, with
 * a linked team's roster, are public too and the same for every caller (a
 * roster names players by the public rule, whoever asks). The claim routes
 * have their own matrix (college-claims-access-matrix.ts), and so do the
 * staff routes (college-staff-access-matrix.ts) and the edit page's routes,
 * with spec 6's edit, manage and view rules (college-edit-access-matrix.ts);
 * colleges-access-matrix.api.test.ts runs the four on one app. The
 * signed-in player's match (the directory cards' `match`, GET .../:slug/match)
 * has its own matrix too (src/server/match/match-access-matrix.api.test.ts):
 * none of the callers here has a game profile, so none has a match.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoColleges } from '#server/db/seed/seed-demo-colleges.ts';
import { birthDateForAge, setProfile, tierOf } from '#server/profiles/player-test-data.ts';
import { rowsOf } from '#server/teams/team-sql.ts';
import { insertGameProfile, insertMember, insertTeam, insertUser } from '#server/teams/team-test-data.ts';
import { signUpWithRoles, tableCounts, type TestUser } from '#server/test/test-users.ts';
import { collegesMatrix, registeredRoutes, take } from './colleges-access-matrix-context.ts';

const ACTORS = ['anonymous', 'player', 'college_admin', 'college_staff', 'college_admissions', 'coach', 'yes_staff', 'yes_admin'] as const;
type Actor = (typeof ACTORS)[number];

interface RouteCase {
  name: string;
  url: string;
  status: number;
}

const ROUTES: RouteCase[] = [
  { name: 'GET /api/colleges', url: '/api/colleges?state=MA&control=private&size=medium', status: 200 },
  { name: 'GET /api/colleges/:slug', url: '/api/colleges/massachusetts-institute-of-technology', status: 200 },
];

/** More asks of the same routes: program filters, a demo college's page with its programs and a roster, an unknown address. */
const MORE_CASES: RouteCase[] = [
  { name: 'GET /api/colleges (program filters)', url: '/api/colleges?games=valorant&scholarships=true&recruiting=true', status: 200 },
  { name: 'GET /api/colleges (has a program)', url: '/api/colleges?hasProgram=true&games=League+of+Legends', status: 200 },
  { name: 'GET /api/colleges/:slug (demo college, programs and roster)', url: '/api/colleges/demo-university', status: 200 },
  { name: 'GET /api/colleges (unknown game)', url: '/api/colleges?games=chess', status: 400 },
  { name: 'GET /api/colleges/:slug (unknown)', url: '/api/colleges/no-such-college', status: 404 },
];

/** The edit page's routes have their own matrix (college-edit-access-matrix.ts). */
/** A program's responses (docs/decisions/038) sit under its college's path but have their own matrix (submissions-access-matrix). */
const isResponsesRoute = (url: string) => url.startsWith('/api/colleges/:slug/programs/:programId/responses');
const isEditRoute = (method: string, url: string) =>
  !isResponsesRoute(url) &&
  (url === '/api/colleges/:slug/edit' || url.startsWith('/api/colleges/:slug/programs') || (method === 'PATCH' && url === '/api/colleges/:slug'));

const users = {} as Record<Exclude<Actor, 'anonymous'>, TestUser>;

/** The public form page's routes (/api/colleges/:slug/apply/:formId) are the submissions matrix's (docs/decisions/038). */
const isPublicRoute = (method: string, url: string) =>
  url.startsWith('/api/colleges') &&
  !url.includes('/claims') &&
  !url.includes('/staff') &&
  !url.endsWith('/match') &&
  !url.includes('/apply/') &&
  !isResponsesRoute(url) &&
  !isEditRoute(method, url);

export function publicCollegesMatrix(): void {
  describe('colleges routes: public', () => {
    beforeAll(async () => {
      const t = collegesMatrix.t;
      // Sign-up makes a player (recruit_player); college roles here are not tied to a college.
      Object.assign(users, {
        player: collegesMatrix.platform.player,
        yes_staff: collegesMatrix.platform.yes_staff,
        yes_admin: collegesMatrix.platform.yes_admin,
      });
      users.college_admin = await signUpWithRoles(t.app, ['programs_college_admin']);
      users.college_staff = await signUpWithRoles(t.app, ['programs_college_staff']);
      users.college_admissions = await signUpWithRoles(t.app, ['programs_college_admissions']);
      users.coach = await signUpWithRoles(t.app, ['coaching_program_coach_college_coach']);
      // Demo University's Valorant program runs a team whose roster has an adult and a private minor.
      const db = t.database.db;
      const owner = await insertUser(db, 'Matrix Owner');
      const team = await insertTeam(db, owner.id, { name: 'Matrix Team' });
      await seedDemoColleges(db, { now: new Date(), collegeTeamId: team.id });
      take(await rowsOf<{ id: string }>(db, sql`select id from colleges where is_demo order by id`));
      const valorant = await tierOf(db, 'valorant', 'Gold 1');
      const roster = await insertGameProfile(db, team.id, valorant.titleId);
      const adult = await insertUser(db, 'Matrix Adult');
      const minor = await insertUser(db, 'Matrix Minor');
      await setProfile(db, minor.id, { birthDate: birthDateForAge(16) });
      await insertMember(db, team.id, adult.id, { role: 'starter', gameProfileId: roster.id });
      await insertMember(db, team.id, minor.id, { role: 'starter', gameProfileId: roster.id });
    });

    for (const route of [...ROUTES, ...MORE_CASES]) {
      it(`${route.name}: every caller ${route.status}, the same answer, nothing changed`, async () => {
        const db = collegesMatrix.t.app.ctx.db;
        const before = await tableCounts(db, ['sessions', 'rate_limits']);
        const bodies = new Set<string>();
        for (const actor of ACTORS) {
          const headers = actor === 'anonymous' ? {} : { cookie: users[actor].cookie };
          const response = await collegesMatrix.t.app.inject({ method: 'GET', url: route.url, headers });
          expect(response.statusCode, `${route.name} as ${actor}: ${response.body.slice(0, 200)}`).toBe(route.status);
          bodies.add(response.body);
        }
        expect(bodies.size).toBe(1);
        expect(await tableCounts(db, ['sessions', 'rate_limits'])).toEqual(before);
      });
    }

    it('the matrix covers every colleges route', () => {
      expect(ROUTES.map((route) => route.name).sort()).toEqual(registeredRoutes(isPublicRoute));
    });
  });
}
