/**
 * Access matrix of the team routes (teams.routes.ts, the invitation routes
 * of docs/decisions/015 included; docs/decisions/055; run by
 * teams-access-matrix.api.test.ts): spec section 6 for each
 * kind of caller, on a bronze and a silver team, with teams_management on
 * and off (one entry per route and condition). On an invitation route the
 * team_member caller is the invitee. Every 403 carries its message: the
 * rule's with the flag on, "currently unavailable" with it off. A write acts
 * on a new team for each caller; the callers of a read share one. The
 * schedule routes' matrix (schedule.matrix.ts) uses the same callers.
 */
import { expect } from 'vitest';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import type { SubscriptionTier } from '#shared/value-sets.ts';
import { defineAccessMatrix, type AccessMatrixEntry, type MatrixRequest, type Outcome, type RouteKey } from '#server/test/access-matrix.ts';

/** The callers of the team and schedule matrices, in the order they are tried. */
export const TEAM_CALLERS = ['anonymous', 'stranger', 'team_member', 'team_owner', 'yes_admin', 'yes_developer'] as const;
export type TeamCaller = (typeof TEAM_CALLERS)[number];

/** A team made for a cell: owned by the team_owner caller, the team_member caller on its general and Valorant rosters. */
export interface TeamRows {
  teamId: string;
  /** Its Valorant game profile. */
  gameProfileId: string;
  /** The team_member caller's row on the Valorant roster. */
  memberRowId: string;
  /** A coach's row on its staff. */
  staffRowId: string;
  /** Someone on no roster, to add. */
  recruitId: string;
  memberUserId: string;
  /** A pending staff invitation of the team_member caller (the invitee), made by the owner. */
  invitationId: string;
}

export interface TeamsFixture {
  /** Sets teams_management on or off (before the request is sent). */
  flag(on: boolean): Promise<void>;
  /** A team of that tier: one shared by the callers of a GET entry, a new one for each caller of a write. */
  team(tier: SubscriptionTier): Promise<TeamRows>;
  /** A title the team has no game profile of yet. */
  overwatchId: string;
}

/** Expected statuses in TEAM_CALLERS order: anonymous, stranger, team_member, team_owner, yes_admin, yes_developer. */
type Statuses = [number, number, number, number, number, number];

interface TeamRouteCase {
  route: RouteKey;
  /** `team` makes (or reuses) the cell's team: routes that act on no team never call it. */
  request: (team: () => Promise<TeamRows>, f: TeamsFixture) => Promise<MatrixRequest>;
  flagOn: Statuses;
  flagOff: Statuses;
  /** The message of a 403 with the flag on (stranger, member or owner as the rule applies). */
  forbidden?: string;
}

/** A request to `/api/teams/{the cell's team}{path}`. */
async function onTeam(team: () => Promise<TeamRows>, path: (rows: TeamRows) => string, payload?: (rows: TeamRows) => object): Promise<MatrixRequest> {
  const rows = await team();
  return { url: `/api/teams/${rows.teamId}${path(rows)}`, ...(payload ? { payload: payload(rows) } : {}) };
}

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

const TEAM_ROUTES: TeamRouteCase[] = [
  { route: 'GET /api/esports-titles', request: async () => ({}), flagOn: [200, 200, 200, 200, 200, 200], flagOff: [200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/teams', request: async () => ({ url: '/api/teams?type=college' }), flagOn: [200, 200, 200, 200, 200, 200], flagOff: [403, 403, 403, 403, 200, 200] },
  {
    route: 'POST /api/teams',
    request: async () => ({ payload: { name: 'Matrix Made', organizationType: 'pro_team' } }),
    flagOn: [401, 403, 403, 403, 201, 201],
    flagOff: FLAG_OFF(201),
    forbidden: TEAM_TEXTS.notTeamCreator,
  },
  // The public team page (docs/decisions/071): anyone while the flag is on; admins and developers with it off.
  { route: 'GET /api/teams/:teamId/page', request: (team) => onTeam(team, () => '/page'), flagOn: [200, 200, 200, 200, 200, 200], flagOff: [403, 403, 403, 403, 200, 200] },
  { route: 'GET /api/teams/:teamId/manage', request: (team) => onTeam(team, () => '/manage'), flagOn: [401, 403, 200, 200, 200, 200], flagOff: FLAG_OFF(200), forbidden: TEAM_TEXTS.notInsider },
  { route: 'PATCH /api/teams/:teamId', request: (team) => onTeam(team, () => '', () => ({ name: 'Renamed' })), flagOn: MANAGER_READ, flagOff: FLAG_OFF(200), forbidden: TEAM_TEXTS.notManager },
  {
    route: 'POST /api/teams/:teamId/transfer-ownership',
    request: (team) => onTeam(team, () => '/transfer-ownership', (rows) => ({ newOwnerUserId: rows.memberUserId })),
    flagOn: MANAGER_READ,
    flagOff: FLAG_OFF(200),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    route: 'POST /api/teams/:teamId/archive',
    request: (team) => onTeam(team, () => '/archive', () => ({ archived: true })),
    flagOn: MANAGER_READ,
    flagOff: FLAG_OFF(200),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    route: 'GET /api/teams/:teamId/user-search',
    request: (team) => onTeam(team, () => '/user-search?q=matrix&kind=member'),
    flagOn: MANAGER_READ,
    flagOff: FLAG_OFF(200),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    route: 'POST /api/teams/:teamId/game-profiles',
    request: (team, f) => onTeam(team, () => '/game-profiles', () => ({ esportsTitleId: f.overwatchId, playLevel: 'casual' })),
    flagOn: MANAGER_CREATE,
    flagOff: FLAG_OFF(201),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    route: 'DELETE /api/teams/:teamId/game-profiles/:itemId',
    request: (team) => onTeam(team, (rows) => `/game-profiles/${rows.gameProfileId}`),
    flagOn: MANAGER_DELETE,
    flagOff: FLAG_OFF(204),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    route: 'POST /api/teams/:teamId/members',
    request: (team) => onTeam(team, () => '/members', (rows) => ({ userId: rows.recruitId, role: 'player' })),
    flagOn: MANAGER_INVITE,
    flagOff: FLAG_OFF(202),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    route: 'PATCH /api/teams/:teamId/members/:itemId',
    request: (team) => onTeam(team, (rows) => `/members/${rows.memberRowId}`, () => ({ role: 'reserve' })),
    flagOn: MANAGER_READ,
    flagOff: FLAG_OFF(200),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    route: 'DELETE /api/teams/:teamId/members/:itemId',
    request: (team) => onTeam(team, (rows) => `/members/${rows.memberRowId}`),
    flagOn: MANAGER_DELETE,
    flagOff: FLAG_OFF(204),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    route: 'POST /api/teams/:teamId/staff',
    request: (team) => onTeam(team, () => '/staff', (rows) => ({ userId: rows.recruitId, role: 'analyst' })),
    flagOn: MANAGER_INVITE,
    flagOff: FLAG_OFF(202),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    route: 'PATCH /api/teams/:teamId/staff/:itemId',
    request: (team) => onTeam(team, (rows) => `/staff/${rows.staffRowId}`, () => ({ role: 'manager' })),
    flagOn: MANAGER_READ,
    flagOff: FLAG_OFF(200),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    route: 'DELETE /api/teams/:teamId/staff/:itemId',
    request: (team) => onTeam(team, (rows) => `/staff/${rows.staffRowId}`),
    flagOn: MANAGER_DELETE,
    flagOff: FLAG_OFF(204),
    forbidden: TEAM_TEXTS.notManager,
  },
  {
    route: 'DELETE /api/teams/:teamId/invitations/:itemId',
    request: (team) => onTeam(team, (rows) => `/invitations/${rows.invitationId}`),
    flagOn: MANAGER_DELETE,
    flagOff: FLAG_OFF(204),
    forbidden: TEAM_TEXTS.notManager,
  },
  { route: 'GET /api/team-invitations', request: async () => ({}), flagOn: [401, 200, 200, 200, 200, 200], flagOff: FLAG_OFF(200) },
  {
    route: 'POST /api/team-invitations/:invitationId/accept',
    request: async (team) => ({ params: { invitationId: (await team()).invitationId } }),
    flagOn: INVITEE_ONLY(200),
    flagOff: INVITEE_FLAG_OFF,
  },
  {
    route: 'POST /api/team-invitations/:invitationId/decline',
    request: async (team) => ({ params: { invitationId: (await team()).invitationId } }),
    flagOn: INVITEE_ONLY(204),
    flagOff: INVITEE_FLAG_OFF,
  },
];

/** A 403 must say why: the rule's message with the flag on, "currently unavailable" with it off. */
function refusedWith(message: string | undefined): Outcome<TeamCaller, TeamsFixture> {
  return { status: 403, check: (response) => expect(response.json().error.message, '403 message').toBe(message) };
}

function teamEntry(route: TeamRouteCase, tier: SubscriptionTier, flagOn: boolean): AccessMatrixEntry<TeamCaller, TeamsFixture> {
  const statuses = flagOn ? route.flagOn : route.flagOff;
  const message = flagOn ? route.forbidden : TEAM_TEXTS.featureUnavailable;
  return {
    route: route.route,
    label: `teams_management ${flagOn ? 'on' : 'off'}, ${tier} team`,
    request: async (f) => {
      await f.flag(flagOn);
      return route.request(() => f.team(tier), f);
    },
    expect: Object.fromEntries(TEAM_CALLERS.map((caller, index) => [caller, statuses[index] === 403 ? refusedWith(message) : statuses[index]!])),
  };
}

const CONDITIONS = [
  [true, 'bronze'],
  [true, 'silver'],
  [false, 'bronze'],
  [false, 'silver'],
] as const;

export const teamsAccessMatrix = defineAccessMatrix<TeamCaller, TeamsFixture>({
  module: 'src/server/test/teams/teams.matrix.ts',
  entries: CONDITIONS.flatMap(([flagOn, tier]) => TEAM_ROUTES.map((route) => teamEntry(route, tier, flagOn))),
});
