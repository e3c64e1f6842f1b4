/**
 * Who may use each route of the player's recruiting pages (issue 13.8,
 * docs/decisions/042, 055; run by player-recruiting-access-matrix.api.test.ts),
 * for one player and a caller of each kind: signed out, the player, another
 * player, the player's active guardian, a guardian whose link is only
 * invited, the staff of a program's college by role (admin, staff,
 * admissions), another college's admin and staff, and the three platform
 * roles. Readers: the player, the active guardian, platform staff; writers:
 * the player (other readers 403 "read only"). Everyone else signed in: 404
 * as for an unknown player, whatever the profile's visibility (it is public
 * here). Every refusal changes nothing (the runner's snapshot).
 */
import { expect } from 'vitest';
import { PLAYER_RECRUITING_TEXTS } from '#shared/contracts/player-recruiting.ts';
import { defineAccessMatrix, type AccessMatrixEntry, type MatrixRequest, type Outcome, type RouteKey } from '#server/test/access-matrix.ts';
import { RECRUITING_ACTORS } from '#server/test/recruiting-cast.ts';

/** The shared recruiting cast (recruiting-cast.ts) with this matrix's extra callers: another player, a guardian only invited. */
export const PLAYER_RECRUITING_ACTORS = [...RECRUITING_ACTORS, 'other_player', 'invited_guardian'] as const;
export type PlayerRecruitingActor = (typeof PLAYER_RECRUITING_ACTORS)[number];
export const PLAYER_RECRUITING_READERS: readonly PlayerRecruitingActor[] = ['player', 'guardian', 'yes_staff', 'yes_developer', 'yes_admin'];

export interface PlayerRecruitingFixture {
  playerSlug: string;
  collegeSlug: string;
  /** On the board since the start: what refused callers ask to remove. */
  boardProgramId: string;
  /** Not on the board nor in the pipeline: what refused callers ask to add. */
  spareProgramId: string;
  freshProgram(): Promise<string>;
  freshBoardItem(): Promise<string>;
  /** The player's board, by bucket. */
  boardOrder(): Promise<{ reach: string[]; fit: string[]; safety: string[] }>;
}

const NOT_FOUND: Outcome = { status: 404, check: (response) => expect(response.json().error.message).toBe(PLAYER_RECRUITING_TEXTS.notFound) };
const READ_ONLY: Outcome = { status: 403, check: (response) => expect(response.json().error.message).toBe(PLAYER_RECRUITING_TEXTS.readOnly) };

function playerRoute(
  route: RouteKey,
  request: (f: PlayerRecruitingFixture, actor: PlayerRecruitingActor) => Promise<MatrixRequest>,
  allowed: number,
  writers: 'player' | 'readers' | 'everyone',
): AccessMatrixEntry<PlayerRecruitingActor, PlayerRecruitingFixture> {
  const outcome = (actor: PlayerRecruitingActor): Outcome => {
    if (actor === 'anonymous') return 401;
    if (writers === 'everyone') return allowed;
    if (writers === 'readers') return PLAYER_RECRUITING_READERS.includes(actor) ? allowed : NOT_FOUND;
    if (actor === 'player') return allowed;
    return PLAYER_RECRUITING_READERS.includes(actor) ? READ_ONLY : NOT_FOUND;
  };
  return { route, request, expect: Object.fromEntries(PLAYER_RECRUITING_ACTORS.map((actor) => [actor, outcome(actor)])) };
}

export const playerRecruitingAccessMatrix = defineAccessMatrix<PlayerRecruitingActor, PlayerRecruitingFixture>({
  module: 'src/server/test/player-recruiting/player-recruiting.matrix.ts',
  entries: [
    playerRoute('GET /api/players/:slug/college-board', async (f) => ({ params: { slug: f.playerSlug } }), 200, 'readers'),
    playerRoute(
      'PUT /api/players/:slug/college-board/order',
      async (f) => {
        const order = await f.boardOrder();
        // The allowed call changes something: the whole fit group reversed.
        return { params: { slug: f.playerSlug }, payload: { ...order, fit: [...order.fit].reverse() } };
      },
      200,
      'player',
    ),
    playerRoute(
      'PUT /api/players/:slug/college-board/:programId',
      // A program of its own for the caller who may add it; refused callers ask for a shared one, which stays off the board.
      async (f, actor) => ({
        params: { slug: f.playerSlug, programId: actor === 'player' ? await f.freshProgram() : f.spareProgramId },
        payload: { bucket: 'reach', note: `Added by ${actor}` },
      }),
      200,
      'player',
    ),
    playerRoute(
      'DELETE /api/players/:slug/college-board/:programId',
      async (f, actor) => ({ params: { slug: f.playerSlug, programId: actor === 'player' ? await f.freshBoardItem() : f.boardProgramId } }),
      204,
      'player',
    ),
    playerRoute('GET /api/players/:slug/pipeline', async (f) => ({ params: { slug: f.playerSlug } }), 200, 'readers'),
    playerRoute(
      'PUT /api/players/:slug/pipeline/:programId',
      async (f, actor) => ({
        params: { slug: f.playerSlug, programId: actor === 'player' ? await f.freshProgram() : f.spareProgramId },
        payload: { stage: 'evaluating', note: `Set by ${actor}` },
      }),
      200,
      'player',
    ),
    playerRoute('GET /api/player-recruiting/programs', async (f) => ({ url: `/api/player-recruiting/programs?q=${encodeURIComponent(f.collegeSlug.slice(0, 6))}` }), 200, 'everyone'),
  ],
});
