/**
 * Who may use each matchmaking route (docs/decisions/047). "Find a team"
 * and applying: player-type accounts (canHaveCollegeMatch: players and
 * platform staff; recruiters, parents and guardians 403). A team's side
 * (applications, Find players, tryout invitations, Find scrims, scrim
 * proposals): the team's managers (owner, yes_admin; yes_staff and everyone
 * else 403). A program's side (Find players for college staff, Invite to
 * tryout into the pipeline): "can view a program" of its college (its admin
 * and staff, platform staff); everyone else, admissions and another
 * college's staff included, 404. Signed out: 401 before any input is read.
 * Refused calls change nothing: no row inserted, updated or deleted (row
 * digests, not counts). The last test fails when a route is added
 * without a row.
 */
import type { RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/roles.ts';
import { scrimProposals } from '#server/db/schema/matchmaking.ts';
import { userProfiles, userRoles } from '#server/db/schema/profiles.ts';
import { teamRecruitingPosts } from '#server/db/schema/teams.ts';
import { addGameProfile, tierOf } from '#server/test/profiles/player-test-data.ts';
import { insertGameProfile, insertTeam, insertUser, setTeamsFlag } from '#server/test/teams/team-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { eq } from 'drizzle-orm';
import { matchmakingAccessMatrix } from '../test/matchmaking/matchmaking.matrix.ts';

const ACTORS = [
  'anonymous',
  'player',
  'team_owner',
  'parent',
  'guardian',
  'college_admin',
  'college_staff',
  'college_admissions',
  'other_college_admin',
  'coach',
  'yes_staff',
  'yes_admin',
] as const;
type Actor = (typeof ACTORS)[number];
type SignedIn = Exclude<Actor, 'anonymous'>;

const PLAYER_TYPE: readonly Actor[] = ['player', 'team_owner', 'yes_staff', 'yes_admin'];
const MANAGERS: readonly Actor[] = ['team_owner', 'yes_admin'];
const PROGRAM_VIEWERS: readonly Actor[] = ['college_admin', 'college_staff', 'yes_staff', 'yes_admin'];

let t: TestApp;
const registered: string[] = [];
const users = {} as Record<SignedIn, TestUser>;
let teamId: string;
let postId: string;
let valorantId: string;
const otherTeams: string[] = [];
const targets: string[] = [];
let programId: string;
/** A player open to college recruiting per actor (fresh rows: each allowed invitation adds its own). */
const collegeTargets = {} as Record<Actor, string>;

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD' && matchmakingAccessMatrix.legacy!.covers(method, route.url)) registered.push(`${method} ${route.url}`);
    },
  });
  const db = t.database.db;
  await setTeamsFlag(db, true);
  const [college, other] = await rowsOf<{ id: string }>(
    db,
    sql`insert into colleges (slug, name, city, state, predominant_degree, control, is_demo)
      values ('mm-matrix-college', 'Matchmaking Matrix College', 'Austin', 'TX', 'bachelor', 'public', true),
        ('mm-matrix-other', 'Matchmaking Matrix Other', 'Austin', 'TX', 'bachelor', 'public', true)
      returning id`,
  );
  const grants: Record<SignedIn, [Role, string | null][]> = {
    player: [],
    team_owner: [],
    parent: [['family_parent', null]],
    guardian: [['family_guardian', null]],
    college_admin: [['programs_college_admin', college!.id]],
    college_staff: [['programs_college_staff', college!.id]],
    college_admissions: [['programs_college_admissions', college!.id]],
    other_college_admin: [['programs_college_admin', other!.id]],
    coach: [['coaching_program_coach_college_coach', null]],
    yes_staff: [['yes_staff', null]],
    yes_admin: [['yes_admin', null]],
  };
  for (const [actor, roles] of Object.entries(grants) as [SignedIn, [Role, string | null][]][]) {
    const user = await signUpUser(t.app);
    if (roles.length > 0) await db.insert(userRoles).values(roles.map(([role, collegeId]) => ({ userId: user.id, role, collegeId })));
    await addGameProfile(db, user.id, 'valorant', 'Diamond 2', { primaryRole: 'Controller' });
    users[actor] = user;
  }
  valorantId = (await tierOf(db, 'valorant', 'Gold 1')).titleId;
  const team = await insertTeam(db, users.team_owner.id, { name: 'Matrix Team' });
  teamId = team.id;
  await insertGameProfile(db, teamId, valorantId);
  const [post] = await db.insert(teamRecruitingPosts).values({ teamId, title: 'Matrix post', esportsTitleId: valorantId }).returning();
  postId = post!.id;
  // Two other teams per manager (one to propose to, one that proposes to us), and a findable player per manager.
  for (let i = 0; i < 2 * MANAGERS.length; i += 1) {
    const ownerOf = await insertUser(db, `Other Owner ${i}`);
    const otherTeam = await insertTeam(db, ownerOf.id, { name: `Other Team ${i}` });
    await insertGameProfile(db, otherTeam.id, valorantId);
    otherTeams.push(otherTeam.id);
  }
  for (let i = 0; i < MANAGERS.length; i += 1) {
    const target = await insertUser(db, `Target ${i}`);
    await db
      .update(userProfiles)
      .set({ isPublished: true, visibility: 'public', openTo: ['looking_for_team'], birthDate: '1999-01-01' })
      .where(eq(userProfiles.userId, target.id));
    await addGameProfile(db, target.id, 'valorant', 'Gold 1');
    targets.push(target.id);
  }
  programId = (
    await rowsOf<{ id: string }>(
      db,
      sql`insert into college_programs (college_id, esports_title_id, level, roster_size, open_spots) values (${college!.id}, ${valorantId}, 'varsity', 10, 2) returning id`,
    )
  )[0]!.id;
  for (const actor of ACTORS) {
    const target = await insertUser(db, `College Target ${actor}`);
    await db
      .update(userProfiles)
      .set({ isPublished: true, visibility: 'recruiters_only', openTo: ['college_recruiting'], birthDate: '2000-01-01' })
      .where(eq(userProfiles.userId, target.id));
    await addGameProfile(db, target.id, 'valorant', 'Gold 1');
    collegeTargets[actor] = target.id;
  }
});
afterAll(async () => t.close());

const headers = (actor: Actor) => ({ origin: 'http://localhost:3000', ...(actor === 'anonymous' ? {} : { cookie: users[actor].cookie }) });
const status = (actor: Actor, allowed: readonly Actor[], ok: number) => (actor === 'anonymous' ? 401 : allowed.includes(actor) ? ok : 403);
/** Every table's row versions but the throttle's counters and the sessions' last-seen times (a refused update shows here too). */
async function counts() {
  const { rate_limits: _counters, sessions: _sessions, ...rest } = await tableDigests(t.app.ctx.db);
  return rest;
}

describe('Find a team and applying: player-type accounts', () => {
  for (const actor of ACTORS) {
    const list = status(actor, PLAYER_TYPE, 200);
    const apply = status(actor, PLAYER_TYPE, actor === 'team_owner' ? 409 : 201);
    it(`${actor}: list ${list}, apply ${apply}`, async () => {
      const before = apply === 201 ? null : await counts();
      const response = await t.app.inject({ method: 'GET', url: '/api/matchmaking/teams', headers: headers(actor) });
      expect(response.statusCode, response.body).toBe(list);
      const applied = await t.app.inject({ method: 'POST', url: `/api/matchmaking/posts/${postId}/applications`, headers: headers(actor), payload: {} });
      expect(applied.statusCode, applied.body).toBe(apply);
      if (before) expect(await counts()).toEqual(before);
    });
  }
});

describe('a team’s side: its managers', () => {
  for (const actor of ACTORS) {
    const read = status(actor, MANAGERS, 200);
    const write = status(actor, MANAGERS, 201);
    it(`${actor}: reads ${read}, writes ${write}`, async () => {
      const db = t.database.db;
      const index = MANAGERS.indexOf(actor);
      // An incoming proposal to answer, fresh per actor.
      const [incoming] = await db
        .insert(scrimProposals)
        .values({ fromTeamId: otherTeams[2 * Math.max(index, 0) + 1]!, toTeamId: teamId, esportsTitleId: valorantId, scheduledAt: new Date(Date.now() + 86_400_000), status: 'pending' })
        .returning();
      const before = read === 200 ? null : await counts();
      for (const url of [
        `/api/teams/${teamId}/recruiting-applications`,
        `/api/matchmaking/players?team=${teamId}&post=${postId}`,
        `/api/matchmaking/scrims?team=${teamId}`,
        `/api/matchmaking/teams/${teamId}/scrim-proposals`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers: headers(actor) });
        expect(response.statusCode, `${url} ${response.body}`).toBe(read);
      }
      const myTeams = await t.app.inject({ method: 'GET', url: '/api/matchmaking/my-teams', headers: headers(actor) });
      expect(myTeams.statusCode).toBe(actor === 'anonymous' ? 401 : 200);
      if (actor !== 'anonymous') expect((myTeams.json() as { teams: unknown[] }).teams).toHaveLength(actor === 'team_owner' ? 1 : 0);

      const invite = await t.app.inject({
        method: 'POST',
        url: `/api/matchmaking/teams/${teamId}/tryout-invitations`,
        headers: headers(actor),
        payload: { playerUserId: targets[Math.max(index, 0)], postId },
      });
      expect(invite.statusCode, invite.body).toBe(write);
      const propose = await t.app.inject({
        method: 'POST',
        url: `/api/matchmaking/teams/${teamId}/scrim-proposals`,
        headers: headers(actor),
        payload: { toTeamId: otherTeams[2 * Math.max(index, 0)], titleId: valorantId, scheduledAt: new Date(Date.now() + 86_400_000).toISOString() },
      });
      expect(propose.statusCode, propose.body).toBe(write);
      const answer = await t.app.inject({ method: 'POST', url: `/api/matchmaking/teams/${teamId}/scrim-proposals/${incoming!.id}/accept`, headers: headers(actor) });
      expect(answer.statusCode, answer.body).toBe(read);
      if (before) expect(await counts()).toEqual(before);
      await db.delete(scrimProposals).where(eq(scrimProposals.id, incoming!.id));
    });
  }
});

describe('a program’s side: who can view the program', () => {
  for (const actor of ACTORS) {
    const denied = actor === 'anonymous' ? 401 : 404;
    const read = PROGRAM_VIEWERS.includes(actor) ? 200 : denied;
    const write = PROGRAM_VIEWERS.includes(actor) ? 201 : denied;
    it(`${actor}: list ${read}, invite ${write}`, async () => {
      const before = write === 201 ? null : await counts();
      const listed = await t.app.inject({ method: 'GET', url: `/api/matchmaking/programs/${programId}/players`, headers: headers(actor) });
      expect(listed.statusCode, listed.body).toBe(read);
      const invited = await t.app.inject({
        method: 'POST',
        url: `/api/matchmaking/programs/${programId}/tryout-invitations`,
        headers: headers(actor),
        payload: { playerUserId: collegeTargets[actor] },
      });
      expect(invited.statusCode, invited.body).toBe(write);
      if (before) expect(await counts()).toEqual(before);
    });
  }
});

it('the matrix covers every matchmaking route', () => {
  expect([...new Set(registered)].sort()).toEqual([
    'GET /api/matchmaking/my-teams',
    'GET /api/matchmaking/players',
    'GET /api/matchmaking/programs/:programId/players',
    'GET /api/matchmaking/scrims',
    'GET /api/matchmaking/teams',
    'GET /api/matchmaking/teams/:teamId/scrim-proposals',
    'GET /api/teams/:teamId/recruiting-applications',
    'POST /api/matchmaking/posts/:postId/applications',
    'POST /api/matchmaking/programs/:programId/tryout-invitations',
    'POST /api/matchmaking/teams/:teamId/scrim-proposals',
    'POST /api/matchmaking/teams/:teamId/scrim-proposals/:proposalId/:answer',
    'POST /api/matchmaking/teams/:teamId/tryout-invitations',
  ]);
});
