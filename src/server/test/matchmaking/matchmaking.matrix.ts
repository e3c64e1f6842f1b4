/**
 * Who may use each matchmaking route (docs/decisions/047, 055; run by
 * matchmaking-access-matrix.api.test.ts). "Find a team" and applying:
 * player-type accounts (canHaveCollegeMatch: players and platform staff;
 * recruiters, parents and guardians 403). A team's side (applications, Find
 * players, tryout invitations, Find scrims, scrim proposals): the team's
 * managers (owner, yes_admin; yes_staff and everyone else 403); inviting an
 * applicant to the roster (docs/decisions/071) too. A program's
 * side (Find players for college staff, Invite to tryout into the pipeline):
 * "can view a program" of its college (its admin and staff, platform staff);
 * everyone else, admissions and another college's staff included, 404.
 * Signed out: 401 before any input is read. Refused calls change nothing
 * (the runner's row digests).
 */
import { expect } from 'vitest';
import { defineAccessMatrix, type Outcome } from '#server/test/access-matrix.ts';
import { RECRUITING_ROLES } from '#server/test/role-cast.ts';

export const MATCHMAKING_ACTORS = ['anonymous', 'player', 'team_owner', ...RECRUITING_ROLES] as const;
export type MatchmakingActor = (typeof MATCHMAKING_ACTORS)[number];

export interface MatchmakingFixture {
  teamId: string;
  postId: string;
  programId: string;
  valorantId: string;
  /** Two other teams per manager: [2i] to propose to, [2i + 1] proposing to us. */
  otherTeams: string[];
  /** A player looking for a team per manager, to invite to a tryout. */
  targets: string[];
  /** A player open to college recruiting per actor (each allowed invitation adds its own). */
  collegeTargets: Record<MatchmakingActor, string>;
  /** An application to the post per manager, to invite to the roster (docs/decisions/071). */
  applications: string[];
  /** A pending proposal to the team, fresh per cell (the answer route only). */
  incomingProposalId?: string;
}

const PLAYER_TYPE: readonly MatchmakingActor[] = ['player', 'team_owner', 'yes_staff', 'yes_admin'];
export const MATCHMAKING_MANAGERS: readonly MatchmakingActor[] = ['team_owner', 'yes_admin'];
const PROGRAM_VIEWERS: readonly MatchmakingActor[] = ['college_admin', 'college_staff', 'yes_staff', 'yes_admin'];

type Expected = Partial<Record<MatchmakingActor, Outcome<MatchmakingActor, MatchmakingFixture>>>;
/** Signed out 401; `allowed` get `ok`, the others `denied`. */
const only = (allowed: readonly MatchmakingActor[], ok: number | ((actor: MatchmakingActor) => number), denied = 403): Expected =>
  Object.fromEntries(
    MATCHMAKING_ACTORS.map((actor) => [actor, actor === 'anonymous' ? 401 : allowed.includes(actor) ? (typeof ok === 'number' ? ok : ok(actor)) : denied]),
  );
/** The manager's own slot in the per-manager rows (the first for everyone else, who is refused anyway). */
const slot = (actor: MatchmakingActor) => Math.max(MATCHMAKING_MANAGERS.indexOf(actor), 0);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

export const matchmakingAccessMatrix = defineAccessMatrix<MatchmakingActor, MatchmakingFixture>({
  module: 'src/server/test/matchmaking/matchmaking.matrix.ts',
  entries: [
    // Find a team and applying: player-type accounts (the owner may not apply to their own team: 409).
    { route: 'GET /api/matchmaking/teams', expect: only(PLAYER_TYPE, 200) },
    {
      route: 'POST /api/matchmaking/posts/:postId/applications',
      request: (f) => ({ params: { postId: f.postId }, payload: {} }),
      expect: only(PLAYER_TYPE, (actor) => (actor === 'team_owner' ? 409 : 201)),
    },
    // A team's side: its managers.
    { route: 'GET /api/teams/:teamId/recruiting-applications', request: (f) => ({ params: { teamId: f.teamId } }), expect: only(MATCHMAKING_MANAGERS, 200) },
    {
      route: 'POST /api/teams/:teamId/recruiting-applications/:itemId/invite',
      request: (f, actor) => ({ params: { teamId: f.teamId, itemId: f.applications[slot(actor)]! } }),
      expect: only(MATCHMAKING_MANAGERS, 202),
    },
    {
      route: 'GET /api/matchmaking/players',
      request: (f) => ({ url: `/api/matchmaking/players?team=${f.teamId}&post=${f.postId}` }),
      expect: only(MATCHMAKING_MANAGERS, 200),
    },
    { route: 'GET /api/matchmaking/scrims', request: (f) => ({ url: `/api/matchmaking/scrims?team=${f.teamId}` }), expect: only(MATCHMAKING_MANAGERS, 200) },
    {
      route: 'GET /api/matchmaking/teams/:teamId/scrim-proposals',
      request: (f) => ({ params: { teamId: f.teamId } }),
      expect: only(MATCHMAKING_MANAGERS, 200),
    },
    {
      route: 'GET /api/matchmaking/my-teams',
      // Any signed-in caller: the teams they manage (the owner one, everyone else none).
      expect: Object.fromEntries(
        MATCHMAKING_ACTORS.map((actor) => [
          actor,
          actor === 'anonymous'
            ? 401
            : { status: 200, check: (response) => expect((response.json() as { teams: unknown[] }).teams).toHaveLength(actor === 'team_owner' ? 1 : 0) },
        ]),
      ),
    },
    {
      route: 'POST /api/matchmaking/teams/:teamId/tryout-invitations',
      request: (f, actor) => ({ params: { teamId: f.teamId }, payload: { playerUserId: f.targets[slot(actor)], postId: f.postId } }),
      expect: only(MATCHMAKING_MANAGERS, 201),
    },
    {
      route: 'POST /api/matchmaking/teams/:teamId/scrim-proposals',
      request: (f, actor) => ({
        params: { teamId: f.teamId },
        payload: { toTeamId: f.otherTeams[2 * slot(actor)], titleId: f.valorantId, scheduledAt: tomorrow() },
      }),
      expect: only(MATCHMAKING_MANAGERS, 201),
    },
    {
      route: 'POST /api/matchmaking/teams/:teamId/scrim-proposals/:proposalId/:answer',
      request: (f) => ({ params: { teamId: f.teamId, proposalId: f.incomingProposalId!, answer: 'accept' } }),
      expect: only(MATCHMAKING_MANAGERS, 200),
    },
    // A program's side: who can view the program (everyone else 404, as for a program that is not there).
    {
      route: 'GET /api/matchmaking/programs/:programId/players',
      request: (f) => ({ params: { programId: f.programId } }),
      expect: only(PROGRAM_VIEWERS, 200, 404),
    },
    {
      route: 'POST /api/matchmaking/programs/:programId/tryout-invitations',
      request: (f, actor) => ({ params: { programId: f.programId }, payload: { playerUserId: f.collegeTargets[actor] } }),
      expect: only(PROGRAM_VIEWERS, 201, 404),
    },
  ],
});
