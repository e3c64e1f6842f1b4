/**
 * The public team page and joining from it (issue 26.8, docs/decisions/071):
 * what a visitor, a signed-in adult and the team's own people read (a minor
 * on the roster is never in the answer, to anyone); a player applies to a
 * post from the page; the manager sees the application and invites the
 * applicant into the roster invitation flow; the player accepts and is on
 * the roster. Access per role: teams.matrix.ts and matchmaking.matrix.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_INVITE_TEXTS, type RecruitingApplicationsResponse } from '#shared/contracts/matchmaking.ts';
import type { TeamPage } from '#shared/contracts/team-page.ts';
import type { MyTeamInvitation } from '#shared/contracts/teams-roster.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { teamAchievements } from '#server/db/schema/teams.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { insertPost } from '#server/test/matchmaking/matchmaking-world.ts';
import { addGameProfile, setProfile, tierOf } from '#server/test/profiles/player-test-data.ts';
import { insertGameProfile, insertMember, insertStaff, insertTeam, insertUser, setTeamsFlag } from '#server/test/teams/team-test-data.ts';
import { signUpUser, signUpWithRoles, tableCounts, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
let owner: TestUser;
let adult: TestUser;
let applicant: TestUser;
let parent: TestUser;
let teamId: string;
let otherTeamId: string;
let postId: string;
let otherPostId: string;
let valorantRosterId: string;

const MINOR_NAME = 'Minnie Younger';
const headers = (user?: TestUser) => (user ? { origin: 'http://localhost:3000', cookie: user.cookie } : {});
const counts = () => tableCounts(t.database.db, ['rate_limits', 'sessions']);

async function page(user?: TestUser, id = teamId) {
  const response = await t.app.inject({ method: 'GET', url: `/api/teams/${id}/page`, headers: headers(user) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TeamPage;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await setTeamsFlag(db, true);
  owner = await signUpUser(t.app, { displayName: 'Olive Owner' });
  adult = await signUpUser(t.app, { displayName: 'Ada Visitor' });
  applicant = await signUpUser(t.app, { displayName: 'Aiden Applicant' });
  parent = await signUpWithRoles(t.app, ['family_parent']);
  await addGameProfile(db, applicant.id, 'valorant', 'Diamond 2', { primaryRole: 'Controller' });

  const gold = await tierOf(db, 'valorant', 'Gold 1');
  const ascendant = await tierOf(db, 'valorant', 'Ascendant 3');
  const team = await insertTeam(db, owner.id, { name: 'Harbor Hawks', organizationType: 'high_school', maxRosterSize: 8 });
  teamId = team.id;
  valorantRosterId = (await insertGameProfile(db, teamId, gold.titleId, 'competitive')).id;

  const adultPlayer = await insertUser(db, 'Casey Captain');
  await insertMember(db, teamId, adultPlayer.id, { role: 'captain', gameProfileId: valorantRosterId });
  const minor = await insertUser(db, MINOR_NAME);
  await setProfile(db, minor.id, { birthDate: birthDateForAge(15) });
  await insertMember(db, teamId, minor.id, { gameProfileId: valorantRosterId });
  const coach = await insertUser(db, 'Corey Coach');
  await insertStaff(db, teamId, coach.id, { role: 'head_coach' });
  const leftPlayer = await insertUser(db, 'Gone Player');
  await insertMember(db, teamId, leftPlayer.id, { isActive: false });

  postId = await insertPost(db, {
    teamId,
    title: 'Controller for our Valorant roster',
    description: 'Two scrims a week, Tuesday and Thursday evenings.',
    commitmentLevel: 'competitive',
    positionsNeeded: ['Controller'],
    isPaid: true,
    salaryRange: '$100 a month',
    esportsTitleId: gold.titleId,
    minTierOrdinal: gold.ordinal,
    maxTierOrdinal: ascendant.ordinal,
    availability: ['tue:evening'],
    timeZone: 'America/Chicago',
  });
  await insertPost(db, { teamId, title: 'Closed post', isActive: false });
  await db.insert(teamAchievements).values([
    { teamId, title: 'State finalists', dateAchieved: '2026-05-01' },
    { teamId, title: 'League champions', description: 'Spring split', dateAchieved: '2026-06-01' },
  ]);
  const other = await insertTeam(db, owner.id, { name: 'Other Team' });
  otherTeamId = other.id;
  otherPostId = await insertPost(db, { teamId: otherTeamId, title: 'Other post' });
});
afterAll(async () => t.close());

describe('GET /api/teams/:teamId/page', () => {
  it('a visitor reads the team, its games, open posts in full and achievements; no roster names; cannot apply', async () => {
    const body = await page();
    expect(body.team).toMatchObject({ id: teamId, name: 'Harbor Hawks', organizationType: 'high_school', activePlayers: 2, maxRosterSize: 8, brand: null });
    expect(body.games).toEqual([{ name: 'Valorant', slug: 'valorant', playLevel: 'competitive' }]);
    expect(body.posts).toEqual([
      expect.objectContaining({
        id: postId,
        title: 'Controller for our Valorant roster',
        description: 'Two scrims a week, Tuesday and Thursday evenings.',
        positionsNeeded: ['Controller'],
        isPaid: true,
        salaryRange: '$100 a month',
        game: 'Valorant',
        minRank: 'Gold 1',
        maxRank: 'Ascendant 3',
        availability: ['tue:evening'],
        timeZone: 'America/Chicago',
        applied: null,
      }),
    ]);
    expect(body.achievements.map((row) => row.title)).toEqual(['League champions', 'State finalists']);
    expect(body.roster).toBeNull();
    expect(body.viewer).toEqual({ signedIn: false, onTeam: false, canApply: false, canOpenManage: false });
    expect(JSON.stringify(body)).not.toContain('Casey Captain');
  });

  it('a signed-in adult sees the adults on the roster by display name; the minor is nowhere in the answer', async () => {
    const body = await page(adult);
    expect(body.roster).toEqual({
      players: [{ displayName: 'Casey Captain', role: 'captain', game: 'Valorant' }],
      staff: [{ displayName: 'Corey Coach', role: 'head_coach', game: null }],
    });
    expect(body.viewer).toEqual({ signedIn: true, onTeam: false, canApply: true, canOpenManage: false });
    expect(body.posts[0]!.applied).toBe(false);
    const text = JSON.stringify(body);
    expect(text).not.toContain(MINOR_NAME);
    expect(text).not.toContain('Minnie');
    expect(text).not.toContain('Gone Player');
  });

  it('the minor stays hidden from the team owner and a platform admin too; the owner may open the manage screen but not apply', async () => {
    const admin = await signUpWithRoles(t.app, ['yes_admin']);
    for (const viewer of [owner, admin]) {
      const body = await page(viewer);
      expect(JSON.stringify(body)).not.toContain(MINOR_NAME);
      expect(body.viewer.canOpenManage).toBe(true);
    }
    expect((await page(owner)).viewer.canApply).toBe(false);
    // A parent account is not a player account: reads the page, cannot apply.
    expect((await page(parent)).viewer).toEqual({ signedIn: true, onTeam: false, canApply: false, canOpenManage: false });
  });

  it('an archived or unknown team is 404 "Team not found"; a malformed id 400; with the flag off visitors get 403', async () => {
    const archived = await insertTeam(t.database.db, owner.id, { name: 'Archived Arrows', archivedAt: new Date() });
    for (const id of [archived.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/teams/${id}/page` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(TEAM_TEXTS.teamNotFound);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/teams/not-a-uuid/page' })).statusCode).toBe(400);
    await setTeamsFlag(t.database.db, false);
    try {
      const refused = await t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/page` });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(TEAM_TEXTS.featureUnavailable);
    } finally {
      await setTeamsFlag(t.database.db, true);
    }
  });
});

describe('apply from the team page, then the manager invites into the roster', () => {
  let applicationId: string;

  async function applications() {
    const response = await t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/recruiting-applications`, headers: headers(owner) });
    expect(response.statusCode).toBe(200);
    return (response.json() as RecruitingApplicationsResponse).applications;
  }

  it('the player applies to the post; the page shows it applied; the manager gets it on the Recruiting tab and as a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/matchmaking/posts/${postId}/applications`,
      headers: headers(applicant),
      payload: { message: 'I main Omen.' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ messaged: true });
    expect((await page(applicant)).posts[0]!.applied).toBe(true);
    const [application] = await applications();
    expect(application).toMatchObject({ postId, applicant: { userId: applicant.id, displayName: 'Aiden Applicant' }, message: 'I main Omen.', status: 'new' });
    applicationId = application!.id;
    const inbox = await t.app.inject({ method: 'GET', url: `/api/conversations/${application!.conversationId}/messages`, headers: headers(owner) });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).toContain('Application: Controller for our Valorant roster (Harbor Hawks)');
  });

  it('an application of another team, or one that does not exist, is 404 and changes nothing', async () => {
    const other = await t.app.inject({ method: 'POST', url: `/api/matchmaking/posts/${otherPostId}/applications`, headers: headers(applicant), payload: {} });
    expect(other.statusCode).toBe(201);
    const otherApplication = (
      (await (await t.app.inject({ method: 'GET', url: `/api/teams/${otherTeamId}/recruiting-applications`, headers: headers(owner) })).json()) as RecruitingApplicationsResponse
    ).applications[0]!;
    const before = await counts();
    for (const id of [otherApplication.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await t.app.inject({ method: 'POST', url: `/api/teams/${teamId}/recruiting-applications/${id}/invite`, headers: headers(owner) });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(APPLICATION_INVITE_TEXTS.notFound);
    }
    expect(await counts()).toEqual(before);
  });

  it('the manager invites the applicant to the post game\'s roster; the player accepts and is listed on the page', async () => {
    const invite = await t.app.inject({ method: 'POST', url: `/api/teams/${teamId}/recruiting-applications/${applicationId}/invite`, headers: headers(owner) });
    expect(invite.statusCode, invite.body).toBe(202);
    expect((await applications())[0]).toMatchObject({ id: applicationId, status: 'invited' });
    const again = await t.app.inject({ method: 'POST', url: `/api/teams/${teamId}/recruiting-applications/${applicationId}/invite`, headers: headers(owner) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(TEAM_TEXTS.alreadyInvited);

    const mine = await t.app.inject({ method: 'GET', url: '/api/team-invitations', headers: headers(applicant) });
    const invitation = (mine.json() as { invitations: MyTeamInvitation[] }).invitations.find((row) => row.team.id === teamId);
    expect(invitation).toMatchObject({ kind: 'member', role: 'player' });
    const accepted = await t.app.inject({ method: 'POST', url: `/api/team-invitations/${invitation!.id}/accept`, headers: headers(applicant) });
    expect(accepted.statusCode, accepted.body).toBe(200);

    expect((await applications())[0]).toMatchObject({ id: applicationId, status: 'on_roster' });
    const body = await page(adult);
    expect(body.roster!.players).toContainEqual({ displayName: 'Aiden Applicant', role: 'player', game: 'Valorant' });
    expect(body.team.activePlayers).toBe(3);
    const applicantView = await page(applicant);
    expect(applicantView.viewer).toMatchObject({ onTeam: true, canApply: false, canOpenManage: true });

    const onRoster = await t.app.inject({ method: 'POST', url: `/api/teams/${teamId}/recruiting-applications/${applicationId}/invite`, headers: headers(owner) });
    expect(onRoster.statusCode).toBe(409);
    expect(onRoster.json().error.message).toBe(APPLICATION_INVITE_TEXTS.onRoster);
  });
});
