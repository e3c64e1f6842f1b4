/**
 * security: rosters without consent (issue 10.3, docs/decisions/015). A
 * manager adding someone makes an invitation: until the person accepts they
 * are on no roster, counted nowhere, not reachable through the team, and no
 * answer carries their email. Adding by email answers the same bytes
 * whether or not the address has an account. A minor's guardian is told.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { userProfiles, userRoles } from '#server/db/schema/profiles.ts';
import { teamInvitations, teamMembers, teamStaff } from '#server/db/schema/teams.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { confirmFromOutbox, outboxFor, signUpUser, type TestUser } from '#server/test/test-users.ts';
import { cookieHeader } from '#server/test/session-cookies.ts';
import { hoursFromNow, insertPractice } from '../../test/teams/schedule-test-data.ts';
import { insertGameProfile, insertMember, insertTeam, insertTitle, insertUser, setTeamsFlag } from '../../test/teams/team-test-data.ts';

let t: TestApp;
let owner: TestUser;
let valorantId: string;

const asUser = (user: TestUser) => ({ cookie: user.cookie });
const post = (user: TestUser, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: asUser(user), ...(payload ? { payload } : {}) });
const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: asUser(user) });

/** A 15-year-old who signed up with a guardian address; the profile starts private and unpublished. */
async function signUpMinor(name: string): Promise<TestUser & { guardianEmail: string }> {
  const suffix = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `minor-${suffix}@example.com`;
  const guardianEmail = `guardian-${suffix}@example.com`;
  const birth = new Date();
  birth.setUTCFullYear(birth.getUTCFullYear() - 15);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/account/sign-up',
    payload: { email, password: 'correct-horse-battery', displayName: name, birthDate: birth.toISOString().slice(0, 10), accountType: 'player', guardianEmail },
  });
  expect(response.statusCode, response.body).toBe(202);
  // Sign-up signs nobody in: the emailed link confirms the address and signs in (decision 017).
  const confirmed = await confirmFromOutbox(t.app, email);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const [row] = await t.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  return { id: row!.id, email, cookie: cookieHeader(confirmed.headers['set-cookie']), guardianEmail };
}

const manage = async (user: TestUser, teamId: string) => {
  const response = await get(user, `/api/teams/${teamId}/manage`);
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const activeRows = async (teamId: string, userId: string) => [
  ...(await t.database.db.select().from(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId), eq(teamMembers.isActive, true)))),
  ...(await t.database.db.select().from(teamStaff).where(and(eq(teamStaff.teamId, teamId), eq(teamStaff.userId, userId), eq(teamStaff.isActive, true)))),
];
const myInvitations = async (user: TestUser) => {
  const response = await get(user, '/api/team-invitations');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().invitations as { id: string; team: { id: string; name: string }; kind: string; role: string; invitedByName: string | null }[];
};

beforeAll(async () => {
  t = await createTestApp();
  await setTeamsFlag(t.database.db, true);
  owner = await signUpUser(t.app, { displayName: 'Olivia Owner' });
  valorantId = (await insertTitle(t.database.db, 'Valorant')).id;
});
afterAll(async () => t.close());

describe('security: rosters without consent (issue 10.3)', () => {
  it('a manager adding a private minor by id makes no member: not on the roster, not counted, not reachable, no email anywhere', async () => {
    const db = t.database.db;
    const team = await insertTeam(db, owner.id, { name: 'Consent Cobras' });
    await insertPractice(db, team.id, { title: 'Tuesday scrims', scheduledAt: hoursFromNow(48) });
    const minor = await signUpMinor('Milo Minor');

    const added = await post(owner, `/api/teams/${team.id}/members`, { userId: minor.id, role: 'player' });
    const answers = [added.body];
    const screen = await manage(owner, team.id);
    answers.push(screen.body);
    expect(screen.body).not.toContain(minor.email);

    // Not reachable by the manager in messaging: conversation create answers as for an unknown id (decision 011).
    const conversation = await post(owner, '/api/conversations', { type: 'dm', participantIds: [minor.id] });
    expect(conversation.statusCode).toBe(400);
    expect(conversation.json()).toMatchObject({ error: { message: expect.stringContaining('User not found') } });

    // Not a member: no roster row, not on the manage screen, not counted.
    expect(await activeRows(team.id, minor.id)).toEqual([]);
    expect(screen.json().members).toEqual([]);
    expect(screen.json().activePlayerCount).toBe(0);
    expect(added.statusCode, added.body).toBe(202);
    // The manager sees the pending invitation, without a name (private profile) or an email.
    expect(screen.json().invitations).toMatchObject([{ kind: 'member', role: 'player', status: 'pending', displayName: null, emailHint: null, invitedByName: 'Olivia Owner' }]);
    // Nor does the minor read the team's screen yet.
    expect((await get(minor, `/api/teams/${team.id}/manage`)).statusCode).toBe(403);

    // Nor found by the people search, by name or by email.
    for (const q of ['Milo', minor.email]) {
      const search = await get(owner, `/api/conversations/user-search?q=${encodeURIComponent(q)}`);
      expect(search.statusCode).toBe(200);
      answers.push(search.body);
      expect(search.json().users).toEqual([]);
    }

    // Every other team answer the manager reads: no email of the minor.
    const { upcoming, recent } = screen.json().practices as { upcoming: { id: string }[]; recent: { id: string }[] };
    const practices = [...upcoming, ...recent];
    const attendance = await get(owner, `/api/teams/${team.id}/practices/${practices[0]!.id}/attendance`);
    answers.push(attendance.body);
    expect(attendance.json().nonResponders).toEqual([]);
    answers.push((await get(owner, `/api/teams/${team.id}/user-search?q=Milo&kind=member`)).body);
    for (const body of answers) expect(body).not.toContain(minor.email);

    // The minor's guardian is told who invited the player to which team.
    const [notice] = await outboxFor(db, minor.guardianEmail);
    expect(notice?.subject).toContain('Consent Cobras');
    expect(notice?.textBody).toContain('Olivia Owner');
    expect(notice?.textBody).toContain('Milo Minor');
    // The minor is told too, with a link to answer.
    const [invitation] = await outboxFor(db, minor.email);
    expect(invitation?.textBody).toContain('Consent Cobras');
    expect(invitation?.textBody).toMatch(/\/teams#team-invitations/);
  });

  it('accepting makes the minor a member; the manager still never sees the minor’s email', async () => {
    const db = t.database.db;
    const team = await insertTeam(db, owner.id, { name: 'Accepting Antelopes' });
    const minor = await signUpMinor('Ada Accepts');
    expect((await post(owner, `/api/teams/${team.id}/members`, { userId: minor.id, role: 'captain' })).statusCode).toBe(202);

    const [invitation] = await myInvitations(minor);
    expect(invitation).toMatchObject({ team: { id: team.id, name: 'Accepting Antelopes' }, kind: 'member', role: 'captain', invitedByName: 'Olivia Owner' });
    const accepted = await post(minor, `/api/team-invitations/${invitation!.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ teamId: team.id });

    expect(await activeRows(team.id, minor.id)).toMatchObject([{ role: 'captain', gameProfileId: null }]);
    const screen = await manage(owner, team.id);
    expect(screen.json().members).toMatchObject([{ userId: minor.id, fullName: 'Ada Accepts', email: null }]);
    expect(screen.json().activePlayerCount).toBe(1);
    expect(screen.json().invitations).toMatchObject([{ id: invitation!.id, status: 'accepted' }]);
    expect(screen.body).not.toContain(minor.email);
    expect(await myInvitations(minor)).toEqual([]);
    // A team member now: the team's people may reach them (decision 011).
    expect((await post(owner, '/api/conversations', { type: 'dm', participantIds: [minor.id] })).statusCode).toBe(201);
    // The invitee reads the team screen.
    expect((await get(minor, `/api/teams/${team.id}/manage`)).statusCode).toBe(200);
  });

  it('declining changes nothing on the team; the manager sees "declined"', async () => {
    const db = t.database.db;
    const team = await insertTeam(db, owner.id);
    const adult = await signUpUser(t.app, { displayName: 'Dana Declines' });
    expect((await post(owner, `/api/teams/${team.id}/staff`, { userId: adult.id, role: 'analyst' })).statusCode).toBe(202);
    const [invitation] = await myInvitations(adult);
    const declined = await post(adult, `/api/team-invitations/${invitation!.id}/decline`);
    expect(declined.statusCode).toBe(204);
    expect(await activeRows(team.id, adult.id)).toEqual([]);
    expect(await myInvitations(adult)).toEqual([]);
    expect((await manage(owner, team.id)).json().invitations).toMatchObject([{ id: invitation!.id, kind: 'staff', status: 'declined' }]);
    // Answered once: accepting afterwards finds nothing.
    expect((await post(adult, `/api/team-invitations/${invitation!.id}/accept`)).statusCode).toBe(404);
    expect(await activeRows(team.id, adult.id)).toEqual([]);
  });

  it('adding a known and an unknown email gives byte-identical answers; both people must accept', async () => {
    const db = t.database.db;
    const team = await insertTeam(db, owner.id);
    const known = await signUpUser(t.app, { displayName: 'Known Person' });
    const unknownEmail = `nobody-${Date.now().toString(36)}@example.com`;

    const first = await post(owner, `/api/teams/${team.id}/members`, { email: known.email.toUpperCase() });
    const second = await post(owner, `/api/teams/${team.id}/members`, { email: unknownEmail });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(first.statusCode).toBe(202);
    // Asking again answers the same too, and adds no second invitation.
    const again = await post(owner, `/api/teams/${team.id}/members`, { email: known.email });
    expect(again.statusCode).toBe(202);
    expect(again.body).toBe(first.body);

    // Neither is a member; the manager's list shows two pending invitations labelled by masked address only.
    const [account] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, unknownEmail));
    expect(account).toBeDefined();
    expect(await activeRows(team.id, known.id)).toEqual([]);
    expect(await activeRows(team.id, account!.id)).toEqual([]);
    const screen = await manage(owner, team.id);
    const invitations = screen.json().invitations as { displayName: string | null; emailHint: string | null; status: string }[];
    expect(invitations).toHaveLength(2);
    expect(invitations.every((row) => row.status === 'pending' && row.displayName === null && row.emailHint?.includes('•••@example.com'))).toBe(true);
    expect(screen.body).not.toContain(known.email);
    expect(screen.body).not.toContain(unknownEmail);
    expect(screen.body).not.toContain('Known Person');

    // The unknown address got a claim link and the team invitation; the known one the team invitation.
    expect((await outboxFor(db, unknownEmail)).map((mail) => mail.subject).sort()).toEqual(
      ['You are invited to Esports Recruiting', `Olivia Owner invited you to join ${team.name}`].sort(),
    );
    expect((await outboxFor(db, known.email)).map((mail) => mail.subject)).toEqual([`Olivia Owner invited you to join ${team.name}`]);

    const [invitation] = await myInvitations(known);
    expect((await post(known, `/api/team-invitations/${invitation!.id}/accept`)).statusCode).toBe(200);
    expect(await activeRows(team.id, known.id)).toHaveLength(1);
  });

  it('an email already on the roster answers the same as any other; accepting it later changes nothing', async () => {
    const db = t.database.db;
    const team = await insertTeam(db, owner.id);
    const member = await signUpUser(t.app);
    await insertMember(db, team.id, member.id);
    const reference = await post(owner, `/api/teams/${team.id}/members`, { email: `fresh-${Date.now().toString(36)}@example.com` });
    const onRoster = await post(owner, `/api/teams/${team.id}/members`, { email: member.email });
    expect(onRoster.statusCode).toBe(reference.statusCode);
    expect(onRoster.body).toBe(reference.body);
    const [invitation] = await myInvitations(member);
    expect((await post(member, `/api/team-invitations/${invitation!.id}/accept`)).statusCode).toBe(200);
    expect(await activeRows(team.id, member.id)).toHaveLength(1);
  });

  it('staff are invited the same way and join as staff with the role and contract dates asked for', async () => {
    const db = t.database.db;
    const team = await insertTeam(db, owner.id);
    const game = await insertGameProfile(db, team.id, valorantId);
    const coach = await signUpUser(t.app, { displayName: 'Casey Coach' });
    const added = await post(owner, `/api/teams/${team.id}/staff`, { userId: coach.id, role: 'head_coach', gameProfileId: game.id, contractStart: '2026-01-01', contractEnd: '2026-12-31' });
    expect(added.statusCode).toBe(202);
    expect(await activeRows(team.id, coach.id)).toEqual([]);
    expect((await manage(owner, team.id)).json().staff).toEqual([]);
    const [invitation] = await myInvitations(coach);
    expect((await post(coach, `/api/team-invitations/${invitation!.id}/accept`)).statusCode).toBe(200);
    expect(await activeRows(team.id, coach.id)).toMatchObject([{ role: 'head_coach', gameProfileId: game.id, contractStart: '2026-01-01', contractEnd: '2026-12-31' }]);
  });

  it('a second invitation by id to the same roster is 409; a cancelled invitation cannot be accepted', async () => {
    const db = t.database.db;
    const team = await insertTeam(db, owner.id);
    const person = await signUpUser(t.app);
    expect((await post(owner, `/api/teams/${team.id}/members`, { userId: person.id })).statusCode).toBe(202);
    const twice = await post(owner, `/api/teams/${team.id}/members`, { userId: person.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(TEAM_TEXTS.alreadyInvited);

    const [invitation] = await myInvitations(person);
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/teams/${team.id}/invitations/${invitation!.id}`, headers: asUser(owner) });
    expect(cancel.statusCode).toBe(204);
    expect(await myInvitations(person)).toEqual([]);
    expect((await post(person, `/api/team-invitations/${invitation!.id}/accept`)).statusCode).toBe(404);
    expect(await activeRows(team.id, person.id)).toEqual([]);
    const [row] = await db.select().from(teamInvitations).where(eq(teamInvitations.id, invitation!.id));
    expect(row?.status).toBe('cancelled');
    // Cancelled twice: nothing pending any more.
    const again = await t.app.inject({ method: 'DELETE', url: `/api/teams/${team.id}/invitations/${invitation!.id}`, headers: asUser(owner) });
    expect(again.statusCode).toBe(404);
    // A new invitation is possible after a cancellation.
    expect((await post(owner, `/api/teams/${team.id}/members`, { userId: person.id })).statusCode).toBe(202);
  });

  it('accepting when the roster has filled up meanwhile is refused (409) and the invitation stays pending', async () => {
    const db = t.database.db;
    const team = await insertTeam(db, owner.id, { maxRosterSize: 1 });
    const late = await signUpUser(t.app);
    expect((await post(owner, `/api/teams/${team.id}/members`, { userId: late.id })).statusCode).toBe(202);
    await insertMember(db, team.id, (await insertUser(db, 'Got There First')).id);
    const [invitation] = await myInvitations(late);
    const refused = await post(late, `/api/team-invitations/${invitation!.id}/accept`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(TEAM_TEXTS.invitationRosterFull);
    expect(await activeRows(team.id, late.id)).toEqual([]);
    expect(await myInvitations(late)).toHaveLength(1);
  });

  it('removing a game cancels its pending invitations', async () => {
    const db = t.database.db;
    const team = await insertTeam(db, owner.id);
    const game = await insertGameProfile(db, team.id, valorantId);
    const person = await signUpUser(t.app);
    expect((await post(owner, `/api/teams/${team.id}/members`, { userId: person.id, gameProfileId: game.id, role: 'starter' })).statusCode).toBe(202);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/teams/${team.id}/game-profiles/${game.id}`, headers: asUser(owner) })).statusCode).toBe(204);
    expect(await myInvitations(person)).toEqual([]);
  });

  it('a minor whose birth date arrives after the invitation (claimed account): the guardian is told at acceptance, once', async () => {
    const db = t.database.db;
    const team = await insertTeam(db, owner.id, { name: 'Late Birthday' });
    const person = await signUpUser(t.app, { displayName: 'Lee Later' });
    expect((await post(owner, `/api/teams/${team.id}/members`, { userId: person.id })).statusCode).toBe(202);
    const guardianEmail = `guardian-late-${Date.now().toString(36)}@example.com`;
    const birth = new Date();
    birth.setUTCFullYear(birth.getUTCFullYear() - 16);
    await db.update(userProfiles).set({ birthDate: birth.toISOString().slice(0, 10), guardianEmail }).where(eq(userProfiles.userId, person.id));
    expect(await outboxFor(db, guardianEmail)).toEqual([]);
    const [invitation] = await myInvitations(person);
    expect((await post(person, `/api/team-invitations/${invitation!.id}/accept`)).statusCode).toBe(200);
    const notices = await outboxFor(db, guardianEmail);
    expect(notices.map((mail) => mail.subject)).toEqual(['Lee Later was invited to join Late Birthday']);
  });
});

describe('access to the invitation routes (issue 10.3)', () => {
  const ACTORS = ['anonymous', 'stranger', 'invitee', 'another invitee', 'team member', 'owner', 'platform admin'] as const;
  type Actor = (typeof ACTORS)[number];

  let people: Record<Exclude<Actor, 'anonymous'>, TestUser>;
  beforeAll(async () => {
    people = {
      stranger: await signUpUser(t.app),
      invitee: await signUpUser(t.app),
      'another invitee': await signUpUser(t.app),
      'team member': await signUpUser(t.app),
      'platform admin': await signUpUser(t.app),
      owner,
    };
    await t.database.db.insert(userRoles).values({ userId: people['platform admin'].id, role: 'yes_admin' });
  });

  /** A fresh team with a member and two pending invitations; the first is the invitee's. */
  async function fixture() {
    const db = t.database.db;
    const team = await insertTeam(db, owner.id);
    await insertMember(db, team.id, people['team member'].id);
    const invite = async (user: TestUser) =>
      (await db.insert(teamInvitations).values({ teamId: team.id, kind: 'member', role: 'player', inviteeUserId: user.id, invitedBy: owner.id }).returning())[0]!;
    const invitation = await invite(people.invitee);
    await invite(people['another invitee']);
    return { team, invitation };
  }

  const cases: { name: string; request: (f: Awaited<ReturnType<typeof fixture>>) => { method: 'GET' | 'POST' | 'DELETE'; url: string }; expected: Record<Actor, number> }[] = [
    {
      name: 'POST /api/team-invitations/:id/accept',
      request: (f) => ({ method: 'POST', url: `/api/team-invitations/${f.invitation.id}/accept` }),
      expected: { anonymous: 401, stranger: 404, invitee: 200, 'another invitee': 404, 'team member': 404, owner: 404, 'platform admin': 404 },
    },
    {
      name: 'POST /api/team-invitations/:id/decline',
      request: (f) => ({ method: 'POST', url: `/api/team-invitations/${f.invitation.id}/decline` }),
      expected: { anonymous: 401, stranger: 404, invitee: 204, 'another invitee': 404, 'team member': 404, owner: 404, 'platform admin': 404 },
    },
    {
      name: 'DELETE /api/teams/:teamId/invitations/:id',
      request: (f) => ({ method: 'DELETE', url: `/api/teams/${f.team.id}/invitations/${f.invitation.id}` }),
      expected: { anonymous: 401, stranger: 403, invitee: 403, 'another invitee': 403, 'team member': 403, owner: 204, 'platform admin': 204 },
    },
    {
      name: 'GET /api/team-invitations',
      request: () => ({ method: 'GET', url: '/api/team-invitations' }),
      // Everyone signed in reads their own list only (checked below).
      expected: { anonymous: 401, stranger: 200, invitee: 200, 'another invitee': 200, 'team member': 200, owner: 200, 'platform admin': 200 },
    },
  ];

  it.each(cases.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const mismatches: string[] = [];
    for (const actor of ACTORS) {
      const f = await fixture();
      const user = actor === 'anonymous' ? null : people[actor];
      const response = await t.app.inject({ ...row.request(f), headers: user ? asUser(user) : {} });
      if (response.statusCode !== row.expected[actor]) mismatches.push(`${actor}: expected ${row.expected[actor]}, got ${response.statusCode} ${response.body.slice(0, 120)}`);
      if (row.name.startsWith('GET') && user && response.statusCode === 200) {
        // Only one's own: the invitee sees this invitation, nobody else does; people never invited see none.
        const ids = (response.json().invitations as { id: string }[]).map((item) => item.id);
        if (ids.includes(f.invitation.id) !== (actor === 'invitee')) mismatches.push(`${actor}: sees ${ids.join(',')}`);
        if (!['invitee', 'another invitee'].includes(actor) && ids.length > 0) mismatches.push(`${actor}: sees ${ids.join(',')}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
