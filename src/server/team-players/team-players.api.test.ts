/**
 * Players created by coaches (issue 11.8, docs/decisions/025): the access
 * matrix of every route, creating (adult, minor, existing address, draft),
 * claiming, the list's statuses, evaluations, and bad input.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_PLAYER_TEXTS } from '#shared/contracts/team-players.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { guardianLinks } from '#server/db/schema/guardians.ts';
import { playerEvaluations, playerGameProfiles } from '#server/db/schema/players.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import { teamInvitations } from '#server/db/schema/teams.ts';
import { linkActiveGuardian, publishProfile } from '#server/test/profiles/player-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { outboxFor, signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { insertGameProfile, insertMember, insertTeam, insertTitle, setTeamsFlag, statementCountingApp } from '#server/test/teams/team-test-data.ts';

const ACTORS = ['anonymous', 'stranger', 'player', 'guardian', 'otherGuardian', 'recruiter', 'manager', 'otherManager', 'admin'] as const;
type Actor = (typeof ACTORS)[number];

let t: TestApp;
let users: Record<Exclude<Actor, 'anonymous'>, TestUser>;
let teamId: string;
let otherTeamId: string;
const thisYear = new Date().getUTCFullYear();

const cookieOf = (actor: Actor) => (actor === 'anonymous' ? {} : { cookie: users[actor].cookie });

function createBody(overrides: Record<string, unknown> = {}) {
  return {
    displayName: 'Jamie Rivera',
    email: `jamie-${Math.random().toString(36).slice(2)}@example.com`,
    isMinor: false,
    guardianEmail: '',
    teamId,
    game: 'valorant',
    role: 'Duelist',
    classYear: thisYear + 2,
    sendClaimLink: true,
    ...overrides,
  };
}

const create = (actor: Actor, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/team-players', headers: cookieOf(actor), payload: body });
const list = (actor: Actor, query = '') => t.app.inject({ method: 'GET', url: `/api/team-players${query}`, headers: cookieOf(actor) });

async function createdUserId(email: string) {
  const [row] = await t.app.ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  return row!.id;
}

function claimLinkToken(text: string) {
  const token = text.match(/\/auth\/claim-account\?token=(\S+)/)?.[1];
  if (!token) throw new Error('no claim link');
  return decodeURIComponent(token);
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.app.ctx;
  await setTeamsFlag(db, true);
  const [stranger, player, guardian, otherPlayer, otherGuardian, manager, otherManager] = await Promise.all(
    Array.from({ length: 7 }, () => signUpUser(t.app)),
  );
  const recruiter = await signUpWithRoles(t.app, ['programs_college_staff']);
  const admin = await signUpWithRoles(t.app, ['yes_admin']);
  users = { stranger: stranger!, player: player!, guardian: guardian!, otherGuardian: otherGuardian!, recruiter, manager: manager!, otherManager: otherManager!, admin };
  const valorant = await insertTitle(db, 'Valorant');
  const team = await insertTeam(db, manager!.id, { name: 'Alpha Esports' });
  const roster = await insertGameProfile(db, team.id, valorant.id);
  teamId = team.id;
  otherTeamId = (await insertTeam(db, otherManager!.id, { name: 'Beta Esports' })).id;
  await insertMember(db, team.id, player!.id, { gameProfileId: roster.id });
  await publishProfile(db, player!.id, { displayName: 'Rostered Player' });
  await linkActiveGuardian(db, player!.id, guardian!.id, guardian!.email);
  await linkActiveGuardian(db, otherPlayer!.id, otherGuardian!.id, otherGuardian!.email);
});

afterAll(async () => {
  await t.close();
});

describe('access matrix', () => {
  // Expected status per actor, in ACTORS order.
  const cases: { name: string; run: (actor: Actor) => Promise<{ statusCode: number }>; expected: number[] }[] = [
    { name: 'GET /api/team-players', run: (actor) => list(actor), expected: [401, 403, 403, 403, 403, 403, 200, 200, 200] },
    {
      name: 'POST /api/team-players (the manager’s team)',
      run: (actor) => create(actor, createBody()),
      expected: [401, 404, 404, 404, 404, 404, 202, 404, 202],
    },
    {
      name: 'POST /api/team-players/:userId/claim-link',
      run: async (actor) => {
        const body = createBody({ sendClaimLink: false });
        await create('manager', body);
        const userId = await createdUserId(body.email);
        return t.app.inject({ method: 'POST', url: `/api/team-players/${userId}/claim-link`, headers: cookieOf(actor) });
      },
      expected: [404, 404, 404, 404, 404, 404, 202, 404, 202],
    },
    {
      name: 'GET /api/team-players/:userId/evaluations (a public profile)',
      run: (actor) => t.app.inject({ method: 'GET', url: `/api/team-players/${users.player.id}/evaluations`, headers: cookieOf(actor) }),
      expected: [404, 404, 200, 200, 404, 200, 200, 404, 200],
    },
    {
      name: 'PUT /api/team-players/:userId/evaluation',
      run: (actor) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/team-players/${users.player.id}/evaluation`,
          headers: cookieOf(actor),
          payload: { body: 'Calm under pressure.', projectedLevels: ['college_varsity'] },
        }),
      expected: [404, 404, 404, 404, 404, 404, 200, 404, 404],
    },
  ];

  for (const route of cases) {
    it(route.name, async () => {
      const statuses: number[] = [];
      for (const actor of ACTORS) statuses.push((await route.run(actor)).statusCode);
      expect(Object.fromEntries(ACTORS.map((actor, i) => [actor, statuses[i]]))).toEqual(
        Object.fromEntries(ACTORS.map((actor, i) => [actor, route.expected[i]])),
      );
    });
  }

  it('refuses a hidden player exactly like a missing one', async () => {
    const hidden = await t.app.inject({ method: 'GET', url: `/api/team-players/${users.player.id}/evaluations`, headers: cookieOf('stranger') });
    const missing = await t.app.inject({ method: 'GET', url: '/api/team-players/no-such-user/evaluations', headers: cookieOf('stranger') });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    expect(hidden.json().error.message).toBe(TEAM_PLAYER_TEXTS.playerNotFound);
  });
});

describe('creating a player', () => {
  it('creates a private, unclaimed profile with its game, a roster invitation, and emails the claim link to the player', async () => {
    const body = createBody({ firstName: 'Jamie', lastName: 'Rivera' });
    const response = await create('manager', body);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'invited', sentTo: 'player' });
    const userId = await createdUserId(body.email);
    const [profile] = await t.app.ctx.db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    expect(profile).toMatchObject({
      isPublished: false,
      visibility: 'private',
      claimStatus: 'invited',
      createdByUserId: users.manager.id,
      createdForTeamId: teamId,
      gradYear: thisYear + 2,
      firstName: 'Jamie',
    });
    const [game] = await t.app.ctx.db.select().from(playerGameProfiles).where(eq(playerGameProfiles.userId, userId));
    expect(game?.primaryRole).toBe('Duelist');
    const invitations = await t.app.ctx.db.select().from(teamInvitations).where(eq(teamInvitations.inviteeUserId, userId));
    expect(invitations.map((row) => row.status)).toEqual(['pending']);
    const [mail] = await outboxFor(t.app.ctx.db, body.email);
    expect(mail?.subject).toBe('Claim your player profile on Esports Recruiting');
    expect(mail?.textBody).toContain('/auth/claim-account?token=');
  });

  it('sends a minor’s claim link to the guardian and lists the guardian status, never an email', async () => {
    const guardianEmail = `parent-${Date.now()}@example.com`;
    const body = createBody({ displayName: 'Young Ace', isMinor: true, guardianEmail });
    expect((await create('manager', body)).json()).toEqual({ status: 'invited', sentTo: 'guardian' });
    expect(await outboxFor(t.app.ctx.db, body.email)).toHaveLength(0);
    const [mail] = await outboxFor(t.app.ctx.db, guardianEmail);
    expect(mail?.subject).toBe("Claim Young Ace's player profile");
    const userId = await createdUserId(body.email);
    const links = await t.app.ctx.db.select().from(guardianLinks).where(eq(guardianLinks.playerUserId, userId));
    expect(links.map((link) => [link.guardianEmail, link.status])).toEqual([[guardianEmail, 'invited']]);

    const listed = await list('manager', '?q=Young%20Ace');
    expect(listed.body).not.toContain(body.email);
    expect(listed.body).not.toContain(guardianEmail);
    expect(listed.json().players).toEqual([
      expect.objectContaining({ userId, status: 'invited', isMinor: true, guardianStatus: 'invited', gameName: 'Valorant', role: 'Duelist', canSendClaimLink: true }),
    ]);
  });

  it('answers the same for an address that already has an account, and does not take it over', async () => {
    const body = createBody({ email: users.stranger.email, displayName: 'Taken Over' });
    const response = await create('manager', body);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'invited', sentTo: 'player' });
    const [profile] = await t.app.ctx.db.select().from(userProfiles).where(eq(userProfiles.userId, users.stranger.id));
    expect(profile).toMatchObject({ claimStatus: 'self', createdByUserId: null });
    expect(profile?.displayName).not.toBe('Taken Over');
    const mails = await outboxFor(t.app.ctx.db, users.stranger.email);
    expect(mails.some((mail) => mail.subject.startsWith('Claim'))).toBe(false);
  });

  it('saves a draft without sending, then sends the claim link from the list', async () => {
    const body = createBody({ displayName: 'Drafted Dan', sendClaimLink: false });
    expect((await create('manager', body)).json()).toEqual({ status: 'draft', sentTo: null });
    expect(await outboxFor(t.app.ctx.db, body.email)).toHaveLength(0);
    const userId = await createdUserId(body.email);
    expect((await list('manager', '?q=Drafted')).json().players[0]).toMatchObject({ status: 'draft' });
    const sent = await t.app.inject({ method: 'POST', url: `/api/team-players/${userId}/claim-link`, headers: cookieOf('manager') });
    expect(sent.json()).toEqual({ sentTo: 'player' });
    expect(await outboxFor(t.app.ctx.db, body.email)).toHaveLength(1);
    expect((await list('manager', '?q=Drafted')).json().players[0]).toMatchObject({ status: 'invited' });
  });

  it('claiming makes it the player’s: status claimed, still private, details no longer shown to the coach', async () => {
    const body = createBody({ displayName: 'Claiming Casey' });
    await create('manager', body);
    const [mail] = await outboxFor(t.app.ctx.db, body.email);
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/account/claim',
      payload: { token: claimLinkToken(mail!.textBody), password: 'a-long-claim-password-9', birthDate: '2000-03-04', guardianEmail: '' },
    });
    expect(claim.statusCode).toBe(200);
    const userId = await createdUserId(body.email);
    const [profile] = await t.app.ctx.db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    expect(profile).toMatchObject({ claimStatus: 'claimed', isPublished: false });
    const [row] = (await list('manager', '?q=Claiming')).json().players;
    expect(row).toMatchObject({ status: 'claimed', gameName: null, role: null, classYear: null, slug: null, canSendClaimLink: false });
    // The coach who created it may still write an evaluation.
    expect(row.canEvaluate).toBe(true);
    const resend = await t.app.inject({ method: 'POST', url: `/api/team-players/${userId}/claim-link`, headers: cookieOf('manager') });
    expect(resend.statusCode).toBe(404);
  });
});

describe('resending the claim link', () => {
  const resend = (userId: string) => t.app.inject({ method: 'POST', url: `/api/team-players/${userId}/claim-link`, headers: cookieOf('manager') });
  const sendState = async (userId: string) =>
    (await t.app.ctx.db.select({ sentAt: userProfiles.claimLinkSentAt, count: userProfiles.claimLinkSendCount }).from(userProfiles).where(eq(userProfiles.userId, userId)))[0]!;
  const setSendState = (userId: string, sentAt: Date, sendCount: number) =>
    t.app.ctx.db.update(userProfiles).set({ claimLinkSentAt: sentAt, claimLinkSendCount: sendCount }).where(eq(userProfiles.userId, userId));
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it('is limited as guardian invitations are: 10 minutes after the last send (creation included), 5 a day, with clear 429s that send nothing', async () => {
    const body = createBody({ displayName: 'Resend Riley' });
    await create('manager', body);
    const userId = await createdUserId(body.email);
    expect(await sendState(userId)).toMatchObject({ count: 1 });

    const tooSoon = await resend(userId);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error).toMatchObject({ code: 'rate_limited', message: TEAM_PLAYER_TEXTS.claimLinkTooSoon });
    expect(await outboxFor(t.app.ctx.db, body.email)).toHaveLength(1);
    // The refused resend did not replace the link already sent.
    const [first] = await outboxFor(t.app.ctx.db, body.email);
    const info = await t.app.inject({ method: 'GET', url: `/api/account/claim/${encodeURIComponent(claimLinkToken(first!.textBody))}` });
    expect(info.statusCode).toBe(200);

    await setSendState(userId, minutesAgo(11), 1);
    expect((await resend(userId)).statusCode).toBe(202);
    expect(await outboxFor(t.app.ctx.db, body.email)).toHaveLength(2);
    expect(await sendState(userId)).toMatchObject({ count: 2 });

    await setSendState(userId, minutesAgo(60), 5);
    const daily = await resend(userId);
    expect(daily.statusCode).toBe(429);
    expect(daily.json().error.message).toBe(TEAM_PLAYER_TEXTS.claimLinkDailyLimit);
    expect(await outboxFor(t.app.ctx.db, body.email)).toHaveLength(2);

    // A day after the last send the count starts again.
    await setSendState(userId, minutesAgo(25 * 60), 5);
    expect((await resend(userId)).statusCode).toBe(202);
    expect(await sendState(userId)).toMatchObject({ count: 1 });
    expect(await outboxFor(t.app.ctx.db, body.email)).toHaveLength(3);
  });

  it('lets a draft send its first link at once, then limits the next', async () => {
    const body = createBody({ displayName: 'Draft Drew', sendClaimLink: false });
    await create('manager', body);
    const userId = await createdUserId(body.email);
    expect(await sendState(userId)).toEqual({ sentAt: null, count: 0 });
    expect((await resend(userId)).statusCode).toBe(202);
    expect((await resend(userId)).statusCode).toBe(429);
    expect(await outboxFor(t.app.ctx.db, body.email)).toHaveLength(1);
  });
});

describe('bad input changes nothing', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a role of another game', { role: 'Top' }, 'role'],
    ['a class year out of range', { classYear: thisYear + 30 }, 'classYear'],
    ['HTML in the name', { displayName: '<b>Bold</b>' }, 'displayName'],
    ['a minor without a guardian email', { isMinor: true, guardianEmail: '' }, 'guardianEmail'],
    ['an unknown game', { game: 'chess' }, 'game'],
  ];
  for (const [name, overrides, field] of cases) {
    it(`400 for ${name}`, async () => {
      const before = await t.app.ctx.db.select({ n: count() }).from(profiles);
      const response = await create('manager', createBody(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty(field);
      expect(await t.app.ctx.db.select({ n: count() }).from(profiles)).toEqual(before);
    });
  }

  it('404 as missing for another manager’s team or an unknown team', async () => {
    const before = await t.app.ctx.db.select({ n: count() }).from(profiles);
    const other = await create('manager', createBody({ teamId: otherTeamId }));
    const unknown = await create('manager', createBody({ teamId: '00000000-0000-4000-8000-000000000000' }));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
    expect(await t.app.ctx.db.select({ n: count() }).from(profiles)).toEqual(before);
  });

  it('refuses a 1 MB evaluation, HTML, and more than three levels', async () => {
    const url = `/api/team-players/${users.player.id}/evaluation`;
    const put = (payload: object) => t.app.inject({ method: 'PUT', url, headers: cookieOf('manager'), payload });
    // 1 MB is over the app's request body limit: refused before parsing (413), never a 500.
    expect((await put({ body: 'x'.repeat(1_000_000), projectedLevels: [] })).statusCode).toBe(413);
    const long = await put({ body: 'x'.repeat(4001), projectedLevels: [] });
    expect(long.json().error.fields).toHaveProperty('body');
    const html = await put({ body: '<script>x</script>', projectedLevels: [] });
    expect(html.json().error.fields).toHaveProperty('body');
    const levels = await put({ body: 'Good', projectedLevels: ['college_club', 'college_varsity', 'semi_pro', 'professional'] });
    expect(levels.json().error.fields).toHaveProperty('projectedLevels');
    const stored = await t.app.ctx.db.select().from(playerEvaluations).where(eq(playerEvaluations.playerUserId, users.player.id));
    expect(stored.map((row) => row.body)).not.toContain('Good');
  });
});

describe('evaluations', () => {
  it('saves one per author, rewrites it, and shows it to recruiters with the author and team', async () => {
    const url = `/api/team-players/${users.player.id}/evaluation`;
    await t.app.inject({ method: 'PUT', url, headers: cookieOf('manager'), payload: { body: 'First take', projectedLevels: ['college_club'] } });
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: cookieOf('manager'),
      payload: { body: 'Shot-caller with great comms.', projectedLevels: ['college_varsity', 'semi_pro'] },
    });
    expect(saved.statusCode).toBe(200);
    const rows = await t.app.ctx.db
      .select()
      .from(playerEvaluations)
      .where(and(eq(playerEvaluations.playerUserId, users.player.id), eq(playerEvaluations.authorUserId, users.manager.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ teamId, body: 'Shot-caller with great comms.' });
    const read = await t.app.inject({ method: 'GET', url: `/api/team-players/${users.player.id}/evaluations`, headers: cookieOf('recruiter') });
    expect(read.json().evaluations).toEqual([
      expect.objectContaining({ teamName: 'Alpha Esports', body: 'Shot-caller with great comms.', projectedLevels: ['college_varsity', 'semi_pro'] }),
    ]);
  });
});

describe('the players list', () => {
  it('shows the rostered player as published with a profile link, only to their team’s managers', async () => {
    const mine = (await list('manager', '?q=Rostered')).json();
    expect(mine.players).toEqual([
      expect.objectContaining({ userId: users.player.id, teamName: 'Alpha Esports', status: 'published', isOnRoster: true, isMinor: false, guardianStatus: null }),
    ]);
    expect(mine.players[0].slug).toEqual(expect.any(String));
    expect((await list('otherManager', '?q=Rostered')).json().players).toEqual([]);
  });

  it('runs the same number of statements for one player or many', async () => {
    const counting = await statementCountingApp(t);
    try {
      const cookie = await counting.signIn(users.manager.email);
      const request = (q: string) => ({ method: 'GET' as const, url: `/api/team-players?q=${q}`, headers: { cookie } });
      const one = await counting.count(request('Rostered'));
      const many = await counting.count(request(''));
      expect(many.response.json().players.length).toBeGreaterThan(3);
      expect(many.statements.length).toBe(one.statements.length);
      // Session and flags as every team screen, then the managed teams and the list.
      expect(many.statements.length).toBeLessThanOrEqual(6);
    } finally {
      await counting.close();
    }
  });
});
