/** Practices, tournaments, recruiting posts and achievements: the manager writes of spec 5, 6 and 7.6. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import {
  teamAchievements,
  teamPracticeAttendance,
  teamPractices,
  teamRecruitingPosts,
  teamTournaments,
} from '#server/db/schema/teams.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, tableCounts, type TestUser } from '#server/test/test-users.ts';
import { addPlayer, insertAnswer, insertPractice, insertTeam, insertTournament, setTeamsFlag } from '../../test/teams/schedule-test-data.ts';

let t: TestApp;
let owner: TestUser;
let player: TestUser;
let admin: TestUser;
let bronzeId: string;
let silverId: string;
let otherTeamId: string;

beforeAll(async () => {
  t = await createTestApp();
  await setTeamsFlag(t.database.db, true);
  owner = await signUpUser(t.app, { displayName: 'Owner Olive' });
  player = await signUpUser(t.app, { displayName: 'Player Pat' });
  admin = await signUpWithRoles(t.app, ['yes_admin']);
  bronzeId = (await insertTeam(t.database.db, owner.id, { tier: 'bronze' })).id;
  silverId = (await insertTeam(t.database.db, owner.id, { tier: 'silver' })).id;
  otherTeamId = (await insertTeam(t.database.db, admin.id, { tier: 'gold' })).id;
  await addPlayer(t.database.db, bronzeId, player.id);
  await addPlayer(t.database.db, silverId, player.id);
});
afterAll(async () => t.close());

const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: TestUser | null, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload !== undefined ? { payload } : {}) });

const practiceRow = async (id: string) => (await t.database.db.select().from(teamPractices).where(eq(teamPractices.id, id)))[0];

describe('practices', () => {
  it('the owner schedules a practice with the defaults of spec 5 and created_by set', async () => {
    const response = await send('POST', `/api/teams/${bronzeId}/practices`, owner, {
      title: '  Scrims vs Rival  ',
      scheduledAt: '2026-12-01T18:00:00Z',
      durationMinutes: 120,
    });
    expect(response.statusCode).toBe(201);
    const row = await practiceRow(response.json().id);
    expect(row).toMatchObject({
      teamId: bronzeId,
      title: 'Scrims vs Rival',
      durationMinutes: 120,
      isMandatory: true,
      status: 'scheduled',
      createdBy: owner.id,
      description: null,
      location: null,
    });
    expect(row!.scheduledAt.toISOString()).toBe('2026-12-01T18:00:00.000Z');
  });

  it('refuses a practice without title, date or duration and names the fields', async () => {
    const before = await tableCounts(t.database.db);
    const response = await send('POST', `/api/teams/${bronzeId}/practices`, owner, { title: ' ', durationMinutes: 0 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(expect.arrayContaining(['title', 'scheduledAt', 'durationMinutes']));
    expect(await tableCounts(t.database.db)).toEqual(before);
  });

  it('a member (not a manager) cannot schedule: 403 with the manager text, nothing stored', async () => {
    const before = await tableCounts(t.database.db);
    const response = await send('POST', `/api/teams/${bronzeId}/practices`, player, {
      title: 'Sneaky',
      scheduledAt: '2026-12-01T18:00:00Z',
      durationMinutes: 60,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(TEAM_TEXTS.notManager);
    expect(await tableCounts(t.database.db)).toEqual(before);
  });

  it('PATCH changes only the fields sent (defaults are not re-applied)', async () => {
    const practice = await insertPractice(t.database.db, bronzeId, { status: 'completed', isMandatory: false, location: 'Lab 3' });
    const response = await send('PATCH', `/api/teams/${bronzeId}/practices/${practice.id}`, owner, { title: 'Renamed' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: practice.id });
    expect(await practiceRow(practice.id)).toMatchObject({ title: 'Renamed', status: 'completed', isMandatory: false, location: 'Lab 3' });

    const cleared = await send('PATCH', `/api/teams/${bronzeId}/practices/${practice.id}`, owner, { location: '', status: 'cancelled' });
    expect(cleared.statusCode).toBe(200);
    expect(await practiceRow(practice.id)).toMatchObject({ location: null, status: 'cancelled', title: 'Renamed' });
  });

  it('an admin (manager of any team) edits a practice; an empty PATCH is a no-op 200', async () => {
    const practice = await insertPractice(t.database.db, bronzeId);
    expect((await send('PATCH', `/api/teams/${bronzeId}/practices/${practice.id}`, admin, { durationMinutes: 45 })).statusCode).toBe(200);
    expect((await practiceRow(practice.id))!.durationMinutes).toBe(45);
    expect((await send('PATCH', `/api/teams/${bronzeId}/practices/${practice.id}`, admin, {})).statusCode).toBe(200);
  });

  it('a practice of another team is "Practice not found" for PATCH and DELETE, and stays unchanged', async () => {
    const foreign = await insertPractice(t.database.db, otherTeamId, { title: 'Foreign' });
    for (const [method, payload] of [['PATCH', { title: 'Hijacked' }], ['DELETE', undefined]] as const) {
      const response = await send(method, `/api/teams/${bronzeId}/practices/${foreign.id}`, owner, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Practice not found');
    }
    expect((await practiceRow(foreign.id))!.title).toBe('Foreign');
  });

  it('DELETE removes the practice and its attendance rows', async () => {
    const practice = await insertPractice(t.database.db, bronzeId);
    await insertAnswer(t.database.db, practice.id, player.id, 'attending');
    const response = await send('DELETE', `/api/teams/${bronzeId}/practices/${practice.id}`, owner);
    expect(response.statusCode).toBe(204);
    expect(await practiceRow(practice.id)).toBeUndefined();
    const answers = await t.database.db.select().from(teamPracticeAttendance).where(eq(teamPracticeAttendance.practiceId, practice.id));
    expect(answers).toEqual([]);
  });

  it('writes to an archived team are refused with the archived text', async () => {
    const archived = await insertTeam(t.database.db, owner.id, { archivedAt: new Date() });
    const response = await send('POST', `/api/teams/${archived.id}/practices`, owner, {
      title: 'Late',
      scheduledAt: '2026-12-01T18:00:00Z',
      durationMinutes: 60,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(TEAM_TEXTS.archived);
  });
});

describe('tournaments (tier gated)', () => {
  const input = { name: 'Winter Cup', startDate: '2026-12-12', prizePool: 1500.5, placement: '2nd', tournamentType: 'lan' };

  it('a bronze team is refused even through the API, with nothing changed', async () => {
    const existing = await insertTournament(t.database.db, bronzeId, { name: 'Legacy' });
    const before = await tableCounts(t.database.db);
    for (const [method, url, payload] of [
      ['POST', `/api/teams/${bronzeId}/tournaments`, input],
      ['PATCH', `/api/teams/${bronzeId}/tournaments/${existing.id}`, { name: 'Changed' }],
      ['DELETE', `/api/teams/${bronzeId}/tournaments/${existing.id}`, undefined],
    ] as const) {
      for (const who of [owner, admin]) {
        const response = await send(method, url, who, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().error.message).toBe(TEAM_TEXTS.tournamentTierRequired);
      }
    }
    expect(await tableCounts(t.database.db)).toEqual(before);
    expect((await t.database.db.select().from(teamTournaments).where(eq(teamTournaments.id, existing.id)))[0]!.name).toBe('Legacy');
  });

  it('a silver team adds, edits and deletes tournaments', async () => {
    const created = await send('POST', `/api/teams/${silverId}/tournaments`, owner, input);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const row = async () => (await t.database.db.select().from(teamTournaments).where(eq(teamTournaments.id, id)))[0];
    expect(await row()).toMatchObject({ teamId: silverId, name: 'Winter Cup', prizePool: 1500.5, placement: '2nd', tournamentType: 'lan', status: 'upcoming' });

    const patched = await send('PATCH', `/api/teams/${silverId}/tournaments/${id}`, owner, { status: 'completed', placement: '1st' });
    expect(patched.statusCode).toBe(200);
    expect(await row()).toMatchObject({ status: 'completed', placement: '1st', tournamentType: 'lan', name: 'Winter Cup' });

    expect((await send('DELETE', `/api/teams/${silverId}/tournaments/${id}`, owner)).statusCode).toBe(204);
    expect(await row()).toBeUndefined();
  });

  it('name and start date are required; prize pool takes at most 2 decimals and no negatives', async () => {
    const missing = await send('POST', `/api/teams/${silverId}/tournaments`, owner, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(expect.arrayContaining(['name', 'startDate']));
    const cents = await send('POST', `/api/teams/${silverId}/tournaments`, owner, { ...input, prizePool: 1.005 });
    expect(cents.json().error.fields.prizePool).toBe('Prize pool has at most 2 decimals');
    const negative = await send('POST', `/api/teams/${silverId}/tournaments`, owner, { ...input, prizePool: -1 });
    expect(negative.json().error.fields.prizePool).toBe('Prize pool cannot be negative');
  });

  it('a tournament of another team is "Tournament not found"', async () => {
    const foreign = await insertTournament(t.database.db, otherTeamId);
    const response = await send('DELETE', `/api/teams/${silverId}/tournaments/${foreign.id}`, owner);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Tournament not found');
  });
});

describe('recruiting posts', () => {
  const postRow = async (id: string) => (await t.database.db.select().from(teamRecruitingPosts).where(eq(teamRecruitingPosts.id, id)))[0];

  it('creates a post with trimmed positions, empties dropped, the spec defaults and created_by', async () => {
    const response = await send('POST', `/api/teams/${bronzeId}/recruiting-posts`, owner, {
      title: 'Need a support',
      positionsNeeded: [' IGL', 'Duelist ', '  ', ''],
      isPaid: true,
      salaryRange: '$500-$800 / month',
    });
    expect(response.statusCode).toBe(201);
    expect(await postRow(response.json().id)).toMatchObject({
      teamId: bronzeId,
      positionsNeeded: ['IGL', 'Duelist'],
      commitmentLevel: 'competitive',
      isPaid: true,
      salaryRange: '$500-$800 / month',
      isActive: true,
      createdBy: owner.id,
    });
  });

  it('drops the salary range of an unpaid post', async () => {
    const response = await send('POST', `/api/teams/${bronzeId}/recruiting-posts`, owner, {
      title: 'Volunteers',
      isPaid: false,
      salaryRange: '$1M',
    });
    expect((await postRow(response.json().id))!.salaryRange).toBeNull();
  });

  it('PATCH keeps unsent fields; turning paid off clears the salary; a salary alone on an unpaid post is ignored', async () => {
    const created = await send('POST', `/api/teams/${bronzeId}/recruiting-posts`, owner, {
      title: 'Paid role',
      commitmentLevel: 'professional',
      positionsNeeded: ['Coach'],
      isPaid: true,
      salaryRange: '$100',
    });
    const id = created.json().id as string;
    expect((await send('PATCH', `/api/teams/${bronzeId}/recruiting-posts/${id}`, owner, { isActive: false })).statusCode).toBe(200);
    expect(await postRow(id)).toMatchObject({ isActive: false, commitmentLevel: 'professional', positionsNeeded: ['Coach'], isPaid: true, salaryRange: '$100' });

    expect((await send('PATCH', `/api/teams/${bronzeId}/recruiting-posts/${id}`, owner, { salaryRange: '$200' })).statusCode).toBe(200);
    expect((await postRow(id))!.salaryRange).toBe('$200');

    await send('PATCH', `/api/teams/${bronzeId}/recruiting-posts/${id}`, owner, { isPaid: false });
    expect(await postRow(id)).toMatchObject({ isPaid: false, salaryRange: null });

    await send('PATCH', `/api/teams/${bronzeId}/recruiting-posts/${id}`, owner, { salaryRange: '$300' });
    expect((await postRow(id))!.salaryRange).toBeNull();

    await send('PATCH', `/api/teams/${bronzeId}/recruiting-posts/${id}`, owner, { isPaid: true, salaryRange: '$400', positionsNeeded: ['a', ' '] });
    expect(await postRow(id)).toMatchObject({ isPaid: true, salaryRange: '$400', positionsNeeded: ['a'] });
  });

  it('refuses more than 20 positions and an empty title', async () => {
    const response = await send('POST', `/api/teams/${bronzeId}/recruiting-posts`, owner, {
      title: '',
      positionsNeeded: Array.from({ length: 21 }, (_, index) => `P${index}`),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({ title: 'Title is required', positionsNeeded: 'At most 20 positions' });
  });

  it('deletes a post; another team\'s post is "Recruiting post not found"', async () => {
    const created = await send('POST', `/api/teams/${bronzeId}/recruiting-posts`, owner, { title: 'Short lived' });
    expect((await send('DELETE', `/api/teams/${bronzeId}/recruiting-posts/${created.json().id}`, owner)).statusCode).toBe(204);
    const foreign = await send('POST', `/api/teams/${otherTeamId}/recruiting-posts`, admin, { title: 'Theirs' });
    const response = await send('PATCH', `/api/teams/${bronzeId}/recruiting-posts/${foreign.json().id}`, owner, { title: 'Mine' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Recruiting post not found');
  });
});

describe('achievements', () => {
  it('adds, edits and deletes an achievement', async () => {
    const created = await send('POST', `/api/teams/${bronzeId}/achievements`, owner, { title: 'Regional champions', dateAchieved: '2026-03-14' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const row = async () => (await t.database.db.select().from(teamAchievements).where(eq(teamAchievements.id, id)))[0];
    expect(await row()).toMatchObject({ teamId: bronzeId, title: 'Regional champions', dateAchieved: '2026-03-14', description: null });
    expect((await send('PATCH', `/api/teams/${bronzeId}/achievements/${id}`, owner, { description: 'Undefeated' })).statusCode).toBe(200);
    expect(await row()).toMatchObject({ title: 'Regional champions', description: 'Undefeated' });
    expect((await send('DELETE', `/api/teams/${bronzeId}/achievements/${id}`, owner)).statusCode).toBe(204);
    expect(await row()).toBeUndefined();
  });

  it('requires a title and a YYYY-MM-DD date', async () => {
    const response = await send('POST', `/api/teams/${bronzeId}/achievements`, owner, { title: '', dateAchieved: '14/03/2026' });
    expect(response.json().error.fields).toMatchObject({ title: 'Title is required', dateAchieved: 'Enter a date as YYYY-MM-DD' });
  });

  it('another team\'s achievement is "Achievement not found"', async () => {
    const foreign = await send('POST', `/api/teams/${otherTeamId}/achievements`, admin, { title: 'Theirs', dateAchieved: '2026-01-01' });
    const response = await send('DELETE', `/api/teams/${bronzeId}/achievements/${foreign.json().id}`, owner);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Achievement not found');
  });
});
