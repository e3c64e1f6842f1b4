/**
 * The access rules of spec section 6 over every route of teams.routes.ts
 * (the invitation routes of docs/decisions/015 included; for those the
 * member column is the invitee):
 * the expected status for each kind of caller, on a bronze and a silver
 * team, with teams_management on and off. Each cell runs against a fresh
 * team so a write in one cell cannot change the next.
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import type { SubscriptionTier } from '#shared/value-sets.ts';
import { teamInvitations } from '#server/db/schema/teams.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { teamRoutes } from './teams.routes.ts';
import { insertGameProfile, insertMember, insertStaff, insertTeam, insertTitle, insertUser, setTeamsFlag } from './team-test-data.ts';

const ACTORS = ['anonymous', 'stranger', 'member', 'owner', 'yes_admin', 'yes_developer'] as const;
type Actor = (typeof ACTORS)[number];
/** Expected statuses in ACTORS order. */
type Statuses = [number, number, number, number, number, number];

interface Fixture {
  teamId: string;
  gameProfileId: string;
  /** The member actor's row on the game roster. */
  memberRowId: string;
  staffRowId: string;
  /** Someone on no roster, to add. */
  recruitId: string;
  memberUserId: string;
  /** A pending staff invitation of the member actor (the invitee), made by the owner. */
  invitationId: string;
}

interface RouteCase {
  name: string;
  request: (fixture: Fixture) => { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object };
  flagOn: Statuses;
  flagOff: Statuses;
  /** The message of a 403 with the flag on (stranger, member or owner as the rule applies). */
  forbidden?: string;
}

const CREATOR_ONLY = 'Only platform staff and college program admins can create teams.';
const team = (fixture: Fixture, path = '') => `/api/teams/${fixture.teamId}${path}`;

// Columns:                          anon stranger member owner admin dev
const MANAGER_READ: Statuses /*    */ = [401, 403, 403, 200, 200, 200];
const MANAGER_CREATE: Statuses /*  */ = [401, 403, 403, 201, 201, 201];
const MANAGER_DELETE: Statuses /*  */ = [401, 403, 403, 204, 204, 204];
/** Adds are invitations (docs/decisions/015): 202 for managers. */
const MANAGER_INVITE: Statuses /*  */ = [401, 403, 403, 202, 202, 202];
/**
 * Answering an invitation: the invitee (the member column) alone; anyone
 * else, the team's owner and platform admins included, gets 404.
 */
const INVITEE_ONLY = (ok: number): Statuses => [401, 404, ok, 404, 404, 404];
/** Flag off: the invitee is refused like any non-admin; admins and developers are still not the invitee. */
const INVITEE_FLAG_OFF: Statuses = [401, 403, 403, 403, 404, 404];
/** teams_management off: signed-out callers still meet 401 first; only admins and developers get through. */
const FLAG_OFF = (ok: number): Statuses => [401, 403, 403, 403, ok, ok];

const ROUTES: RouteCase[] = [
  { name: 'GET /api/esports-titles', request: () => ({ method: 'GET', url: '/api/esports-titles' }), flagOn: [200, 200, 200, 200, 200, 200], flagOff: [200, 200, 200, 200, 200, 200] },
  { name: 'GET /api/teams', request: () => ({ method: 'GET', url: '/api/teams?type=college' }), flagOn: [200, 200, 200, 200, 200, 200], flagOff: [403, 403, 403, 403, 200, 200] },
  {
    name: 'POST /api/teams',
    request: () => ({ method: 'POST', url: '/api/teams', payload: { name: 'Matrix Made', organizationType: 'pro_team' } }),
    flagOn: [401, 403, 403, 403, 201, 201],
    flagOff: FLAG_OFF(201),
    forbidden: CREATOR_ONLY,
  },
  {
    name: 'GET /api/teams/:teamId/manage',
    request: (f) => ({ method: 'GET', url: team(f, '/manage') }),
    flagOn: [401, 403, 200, 200, 200, 200],
    flagOff: FLAG_OFF(200),
    forbidden: TEAM_TEXTS.notInsider,
  },
  {
    name: 'PATCH /api/teams/:teamId',
    request: (f) => ({ method: 'PATCH', url: team(f), payload: { name: 'Renamed' } }),
    flagOn: MANAGER_READ,
    flagOff: FLAG_OFF(200),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    name: 'POST /api/teams/:teamId/transfer-ownership',
    request: (f) => ({ method: 'POST', url: team(f, '/transfer-ownership'), payload: { newOwnerUserId: f.memberUserId } }),
    flagOn: MANAGER_READ,
    flagOff: FLAG_OFF(200),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    name: 'POST /api/teams/:teamId/archive',
    request: (f) => ({ method: 'POST', url: team(f, '/archive'), payload: { archived: true } }),
    flagOn: MANAGER_READ,
    flagOff: FLAG_OFF(200),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    name: 'GET /api/teams/:teamId/user-search',
    request: (f) => ({ method: 'GET', url: team(f, '/user-search?q=matrix&kind=member') }),
    flagOn: MANAGER_READ,
    flagOff: FLAG_OFF(200),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    name: 'POST /api/teams/:teamId/game-profiles',
    request: (f) => ({ method: 'POST', url: team(f, '/game-profiles'), payload: { esportsTitleId: titleIds.overwatch, playLevel: 'casual' } }),
    flagOn: MANAGER_CREATE,
    flagOff: FLAG_OFF(201),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    name: 'DELETE /api/teams/:teamId/game-profiles/:itemId',
    request: (f) => ({ method: 'DELETE', url: team(f, `/game-profiles/${f.gameProfileId}`) }),
    flagOn: MANAGER_DELETE,
    flagOff: FLAG_OFF(204),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    name: 'POST /api/teams/:teamId/members',
    request: (f) => ({ method: 'POST', url: team(f, '/members'), payload: { userId: f.recruitId, role: 'player' } }),
    flagOn: MANAGER_INVITE,
    flagOff: FLAG_OFF(202),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    name: 'PATCH /api/teams/:teamId/members/:itemId',
    request: (f) => ({ method: 'PATCH', url: team(f, `/members/${f.memberRowId}`), payload: { role: 'reserve' } }),
    flagOn: MANAGER_READ,
    flagOff: FLAG_OFF(200),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    name: 'DELETE /api/teams/:teamId/members/:itemId',
    request: (f) => ({ method: 'DELETE', url: team(f, `/members/${f.memberRowId}`) }),
    flagOn: MANAGER_DELETE,
    flagOff: FLAG_OFF(204),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    name: 'POST /api/teams/:teamId/staff',
    request: (f) => ({ method: 'POST', url: team(f, '/staff'), payload: { userId: f.recruitId, role: 'analyst' } }),
    flagOn: MANAGER_INVITE,
    flagOff: FLAG_OFF(202),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    name: 'PATCH /api/teams/:teamId/staff/:itemId',
    request: (f) => ({ method: 'PATCH', url: team(f, `/staff/${f.staffRowId}`), payload: { role: 'manager' } }),
    flagOn: MANAGER_READ,
    flagOff: FLAG_OFF(200),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    name: 'DELETE /api/teams/:teamId/staff/:itemId',
    request: (f) => ({ method: 'DELETE', url: team(f, `/staff/${f.staffRowId}`) }),
    flagOn: MANAGER_DELETE,
    flagOff: FLAG_OFF(204),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    name: 'DELETE /api/teams/:teamId/invitations/:itemId',
    request: (f) => ({ method: 'DELETE', url: team(f, `/invitations/${f.invitationId}`) }),
    flagOn: MANAGER_DELETE,
    flagOff: FLAG_OFF(204),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    name: 'GET /api/team-invitations',
    request: () => ({ method: 'GET', url: '/api/team-invitations' }),
    flagOn: [401, 200, 200, 200, 200, 200],
    flagOff: FLAG_OFF(200),
  },
  {
    name: 'POST /api/team-invitations/:invitationId/accept',
    request: (f) => ({ method: 'POST', url: `/api/team-invitations/${f.invitationId}/accept` }),
    flagOn: INVITEE_ONLY(200),
    flagOff: INVITEE_FLAG_OFF,
  },
  {
    name: 'POST /api/team-invitations/:invitationId/decline',
    request: (f) => ({ method: 'POST', url: `/api/team-invitations/${f.invitationId}/decline` }),
    flagOn: INVITEE_ONLY(204),
    flagOff: INVITEE_FLAG_OFF,
  },
];

let t: TestApp;
const users = {} as Record<Exclude<Actor, 'anonymous'>, TestUser>;
const titleIds = { valorant: '', overwatch: '' };
/** The same coach and recruit in every fixture: each cell's team is new, and its rows with them (decision 028, session 21). */
let coachId: string;
let recruitId: string;

beforeAll(async () => {
  t = await createTestApp();
  users.stranger = await signUpUser(t.app);
  users.member = await signUpUser(t.app);
  users.owner = await signUpUser(t.app);
  users.yes_admin = await signUpWithRoles(t.app, ['yes_admin']);
  users.yes_developer = await signUpWithRoles(t.app, ['yes_developer']);
  titleIds.valorant = (await insertTitle(t.database.db, 'Valorant')).id;
  titleIds.overwatch = (await insertTitle(t.database.db, 'Overwatch')).id;
  coachId = (await insertUser(t.database.db, 'Matrix Coach')).id;
  recruitId = (await insertUser(t.database.db, 'Matrix Recruit')).id;
});
afterAll(async () => t.close());

/** A new team owned by the owner actor, the member actor on its general and Valorant rosters, the coach on its staff. */
async function freshTeam(tier: SubscriptionTier): Promise<Fixture> {
  const db = t.database.db;
  const row = await insertTeam(db, users.owner.id, { tier });
  const game = await insertGameProfile(db, row.id, titleIds.valorant);
  await insertMember(db, row.id, users.member.id);
  const memberRow = await insertMember(db, row.id, users.member.id, { gameProfileId: game.id, role: 'starter' });
  const staffRow = await insertStaff(db, row.id, coachId);
  const [invitation] = await db
    .insert(teamInvitations)
    .values({ teamId: row.id, kind: 'staff', role: 'analyst', inviteeUserId: users.member.id, invitedBy: users.owner.id })
    .returning({ id: teamInvitations.id });
  return {
    teamId: row.id,
    gameProfileId: game.id,
    memberRowId: memberRow.id,
    staffRowId: staffRow.id,
    recruitId,
    memberUserId: users.member.id,
    invitationId: invitation!.id,
  };
}

async function runMatrix(route: RouteCase, tier: SubscriptionTier, flag: 'on' | 'off') {
  const expected = flag === 'on' ? route.flagOn : route.flagOff;
  const mismatches: string[] = [];
  // A route that reads no fixture (`() => ...`) gets none; a read shares one team between the callers; a write gets a new team per caller.
  const reads = route.request.length === 0 ? null : route.name.startsWith('GET ') ? await freshTeam(tier) : undefined;
  for (const [index, actor] of ACTORS.entries()) {
    const fixture = reads === undefined ? await freshTeam(tier) : (reads ?? ({} as Fixture));
    const { method, url, payload } = route.request(fixture);
    const headers = actor === 'anonymous' ? {} : { cookie: users[actor].cookie };
    const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const want = expected[index]!;
    if (response.statusCode !== want) {
      mismatches.push(`${actor}: expected ${want}, got ${response.statusCode} ${response.body.slice(0, 160)}`);
      continue;
    }
    if (want === 403) {
      const message = flag === 'off' ? TEAM_TEXTS.featureUnavailable : route.forbidden;
      if (response.json().error.message !== message) mismatches.push(`${actor}: 403 message "${response.json().error.message}", expected "${message}"`);
    }
  }
  expect(mismatches, `${route.name} on a ${tier} team, flag ${flag}`).toEqual([]);
}

describe.each(['bronze', 'silver'] as const)('teams_management on, %s team', (tier) => {
  beforeAll(async () => setTeamsFlag(t.database.db, true));
  it.each(ROUTES.map((route) => [route.name, route] as const))('%s', async (_name, route) => runMatrix(route, tier, 'on'));
});

describe.each(['bronze', 'silver'] as const)('teams_management off, %s team: only admins and developers pass', (tier) => {
  beforeAll(async () => setTeamsFlag(t.database.db, false));
  it.each(ROUTES.map((route) => [route.name, route] as const))('%s', async (_name, route) => runMatrix(route, tier, 'off'));
});

it('the matrix covers every route teamRoutes registers', async () => {
  const registered: string[] = [];
  const bare = Fastify();
  bare.setValidatorCompiler(validatorCompiler);
  bare.setSerializerCompiler(serializerCompiler);
  bare.decorate('ctx', t.app.ctx);
  bare.decorate('rateLimits', t.app.rateLimits);
  bare.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
  });
  await bare.register(teamRoutes);
  await bare.ready();
  await bare.close();
  expect(ROUTES.map((route) => route.name).sort()).toEqual(registered.sort());
});
