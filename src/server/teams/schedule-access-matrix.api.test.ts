/**
 * The access matrix of every schedule route (spec 5, 6; issue point 9):
 * anonymous, a signed-in stranger, a team member (active player), the team
 * owner, yes_admin and yes_developer, on a bronze and a silver team, with
 * teams_management on and off. Each cell states the expected status and,
 * for refusals, the message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { NOT_SIGNED_IN } from '#server/auth/policies.ts';
import { teamAchievements, teamCalendarFeeds, teamRecruitingPosts } from '#server/db/schema/teams.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { hashCalendarToken } from './calendar-feed.ts';
import { addPlayer, hoursFromNow, insertPractice, insertTeam, insertTournament, setTeamsFlag } from './schedule-test-data.ts';

const WHO = ['anonymous', 'stranger', 'member', 'owner', 'yes_admin', 'yes_developer'] as const;
type Who = (typeof WHO)[number];
type Tier = 'bronze' | 'silver';
/** insider: managers and active players/staff; manager: owner, yes_admin, yes_developer; tier: manager plus silver or gold. */
type Rule = 'insider' | 'manager' | 'tournament' | 'analytics';

let t: TestApp;
const registered: string[] = [];
const users = {} as Record<Exclude<Who, 'anonymous'>, TestUser>;
const teamIds = {} as Record<Tier, string>;

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
    },
  });
  users.stranger = await signUpUser(t.app);
  users.member = await signUpUser(t.app);
  users.owner = await signUpUser(t.app);
  users.yes_admin = await signUpWithRoles(t.app, ['yes_admin']);
  users.yes_developer = await signUpWithRoles(t.app, ['yes_developer']);
  for (const tier of ['bronze', 'silver'] as const) {
    teamIds[tier] = (await insertTeam(t.database.db, users.owner.id, { tier })).id;
    await addPlayer(t.database.db, teamIds[tier], users.member.id);
  }
});
afterAll(async () => t.close());

type Send = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: Record<string, unknown> };
interface RouteCase {
  name: string;
  rule: Rule;
  ok: number;
  /** Creates what the request needs (a fresh row for each delete) and returns the request. */
  prepare(teamId: string): Promise<Send>;
}

const db = () => t.database.db;
const practiceId = async (teamId: string) => (await insertPractice(db(), teamId, { scheduledAt: hoursFromNow(72) })).id;
const tournamentId = async (teamId: string) => (await insertTournament(db(), teamId)).id;
const postId = async (teamId: string) =>
  (await db().insert(teamRecruitingPosts).values({ teamId, title: 'Post' }).returning())[0]!.id;
const achievementId = async (teamId: string) =>
  (await db().insert(teamAchievements).values({ teamId, title: 'Win', dateAchieved: '2026-01-01' }).returning())[0]!.id;

const practiceBody = { title: 'Matrix practice', scheduledAt: '2026-12-01T18:00:00Z', durationMinutes: 60 };
const tournamentBody = { name: 'Matrix cup', startDate: '2026-12-01' };
const base = (teamId: string) => `/api/teams/${teamId}`;

const ROUTES: RouteCase[] = [
  { name: 'POST practices', rule: 'manager', ok: 201, prepare: async (id) => ({ method: 'POST', url: `${base(id)}/practices`, payload: practiceBody }) },
  {
    name: 'PATCH practices/:itemId',
    rule: 'manager',
    ok: 200,
    prepare: async (id) => ({ method: 'PATCH', url: `${base(id)}/practices/${await practiceId(id)}`, payload: { title: 'New' } }),
  },
  { name: 'DELETE practices/:itemId', rule: 'manager', ok: 204, prepare: async (id) => ({ method: 'DELETE', url: `${base(id)}/practices/${await practiceId(id)}` }) },
  {
    name: 'GET practices/:itemId/attendance',
    rule: 'insider',
    ok: 200,
    prepare: async (id) => ({ method: 'GET', url: `${base(id)}/practices/${await practiceId(id)}/attendance` }),
  },
  {
    name: 'PUT practices/:itemId/attendance',
    rule: 'insider',
    ok: 200,
    prepare: async (id) => ({ method: 'PUT', url: `${base(id)}/practices/${await practiceId(id)}/attendance`, payload: { status: 'attending' } }),
  },
  {
    name: 'POST practices/:itemId/reminders',
    rule: 'manager',
    ok: 200,
    prepare: async (id) => ({ method: 'POST', url: `${base(id)}/practices/${await practiceId(id)}/reminders` }),
  },
  { name: 'POST tournaments', rule: 'tournament', ok: 201, prepare: async (id) => ({ method: 'POST', url: `${base(id)}/tournaments`, payload: tournamentBody }) },
  {
    name: 'PATCH tournaments/:itemId',
    rule: 'tournament',
    ok: 200,
    prepare: async (id) => ({ method: 'PATCH', url: `${base(id)}/tournaments/${await tournamentId(id)}`, payload: { placement: '1st' } }),
  },
  {
    name: 'DELETE tournaments/:itemId',
    rule: 'tournament',
    ok: 204,
    prepare: async (id) => ({ method: 'DELETE', url: `${base(id)}/tournaments/${await tournamentId(id)}` }),
  },
  { name: 'POST recruiting-posts', rule: 'manager', ok: 201, prepare: async (id) => ({ method: 'POST', url: `${base(id)}/recruiting-posts`, payload: { title: 'Need IGL' } }) },
  {
    name: 'PATCH recruiting-posts/:itemId',
    rule: 'manager',
    ok: 200,
    prepare: async (id) => ({ method: 'PATCH', url: `${base(id)}/recruiting-posts/${await postId(id)}`, payload: { isActive: false } }),
  },
  {
    name: 'DELETE recruiting-posts/:itemId',
    rule: 'manager',
    ok: 204,
    prepare: async (id) => ({ method: 'DELETE', url: `${base(id)}/recruiting-posts/${await postId(id)}` }),
  },
  {
    name: 'POST achievements',
    rule: 'manager',
    ok: 201,
    prepare: async (id) => ({ method: 'POST', url: `${base(id)}/achievements`, payload: { title: 'Champs', dateAchieved: '2026-02-02' } }),
  },
  {
    name: 'PATCH achievements/:itemId',
    rule: 'manager',
    ok: 200,
    prepare: async (id) => ({ method: 'PATCH', url: `${base(id)}/achievements/${await achievementId(id)}`, payload: { title: 'Renamed' } }),
  },
  {
    name: 'DELETE achievements/:itemId',
    rule: 'manager',
    ok: 204,
    prepare: async (id) => ({ method: 'DELETE', url: `${base(id)}/achievements/${await achievementId(id)}` }),
  },
  { name: 'GET calendar-feed', rule: 'insider', ok: 200, prepare: async (id) => ({ method: 'GET', url: `${base(id)}/calendar-feed` }) },
  { name: 'POST calendar-feed', rule: 'insider', ok: 200, prepare: async (id) => ({ method: 'POST', url: `${base(id)}/calendar-feed` }) },
  { name: 'DELETE calendar-feed', rule: 'insider', ok: 204, prepare: async (id) => ({ method: 'DELETE', url: `${base(id)}/calendar-feed` }) },
  { name: 'GET analytics', rule: 'analytics', ok: 200, prepare: async (id) => ({ method: 'GET', url: `${base(id)}/analytics` }) },
];

const TIER_TEXT: Partial<Record<Rule, string>> = {
  tournament: TEAM_TEXTS.tournamentTierRequired,
  analytics: TEAM_TEXTS.analyticsTierRequired,
};

/** [status, message of the refusal or null]. */
function expected(rule: Rule, ok: number, who: Who, tier: Tier, flagOn: boolean): [number, string | null] {
  if (who === 'anonymous') return [401, NOT_SIGNED_IN];
  const adminOrDeveloper = who === 'yes_admin' || who === 'yes_developer';
  if (!flagOn && !adminOrDeveloper) return [403, TEAM_TEXTS.featureUnavailable];
  if (who === 'stranger') return [403, rule === 'insider' ? TEAM_TEXTS.notInsider : TEAM_TEXTS.notManager];
  if (who === 'member') return rule === 'insider' ? [ok, null] : [403, TEAM_TEXTS.notManager];
  const tierText = TIER_TEXT[rule];
  if (tierText && tier === 'bronze') return [403, tierText];
  return [ok, null];
}

async function runMatrix(route: RouteCase, flagOn: boolean) {
  const mismatches: string[] = [];
  for (const tier of ['bronze', 'silver'] as const) {
    for (const who of WHO) {
      const request = await route.prepare(teamIds[tier]);
      const user = who === 'anonymous' ? null : users[who];
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        headers: user ? { cookie: user.cookie } : {},
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      const [status, message] = expected(route.rule, route.ok, who, tier, flagOn);
      const actualMessage = response.statusCode >= 400 ? (response.json().error?.message as string) : null;
      if (response.statusCode !== status || actualMessage !== message) {
        mismatches.push(`${tier} ${who}: expected ${status} ${message ?? ''}, got ${response.statusCode} ${actualMessage ?? ''}`);
      }
    }
  }
  return mismatches;
}

describe.each([
  ['on', true],
  ['off', false],
])('teams_management %s', (_label, flagOn) => {
  beforeAll(async () => setTeamsFlag(db(), flagOn));

  it.each(ROUTES.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    expect(await runMatrix(route, flagOn)).toEqual([]);
  });

  it('GET /api/calendar/:token.ics: the token decides; a stranger\'s or unknown token is 404', async () => {
    const results: Record<string, number> = {};
    for (const who of ['member', 'owner', 'yes_admin', 'yes_developer', 'stranger'] as const) {
      const token = `${who.replace('_', '-')}-token-${flagOn ? 'on' : 'off'}-0123456789abcdef`;
      // Written directly: a stranger cannot create a feed through the API.
      await db()
        .insert(teamCalendarFeeds)
        .values({ teamId: teamIds.bronze, userId: users[who].id, tokenHash: hashCalendarToken(token) })
        .onConflictDoUpdate({ target: [teamCalendarFeeds.teamId, teamCalendarFeeds.userId], set: { tokenHash: hashCalendarToken(token) } });
      results[who] = (await t.app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` })).statusCode;
    }
    results.unknown = (await t.app.inject({ method: 'GET', url: `/api/calendar/${'z'.repeat(43)}.ics` })).statusCode;
    expect(results).toEqual({
      member: flagOn ? 200 : 404,
      owner: flagOn ? 200 : 404,
      yes_admin: 200,
      yes_developer: 200,
      stranger: 404,
      unknown: 404,
    });
  });
});

it('covers every route the schedule plugin registers', () => {
  const schedulePaths = /^\w+ \/api\/teams\/:teamId\/(practices|tournaments|recruiting-posts|achievements|calendar-feed|analytics)/;
  const mine = registered.filter((name) => schedulePaths.test(name)).sort();
  const covered = ROUTES.map((route) => {
    const [method, path] = route.name.split(' ');
    return `${method} /api/teams/:teamId/${path}`;
  }).sort();
  expect(covered).toEqual(mine);
  expect(registered).toContain('GET /api/calendar/:token');
});
