/**
 * Who may use each guardian route (issue 11.5; docs/decisions/021): the
 * expected status for every kind of caller, each route on a fresh minor
 * (the accept route on a fresh invitation per caller). Refusals by anyone
 * unrelated to the player are 404 "Player not found", the answer for an
 * unknown id; the player and their guardian get 403 where only the other
 * may act. Platform admins act here as nobody special (the staff tool that
 * completes deletions is separate). Left out: POST
 * /api/guardian/invitations/sign-up, which takes no session (the token and
 * the invited address decide; guardian-invitation.api.test.ts).
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GUARDIAN_TEXTS, guardedPlayersResponseSchema } from '#shared/contracts/guardians.ts';
import { consentEvents, guardianLinks } from '#server/db/schema/guardians.ts';
import { makeMinor } from '#server/messaging/messaging-test-data.ts';
import { linkActiveGuardian, setProfile } from '#server/profiles/player-test-data.ts';
import { insertMember, insertTeam, insertUser } from '#server/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { newGuardianToken } from './guardian-invitation-token.ts';

const ACTORS = ['anonymous', 'stranger', 'player', 'guardian', 'other_guardian', 'recruiter', 'team_manager', 'other_manager', 'yes_admin'] as const;
type Actor = (typeof ACTORS)[number];
type Statuses = [number, number, number, number, number, number, number, number, number];

interface Fixture {
  playerId: string;
  /** The player's second guardian link, still invited (sent a day ago). */
  invitedLinkId: string;
  token: string;
}

interface RouteCase {
  name: string;
  request: (f: Fixture) => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
  expected: Statuses;
  /** A fresh fixture for each caller (the request consumes what it uses). */
  perCaller?: boolean;
}

// Columns:                        anon stranger player guardian other_g recruiter manager other_m admin
const PLAYER_OR_GUARDIAN = (ok: number): Statuses => [401, 404, ok, ok, 404, 404, 404, 404, 404];
const GUARDIAN_ONLY = (ok: number): Statuses => [401, 404, 403, ok, 404, 404, 404, 404, 404];
const PLAYER_ONLY = (ok: number): Statuses => [401, 404, ok, 403, 404, 404, 404, 404, 404];
const player = (f: Fixture, path: string) => `/api/players/${f.playerId}${path}`;

const ROUTES: RouteCase[] = [
  { name: 'GET /api/guardian/invitations/:token', request: (f) => ({ method: 'GET', url: `/api/guardian/invitations/${f.token}` }), expected: [200, 200, 200, 200, 200, 200, 200, 200, 200] },
  {
    name: 'POST /api/guardian/invitations/accept',
    request: (f) => ({ method: 'POST', url: '/api/guardian/invitations/accept', payload: { token: f.token } }),
    // The link is the key: any signed-in adult but the player.
    expected: [401, 200, 403, 200, 200, 200, 200, 200, 200],
    perCaller: true,
  },
  { name: 'GET /api/guardian/players', request: () => ({ method: 'GET', url: '/api/guardian/players' }), expected: [401, 200, 200, 200, 200, 200, 200, 200, 200] },
  {
    name: 'PUT /api/guardian/players/:userId/approval',
    request: (f) => ({ method: 'PUT', url: `/api/guardian/players/${f.playerId}/approval`, payload: { visibility: 'recruiters_only' } }),
    expected: GUARDIAN_ONLY(200),
  },
  { name: 'DELETE /api/guardian/players/:userId/approval', request: (f) => ({ method: 'DELETE', url: `/api/guardian/players/${f.playerId}/approval` }), expected: GUARDIAN_ONLY(200) },
  { name: 'GET /api/players/:userId/guardian-links', request: (f) => ({ method: 'GET', url: player(f, '/guardian-links') }), expected: PLAYER_ONLY(200) },
  {
    name: 'POST /api/players/:userId/guardian-links/:linkId/resend',
    request: (f) => ({ method: 'POST', url: player(f, `/guardian-links/${f.invitedLinkId}/resend`) }),
    expected: PLAYER_ONLY(200),
  },
  { name: 'GET /api/players/:userId/export', request: (f) => ({ method: 'GET', url: player(f, '/export') }), expected: PLAYER_OR_GUARDIAN(200) },
  { name: 'POST /api/players/:userId/deletion-request', request: (f) => ({ method: 'POST', url: player(f, '/deletion-request') }), expected: PLAYER_OR_GUARDIAN(200) },
];

let t: TestApp;
const users = {} as Record<Exclude<Actor, 'anonymous' | 'player'>, TestUser>;
let currentPlayer: TestUser;
let otherTeamId: string;

beforeAll(async () => {
  t = await createTestApp();
  users.stranger = await signUpUser(t.app);
  users.guardian = await signUpUser(t.app);
  users.other_guardian = await signUpUser(t.app);
  users.recruiter = await signUpWithRoles(t.app, ['programs_college_staff']);
  users.team_manager = await signUpUser(t.app);
  users.other_manager = await signUpUser(t.app);
  users.yes_admin = await signUpWithRoles(t.app, ['yes_admin']);
  const otherMinor = await insertUser(t.database.db, 'Other Minor');
  await makeMinor(t.database.db, otherMinor.id, 14);
  await linkActiveGuardian(t.database.db, otherMinor.id, users.other_guardian.id, users.other_guardian.email);
  otherTeamId = (await insertTeam(t.database.db, users.other_manager.id)).id;
  await insertMember(t.database.db, otherTeamId, otherMinor.id);
});
afterAll(async () => t.close());

/** A 15-year-old on the manager's team who finished setup, with an active guardian and a second link invited a day ago. */
async function freshPlayer(): Promise<Fixture> {
  const db = t.database.db;
  currentPlayer = await signUpUser(t.app);
  await makeMinor(db, currentPlayer.id, 15);
  await setProfile(db, currentPlayer.id, { setupCompletedAt: new Date() });
  await linkActiveGuardian(db, currentPlayer.id, users.guardian.id, users.guardian.email);
  const { token, tokenHash, expiresAt } = newGuardianToken();
  const dayAgo = new Date(Date.now() - 86_400_000);
  const [invited] = await db
    .insert(guardianLinks)
    .values({ playerUserId: currentPlayer.id, guardianEmail: `second.${currentPlayer.email}`, tokenHash, expiresAt, lastSentAt: dayAgo, sendCount: 1 })
    .returning();
  const team = await insertTeam(db, users.team_manager.id);
  await insertMember(db, team.id, currentPlayer.id);
  return { playerId: currentPlayer.id, invitedLinkId: invited!.id, token };
}

const cookieOf = (actor: Actor) => (actor === 'anonymous' ? {} : { cookie: actor === 'player' ? currentPlayer.cookie : users[actor].cookie });

it.each(ROUTES.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
  const before = await t.database.db.select().from(consentEvents).orderBy(asc(consentEvents.seq));
  let fixture = await freshPlayer();
  const mismatches: string[] = [];
  for (const [index, actor] of ACTORS.entries()) {
    if (route.perCaller && index > 0) fixture = await freshPlayer();
    const response = await t.app.inject({ ...route.request(fixture), headers: cookieOf(actor) });
    const expected = route.expected[index]!;
    if (response.statusCode !== expected) mismatches.push(`${actor}: ${response.statusCode} (expected ${expected}) ${response.body.slice(0, 120)}`);
    if (response.statusCode === 404) {
      const message = response.json().error.message;
      if (message !== GUARDIAN_TEXTS.playerNotFound && message !== GUARDIAN_TEXTS.invalidInvitation) mismatches.push(`${actor}: 404 says ${message}`);
    }
    if (route.name === 'GET /api/guardian/players' && response.statusCode === 200) {
      const listed = guardedPlayersResponseSchema.parse(response.json()).players.some((p) => p.userId === fixture.playerId);
      if (listed !== (actor === 'guardian')) mismatches.push(`${actor}: ${listed ? 'sees' : 'does not see'} the player`);
    }
  }
  expect(mismatches).toEqual([]);
  // The consent log only grows: every earlier row is still there, unchanged.
  const after = await t.database.db.select().from(consentEvents).orderBy(asc(consentEvents.seq));
  expect(after.slice(0, before.length)).toEqual(before);
});

it('refusals change nothing about the player', async () => {
  const fixture = await freshPlayer();
  const snapshot = async () => ({
    links: await t.database.db.select().from(guardianLinks).where(eq(guardianLinks.playerUserId, fixture.playerId)),
    events: await t.database.db.select().from(consentEvents).where(eq(consentEvents.playerUserId, fixture.playerId)),
  });
  const before = await snapshot();
  for (const route of ROUTES.filter((r) => !r.name.includes('/invitations/') && r.request(fixture).method !== 'GET')) {
    for (const actor of ['stranger', 'recruiter', 'team_manager', 'other_guardian', 'yes_admin'] as const) {
      const response = await t.app.inject({ ...route.request(fixture), headers: cookieOf(actor) });
      expect(response.statusCode, `${actor} ${route.name}`).toBe(404);
    }
  }
  expect(await snapshot()).toEqual(before);
});
