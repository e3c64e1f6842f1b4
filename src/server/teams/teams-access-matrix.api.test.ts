/**
 * Runs the team routes' access matrix (teams.matrix.ts: every route of
 * teams.routes.ts on a bronze and a silver team, teams_management on and
 * off) on one app and the standard cast of callers (matrix-cast.ts). Each
 * write acts on a new team of the cast's team_owner with the team_member on
 * its rosters and invited to its staff; the callers of a read share one.
 */
import { afterAll, beforeAll } from 'vitest';
import type { SubscriptionTier } from '#shared/value-sets.ts';
import { teamInvitations } from '#server/db/schema/teams.ts';
import { describeAccessMatrix, type AccessMatrixEntry } from '#server/test/access-matrix.ts';
import { openMatrixCast, type MatrixCast } from '#server/test/matrix-cast.ts';
import { insertGameProfile, insertMember, insertStaff, insertTeam, insertTitle, insertUser, setTeamsFlag } from '../test/teams/team-test-data.ts';
import { TEAM_CALLERS, teamsAccessMatrix, type TeamCaller, type TeamRows, type TeamsFixture } from '../test/teams/teams.matrix.ts';

let cast: MatrixCast;
const titleIds = { valorant: '', overwatch: '' };
/** The same coach and recruit in every team: each cell's team is new, and its rows with them (decision 028, session 21). */
let coachId: string;
let recruitId: string;
/** teams_management as last set (openMatrixCast turns it on). */
let flagOn = true;

beforeAll(async () => {
  cast = await openMatrixCast();
  const { db } = cast.t.app.ctx;
  titleIds.valorant = (await insertTitle(db, 'Valorant')).id;
  titleIds.overwatch = (await insertTitle(db, 'Overwatch')).id;
  coachId = (await insertUser(db, 'Matrix Coach')).id;
  recruitId = (await insertUser(db, 'Matrix Recruit')).id;
});
afterAll(async () => cast.t.close());

/** A new team owned by team_owner, team_member on its general and Valorant rosters and invited to its staff, the coach on its staff. */
async function freshTeam(tier: SubscriptionTier): Promise<TeamRows> {
  const { db } = cast.t.app.ctx;
  const { team_owner: owner, team_member: member } = cast.users;
  const row = await insertTeam(db, owner.id, { tier });
  const game = await insertGameProfile(db, row.id, titleIds.valorant);
  await insertMember(db, row.id, member.id);
  const memberRow = await insertMember(db, row.id, member.id, { gameProfileId: game.id, role: 'starter' });
  const staffRow = await insertStaff(db, row.id, coachId);
  const [invitation] = await db
    .insert(teamInvitations)
    .values({ teamId: row.id, kind: 'staff', role: 'analyst', inviteeUserId: member.id, invitedBy: owner.id })
    .returning({ id: teamInvitations.id });
  return { teamId: row.id, gameProfileId: game.id, memberRowId: memberRow.id, staffRowId: staffRow.id, recruitId, memberUserId: member.id, invitationId: invitation!.id };
}

/** The team the callers of a GET entry share. */
const readTeams = new Map<AccessMatrixEntry<TeamCaller, TeamsFixture>, Promise<TeamRows>>();

describeAccessMatrix(teamsAccessMatrix, {
  app: () => cast.t.app,
  cookie: (caller) => (caller === 'anonymous' ? undefined : cast.users[caller].cookie),
  callers: TEAM_CALLERS,
  fixture: (entry) => ({
    overwatchId: titleIds.overwatch,
    async flag(on) {
      if (on !== flagOn) await setTeamsFlag(cast.t.app.ctx.db, on);
      flagOn = on;
    },
    team(tier) {
      if (!entry.route.startsWith('GET ')) return freshTeam(tier);
      if (!readTeams.has(entry)) readTeams.set(entry, freshTeam(tier));
      return readTeams.get(entry)!;
    },
  }),
});
