/**
 * GET /api/players/:slug (issue 11.3, docs/decisions/027): the game tabs,
 * highlights, the team record read from the team tables (rosters,
 * attendance over 90 days, tournaments, achievements), evaluations,
 * "Preview as a recruiter", the viewer flags and the statement budget.
 * Who may see which profile at all is player-profile-access-matrix.api.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerProfileSchema, type PlayerProfile } from '#shared/contracts/player-profile.ts';
import { playerEvaluations, playerGameProfiles } from '#server/db/schema/players.ts';
import { teamAchievements, teamPracticeAttendance, teamPractices, teamTournaments } from '#server/db/schema/teams.ts';
import {
  insertGameProfile,
  insertMember,
  insertTeam,
  insertTitle,
  statementCountingApp,
} from '#server/test/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { birthDateForAge } from '../../seed/birth-date-for-age.ts';
import { addGameProfile, addHighlight, publishProfile, tierOf } from '../../test/profiles/player-test-data.ts';

let t: TestApp;
let player: TestUser;
let stranger: TestUser;
let recruiter: TestUser;
let coach: TestUser;
let minor: TestUser;

/** The Valorant game profile's columns, as stored and as answered. */
const VALORANT_COLUMNS: Partial<typeof playerGameProfiles.$inferInsert> = {
  rankSource: 'coach_confirmed',
  rankAsOf: '2026-01-15',
  primaryRole: 'Controller',
  secondaryRole: 'Initiator',
  mains: ['Omen', 'Viper'],
  availability: ['mon:evening', 'tue:evening'],
  inGameName: 'Holder#NA1',
};

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const dateDaysAgo = (days: number) => daysAgo(days).toISOString().slice(0, 10);

async function getProfile(slug: string, user?: TestUser, query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/players/${slug}${query}`, headers: user ? { cookie: user.cookie } : {} });
  return response;
}

async function profileOf(slug: string, user?: TestUser, query = ''): Promise<PlayerProfile> {
  const response = await getProfile(slug, user, query);
  expect(response.statusCode, response.body).toBe(200);
  return playerProfileSchema.parse(response.json());
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  player = await signUpUser(t.app, { displayName: 'Record Holder' });
  stranger = await signUpUser(t.app);
  recruiter = await signUpWithRoles(t.app, ['coaching_program_coach_college_coach']);
  coach = await signUpUser(t.app, { displayName: 'Coach Rivera' });
  minor = await signUpUser(t.app, { displayName: 'Young Star' });
  await publishProfile(db, player.id, {
    slug: 'record-holder',
    visibility: 'recruiters_only',
    gpa: '3.50',
    gpaScale: '4.0',
    satScore: 1350,
    academicsVisibility: 'recruiters',
    state: 'OH',
    gradYear: 2026,
  });
  await publishProfile(db, minor.id, { slug: 'young-star', visibility: 'public', guardianApprovedVisibility: 'public', birthDate: birthDateForAge(15) });

  // Games: League second (position 1), Valorant first, coach-confirmed, with availability.
  const peak = await tierOf(db, 'valorant', 'Immortal 1');
  await addGameProfile(db, player.id, 'valorant', 'Diamond 2', { ...VALORANT_COLUMNS, position: 0, peakTierId: peak.tierId });
  await addGameProfile(db, player.id, 'league-of-legends', 'Gold I', { position: 1 });
  await addHighlight(db, player.id, 'Second clip', 'https://www.twitch.tv/videos/2', 1);
  await addHighlight(db, player.id, 'First clip', 'https://youtu.be/first', 0);

  // Team record: a live team with a Valorant roster; an archived team and a left team that do not count.
  const valorant = await insertTitle(db, 'Valorant');
  const team = await insertTeam(db, coach.id, { name: 'Central Owls', organizationType: 'high_school' });
  const gameRoster = await insertGameProfile(db, team.id, valorant.id);
  await insertMember(db, team.id, player.id, { joinedAt: daysAgo(60) });
  await insertMember(db, team.id, player.id, { gameProfileId: gameRoster.id, role: 'starter', joinedAt: daysAgo(50) });
  const archived = await insertTeam(db, coach.id, { name: 'Old Archived', archivedAt: new Date() });
  await insertMember(db, archived.id, player.id);
  const left = await insertTeam(db, coach.id, { name: 'Left Behind' });
  await insertMember(db, left.id, player.id, { isActive: false });

  const practice = async (teamId: string, days: number, status: 'scheduled' | 'completed' | 'cancelled' = 'completed') => {
    const [row] = await db.insert(teamPractices).values({ teamId, title: `P ${days}`, scheduledAt: daysAgo(days), status }).returning();
    return row!.id;
  };
  const answer = (practiceId: string, status: 'attending' | 'maybe' | 'not_attending') =>
    db.insert(teamPracticeAttendance).values({ practiceId, userId: player.id, status });
  // Counted (5): attended 3, maybe 1, no answer 1.
  await answer(await practice(team.id, 1), 'attending');
  await answer(await practice(team.id, 10, 'scheduled'), 'attending');
  await answer(await practice(team.id, 20), 'attending');
  await answer(await practice(team.id, 30), 'maybe');
  await practice(team.id, 40);
  // Not counted: cancelled, in the future, before the player joined (day 70), older than 90 days, other teams.
  await answer(await practice(team.id, 5, 'cancelled'), 'attending');
  await answer(await practice(team.id, -2, 'scheduled'), 'attending');
  await answer(await practice(team.id, 70), 'attending');
  await answer(await practice(team.id, 95), 'attending');
  await answer(await practice(archived.id, 3), 'attending');
  await answer(await practice(left.id, 3), 'attending');

  await db.insert(teamTournaments).values([
    { teamId: team.id, name: 'State Finals', startDate: dateDaysAgo(10), status: 'completed', placement: '2nd' },
    { teamId: team.id, name: 'Spring Open', startDate: dateDaysAgo(30), status: 'completed', placement: null },
    { teamId: team.id, name: 'Cancelled Cup', startDate: dateDaysAgo(20), status: 'cancelled' },
    { teamId: team.id, name: 'Future Cup', startDate: dateDaysAgo(-10), status: 'upcoming' },
    { teamId: team.id, name: 'Before My Time', startDate: dateDaysAgo(200), status: 'completed', placement: '1st' },
    { teamId: archived.id, name: 'Archived Cup', startDate: dateDaysAgo(5), status: 'completed', placement: '1st' },
  ]);
  await db.insert(teamAchievements).values([
    { teamId: team.id, title: 'Regional Champions', dateAchieved: dateDaysAgo(15) },
    { teamId: team.id, title: 'Founded', dateAchieved: dateDaysAgo(300) },
  ]);
  await db.insert(playerEvaluations).values({ playerUserId: player.id, authorUserId: coach.id, teamId: team.id, body: 'Calm shotcaller.', projectedLevels: ['college_varsity'] });
});
afterAll(async () => t.close());

describe('GET /api/players/:slug: content', () => {
  it('gives the game tabs in their order with tiers, rank source, as-of date, roles, mains and availability', async () => {
    const profile = await profileOf('record-holder', recruiter);
    expect(profile.games?.map((game) => game.titleName)).toEqual(['Valorant', 'League of Legends']);
    expect(profile.games?.[0]).toMatchObject({
      ...VALORANT_COLUMNS,
      titleSlug: 'valorant',
      currentRank: { name: 'Diamond 2', tierGroup: 'Diamond' },
      peakRank: { name: 'Immortal 1', tierGroup: 'Immortal' },
    });
    expect(profile.games?.[1]?.rankSource).toBe('self_reported');
    expect(profile.highlights?.map((highlight) => highlight.title)).toEqual(['First clip', 'Second clip']);
  });

  it('reads the team record from the team tables: live rosters, attendance over 90 days, tournaments and achievements since joining', async () => {
    const record = (await profileOf('record-holder', recruiter)).teamRecord!;
    expect(record.rosters.map((roster) => [roster.teamName, roster.organizationType, roster.gameName, roster.role])).toEqual([
      ['Central Owls', 'high_school', null, 'player'],
      ['Central Owls', 'high_school', 'Valorant', 'starter'],
    ]);
    expect(record.attendance).toEqual({ windowDays: 90, attended: 3, practices: 5, rate: 0.6 });
    expect(record.tournaments.map((tournament) => [tournament.name, tournament.placement])).toEqual([
      ['State Finals', '2nd'],
      ['Spring Open', null],
    ]);
    expect(record.achievements.map((achievement) => achievement.title)).toEqual(['Regional Champions']);
  });

  it('has an empty team record (no rate) for a player on no team', async () => {
    const record = (await profileOf('young-star', recruiter)).teamRecord!;
    expect(record).toEqual({ rosters: [], attendance: { windowDays: 90, attended: 0, practices: 0, rate: null }, tournaments: [], achievements: [] });
  });

  it('shows academics and evaluations to a recruiter, and the owner, never to a stranger who is not allowed', async () => {
    const asRecruiter = await profileOf('record-holder', recruiter);
    expect(asRecruiter.academics).toMatchObject({ gpa: '3.50', gpaScale: '4.0', satScore: 1350 });
    expect(asRecruiter.evaluations).toEqual([expect.objectContaining({ authorName: 'Coach Rivera', teamName: 'Central Owls', body: 'Calm shotcaller.' })]);
    const asOwner = await profileOf('record-holder', player);
    expect(asOwner.academics?.gpa).toBe('3.50');
    expect(asOwner.evaluations).toHaveLength(1);
    // The coach is team staff: sees the recruiters_only profile, not the academics kept for recruiters, nor evaluations.
    const asCoach = await profileOf('record-holder', coach);
    expect(asCoach.academics).toBeNull();
    expect(asCoach.evaluations).toBeNull();
  });

  it('sets the viewer flags: owner edits, recruiter and reachable users message, signed-in users add to lists', async () => {
    expect((await profileOf('record-holder', player)).viewer).toEqual({ isOwner: true, isPreview: false, canEdit: true, canMessage: false, canAddToList: false });
    expect((await profileOf('record-holder', recruiter)).viewer).toEqual({ isOwner: false, isPreview: false, canEdit: false, canMessage: true, canAddToList: true });
    expect((await profileOf('young-star')).viewer).toEqual({ isOwner: false, isPreview: false, canEdit: false, canMessage: false, canAddToList: false });
    // A recruiter may message the approved minor; a public profile does not open a minor to strangers (decision 021).
    expect((await profileOf('young-star', recruiter)).viewer.canMessage).toBe(true);
    expect((await profileOf('young-star', stranger)).viewer.canMessage).toBe(false);
  });

  it('refuses a preview value that does not exist with a field message', async () => {
    const response = await getProfile('record-holder', player, '?preview=admin');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(['querystring.preview']);
  });
});

describe('Preview as a recruiter', () => {
  it('gives the owner what a recruiter with no other relation sees', async () => {
    const preview = await profileOf('record-holder', player, '?preview=recruiter');
    const asRecruiter = await profileOf('record-holder', recruiter);
    expect(preview.viewer).toEqual({ isOwner: false, isPreview: true, canEdit: false, canMessage: true, canAddToList: true });
    expect({ ...preview, viewer: null }).toEqual({ ...asRecruiter, viewer: null });
    expect(preview.publication).toBeNull();
  });

  it('answers 404 when recruiters could not see the profile', async () => {
    await publishProfile(t.database.db, stranger.id, { slug: 'private-stranger', visibility: 'private' });
    expect((await getProfile('private-stranger', stranger)).statusCode).toBe(200);
    expect((await getProfile('private-stranger', stranger, '?preview=recruiter')).statusCode).toBe(404);
  });

  it('is ignored for anyone but the owner', async () => {
    const normal = await profileOf('record-holder', recruiter);
    expect(await profileOf('record-holder', recruiter, '?preview=recruiter')).toEqual(normal);
    expect((await getProfile('record-holder', undefined, '?preview=recruiter')).statusCode).toBe(404);
  });
});

describe('statement budget', () => {
  it('answers in at most 6 statements, one of them for the whole profile, however much the record holds', async () => {
    const counter = await statementCountingApp(t);
    try {
      const cookie = await counter.signIn(recruiter.email);
      const request = { method: 'GET' as const, url: '/api/players/record-holder', headers: { cookie } };
      const first = await counter.count(request);
      expect(first.response.statusCode).toBe(200);
      expect(first.statements.length).toBeLessThanOrEqual(6);
      expect(first.statements.filter((text) => text.includes('player_game_profiles'))).toHaveLength(1);

      const team = (await profileOf('record-holder', recruiter)).teamRecord!.rosters[0]!.teamId;
      const practices = await t.database.db
        .insert(teamPractices)
        .values(Array.from({ length: 40 }, (_, index) => ({ teamId: team, title: `Bulk ${index}`, scheduledAt: daysAgo(index + 2) })))
        .returning({ id: teamPractices.id });
      await t.database.db.insert(teamPracticeAttendance).values(practices.map((row) => ({ practiceId: row.id, userId: player.id, status: 'attending' })));
      const second = await counter.count(request);
      expect(second.statements.length).toBe(first.statements.length);
      const anonymous = await counter.count({ method: 'GET', url: '/api/players/young-star' });
      expect(anonymous.statements.length).toBeLessThanOrEqual(6);
    } finally {
      await counter.close();
    }
  });
});
