/**
 * GET /api/home (issue 26.2, docs/decisions/068): the access matrix, and
 * what each kind of user's home holds: a player's completeness, next
 * steps, teams, practices with their answer, messages, matches and
 * deadlines; a guardian's players and what waits for approval; a team
 * owner's teams; college staff's college. Nothing of anyone else.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeResponseSchema, type HomeResponse } from '#shared/contracts/home.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { signUpScoped } from '#server/test/colleges/college-staff-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { homeAccessMatrix, type HomeCaller } from '#server/test/home/home.matrix.ts';
import { asUser, makeMinor, newConversation, sendMessage } from '#server/test/messaging/messaging-test-data.ts';
import { addGameProfile, linkActiveGuardian, setProfile } from '#server/test/profiles/player-test-data.ts';
import { collegesWithPrograms, insertForm, type TestProgram } from '#server/test/short-links/recruiting-test-data.ts';
import { hoursFromNow, insertAnswer, insertPractice } from '#server/test/teams/schedule-test-data.ts';
import { insertMember, insertStaff, insertTeam } from '#server/test/teams/team-test-data.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { insertOutcome } from '#server/test/outcomes/outcome-test-data.ts';

let t: TestApp;
const users = {} as Record<Exclude<HomeCaller, 'anonymous'>, TestUser>;
let program: TestProgram;
let teamId: string;
let otherTeamId: string;
let soonId: string;
let laterId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [program] = (await collegesWithPrograms(db, 1)) as [TestProgram];
  users.stranger = await signUpUser(t.app, { displayName: 'Sam Stranger' });
  users.minor = await signUpUser(t.app, { displayName: 'Riley Minor' });
  await makeMinor(db, users.minor.id, 15);
  await setProfile(db, users.minor.id, { setupCompletedAt: new Date() });
  users.guardian = await signUpScoped(t.app, ['family_guardian'], null, { displayName: 'Gale Guardian' });
  await linkActiveGuardian(db, users.minor.id, users.guardian.id, users.guardian.email);
  users.team_member = await signUpUser(t.app, { displayName: 'Tess Teammate' });
  users.team_owner = await signUpScoped(t.app, ['recruit_team_manager'], null, { displayName: 'Owen Owner' });
  users.college_admin = await signUpScoped(t.app, ['programs_college_admin'], program.collegeId, { displayName: 'Cole College' });
  users.yes_admin = await signUpScoped(t.app, ['yes_admin'], null);

  const team = await insertTeam(db, users.team_owner.id, { name: 'Zephyr Esports', maxRosterSize: 8 });
  teamId = team.id;
  await insertMember(db, team.id, users.team_member.id);
  const other = await insertTeam(db, users.stranger.id, { name: 'Archived Crew', archivedAt: new Date() });
  otherTeamId = other.id;
  const soon = await insertPractice(db, team.id, { title: 'Scrim night', scheduledAt: hoursFromNow(24) });
  const later = await insertPractice(db, team.id, { title: 'VOD review', scheduledAt: hoursFromNow(72) });
  await insertPractice(db, team.id, { title: 'Past practice', scheduledAt: hoursFromNow(-24) });
  await insertPractice(db, team.id, { title: 'Called off', scheduledAt: hoursFromNow(48), status: 'cancelled' });
  await insertPractice(db, other.id, { title: 'Other team practice', scheduledAt: hoursFromNow(30) });
  soonId = soon.id;
  laterId = later.id;
  await insertAnswer(db, soon.id, users.team_member.id, 'attending');
});
afterAll(async () => t.close());

describeAccessMatrix(homeAccessMatrix, {
  app: () => t.app,
  cookie: (caller) => (caller === 'anonymous' ? undefined : users[caller].cookie),
  fixture: () => undefined,
});

async function homeOf(user: TestUser): Promise<HomeResponse> {
  const response = await t.app.inject({ method: 'GET', url: '/api/home', headers: asUser(user) });
  expect(response.statusCode, response.body).toBe(200);
  return homeResponseSchema.parse(response.json());
}

describe('a player on a team', () => {
  it('lists the team, its upcoming practices soonest first with their answer, and not past, cancelled or other teams\' practices', async () => {
    const home = await homeOf(users.team_member);
    expect(home.displayName).toBe('Tess Teammate');
    expect(home.teams).toEqual([
      { id: teamId, name: 'Zephyr Esports', organizationType: 'college', role: 'player', activePlayers: 1, maxRosterSize: 8 },
    ]);
    expect(home.practices.map((practice) => [practice.id, practice.title, practice.teamName, practice.myStatus])).toEqual([
      [soonId, 'Scrim night', 'Zephyr Esports', 'attending'],
      [laterId, 'VOD review', 'Zephyr Esports', null],
    ]);
  });

  it('shows completeness and next steps from what the profile misses (setup first while it is not finished)', async () => {
    const home = await homeOf(users.team_member);
    expect(home.player).not.toBeNull();
    expect(home.player!.setupComplete).toBe(false);
    expect(home.player!.completionPercent).toBeGreaterThanOrEqual(0);
    expect(home.player!.completionPercent).toBeLessThan(100);
    expect(home.player!.nextSteps[0]).toEqual({ key: 'finish-setup', label: 'Finish your profile setup', href: '/welcome' });
    expect(home.player!.nextSteps.length).toBeLessThanOrEqual(3);
    expect(home.player!.hasMatch).toBe(false);
    expect(home.player!.matches).toEqual([]);
  });

  it('counts new messages and lists the newest conversations', async () => {
    const conversation = await newConversation(t.app, users.team_owner, 'dm', [users.team_member]);
    await sendMessage(t.app, users.team_owner, conversation.id, 'Practice moved to 7pm');
    const home = await homeOf(users.team_member);
    expect(home.messages.unreadTotal).toBe(1);
    // Newest first: the direct message, then the team's own conversation (docs/decisions/073), nothing new in it.
    expect(home.messages.conversations.map((item) => [item.id === conversation.id ? 'dm' : item.type, item.unreadCount])).toEqual([
      ['dm', 1],
      ['team', 0],
    ]);
    // The sender's own message is not new to them.
    expect((await homeOf(users.team_owner)).messages.unreadTotal).toBe(0);
  });
});

describe('a player with a game and a college board', () => {
  it('shows matches in their games and the board\'s upcoming form deadline', async () => {
    const db = t.database.db;
    const player = await signUpUser(t.app, { displayName: 'Val Player' });
    await addGameProfile(db, player.id, 'valorant', 'Diamond 2');
    const [other] = (await collegesWithPrograms(db, 1, 1)) as [TestProgram];
    const form = await insertForm(db, other.id, 'Spring tryouts');
    const closesAt = hoursFromNow(24 * 10);
    await db.execute(sql`update interest_forms set closes_at = ${closesAt.toISOString()}::timestamptz where id = ${form.id}`);
    const slug = (await homeOf(player)).player!.slug;
    const board = await t.app.inject({ method: 'PUT', url: `/api/players/${slug}/college-board/${other.id}`, headers: asUser(player), payload: { bucket: 'fit' } });
    expect(board.statusCode, board.body).toBe(200);

    const home = await homeOf(player);
    expect(home.player!.hasMatch).toBe(true);
    // The program on the board is not suggested again; the other program of their game is.
    expect(home.player!.matches.map((match) => match.program.id)).toEqual([program.id]);
    expect(home.player!.deadlines).toEqual([
      expect.objectContaining({ kind: 'form_closes', programId: other.id, formId: form.id, formTitle: 'Spring tryouts', at: closesAt.toISOString() }),
    ]);
    expect(home.player!.deadlines[0]!.program.collegeSlug).toBe(other.collegeSlug);
  });
});

describe('a guardian', () => {
  it('sees their players and what waits for approval, never a player section or another family\'s player', async () => {
    const home = await homeOf(users.guardian);
    expect(home.sections).toEqual(['guardian']);
    expect(home.player).toBeNull();
    expect(home.guardian!.players).toEqual([{ userId: users.minor.id, displayName: 'Riley Minor', slug: expect.any(String), isPendingApproval: true, outcomesAwaitingGuardian: 0 }]);
    expect(home.guardian!.conversationCount).toBe(0);
    expect(home.guardian!.conversations).toEqual([]);
    const stranger = await homeOf(users.stranger);
    expect(stranger.guardian).toBeNull();
    expect(JSON.stringify(stranger)).not.toContain('Riley Minor');
  });
});

describe('a guardian reads their player\'s conversations and outcomes from the home (issue 26.6)', () => {
  it('lists the minor\'s conversation with an adult, read-only and naming the player, and the outcome waiting for them', async () => {
    const db = t.database.db;
    const coach = await signUpUser(t.app, { displayName: 'Casey Coach' });
    const team = await insertTeam(db, coach.id, { name: 'Minor Crew' });
    await insertMember(db, team.id, users.minor.id);
    const direct = await newConversation(t.app, coach, 'dm', [users.minor]);
    await sendMessage(t.app, coach, direct.id, 'Welcome to the crew');
    await insertOutcome(db, { playerUserId: users.minor.id, collegeId: program.collegeId, programId: program.id, recordedBy: 'player' });

    const home = await homeOf(users.guardian);
    expect(home.guardian!.players.map((player) => [player.userId, player.outcomesAwaitingGuardian])).toEqual([[users.minor.id, 1]]);
    const newest = home.guardian!.conversations[0]!;
    expect(newest).toMatchObject({ id: direct.id, readOnly: true, guardedPlayerIds: [users.minor.id], unreadCount: 0 });
    expect(newest.latestMessage?.body).toBe('Welcome to the crew');
    expect(home.guardian!.conversationCount).toBe(home.guardian!.conversations.length);
    // Nobody else's home carries them.
    expect(JSON.stringify((await homeOf(users.stranger)).guardian)).toBe('null');
  });
});

describe('a team owner without a player profile', () => {
  it('sees their teams as owner, no player section, and staff see theirs as staff', async () => {
    const home = await homeOf(users.team_owner);
    expect(home.sections).toEqual(['teams']);
    expect(home.player).toBeNull();
    expect(home.teams.map((team) => [team.name, team.role])).toEqual([['Zephyr Esports', 'owner']]);
    expect(home.practices.map((practice) => practice.title)).toEqual(['Scrim night', 'VOD review']);

    const coach = await signUpScoped(t.app, ['recruit_team_manager'], null);
    expect((await homeOf(coach)).teams).toEqual([]);
    expect((await homeOf(coach)).sections).toEqual(['teams']);
    await insertStaff(t.database.db, teamId, coach.id, { role: 'head_coach' });
    expect((await homeOf(coach)).teams.map((team) => team.role)).toEqual(['staff']);
  });

  it('an archived team is left out, whoever owns it', async () => {
    const home = await homeOf(users.stranger);
    expect(home.teams.map((team) => team.id)).not.toContain(otherTeamId);
    expect(home.practices).toEqual([]);
  });
});

describe('college staff', () => {
  it('see their college and no player, guardian or team sections', async () => {
    const home = await homeOf(users.college_admin);
    expect(home.sections).toEqual(['college']);
    expect(home.college!.colleges).toEqual([{ id: program.collegeId, slug: program.collegeSlug, name: program.collegeName }]);
    expect(home.player).toBeNull();
    expect(home.guardian).toBeNull();
  });
});

describe('GET /api/me teams', () => {
  it('names the teams the user is on, for the header\'s My teams', async () => {
    const me = async (user: TestUser) => (await t.app.inject({ method: 'GET', url: '/api/me', headers: asUser(user) })).json<{ teams: unknown }>().teams;
    expect(await me(users.team_member)).toEqual([{ id: teamId, name: 'Zephyr Esports' }]);
    expect(await me(users.team_owner)).toEqual([{ id: teamId, name: 'Zephyr Esports' }]);
    expect(await me(users.guardian)).toEqual([]);
    expect(await me(users.stranger)).toEqual([]);
  });
});
