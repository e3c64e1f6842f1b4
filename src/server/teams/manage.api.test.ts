/** GET /api/teams/:teamId/manage: shape, ordering, counts, privacy and the statement budget (issue 4, point 8). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERVIEW_LIMITS } from '#shared/constants.ts';
import { PRACTICE_PAGE_SIZE } from '#shared/contracts/practice-pages.ts';
import { teamManageSchema, type TeamManage } from '#shared/contracts/teams-manage.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import {
  teamAchievements,
  teamPracticeAttendance,
  teamPractices,
  teamRecruitingPosts,
  teamTournaments,
} from '#server/db/schema/teams.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { eq } from 'drizzle-orm';
import {
  insertGameProfile,
  insertMember,
  insertStaff,
  insertTeam,
  insertTitle,
  insertUser,
  setTeamsFlag,
  statementCountingApp,
} from '../test/teams/team-test-data.ts';

let t: TestApp;
let owner: TestUser;
let player: TestUser;
let staffer: TestUser;
let stranger: TestUser;
let admin: TestUser;
let developer: TestUser;
let team: { id: string };
let valorant: { id: string };
const ids: Record<string, string> = {};
const people: Record<string, { id: string; email: string }> = {};

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const at = (iso: string) => new Date(iso);

async function manage(user: TestUser | undefined, teamId = team.id) {
  return t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/manage`, headers: user ? { cookie: user.cookie } : {} });
}
async function manageAs(user: TestUser): Promise<TeamManage> {
  const response = await manage(user);
  expect(response.statusCode, response.body).toBe(200);
  return teamManageSchema.parse(response.json());
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await setTeamsFlag(db, true);
  owner = await signUpUser(t.app, { displayName: 'Olivia Owner' });
  player = await signUpUser(t.app, { displayName: 'Pat Player' });
  staffer = await signUpUser(t.app, { displayName: 'Sam Staff' });
  stranger = await signUpUser(t.app, { displayName: 'Stan Stranger' });
  admin = await signUpWithRoles(t.app, ['yes_admin']);
  developer = await signUpWithRoles(t.app, ['yes_developer']);

  const inserted = await insertTeam(db, owner.id, { name: 'Manage Me', tier: 'silver', maxRosterSize: 12 });
  team = inserted;
  const titleValorant = await insertTitle(db, 'Valorant');
  const titleOverwatch = await insertTitle(db, 'Overwatch');
  valorant = await insertGameProfile(db, team.id, titleValorant.id, 'competitive');
  const removedGame = await insertGameProfile(db, team.id, titleOverwatch.id, 'casual', false);

  // People listed but never signed in; avatars from profiles or from user_profiles.
  people.withAvatar = await insertUser(db, 'Avery Avatar', { avatarUrl: 'https://img.example.com/avery.png' });
  people.profileAvatar = await insertUser(db, 'Uma Userprofile');
  await db.update(userProfiles).set({ avatarUrl: 'https://img.example.com/uma.png' }).where(eq(userProfiles.userId, people.profileAvatar.id));
  people.removed = await insertUser(db, 'Rory Removed');
  people.onRemovedGame = await insertUser(db, 'Gale Gone');
  people.fans = await insertUser(db, 'Fan One');

  ids.playerGeneral = (await insertMember(db, team.id, player.id, { joinedAt: at('2026-01-01T10:00:00Z') })).id;
  ids.playerValorant = (await insertMember(db, team.id, player.id, { gameProfileId: valorant.id, role: 'starter', joinedAt: at('2026-01-02T10:00:00Z') })).id;
  ids.avatar = (await insertMember(db, team.id, people.withAvatar.id, { role: 'captain', joinedAt: at('2026-01-03T10:00:00Z') })).id;
  ids.uma = (await insertMember(db, team.id, people.profileAvatar.id, { role: 'trial', joinedAt: at('2026-01-04T10:00:00Z') })).id;
  await insertMember(db, team.id, people.removed.id, { isActive: false });
  // Left active by older data although its game was removed: still hidden and not counted.
  await insertMember(db, team.id, people.onRemovedGame.id, { gameProfileId: removedGame.id, role: 'starter' });

  ids.coach = (await insertStaff(db, team.id, staffer.id, { role: 'head_coach', contractStart: '2026-02-01', contractEnd: '2026-12-31' })).id;
  ids.coachValorant = (await insertStaff(db, team.id, staffer.id, { role: 'analyst', gameProfileId: valorant.id })).id;
  await insertStaff(db, team.id, people.removed.id, { role: 'manager', isActive: false });
  await insertStaff(db, team.id, people.onRemovedGame.id, { role: 'analyst', gameProfileId: removedGame.id });

  const practice = async (title: string, scheduledAt: string) =>
    (await db.insert(teamPractices).values({ teamId: team.id, title, scheduledAt: at(scheduledAt), location: 'Lab 1' }).returning())[0]!.id;
  ids.practiceOld = await practice('Old scrim', '2026-03-01T18:00:00Z');
  ids.practiceNew = await practice('Next scrim', '2026-05-01T18:00:00Z');
  ids.practiceMid = await practice('Mid scrim', '2026-04-01T18:00:00Z');

  // Mid scrim: 5 attending (answered at different times), 2 maybe (the player among them), 1 not attending.
  const attendees = [];
  for (let index = 0; index < 5; index += 1) attendees.push(await insertUser(db, `Attendee ${index}`));
  await db.insert(teamPracticeAttendance).values([
    ...attendees.map((person, index) => ({
      practiceId: ids.practiceMid!,
      userId: person.id,
      status: 'attending',
      updatedAt: at(`2026-03-2${index}T12:00:00Z`),
    })),
    { practiceId: ids.practiceMid!, userId: player.id, status: 'maybe', notes: 'Exam that day', updatedAt: at('2026-03-25T12:00:00Z') },
    { practiceId: ids.practiceMid!, userId: people.fans.id, status: 'maybe', updatedAt: at('2026-03-26T12:00:00Z') },
    { practiceId: ids.practiceMid!, userId: staffer.id, status: 'not_attending', notes: 'Travel', updatedAt: at('2026-03-27T12:00:00Z') },
    { practiceId: ids.practiceOld!, userId: player.id, status: 'attending', updatedAt: at('2026-02-27T12:00:00Z') },
  ]);
  ids.latestAttendee = attendees[4]!.id;
  ids.secondAttendee = attendees[3]!.id;
  ids.thirdAttendee = attendees[2]!.id;

  await db.insert(teamTournaments).values([
    { teamId: team.id, name: 'Spring Cup', startDate: '2026-04-10', prizePool: 1500.5, placement: '2nd', status: 'completed' },
    { teamId: team.id, name: 'Summer Major', startDate: '2026-07-01', tournamentType: 'lan', status: 'registered' },
    { teamId: team.id, name: 'Winter Open', startDate: '2026-01-15', status: 'completed' },
  ]);
  await db.insert(teamRecruitingPosts).values([
    { teamId: team.id, title: 'Older post', positionsNeeded: ['IGL'], createdAt: at('2026-02-01T00:00:00Z') },
    { teamId: team.id, title: 'Newer post', positionsNeeded: ['Duelist', 'Support'], isPaid: true, salaryRange: '$500/mo', isActive: false, createdAt: at('2026-03-01T00:00:00Z') },
  ]);
  await db.insert(teamAchievements).values([
    { teamId: team.id, title: 'Regional champions', dateAchieved: '2025-11-20' },
    { teamId: team.id, title: 'First win', dateAchieved: '2025-09-01' },
  ]);
});
afterAll(async () => t.close());

describe('who may load it', () => {
  it.each([
    ['owner', () => owner, { isManager: true, isMember: false, canChangeTier: false }],
    ['active player', () => player, { isManager: false, isMember: true, canChangeTier: false }],
    ['active staff member', () => staffer, { isManager: false, isMember: true, canChangeTier: false }],
    ['yes_admin', () => admin, { isManager: true, isMember: false, canChangeTier: true }],
    ['yes_developer', () => developer, { isManager: true, isMember: false, canChangeTier: false }],
  ])('%s: 200 with its viewer flags', async (_label, who, viewer) => {
    expect((await manageAs(who())).viewer).toEqual(viewer);
  });

  it('a stranger gets 403, an anonymous visitor 401, an unknown team 404', async () => {
    const strangerResponse = await manage(stranger);
    expect(strangerResponse.statusCode).toBe(403);
    expect(strangerResponse.json().error.message).toBe(TEAM_TEXTS.notInsider);
    expect((await manage(undefined)).statusCode).toBe(401);
    const unknown = await manage(owner, '00000000-0000-4000-8000-000000000404');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(TEAM_TEXTS.teamNotFound);
  });

  it('a removed player is no longer an insider', async () => {
    const former = await signUpUser(t.app);
    await insertMember(t.database.db, team.id, former.id, { isActive: false });
    expect((await manage(former)).statusCode).toBe(403);
  });
});

describe('what it contains', () => {
  it('the team and its active game profiles with their titles', async () => {
    const data = await manageAs(owner);
    expect(data.team).toMatchObject({ id: team.id, name: 'Manage Me', ownerUserId: owner.id, subscriptionTier: 'silver', organizationType: 'college', maxRosterSize: 12, archivedAt: null });
    expect(data.team.createdAt).toMatch(ISO_UTC);
    expect(data.gameProfiles).toEqual([{ id: valorant.id, playLevel: 'competitive', title: { id: expect.any(String), name: 'Valorant', slug: 'valorant' } }]);
  });

  it('active players and staff only, with names and avatars, joined order; the active player count is distinct users', async () => {
    const data = await manageAs(owner);
    expect(data.members.map((member) => member.id)).toEqual([ids.playerGeneral, ids.playerValorant, ids.avatar, ids.uma]);
    expect(data.members[1]).toEqual({
      id: ids.playerValorant,
      userId: player.id,
      fullName: 'Pat Player',
      email: player.email,
      avatarUrl: null,
      role: 'starter',
      gameProfileId: valorant.id,
      joinedAt: '2026-01-02T10:00:00.000Z',
    });
    expect(data.members[2]).toMatchObject({ fullName: 'Avery Avatar', avatarUrl: 'https://img.example.com/avery.png', role: 'captain', gameProfileId: null });
    expect(data.members[3]).toMatchObject({ fullName: 'Uma Userprofile', avatarUrl: 'https://img.example.com/uma.png' });
    expect(data.activePlayerCount).toBe(3);

    expect(data.staff.map((row) => row.id)).toEqual([ids.coach, ids.coachValorant]);
    expect(data.staff[0]).toMatchObject({ userId: staffer.id, fullName: 'Sam Staff', email: staffer.email, role: 'head_coach', contractStart: '2026-02-01', contractEnd: '2026-12-31', gameProfileId: null });
    expect(data.staff[0]!.createdAt).toMatch(ISO_UTC);
    expect(data.staff[1]).toMatchObject({ role: 'analyst', gameProfileId: valorant.id, contractStart: null, contractEnd: null });
  });

  it('emails only for managers: players and staff get null for everyone (minors are protected)', async () => {
    for (const who of [owner, admin, developer]) {
      const data = await manageAs(who);
      expect(data.members.every((member) => member.email !== null)).toBe(true);
      expect(data.staff.every((row) => row.email !== null)).toBe(true);
    }
    for (const who of [player, staffer]) {
      const response = await manage(who);
      const data = teamManageSchema.parse(response.json());
      expect(data.members.map((member) => member.email)).toEqual([null, null, null, null]);
      expect(data.staff.map((row) => row.email)).toEqual([null, null]);
      expect(response.body).not.toContain('@example.com');
    }
  });

  it('the overview’s latest practices newest first with counts per status, up to 3 attending people (latest answers first) and the viewer’s own status', async () => {
    const data = await manageAs(player);
    expect(data.practices.latest.map((practice) => practice.title)).toEqual(['Next scrim', 'Mid scrim', 'Old scrim']);
    const [next, mid, old] = data.practices.latest;
    expect(next).toMatchObject({ scheduledAt: '2026-05-01T18:00:00.000Z', durationMinutes: 120, location: 'Lab 1', isMandatory: true, status: 'scheduled', description: null });
    expect(next!.counts).toEqual({ attending: 0, maybe: 0, notAttending: 0 });
    expect(next!.attendees).toEqual([]);
    expect(next!.myStatus).toBeNull();

    expect(mid!.counts).toEqual({ attending: 5, maybe: 2, notAttending: 1 });
    expect(mid!.attendees).toHaveLength(OVERVIEW_LIMITS.attendeesPerPractice);
    expect(mid!.attendees.map((person) => person.userId)).toEqual([ids.latestAttendee, ids.secondAttendee, ids.thirdAttendee]);
    expect(mid!.attendees[0]).toEqual({ userId: ids.latestAttendee, fullName: 'Attendee 4', avatarUrl: null });
    expect(mid!.myStatus).toBe('maybe');

    expect(old!.counts).toEqual({ attending: 1, maybe: 0, notAttending: 0 });
    expect(old!.attendees).toEqual([{ userId: player.id, fullName: 'Pat Player', avatarUrl: null }]);
    expect(old!.myStatus).toBe('attending');

    const ownerView = await manageAs(owner);
    expect(ownerView.practices.latest.map((practice) => practice.myStatus)).toEqual([null, null, null]);
    expect((await manageAs(staffer)).practices.latest[1]!.myStatus).toBe('not_attending');
  });

  it('the Practices tab’s first pages: all three have ended, so recent holds them latest first with counts and the viewer’s answer, no attendees', async () => {
    const data = await manageAs(player);
    expect(data.practices).toMatchObject({ upcoming: [], nextUpcomingCursor: null, olderCursor: null, upcomingCount: 0, pastCount: 3 });
    expect(data.practices.recent.map((practice) => [practice.title, practice.myStatus, practice.counts.attending])).toEqual([
      ['Next scrim', null, 0],
      ['Mid scrim', 'maybe', 5],
      ['Old scrim', 'attending', 1],
    ]);
    expect(data.practices.recent.every((practice) => practice.attendees.length === 0)).toBe(true);
  });

  it('the calendar’s days are the days of the time zone asked for (UTC without one); an unknown zone is a 400', async () => {
    expect((await manageAs(owner)).practices.days).toEqual(['2026-03-01', '2026-04-01', '2026-05-01']);
    const auckland = await t.app.inject({ method: 'GET', url: `/api/teams/${team.id}/manage?timeZone=Pacific/Auckland`, headers: { cookie: owner.cookie } });
    expect(auckland.statusCode, auckland.body).toBe(200);
    // 18:00 UTC is 07:00 (NZDT, March) or 06:00 (NZST, April, May) the next morning in Auckland.
    expect(teamManageSchema.parse(auckland.json()).practices.days).toEqual(['2026-03-02', '2026-04-02', '2026-05-02']);
    const unknown = await t.app.inject({ method: 'GET', url: `/api/teams/${team.id}/manage?timeZone=Mars/Olympus`, headers: { cookie: owner.cookie } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('validation');
  });

  it('counts follow every change of the answers (kept by the attendance triggers)', async () => {
    const db = t.database.db;
    const [practice] = await db
      .insert(teamPractices)
      .values({ teamId: team.id, title: 'Count check', scheduledAt: at('2024-01-01T18:00:00Z') })
      .returning({ id: teamPractices.id });
    const countsOf = async () => (await manageAs(owner)).practices.recent.find((row) => row.id === practice!.id)!.counts;
    await db.insert(teamPracticeAttendance).values([
      { practiceId: practice!.id, userId: player.id, status: 'attending' },
      { practiceId: practice!.id, userId: staffer.id, status: 'maybe' },
    ]);
    expect(await countsOf()).toEqual({ attending: 1, maybe: 1, notAttending: 0 });
    await db.update(teamPracticeAttendance).set({ status: 'not_attending' }).where(eq(teamPracticeAttendance.userId, staffer.id));
    expect(await countsOf()).toEqual({ attending: 1, maybe: 0, notAttending: 1 });
    await db.delete(teamPracticeAttendance).where(eq(teamPracticeAttendance.practiceId, practice!.id));
    expect(await countsOf()).toEqual({ attending: 0, maybe: 0, notAttending: 0 });
    await db.delete(teamPractices).where(eq(teamPractices.id, practice!.id));
  });

  it('tournaments by start date, recruiting posts and achievements newest first', async () => {
    const data = await manageAs(owner);
    expect(data.tournaments.map((row) => row.name)).toEqual(['Summer Major', 'Spring Cup', 'Winter Open']);
    expect(data.tournamentCount).toBe(3);
    expect(data.olderTournamentsCursor).toBeNull();
    expect(data.tournaments[1]).toEqual({
      id: expect.any(String),
      name: 'Spring Cup',
      description: null,
      tournamentType: 'online',
      startDate: '2026-04-10',
      prizePool: 1500.5,
      placement: '2nd',
      status: 'completed',
    });
    expect(data.tournaments[0]).toMatchObject({ tournamentType: 'lan', prizePool: null, placement: null });
    expect(data.recruitingPosts.map((post) => post.title)).toEqual(['Newer post', 'Older post']);
    expect(data.recruitingPosts[0]).toMatchObject({
      positionsNeeded: ['Duelist', 'Support'],
      isPaid: true,
      salaryRange: '$500/mo',
      isActive: false,
      commitmentLevel: 'competitive',
      createdAt: '2026-03-01T00:00:00.000Z',
    });
    expect(data.achievements.map((row) => [row.title, row.dateAchieved])).toEqual([
      ['Regional champions', '2025-11-20'],
      ['First win', '2025-09-01'],
    ]);
  });

  it('an empty team answers with empty lists', async () => {
    const empty = await insertTeam(t.database.db, owner.id);
    const response = await manage(owner, empty.id);
    expect(response.json()).toMatchObject({
      gameProfiles: [],
      members: [],
      staff: [],
      tournaments: [],
      olderTournamentsCursor: null,
      tournamentCount: 0,
      recruitingPosts: [],
      achievements: [],
      activePlayerCount: 0,
    });
    expect(response.json().practices).toEqual({
      upcoming: [],
      nextUpcomingCursor: null,
      recent: [],
      olderCursor: null,
      upcomingCount: 0,
      pastCount: 0,
      latest: [],
      days: [],
    });
  });
});

describe('statement budget', () => {
  it('runs at most 10 statements, one of them for all the data, however many practices there are', async () => {
    const counter = await statementCountingApp(t);
    try {
      const cookie = await counter.signIn(player.email);
      const first = await counter.count({ method: 'GET', url: `/api/teams/${team.id}/manage`, headers: { cookie } });
      expect(first.response.statusCode).toBe(200);
      expect(first.statements.length).toBeLessThanOrEqual(10);
      // Everything after the access check comes from one statement (it reads practices and attendance).
      const dataStatements = first.statements.filter((text) => text.includes('team_practice_attendance'));
      expect(dataStatements).toHaveLength(1);

      const db = t.database.db;
      const practices = await db
        .insert(teamPractices)
        .values(Array.from({ length: 30 }, (_, index) => ({ teamId: team.id, title: `Bulk ${index}`, scheduledAt: at(`2025-06-${String(index + 1).padStart(2, '0')}T18:00:00Z`) })))
        .returning({ id: teamPractices.id });
      await db.insert(teamPracticeAttendance).values(practices.map((practice) => ({ practiceId: practice.id, userId: player.id, status: 'attending' })));
      const second = await counter.count({ method: 'GET', url: `/api/teams/${team.id}/manage`, headers: { cookie } });
      const loaded = teamManageSchema.parse(second.response.json()).practices;
      // One page of recent practices, however many there are; the counts and the calendar's days cover them all.
      expect(loaded.recent).toHaveLength(PRACTICE_PAGE_SIZE);
      expect(loaded.pastCount).toBe(33);
      expect(loaded.days).toHaveLength(33);
      expect(loaded.olderCursor).not.toBeNull();
      // Attendees are built for the overview's latest practices only; the rest keep their counts.
      const older = loaded.recent.filter((practice) => practice.title.startsWith('Bulk'));
      expect(older.every((practice) => practice.attendees.length === 0 && practice.counts.attending === 1)).toBe(true);
      expect(second.statements.length).toBe(first.statements.length);
    } finally {
      await counter.close();
    }
  });
});
