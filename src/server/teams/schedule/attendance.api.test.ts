/** Practice attendance (spec 2.5, 4, 5, 7.6) and attendance reminders (issue point 6). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { teamPracticeAttendance } from '#server/db/schema/teams.ts';
import type { TestApp } from '#server/test/create-test-app.ts';
import { openTeamsApp } from '#server/test/teams/teams-app.ts';
import { outboxFor, signUpWithRoles, tableCounts, type TestUser } from '#server/test/test-users.ts';
import { REMINDERS_ONLY_UPCOMING } from './attendance-reminders.ts';
import { addPlayer, addStaff, hoursFromNow, insertAnswer, insertGame, insertPractice, insertTeam } from '../../test/teams/schedule-test-data.ts';

let t: TestApp;
let owner: TestUser;
let alice: TestUser; // general roster
let bob: TestUser; // active game roster, also staff
let carol: TestUser; // only on a removed game's roster
let dave: TestUser; // removed from the team
let coach: TestUser; // staff
let stranger: TestUser;
let admin: TestUser;
let teamId: string;
let otherTeamId: string;

beforeAll(async () => {
  let users: TestUser[];
  ({ t, users } = await openTeamsApp(['Owner Olive', 'Alice Archer', 'Bob Builder', 'Carol Cole', 'Dave Dunn', 'Coach Casey', 'Stranger Sam']));
  [owner, alice, bob, carol, dave, coach, stranger] = users as [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser, TestUser];
  const { db } = t.database;
  admin = await signUpWithRoles(t.app, ['yes_admin']);
  const team = await insertTeam(db, owner.id, { name: 'Night Owls' });
  teamId = team.id;
  otherTeamId = (await insertTeam(db, stranger.id)).id;
  const game = await insertGame(db, teamId);
  const removedGame = await insertGame(db, teamId, false);
  await addPlayer(db, teamId, alice.id);
  await addPlayer(db, teamId, bob.id, { gameProfileId: game.id });
  await addStaff(db, teamId, bob.id);
  await addPlayer(db, teamId, carol.id, { gameProfileId: removedGame.id });
  await addPlayer(db, teamId, dave.id, { isActive: false });
  await addStaff(db, teamId, coach.id, { gameProfileId: game.id });
});
afterAll(async () => t.close());

const url = (practiceId: string, team = teamId) => `/api/teams/${team}/practices/${practiceId}/attendance`;
const answer = (practiceId: string, who: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: url(practiceId), headers: { cookie: who.cookie }, payload });
const read = (practiceId: string, who: TestUser) => t.app.inject({ method: 'GET', url: url(practiceId), headers: { cookie: who.cookie } });
const rowsOf = (practiceId: string) =>
  t.database.db.select().from(teamPracticeAttendance).where(eq(teamPracticeAttendance.practiceId, practiceId));

describe('PUT attendance', () => {
  it('records the answer, then changes it: one row per practice and user, updated_at moves', async () => {
    const practice = await insertPractice(t.database.db, teamId);
    const first = await answer(practice.id, alice, { status: 'attending' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ userId: alice.id, fullName: 'Alice Archer', status: 'attending', notes: null });
    const firstAt = first.json().updatedAt as string;

    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await answer(practice.id, alice, { status: 'maybe', notes: 'Might be late' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ status: 'maybe', notes: 'Might be late' });
    expect(Date.parse(second.json().updatedAt)).toBeGreaterThan(Date.parse(firstAt));

    const rows = await rowsOf(practice.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: alice.id, status: 'maybe', notes: 'Might be late' });
  });

  it('not attending needs a reason: 400 naming notes with the spec text, nothing stored', async () => {
    const practice = await insertPractice(t.database.db, teamId);
    const before = await tableCounts(t.database.db);
    for (const payload of [{ status: 'not_attending' }, { status: 'not_attending', notes: '   ' }]) {
      const response = await answer(practice.id, alice, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.notes).toBe(TEAM_TEXTS.reasonRequired);
    }
    expect(await tableCounts(t.database.db)).toEqual(before);
    const ok = await answer(practice.id, alice, { status: 'not_attending', notes: 'Exam week' });
    expect(ok.json()).toMatchObject({ status: 'not_attending', notes: 'Exam week' });
  });

  it('status is required and must be one of the three values', async () => {
    const practice = await insertPractice(t.database.db, teamId);
    for (const payload of [{}, { status: 'late' }]) {
      const response = await answer(practice.id, alice, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.status).toBeDefined();
    }
  });

  it('notes are dropped when attending (they belong to maybe and not attending)', async () => {
    const practice = await insertPractice(t.database.db, teamId);
    const response = await answer(practice.id, alice, { status: 'attending', notes: 'ignored' });
    expect(response.json().notes).toBeNull();
    expect((await rowsOf(practice.id))[0]!.notes).toBeNull();
  });

  it('staff, the owner and admins may answer; strangers and removed players may not', async () => {
    const practice = await insertPractice(t.database.db, teamId);
    for (const who of [coach, owner, admin]) expect((await answer(practice.id, who, { status: 'attending' })).statusCode).toBe(200);
    for (const who of [stranger, dave]) {
      const response = await answer(practice.id, who, { status: 'attending' });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(TEAM_TEXTS.notInsider);
    }
    expect(await rowsOf(practice.id)).toHaveLength(3);
  });

  it('a practice of another team is "Practice not found"', async () => {
    const foreign = await insertPractice(t.database.db, otherTeamId);
    const response = await answer(foreign.id, alice, { status: 'attending' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Practice not found');
    expect(await rowsOf(foreign.id)).toEqual([]);
  });

  it('an archived team takes no answers', async () => {
    const archived = await insertTeam(t.database.db, owner.id, { archivedAt: new Date() });
    await addPlayer(t.database.db, archived.id, alice.id);
    const practice = await insertPractice(t.database.db, archived.id);
    const response = await t.app.inject({
      method: 'PUT',
      url: url(practice.id, archived.id),
      headers: { cookie: alice.cookie },
      payload: { status: 'attending' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(TEAM_TEXTS.archived);
  });
});

describe('GET attendance', () => {
  let practiceId: string;
  beforeAll(async () => {
    const { db } = t.database;
    const practice = await insertPractice(db, teamId, {
      title: 'Film review',
      description: 'Bring notes',
      location: 'Room 12',
      durationMinutes: 90,
      isMandatory: false,
      scheduledAt: new Date('2026-12-24T17:30:00Z'),
    });
    practiceId = practice.id;
    await insertAnswer(db, practiceId, alice.id, 'not_attending', 'Family dinner');
    await insertAnswer(db, practiceId, coach.id, 'maybe', 'Car trouble');
    await insertAnswer(db, practiceId, dave.id, 'attending');
  });

  it('a player sees the practice, their own answer with notes, others without notes, and no non-responders', async () => {
    const response = await read(practiceId, alice);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.practice).toEqual({
      id: practiceId,
      title: 'Film review',
      description: 'Bring notes',
      scheduledAt: '2026-12-24T17:30:00.000Z',
      durationMinutes: 90,
      location: 'Room 12',
      isMandatory: false,
      status: 'scheduled',
      seriesId: null,
      counts: { attending: 1, maybe: 1, notAttending: 1 },
      attendees: [{ userId: dave.id, fullName: 'Dave Dunn', avatarUrl: null }],
      myStatus: 'not_attending',
    });
    expect(body.mine).toMatchObject({ userId: alice.id, status: 'not_attending', notes: 'Family dinner' });
    expect(body.entries.map((entry: { fullName: string }) => entry.fullName)).toEqual(['Alice Archer', 'Coach Casey', 'Dave Dunn']);
    const coachEntry = body.entries.find((entry: { userId: string }) => entry.userId === coach.id);
    expect(coachEntry).toMatchObject({ status: 'maybe', notes: null });
    expect(body.nonResponders).toBeNull();
  });

  it('a manager sees every note and who has not answered (active players and staff, each once)', async () => {
    for (const who of [owner, admin]) {
      const body = (await read(practiceId, who)).json();
      expect(body.mine).toBeNull();
      expect(body.practice.myStatus).toBeNull();
      expect(body.entries.map((entry: { notes: string | null }) => entry.notes)).toEqual(['Family dinner', 'Car trouble', null]);
      // Bob is a player and a staff member: listed once. Carol's game was removed; Dave left; Alice and Coach answered.
      expect(body.nonResponders).toEqual([{ userId: bob.id, fullName: 'Bob Builder', avatarUrl: null }]);
    }
  });

  it('attendees are at most 3, latest answers first', async () => {
    const { db } = t.database;
    const practice = await insertPractice(db, teamId);
    for (const who of [alice, bob, coach, owner]) {
      await answer(practice.id, who, { status: 'attending' });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await answer(practice.id, admin, { status: 'maybe' });
    const body = (await read(practice.id, bob)).json();
    expect(body.practice.counts).toEqual({ attending: 4, maybe: 1, notAttending: 0 });
    expect(body.practice.attendees.map((person: { userId: string }) => person.userId)).toEqual([owner.id, coach.id, bob.id]);
    expect(body.practice.myStatus).toBe('attending');
  });

  it('strangers get 403; another team\'s practice is 404', async () => {
    const denied = await read(practiceId, stranger);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(TEAM_TEXTS.notInsider);
    const foreign = await insertPractice(t.database.db, otherTeamId);
    const missing = await read(foreign.id, owner);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Practice not found');
  });
});

describe('POST reminders', () => {
  const remind = (practiceId: string, who: TestUser) =>
    t.app.inject({ method: 'POST', url: `/api/teams/${teamId}/practices/${practiceId}/reminders`, headers: { cookie: who.cookie } });

  it('emails each active player and staff member who has not answered, with the practice details and a link', async () => {
    const { db } = t.database;
    const practice = await insertPractice(db, teamId, {
      title: 'Scrim night',
      scheduledAt: new Date('2030-06-03T18:05:00Z'),
      durationMinutes: 120,
      location: 'Arena B',
    });
    await insertAnswer(db, practice.id, alice.id, 'attending');
    const response = await remind(practice.id, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: 2 });

    for (const who of [bob, coach]) {
      const [mail] = await outboxFor(db, who.email);
      expect(mail).toBeDefined();
      expect(mail!.subject).toContain('Scrim night');
      expect(mail!.subject).toContain('Night Owls');
      expect(mail!.textBody).toContain('Monday, June 3, 2030 at 18:05 UTC');
      expect(mail!.textBody).toContain('your own time zone');
      expect(mail!.textBody).toContain('Arena B');
      expect(mail!.textBody).toContain(`http://localhost:3000/teams/${teamId}/manage?tab=practices&practice=${practice.id}`);
      expect(mail!.htmlBody).toContain('Arena B');
    }
    for (const who of [alice, carol, dave, stranger]) {
      const mails = await outboxFor(db, who.email);
      expect(mails.filter((mail) => mail.subject.includes('Scrim night'))).toEqual([]);
    }
  });

  it('refuses practices that started, were cancelled or completed, and sends nothing', async () => {
    const { db } = t.database;
    const started = await insertPractice(db, teamId, { scheduledAt: hoursFromNow(-1) });
    const cancelled = await insertPractice(db, teamId, { status: 'cancelled', scheduledAt: hoursFromNow(48) });
    const completed = await insertPractice(db, teamId, { status: 'completed', scheduledAt: hoursFromNow(48) });
    const before = await tableCounts(db);
    for (const practice of [started, cancelled, completed]) {
      const response = await remind(practice.id, owner);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(REMINDERS_ONLY_UPCOMING);
    }
    expect(await tableCounts(db)).toEqual(before);
  });

  it('only managers send reminders', async () => {
    const practice = await insertPractice(t.database.db, teamId);
    const response = await remind(practice.id, alice);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(TEAM_TEXTS.notManager);
  });

  it('everybody answered: nothing to send', async () => {
    const { db } = t.database;
    const practice = await insertPractice(db, teamId);
    for (const who of [alice, bob, coach]) await insertAnswer(db, practice.id, who.id, 'maybe');
    expect((await remind(practice.id, admin)).json()).toEqual({ sent: 0 });
  });
});
