/**
 * Who may use each guardian route (issue 11.5; docs/decisions/021, 055; run
 * by guardian-access-matrix.api.test.ts): the expected status for every kind
 * of caller, each route on a fresh 15-year-old (`minor`, on `team_owner`'s
 * team, with an active guardian and a second link invited a day ago; the
 * accept route on a fresh invitation per caller). Refusals by anyone
 * unrelated to the minor (a stranger, another minor's guardian, a college's
 * staff, another team's owner, a platform admin) are 404 "Player not found",
 * the answer for an unknown id; the minor and their guardian get 403 where
 * only the other may act. Platform admins act here as nobody special (the
 * staff tool that completes deletions is separate). Left out: POST
 * /api/guardian/invitations/sign-up, which takes no session (the token and
 * the invited address decide; guardian-invitation.api.test.ts; its entry is
 * in account.matrix.ts). The consent log only grows, and a refused write
 * changes nothing of the minor's links and consent events (the runner).
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { GUARDIAN_TEXTS, guardedPlayersResponseSchema } from '#shared/contracts/guardians.ts';
import { defineAccessMatrix, type AccessMatrixEntry, type MatrixRequest, type Outcome, type RouteKey } from '#server/test/access-matrix.ts';

/** The standard callers this matrix uses, with its own: the guardian of another minor, the owner of another minor's team. */
export const GUARDIAN_ACTORS = ['anonymous', 'stranger', 'minor', 'guardian', 'other_guardian', 'college_staff', 'team_owner', 'other_team_owner', 'yes_admin'] as const;
export type GuardianActor = (typeof GUARDIAN_ACTORS)[number];

export interface GuardianFixture {
  /** The fresh minor. */
  playerId: string;
  /** The minor's second guardian link, still invited (sent a day ago). */
  invitedLinkId: string;
  /** That link's invitation token. */
  token: string;
  /** An upcoming practice of the minor's team (a guardian answers for the minor, docs/decisions/073). */
  practiceId: string;
  /** Fails when the consent log lost or changed a row it had when this cell began. */
  expectConsentLogKept(): Promise<void>;
}

/** The route whose request uses up its fixture (an invitation accepted): a fresh minor for each caller. */
export const FRESH_FIXTURE_PER_CALLER: ReadonlySet<RouteKey> = new Set<RouteKey>(['POST /api/guardian/invitations/accept']);

type Statuses = [number, number, number, number, number, number, number, number, number];
// Columns:                        anon stranger minor guardian other_g college_staff team_owner other_owner yes_admin
const PLAYER_OR_GUARDIAN = (ok: number): Statuses => [401, 404, ok, ok, 404, 404, 404, 404, 404];
const GUARDIAN_ONLY = (ok: number): Statuses => [401, 404, 403, ok, 404, 404, 404, 404, 404];
const PLAYER_ONLY = (ok: number): Statuses => [401, 404, ok, 403, 404, 404, 404, 404, 404];

function guardianRoute(
  route: RouteKey,
  request: (f: GuardianFixture) => MatrixRequest,
  statuses: Statuses,
  check?: (response: LightMyRequestResponse, caller: GuardianActor, f: GuardianFixture) => void,
): AccessMatrixEntry<GuardianActor, GuardianFixture> {
  const outcome = (status: number): Outcome<GuardianActor, GuardianFixture> => ({
    status,
    check: async (response, { caller, fixture }) => {
      // A 404 is the answer for an unknown player (or an invitation that does not open).
      if (status === 404) expect([GUARDIAN_TEXTS.playerNotFound, GUARDIAN_TEXTS.invalidInvitation]).toContain(response.json().error.message);
      check?.(response, caller, fixture);
      await fixture.expectConsentLogKept();
    },
  });
  return { route, request: async (f) => request(f), expect: Object.fromEntries(GUARDIAN_ACTORS.map((actor, index) => [actor, outcome(statuses[index]!)])) };
}

const player = (f: GuardianFixture, path: string) => `/api/players/${f.playerId}${path}`;

export const guardiansAccessMatrix = defineAccessMatrix<GuardianActor, GuardianFixture>({
  module: 'src/server/test/guardians/guardians.matrix.ts',
  entries: [
    guardianRoute('GET /api/guardian/invitations/:token', (f) => ({ params: { token: f.token } }), [200, 200, 200, 200, 200, 200, 200, 200, 200]),
    // The link is the key: any signed-in adult but the minor.
    guardianRoute('POST /api/guardian/invitations/accept', (f) => ({ payload: { token: f.token } }), [401, 200, 403, 200, 200, 200, 200, 200, 200]),
    guardianRoute('GET /api/guardian/players', () => ({}), [401, 200, 200, 200, 200, 200, 200, 200, 200], (response, caller, f) => {
      if (response.statusCode !== 200) return;
      const listed = guardedPlayersResponseSchema.parse(response.json()).players.some((p) => p.userId === f.playerId);
      expect(listed, 'the minor is listed to their guardian alone').toBe(caller === 'guardian');
    }),
    guardianRoute('PUT /api/guardian/players/:userId/approval', (f) => ({ params: { userId: f.playerId }, payload: { visibility: 'recruiters_only' } }), GUARDIAN_ONLY(200)),
    guardianRoute('DELETE /api/guardian/players/:userId/approval', (f) => ({ params: { userId: f.playerId } }), GUARDIAN_ONLY(200)),
    guardianRoute('GET /api/players/:userId/guardian-links', (f) => ({ url: player(f, '/guardian-links') }), PLAYER_ONLY(200)),
    guardianRoute('POST /api/players/:userId/guardian-links/:linkId/resend', (f) => ({ url: player(f, `/guardian-links/${f.invitedLinkId}/resend`) }), PLAYER_ONLY(200)),
    // A guardian answers practices for their minor (docs/decisions/073); these routes live in teams/practice-rsvp.routes.ts.
    guardianRoute('GET /api/guardian/players/:userId/practices', (f) => ({ params: { userId: f.playerId } }), GUARDIAN_ONLY(200), (response, caller) => {
      if (caller === 'guardian') expect(response.json().practices).toHaveLength(1);
    }),
    guardianRoute(
      'PUT /api/guardian/players/:userId/practices/:practiceId/attendance',
      (f) => ({ params: { userId: f.playerId, practiceId: f.practiceId }, payload: { status: 'attending' } }),
      GUARDIAN_ONLY(200),
    ),
    guardianRoute('GET /api/players/:userId/export', (f) => ({ url: player(f, '/export') }), PLAYER_OR_GUARDIAN(200)),
    guardianRoute('POST /api/players/:userId/deletion-request', (f) => ({ url: player(f, '/deletion-request') }), PLAYER_OR_GUARDIAN(200)),
  ],
});
