/**
 * Access matrix of the schedule routes (schedule.routes.ts; spec 5, 6;
 * docs/decisions/055; run by schedule-access-matrix.api.test.ts): anonymous,
 * a signed-in stranger, a team member (an active player), the team owner,
 * yes_admin and yes_developer, on a bronze and a silver team, with
 * teams_management on and off (one entry per route and condition). Every
 * refusal carries its message. Each cell acts on a fresh row (a practice, a
 * tournament, a post, an achievement) of the condition's team.
 *
 * A calendar feed's .ics address is its credential: with the flag on, a
 * member's and the owner's feed read; with it off only admins' and
 * developers' do; a stranger's (on no roster) and an unknown one are 404.
 */
import { expect } from 'vitest';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { NOT_SIGNED_IN } from '#server/auth/policies.ts';
import { defineAccessMatrix, type AccessMatrixEntry, type MatrixRequest, type Outcome, type RouteKey } from '#server/test/access-matrix.ts';
import { TEAM_CALLERS, type TeamCaller } from './teams.matrix.ts';

type Tier = 'bronze' | 'silver';
/** insider: managers and active players/staff; manager: owner, yes_admin, yes_developer; tournament, analytics: managers of a silver or gold team. */
type Rule = 'insider' | 'manager' | 'tournament' | 'analytics';

export interface ScheduleFixture {
  /** Sets teams_management on or off (before the request is sent). */
  flag(on: boolean): Promise<void>;
  /** The team of that tier: the team_owner caller's, the team_member caller an active player on it. */
  teamId(tier: Tier): string;
  /** A fresh row of the team's, to change or delete. */
  practiceId(teamId: string): Promise<string>;
  tournamentId(teamId: string): Promise<string>;
  postId(teamId: string): Promise<string>;
  achievementId(teamId: string): Promise<string>;
  /** The .ics name of a calendar feed of `owner`'s on the bronze team with this token (written directly: a stranger cannot create one through the API). */
  feed(owner: Exclude<TeamCaller, 'anonymous'>, token: string): Promise<string>;
}

interface ScheduleRouteCase {
  route: RouteKey;
  rule: Rule;
  ok: number;
  /** The request on that team (a fresh row for each change or delete). */
  request(f: ScheduleFixture, teamId: string): Promise<MatrixRequest>;
}

const practiceBody = { title: 'Matrix practice', scheduledAt: '2026-12-01T18:00:00Z', durationMinutes: 60 };
const tournamentBody = { name: 'Matrix cup', startDate: '2026-12-01' };

const SCHEDULE_ROUTES: ScheduleRouteCase[] = [
  // The manage screen's further pages of practices and tournaments (docs/decisions/084): whoever may read the screen.
  {
    route: 'GET /api/teams/:teamId/practices',
    rule: 'insider',
    ok: 200,
    request: async (_f, teamId) => ({ url: `/api/teams/${teamId}/practices?scope=past` }),
  },
  { route: 'POST /api/teams/:teamId/practices', rule: 'manager', ok: 201, request: async (_f, teamId) => ({ params: { teamId }, payload: practiceBody }) },
  {
    route: 'POST /api/teams/:teamId/practice-series',
    rule: 'manager',
    ok: 201,
    request: async (_f, teamId) => ({ params: { teamId }, payload: { ...practiceBody, weekdays: [2, 4], untilDate: '2026-12-10', timeZone: 'UTC' } }),
  },
  {
    route: 'PATCH /api/teams/:teamId/practices/:itemId',
    rule: 'manager',
    ok: 200,
    request: async (f, teamId) => ({ params: { teamId, itemId: await f.practiceId(teamId) }, payload: { title: 'New' } }),
  },
  { route: 'DELETE /api/teams/:teamId/practices/:itemId', rule: 'manager', ok: 204, request: async (f, teamId) => ({ params: { teamId, itemId: await f.practiceId(teamId) } }) },
  {
    route: 'GET /api/teams/:teamId/practices/:itemId/attendance',
    rule: 'insider',
    ok: 200,
    request: async (f, teamId) => ({ params: { teamId, itemId: await f.practiceId(teamId) } }),
  },
  {
    route: 'PUT /api/teams/:teamId/practices/:itemId/attendance',
    rule: 'insider',
    ok: 200,
    request: async (f, teamId) => ({ params: { teamId, itemId: await f.practiceId(teamId) }, payload: { status: 'attending' } }),
  },
  {
    route: 'POST /api/teams/:teamId/practices/:itemId/reminders',
    rule: 'manager',
    ok: 200,
    request: async (f, teamId) => ({ params: { teamId, itemId: await f.practiceId(teamId) } }),
  },
  { route: 'GET /api/teams/:teamId/tournaments', rule: 'insider', ok: 200, request: async (_f, teamId) => ({ params: { teamId } }) },
  { route: 'POST /api/teams/:teamId/tournaments', rule: 'tournament', ok: 201, request: async (_f, teamId) => ({ params: { teamId }, payload: tournamentBody }) },
  {
    route: 'PATCH /api/teams/:teamId/tournaments/:itemId',
    rule: 'tournament',
    ok: 200,
    request: async (f, teamId) => ({ params: { teamId, itemId: await f.tournamentId(teamId) }, payload: { placement: '1st' } }),
  },
  {
    route: 'DELETE /api/teams/:teamId/tournaments/:itemId',
    rule: 'tournament',
    ok: 204,
    request: async (f, teamId) => ({ params: { teamId, itemId: await f.tournamentId(teamId) } }),
  },
  { route: 'POST /api/teams/:teamId/recruiting-posts', rule: 'manager', ok: 201, request: async (_f, teamId) => ({ params: { teamId }, payload: { title: 'Need IGL' } }) },
  {
    route: 'PATCH /api/teams/:teamId/recruiting-posts/:itemId',
    rule: 'manager',
    ok: 200,
    request: async (f, teamId) => ({ params: { teamId, itemId: await f.postId(teamId) }, payload: { isActive: false } }),
  },
  {
    route: 'DELETE /api/teams/:teamId/recruiting-posts/:itemId',
    rule: 'manager',
    ok: 204,
    request: async (f, teamId) => ({ params: { teamId, itemId: await f.postId(teamId) } }),
  },
  {
    route: 'POST /api/teams/:teamId/achievements',
    rule: 'manager',
    ok: 201,
    request: async (_f, teamId) => ({ params: { teamId }, payload: { title: 'Champs', dateAchieved: '2026-02-02' } }),
  },
  {
    route: 'PATCH /api/teams/:teamId/achievements/:itemId',
    rule: 'manager',
    ok: 200,
    request: async (f, teamId) => ({ params: { teamId, itemId: await f.achievementId(teamId) }, payload: { title: 'Renamed' } }),
  },
  {
    route: 'DELETE /api/teams/:teamId/achievements/:itemId',
    rule: 'manager',
    ok: 204,
    request: async (f, teamId) => ({ params: { teamId, itemId: await f.achievementId(teamId) } }),
  },
  { route: 'GET /api/teams/:teamId/calendar-feed', rule: 'insider', ok: 200, request: async (_f, teamId) => ({ params: { teamId } }) },
  { route: 'POST /api/teams/:teamId/calendar-feed', rule: 'insider', ok: 200, request: async (_f, teamId) => ({ params: { teamId } }) },
  { route: 'DELETE /api/teams/:teamId/calendar-feed', rule: 'insider', ok: 204, request: async (_f, teamId) => ({ params: { teamId } }) },
  { route: 'GET /api/teams/:teamId/analytics', rule: 'analytics', ok: 200, request: async (_f, teamId) => ({ params: { teamId } }) },
];

const TIER_TEXT: Partial<Record<Rule, string>> = {
  tournament: TEAM_TEXTS.tournamentTierRequired,
  analytics: TEAM_TEXTS.analyticsTierRequired,
};

/** [status, message of the refusal or null]. */
function expected(rule: Rule, ok: number, who: TeamCaller, tier: Tier, flagOn: boolean): [number, string | null] {
  if (who === 'anonymous') return [401, NOT_SIGNED_IN];
  const adminOrDeveloper = who === 'yes_admin' || who === 'yes_developer';
  if (!flagOn && !adminOrDeveloper) return [403, TEAM_TEXTS.featureUnavailable];
  if (who === 'stranger') return [403, rule === 'insider' ? TEAM_TEXTS.notInsider : TEAM_TEXTS.notManager];
  if (who === 'team_member') return rule === 'insider' ? [ok, null] : [403, TEAM_TEXTS.notManager];
  const tierText = TIER_TEXT[rule];
  if (tierText && tier === 'bronze') return [403, tierText];
  return [ok, null];
}

function outcome(status: number, message: string | null): Outcome<TeamCaller, ScheduleFixture> {
  if (message === null) return status;
  return { status, check: (response) => expect(response.json().error?.message, `${status} message`).toBe(message) };
}

const flagLabel = (flagOn: boolean) => `teams_management ${flagOn ? 'on' : 'off'}`;

function scheduleEntry(route: ScheduleRouteCase, tier: Tier, flagOn: boolean): AccessMatrixEntry<TeamCaller, ScheduleFixture> {
  return {
    route: route.route,
    label: `${flagLabel(flagOn)}, ${tier} team`,
    request: async (f) => {
      await f.flag(flagOn);
      return route.request(f, f.teamId(tier));
    },
    expect: Object.fromEntries(TEAM_CALLERS.map((who) => [who, outcome(...expected(route.rule, route.ok, who, tier, flagOn))])),
  };
}

/** The feed of `owner`'s, fetched signed out and by its owner: the token decides. */
function feedEntry(owner: Exclude<TeamCaller, 'anonymous'>, flagOn: boolean): AccessMatrixEntry<TeamCaller, ScheduleFixture> {
  const reads = owner === 'yes_admin' || owner === 'yes_developer' || (flagOn && (owner === 'team_member' || owner === 'team_owner'));
  const status = reads ? 200 : 404;
  return {
    route: 'GET /api/calendar/:token',
    label: `the feed of the ${owner}, ${flagLabel(flagOn)}`,
    request: async (f) => {
      await f.flag(flagOn);
      return { params: { token: await f.feed(owner, `${owner.replaceAll('_', '-')}-token-${flagOn ? 'on' : 'off'}-0123456789abcdef`) } };
    },
    expect: { anonymous: status, [owner]: status },
  };
}

const FEED_OWNERS = ['team_member', 'team_owner', 'yes_admin', 'yes_developer', 'stranger'] as const;

export const scheduleAccessMatrix = defineAccessMatrix<TeamCaller, ScheduleFixture>({
  module: 'src/server/test/teams/schedule.matrix.ts',
  entries: [true, false].flatMap((flagOn) => [
    ...SCHEDULE_ROUTES.flatMap((route) => (['bronze', 'silver'] as const).map((tier) => scheduleEntry(route, tier, flagOn))),
    ...FEED_OWNERS.map((owner) => feedEntry(owner, flagOn)),
    {
      route: 'GET /api/calendar/:token',
      label: `an unknown feed, ${flagLabel(flagOn)}`,
      request: async (f) => {
        await f.flag(flagOn);
        return { params: { token: `${'z'.repeat(43)}.ics` } };
      },
      expect: { anonymous: 404, stranger: 404 },
    },
  ]),
});
