/**
 * Runs the matchmaking access matrix (matchmaking.matrix.ts, docs/decisions/047):
 * twelve kinds of caller with a game profile each, a team with a post, other
 * teams to propose to and be proposed by, players to invite, and a program
 * with a recruitable player per caller. Refused calls change nothing: no row
 * inserted, updated or deleted (row digests, not counts).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { recruitingPostApplications, scrimProposals } from '#server/db/schema/matchmaking.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import { teamRecruitingPosts } from '#server/db/schema/teams.ts';
import { rowsOf } from '#server/db/sql.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { addGameProfile, tierOf } from '#server/test/profiles/player-test-data.ts';
import { insertTwoColleges, recruitingRoleGrants, signUpRoleCast } from '#server/test/role-cast.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { insertGameProfile, insertTeam, insertUser, setTeamsFlag } from '#server/test/teams/team-test-data.ts';
import type { TestUser } from '#server/test/test-users.ts';
import {
  MATCHMAKING_ACTORS,
  MATCHMAKING_MANAGERS,
  matchmakingAccessMatrix,
  type MatchmakingActor,
  type MatchmakingFixture,
} from '../test/matchmaking/matchmaking.matrix.ts';

let t: TestApp;
let users: Record<Exclude<MatchmakingActor, 'anonymous'>, TestUser>;
let fixture: MatchmakingFixture;

/** A published profile open to `openTo`, at Valorant Gold 1. */
async function openPlayer(name: string, visibility: 'public' | 'recruiters_only', openTo: 'looking_for_team' | 'college_recruiting', birthDate: string) {
  const db = t.database.db;
  const player = await insertUser(db, name);
  await db.update(userProfiles).set({ isPublished: true, visibility, openTo: [openTo], birthDate }).where(eq(userProfiles.userId, player.id));
  await addGameProfile(db, player.id, 'valorant', 'Gold 1');
  return player.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await setTeamsFlag(db, true);
  const [college, other] = await insertTwoColleges(db, ['mm-matrix-college', 'Matchmaking Matrix College'], ['mm-matrix-other', 'Matchmaking Matrix Other']);
  users = await signUpRoleCast(t.app, db, { player: [], team_owner: [], ...recruitingRoleGrants(college, other) });
  const valorantId = (await tierOf(db, 'valorant', 'Gold 1')).titleId;
  const team = await insertTeam(db, users.team_owner.id, { name: 'Matrix Team' });
  await insertGameProfile(db, team.id, valorantId);
  const [post] = await db.insert(teamRecruitingPosts).values({ teamId: team.id, title: 'Matrix post', esportsTitleId: valorantId }).returning();
  const otherTeams: string[] = [];
  for (let i = 0; i < 2 * MATCHMAKING_MANAGERS.length; i += 1) {
    const ownerOf = await insertUser(db, `Other Owner ${i}`);
    const otherTeam = await insertTeam(db, ownerOf.id, { name: `Other Team ${i}` });
    await insertGameProfile(db, otherTeam.id, valorantId);
    otherTeams.push(otherTeam.id);
  }
  const targets: string[] = [];
  for (let i = 0; i < MATCHMAKING_MANAGERS.length; i += 1) targets.push(await openPlayer(`Target ${i}`, 'public', 'looking_for_team', '1999-01-01'));
  const [program] = await rowsOf<{ id: string }>(
    db,
    sql`insert into college_programs (college_id, esports_title_id, level, roster_size, open_spots) values (${college}, ${valorantId}, 'varsity', 10, 2) returning id`,
  );
  const collegeTargets = {} as Record<MatchmakingActor, string>;
  for (const actor of MATCHMAKING_ACTORS) collegeTargets[actor] = await openPlayer(`College Target ${actor}`, 'recruiters_only', 'college_recruiting', '2000-01-01');
  const applications: string[] = [];
  for (let i = 0; i < MATCHMAKING_MANAGERS.length; i += 1) {
    const applicant = await openPlayer(`Applicant ${i}`, 'public', 'looking_for_team', '1998-01-01');
    const [application] = await db.insert(recruitingPostApplications).values({ postId: post!.id, applicantUserId: applicant }).returning();
    applications.push(application!.id);
  }
  fixture = { teamId: team.id, postId: post!.id, programId: program!.id, valorantId, otherTeams, targets, collegeTargets, applications };
});
afterAll(async () => t.close());

/** Every table's row versions but the throttle's counters and the sessions' last-seen times (a refused update shows here too). */
async function digests() {
  const { rate_limits: _counters, sessions: _sessions, ...rest } = await tableDigests(t.app.ctx.db);
  return rest;
}

/** The answer route gets a pending proposal to the team, fresh per caller (the last one removed first, answered or not). */
async function incomingProposal(actor: MatchmakingActor): Promise<string> {
  const db = t.database.db;
  if (fixture.incomingProposalId) await db.delete(scrimProposals).where(eq(scrimProposals.id, fixture.incomingProposalId));
  const [incoming] = await db
    .insert(scrimProposals)
    .values({
      fromTeamId: fixture.otherTeams[2 * Math.max(MATCHMAKING_MANAGERS.indexOf(actor), 0) + 1]!,
      toTeamId: fixture.teamId,
      esportsTitleId: fixture.valorantId,
      scheduledAt: new Date(Date.now() + 86_400_000),
      status: 'pending',
    })
    .returning();
  return incoming!.id;
}

describeAccessMatrix(matchmakingAccessMatrix, {
  app: () => t.app,
  cookie: (actor) => (actor === 'anonymous' ? undefined : users[actor].cookie),
  fixture: async (entry, actor) => {
    if (entry.route.endsWith('/:proposalId/:answer')) fixture.incomingProposalId = await incomingProposal(actor);
    return fixture;
  },
  callers: MATCHMAKING_ACTORS,
  unchanged: { snapshot: digests, when: (status) => status >= 400 },
});
