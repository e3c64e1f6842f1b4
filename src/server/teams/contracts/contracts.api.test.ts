/** Gold contract management (docs/decisions/052): the list, editing dates, its access matrix and tier gate, and the owner's reminders. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_TEXTS, type TeamContracts } from '#shared/contracts/team-contracts.ts';
import { teamMembers, teamStaff, teams } from '#server/db/schema/teams.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { outboxFor, type TestUser } from '#server/test/test-users.ts';
import { sendContractReminders } from './contract-reminders.ts';
import { addPlayer, addStaff, insertGame, insertTeam, setTeamsFlag, signUpTeamToolCallers, TEAM_TOOL_MANAGERS, TEAM_TOOL_REFUSED } from '../../test/teams/schedule-test-data.ts';

let t: TestApp;
const users: Record<string, TestUser> = {};
let goldId: string;
let silverId: string;
let otherGoldId: string;
const rows: Record<string, string> = {};

/** YYYY-MM-DD, `days` from today (UTC). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await setTeamsFlag(db, true);
  Object.assign(users, await signUpTeamToolCallers(t.app, { owner: 'Olive Owner', player: 'Ann Player', staffer: 'Sam Staff' }));

  goldId = (await insertTeam(db, users.owner!.id, { tier: 'gold', name: 'Gold Crew' })).id;
  silverId = (await insertTeam(db, users.owner!.id, { tier: 'silver' })).id;
  otherGoldId = (await insertTeam(db, users.otherOwner!.id, { tier: 'gold' })).id;
  const game = await insertGame(db, goldId);

  rows.player = (await addPlayer(db, goldId, users.player!.id)).id;
  rows.gamePlayer = (await addPlayer(db, goldId, users.player!.id, { gameProfileId: game.id })).id;
  rows.gone = (await addPlayer(db, goldId, users.otherOwner!.id, { isActive: false })).id;
  rows.staff = (await addStaff(db, goldId, users.staffer!.id)).id;
  rows.silverPlayer = (await addPlayer(db, silverId, users.player!.id)).id;
  rows.otherTeamPlayer = (await addPlayer(db, otherGoldId, users.player!.id)).id;
  await db.update(teamStaff).set({ contractStart: '2026-01-01', contractEnd: dayFromToday(10) }).where(eq(teamStaff.id, rows.staff));
  await db.update(teamMembers).set({ contractEnd: dayFromToday(-3) }).where(eq(teamMembers.id, rows.gamePlayer));
  await db.update(teamMembers).set({ contractEnd: dayFromToday(10) }).where(eq(teamMembers.id, rows.silverPlayer));
});
afterAll(async () => t.close());

const headers = (who?: TestUser) => (who ? { cookie: who.cookie } : {});
const list = (who?: TestUser, team = goldId) => t.app.inject({ method: 'GET', url: `/api/teams/${team}/contracts`, headers: headers(who) });
const put = (who: TestUser | undefined, payload: unknown, kind = 'player', item = rows.player!, team = goldId) =>
  t.app.inject({ method: 'PUT', url: `/api/teams/${team}/contracts/${kind}/${item}`, headers: headers(who), payload: payload as object });
const contractRows = async () => ({
  members: await t.database.db.select({ id: teamMembers.id, s: teamMembers.contractStart, e: teamMembers.contractEnd }).from(teamMembers).orderBy(teamMembers.id),
  staff: await t.database.db.select({ id: teamStaff.id, s: teamStaff.contractStart, e: teamStaff.contractEnd }).from(teamStaff).orderBy(teamStaff.id),
});

describe('contracts access matrix (Gold team)', () => {
  const matrix: [string, number][] = [...TEAM_TOOL_REFUSED, ...TEAM_TOOL_MANAGERS.map((who): [string, number] => [who, 200])];
  it.each(matrix)('GET as %s answers %i', async (who, status) => {
    expect((await list(users[who])).statusCode).toBe(status);
  });
  it.each(matrix)('PUT as %s answers %i and changes nothing when refused', async (who, status) => {
    const before = await contractRows();
    const response = await put(users[who], { contractStart: '2026-03-01', contractEnd: null });
    expect(response.statusCode).toBe(status);
    if (status !== 200) expect(await contractRows()).toEqual(before);
    else expect(response.json()).toEqual({ id: rows.player });
  });
});

describe('contracts tier gate', () => {
  it('a Silver team gets "Upgrade for Contract Management" and its dates do not change', async () => {
    const before = await contractRows();
    const read = await list(users.owner, silverId);
    expect(read.statusCode).toBe(403);
    expect(read.json().error.message).toBe(CONTRACT_TEXTS.tierRequired);
    const write = await put(users.owner, { contractStart: null, contractEnd: null }, 'player', rows.silverPlayer, silverId);
    expect(write.statusCode).toBe(403);
    expect(await contractRows()).toEqual(before);
  });

  it('a platform admin on a Silver team is refused the same way', async () => {
    expect((await list(users.yes_admin, silverId)).statusCode).toBe(403);
  });
});

describe('contracts list and edit', () => {
  it('lists live players and staff, soonest end first, with ending soon and ended', async () => {
    await put(users.owner, { contractStart: '2026-01-15', contractEnd: dayFromToday(200) });
    const body = (await list(users.owner)).json() as TeamContracts;
    expect(body.reminderDays).toBe(30);
    expect(body.contracts.map((c) => [c.id, c.kind, c.endingSoon, c.ended])).toEqual([
      [rows.gamePlayer, 'player', false, true],
      [rows.staff, 'staff', true, false],
      [rows.player, 'player', false, false],
    ]);
    expect(body.contracts[0]).toMatchObject({ fullName: 'Ann Player', rosterName: expect.any(String) as string });
    expect(body.contracts[1]).toMatchObject({ fullName: 'Sam Staff', role: 'head_coach', rosterName: null, contractStart: '2026-01-01' });
    expect(body.contracts[2]).toMatchObject({ contractStart: '2026-01-15', contractEnd: dayFromToday(200) });
  });

  it('edits a staff contract and clears a date with null', async () => {
    const response = await put(users.yes_developer, { contractStart: null, contractEnd: '2027-06-30' }, 'staff', rows.staff);
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(teamStaff).where(eq(teamStaff.id, rows.staff!));
    expect(row).toMatchObject({ contractStart: null, contractEnd: '2027-06-30' });
  });

  it.each([
    ['end before start', { contractStart: '2026-05-01', contractEnd: '2026-04-30' }, 'contractEnd'],
    ['a start that is not a date', { contractStart: '31/12/2026', contractEnd: null }, 'contractStart'],
    ['a missing end', { contractStart: '2026-05-01' }, 'contractEnd'],
    ['a year 9999 end', { contractStart: null, contractEnd: '9999-01-01' }, 'contractEnd'],
  ])('400 for %s, naming %s, and nothing changes', async (_name, payload, field) => {
    const before = await contractRows();
    const response = await put(users.owner, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
    expect(await contractRows()).toEqual(before);
  });

  it('400 for an unknown kind; 404 for a row of another team or a removed one', async () => {
    const payload = { contractStart: null, contractEnd: null };
    expect((await put(users.owner, payload, 'coach')).statusCode).toBe(400);
    const before = await contractRows();
    const other = await put(users.owner, payload, 'player', rows.otherTeamPlayer);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe(CONTRACT_TEXTS.notFound);
    expect((await put(users.owner, payload, 'player', rows.gone)).statusCode).toBe(404);
    expect((await put(users.owner, payload, 'staff', rows.player)).statusCode).toBe(404);
    expect(await contractRows()).toEqual(before);
  });

  it('an archived Gold team: readable, not editable', async () => {
    const archived = await insertTeam(t.database.db, users.owner!.id, { tier: 'gold', archivedAt: new Date() });
    const member = await addPlayer(t.database.db, archived.id, users.player!.id);
    expect((await list(users.owner, archived.id)).statusCode).toBe(200);
    expect((await put(users.owner, { contractStart: null, contractEnd: null }, 'player', member.id, archived.id)).statusCode).toBe(409);
  });
});

describe('contract reminders', () => {
  it('emails the Gold owner once per contract end within 30 days; Silver teams and far ends get nothing; a new end is reminded again', async () => {
    const { db } = t.database;
    await db.update(teamStaff).set({ contractStart: null, contractEnd: dayFromToday(12) }).where(eq(teamStaff.id, rows.staff!));
    await db.update(teamMembers).set({ contractEnd: dayFromToday(45) }).where(eq(teamMembers.id, rows.player!));
    const before = (await outboxFor(db, users.owner!.email)).length;

    const first = await sendContractReminders(t.app.ctx);
    expect(first).toEqual({ contracts: 1, emails: 1 });
    const mails = await outboxFor(db, users.owner!.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.subject).toBe('A contract ends soon (Gold Crew)');
    expect(mails[0]!.textBody).toContain(`Sam Staff (staff, head coach): ends ${dayFromToday(12)}`);
    expect(mails[0]!.textBody).toContain(`/teams/${goldId}/manage?tab=contracts`);

    expect(await sendContractReminders(t.app.ctx)).toEqual({ contracts: 0, emails: 0 });

    // Renewed to a new end inside the window: reminded again, once.
    await put(users.owner, { contractStart: null, contractEnd: dayFromToday(20) }, 'staff', rows.staff);
    expect(await sendContractReminders(t.app.ctx)).toEqual({ contracts: 1, emails: 1 });
    expect(await sendContractReminders(t.app.ctx)).toEqual({ contracts: 0, emails: 0 });

    // The 45-day contract comes into the window 20 days later.
    expect(await sendContractReminders(t.app.ctx, new Date(Date.now() + 20 * 86_400_000))).toEqual({ contracts: 1, emails: 1 });
  });

  it('a run whose reminder could not be queued claims nothing, so the next run tries again', async () => {
    const { db } = t.database;
    await db.update(teamMembers).set({ contractEnd: dayFromToday(9) }).where(eq(teamMembers.id, rows.player!));
    const before = (await outboxFor(db, users.owner!.email)).length;
    const queueDown = { ...t.app.ctx, mailer: { ...t.app.ctx.mailer, send: () => Promise.reject(new Error('The queue is down')) } };
    await expect(sendContractReminders(queueDown)).rejects.toThrow('The queue is down');
    expect(await outboxFor(db, users.owner!.email)).toHaveLength(before);
    expect(await sendContractReminders(t.app.ctx)).toEqual({ contracts: 1, emails: 1 });
    expect(await sendContractReminders(t.app.ctx)).toEqual({ contracts: 0, emails: 0 });
  });

  it('a team that drops below Gold gets no reminders', async () => {
    const { db } = t.database;
    await db.update(teams).set({ subscriptionTier: 'silver' }).where(eq(teams.id, goldId));
    await db.update(teamMembers).set({ contractEnd: dayFromToday(5) }).where(eq(teamMembers.id, rows.player!));
    expect(await sendContractReminders(t.app.ctx)).toEqual({ contracts: 0, emails: 0 });
    await db.update(teams).set({ subscriptionTier: 'gold' }).where(eq(teams.id, goldId));
  });
});
