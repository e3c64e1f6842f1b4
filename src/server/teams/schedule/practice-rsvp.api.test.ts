/**
 * One-click answer links in practice reminders and a guardian answering for
 * their minor (issue 26.9, docs/decisions/073): a link answers once, without
 * a session; used, expired, altered and stopped links are refused and change
 * nothing; only the hash is stored; the minor's guardian gets their own links
 * and answers from the guardian page, nobody else does.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RSVP_TEXTS } from '#shared/contracts/teams-rsvp.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { hashLinkToken } from '#server/auth/link-token.ts';
import { guardianLinks } from '#server/db/schema/guardians.ts';
import { teamMembers, teamPracticeAttendance, teamPracticeRsvpLinks, teamPractices, teams } from '#server/db/schema/teams.ts';
import { emailOutbox } from '#server/db/schema/email.ts';
import { practiceReminderEmail } from '#server/email/team-emails.ts';
import type { TestApp } from '#server/test/create-test-app.ts';
import { makeMinor } from '#server/test/messaging/messaging-test-data.ts';
import { linkActiveGuardian } from '#server/test/profiles/player-test-data.ts';
import { openTeamsApp } from '#server/test/teams/teams-app.ts';
import { outboxFor, signUpWithRoles, tableCounts, type TestUser } from '#server/test/test-users.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { practiceRsvpAccessMatrix, RSVP_CALLERS } from '#server/test/teams/practice-rsvp.matrix.ts';
import { issueRsvpLink } from './practice-rsvp-links.ts';
import { addPlayer, hoursFromNow, insertPractice, insertTeam } from '../../test/teams/schedule-test-data.ts';

let t: TestApp;
let owner: TestUser;
let alice: TestUser; // an adult player
let minnie: TestUser; // a 15-year-old player
let gina: TestUser; // Minnie's active guardian
let otto: TestUser; // another minor's guardian
let stranger: TestUser;
let admin: TestUser;
let teamId: string;
let otherTeamId: string;

beforeAll(async () => {
  let users: TestUser[];
  ({ t, users } = await openTeamsApp(['Owner Olive', 'Alice Archer', 'Minnie Minor', 'Gina Guardian', 'Otto Other', 'Stranger Sam']));
  [owner, alice, minnie, gina, otto, stranger] = users as [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser];
  const { db } = t.database;
  admin = await signUpWithRoles(t.app, ['yes_admin']);
  await makeMinor(db, minnie.id, 15);
  await linkActiveGuardian(db, minnie.id, gina.id, gina.email);
  teamId = (await insertTeam(db, owner.id, { name: 'Night Owls' })).id;
  otherTeamId = (await insertTeam(db, stranger.id, { name: 'Elsewhere' })).id;
  await addPlayer(db, teamId, alice.id);
  await addPlayer(db, teamId, minnie.id);
});
afterAll(async () => t.close());

const remind = (practiceId: string) =>
  t.app.inject({ method: 'POST', url: `/api/teams/${teamId}/practices/${practiceId}/reminders`, headers: { cookie: owner.cookie } });
const view = (token: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/practice-rsvp/view', payload: { token }, headers: cookie ? { cookie } : {} });
const answer = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/practice-rsvp/answer', payload: { token, ...payload } });
const attendanceOf = async (practiceId: string, userId: string) =>
  (
    await t.database.db
      .select()
      .from(teamPracticeAttendance)
      .where(and(eq(teamPracticeAttendance.practiceId, practiceId), eq(teamPracticeAttendance.userId, userId)))
  )[0];

/** The token of the newest reminder to `email` about `title`, read from its "Going" link. */
async function tokenFromReminder(email: string, title: string): Promise<string> {
  const mail = (await outboxFor(t.database.db, email)).find((row) => row.subject.includes(title));
  expect(mail, `a reminder about ${title} to ${email}`).toBeDefined();
  const match = /\/rsvp\?token=([A-Za-z0-9_-]+)&answer=attending/.exec(mail!.textBody);
  expect(match, 'the Going link').not.toBeNull();
  return decodeURIComponent(match![1]!);
}

async function remindAndGetToken(title: string, email = alice.email, values: Partial<typeof teamPractices.$inferInsert> = {}) {
  const practice = await insertPractice(t.database.db, teamId, { title, ...values });
  expect((await remind(practice.id)).statusCode).toBe(200);
  return { practice, token: await tokenFromReminder(email, title) };
}

describe('the reminder email', () => {
  it('carries Going, Maybe and Not going links with one secret token, kept only as its hash', async () => {
    const { practice, token } = await remindAndGetToken('Link night');
    const mail = (await outboxFor(t.database.db, alice.email)).find((row) => row.subject.includes('Link night'))!;
    for (const answerValue of ['attending', 'maybe', 'not_attending']) {
      expect(mail.textBody).toContain(`http://localhost:3000/rsvp?token=${token}&answer=${answerValue}`);
    }
    expect(mail.textBody).toContain('Going: ');
    expect(mail.textBody).toContain('Not going: ');
    expect(mail.htmlBody).toContain(`/rsvp?token=${token}&#38;answer=maybe`);
    const links = await t.database.db.select().from(teamPracticeRsvpLinks).where(eq(teamPracticeRsvpLinks.practiceId, practice.id));
    const alices = links.filter((link) => link.userId === alice.id);
    expect(alices).toHaveLength(1);
    expect(alices[0]).toMatchObject({ recipientUserId: alice.id, tokenHash: hashLinkToken(token), usedAt: null });
    expect(alices[0]!.expiresAt.toISOString()).toBe(practice.scheduledAt.toISOString());
    expect(JSON.stringify(links)).not.toContain(token);
  });

  it('names the token as the message secret, so stored copies outside the dev outbox drop it', () => {
    const message = practiceReminderEmail('a@example.test', {
      teamName: 'T',
      practiceTitle: 'P',
      scheduledAt: new Date('2030-01-01T10:00:00Z'),
      durationMinutes: 60,
      location: null,
      isMandatory: true,
      url: 'http://localhost/x',
      answerLinks: { token: 'SECRET', attending: 'http://l/rsvp?token=SECRET&answer=attending', maybe: 'm', notAttending: 'n' },
    });
    expect(message.secrets).toEqual(['SECRET']);
  });

  it("goes to a minor's active guardian too, with links of their own that answer for the minor", async () => {
    const { practice } = await remindAndGetToken('Family night', minnie.email);
    const guardianMail = (await outboxFor(t.database.db, gina.email)).find((row) => row.subject.includes('Family night'));
    expect(guardianMail!.subject).toBe('Will Minnie Minor attend Family night? (Night Owls)');
    expect(guardianMail!.textBody).toContain('You get this because you are their guardian');
    const guardianToken = await tokenFromReminder(gina.email, 'Family night');
    const opened = await view(guardianToken);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ forPlayer: 'Minnie Minor', answer: null, practice: { title: 'Family night', teamName: 'Night Owls' } });
    const saved = await answer(guardianToken, { status: 'maybe', notes: 'Depends on homework' });
    expect(saved.statusCode).toBe(200);
    expect(await attendanceOf(practice.id, minnie.id)).toMatchObject({ status: 'maybe', notes: 'Depends on homework' });
    // Nobody else's guardian or teammate got a copy about Minnie.
    for (const who of [otto, stranger, owner]) {
      expect((await outboxFor(t.database.db, who.email)).filter((row) => row.subject.includes('Family night'))).toEqual([]);
    }
  });
});

describe('answering with a link', () => {
  it('answers without a session, once; the fresh link it returns changes the answer; the used one is refused', async () => {
    const { practice, token } = await remindAndGetToken('Once night');
    const opened = await view(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ forPlayer: null, answer: null, expiresAt: practice.scheduledAt.toISOString() });
    expect(await attendanceOf(practice.id, alice.id), 'opening the link changes nothing').toBeUndefined();

    const first = await answer(token, { status: 'attending' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ answer: 'attending', notes: null });
    const fresh = first.json().token as string;
    expect(fresh).not.toBe(token);
    expect(await attendanceOf(practice.id, alice.id)).toMatchObject({ status: 'attending' });

    const before = await tableCounts(t.database.db);
    for (const again of [await answer(token, { status: 'maybe' }), await view(token)]) {
      expect(again.statusCode).toBe(410);
      expect(again.json().error.message).toBe(RSVP_TEXTS.usedLink);
    }
    expect(await tableCounts(t.database.db)).toEqual(before);
    expect(await attendanceOf(practice.id, alice.id)).toMatchObject({ status: 'attending' });

    const changed = await answer(fresh, { status: 'not_attending', notes: 'Sick' });
    expect(changed.statusCode).toBe(200);
    expect(await attendanceOf(practice.id, alice.id)).toMatchObject({ status: 'not_attending', notes: 'Sick' });
    expect((await view(fresh)).statusCode).toBe(410);
    expect((await view(changed.json().token as string)).json()).toMatchObject({ answer: 'not_attending', notes: 'Sick' });
  });

  it('two answers with one link at once: one is saved, the other is refused as used', async () => {
    const { token } = await remindAndGetToken('Race night');
    const results = await Promise.all([answer(token, { status: 'attending' }), answer(token, { status: 'maybe' })]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 410]);
  });

  it('a "Not going" without a reason is a field error that leaves the link unused', async () => {
    const { practice, token } = await remindAndGetToken('Reason night');
    const refused = await answer(token, { status: 'not_attending' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.notes).toBe(TEAM_TEXTS.reasonRequired);
    expect(await attendanceOf(practice.id, alice.id)).toBeUndefined();
    expect((await answer(token, { status: 'not_attending', notes: 'Travel' })).statusCode).toBe(200);
  });

  it('refuses an altered or unknown token with one 404 that names nothing, and a malformed one as a field error', async () => {
    const { token } = await remindAndGetToken('Tamper night');
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const before = await tableCounts(t.database.db);
    for (const response of [await view(altered), await answer(altered, { status: 'attending' }), await answer('x'.repeat(43), { status: 'maybe' })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(RSVP_TEXTS.invalidLink);
      expect(response.body).not.toContain('Tamper night');
    }
    const short = await view('short');
    expect(short.statusCode).toBe(400);
    expect(await tableCounts(t.database.db)).toEqual(before);
  });

  it('an expired link (the practice started) is 410 and changes nothing', async () => {
    const { practice, token } = await remindAndGetToken('Late night');
    await t.database.db.update(teamPractices).set({ scheduledAt: hoursFromNow(-1) }).where(eq(teamPractices.id, practice.id));
    for (const response of [await view(token), await answer(token, { status: 'attending' })]) {
      expect(response.statusCode).toBe(410);
      expect(response.json().error.message).toBe(RSVP_TEXTS.expiredLink);
    }
    expect(await attendanceOf(practice.id, alice.id)).toBeUndefined();
    // The link's own end counts too, whatever the practice's time says.
    const second = await remindAndGetToken('Later night');
    await t.database.db
      .update(teamPracticeRsvpLinks)
      .set({ expiresAt: hoursFromNow(-1) })
      .where(eq(teamPracticeRsvpLinks.tokenHash, hashLinkToken(second.token)));
    expect((await answer(second.token, { status: 'attending' })).statusCode).toBe(410);
  });

  it('a cancelled practice, an archived team or a player who left take no answer', async () => {
    const { db } = t.database;
    const cancelled = await remindAndGetToken('Cancelled night');
    await db.update(teamPractices).set({ status: 'cancelled' }).where(eq(teamPractices.id, cancelled.practice.id));
    const refusedCancelled = await answer(cancelled.token, { status: 'attending' });
    expect(refusedCancelled.statusCode).toBe(409);
    expect(refusedCancelled.json().error.message).toBe(RSVP_TEXTS.cancelled);

    const archived = await remindAndGetToken('Archived night');
    await db.update(teams).set({ archivedAt: new Date() }).where(eq(teams.id, teamId));
    try {
      const refused = await answer(archived.token, { status: 'attending' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(TEAM_TEXTS.archived);
    } finally {
      await db.update(teams).set({ archivedAt: null }).where(eq(teams.id, teamId));
    }

    const left = await remindAndGetToken('Leaving night');
    await db.update(teamMembers).set({ isActive: false }).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, alice.id)));
    try {
      const refused = await answer(left.token, { status: 'attending' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(RSVP_TEXTS.notOnTeam);
      expect(await attendanceOf(left.practice.id, alice.id)).toBeUndefined();
    } finally {
      await db.update(teamMembers).set({ isActive: true }).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, alice.id)));
    }
  });

  it("a guardian's link stops when the guardianship ends", async () => {
    const { db } = t.database;
    await remindAndGetToken('Revoked night', minnie.email);
    const guardianToken = await tokenFromReminder(gina.email, 'Revoked night');
    await db.update(guardianLinks).set({ status: 'revoked', revokedAt: new Date() }).where(eq(guardianLinks.playerUserId, minnie.id));
    try {
      const refused = await answer(guardianToken, { status: 'attending' });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.message).toBe(RSVP_TEXTS.invalidLink);
    } finally {
      await db.update(guardianLinks).set({ status: 'active', revokedAt: null }).where(eq(guardianLinks.playerUserId, minnie.id));
    }
  });

  it('the outbox row keeps the link only because the outbox is the delivery path in tests', async () => {
    const { token } = await remindAndGetToken('Outbox night');
    const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, alice.email));
    expect(rows.some((row) => row.textBody.includes(token))).toBe(true);
  });
});

describe('a guardian answering for their minor', () => {
  const list = (who: TestUser | null, playerId = minnie.id) =>
    t.app.inject({ method: 'GET', url: `/api/guardian/players/${playerId}/practices`, headers: who ? { cookie: who.cookie } : {} });
  const put = (who: TestUser | null, practiceId: string, payload: Record<string, unknown>, playerId = minnie.id) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/guardian/players/${playerId}/practices/${practiceId}/attendance`,
      headers: who ? { cookie: who.cookie } : {},
      payload,
    });

  it("lists the minor's upcoming practices, soonest first, to the guardian alone", async () => {
    const { db } = t.database;
    const later = await insertPractice(db, teamId, { title: 'Guardian later', scheduledAt: hoursFromNow(24 * 300) });
    const sooner = await insertPractice(db, teamId, { title: 'Guardian sooner', scheduledAt: hoursFromNow(24 * 299) });
    await insertPractice(db, teamId, { title: 'Guardian past', scheduledAt: hoursFromNow(-5) });
    await insertPractice(db, otherTeamId, { title: 'Guardian elsewhere' });
    const response = await list(gina);
    expect(response.statusCode).toBe(200);
    const titles = (response.json().practices as { title: string }[]).map((p) => p.title);
    expect(titles).not.toContain('Guardian past');
    expect(titles).not.toContain('Guardian elsewhere');
    expect(titles.indexOf('Guardian sooner')).toBeLessThan(titles.indexOf('Guardian later'));
    expect(titles.indexOf('Guardian sooner')).toBeGreaterThanOrEqual(0);
    expect(sooner.id).not.toBe(later.id);

    const refusals: [TestUser | null, number][] = [
      [null, 401],
      [minnie, 403],
      [otto, 404],
      [alice, 404],
      [owner, 404],
      [stranger, 404],
      [admin, 404],
    ];
    for (const [who, status] of refusals) {
      const refused = await list(who);
      expect(refused.statusCode, who?.email ?? 'anonymous').toBe(status);
      if (status === 404) expect(refused.json().error.message).toBe(RSVP_TEXTS.guardianPlayerNotFound);
    }
  });

  it('saves the answer as the minor’s; everyone else is refused and nothing changes', async () => {
    const { db } = t.database;
    const practice = await insertPractice(db, teamId, { title: 'Guardian answer' });
    const before = await tableCounts(db);
    const refusals: [TestUser | null, number][] = [
      [null, 401],
      [minnie, 403],
      [otto, 404],
      [alice, 404],
      [owner, 404],
      [stranger, 404],
      [admin, 404],
    ];
    for (const [who, status] of refusals) {
      expect((await put(who, practice.id, { status: 'attending' })).statusCode, who?.email ?? 'anonymous').toBe(status);
    }
    expect(await tableCounts(db)).toEqual(before);

    const saved = await put(gina, practice.id, { status: 'attending' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ practiceId: practice.id, answer: 'attending', teamName: 'Night Owls' });
    expect(await attendanceOf(practice.id, minnie.id)).toMatchObject({ status: 'attending' });
    expect(await attendanceOf(practice.id, gina.id)).toBeUndefined();

    const reason = await put(gina, practice.id, { status: 'not_attending' });
    expect(reason.statusCode).toBe(400);
    expect(reason.json().error.fields.notes).toBe(TEAM_TEXTS.reasonRequired);
  });

  it("refuses practices of teams the minor is not on, past ones, and adults' guardians", async () => {
    const { db } = t.database;
    const elsewhere = await insertPractice(db, otherTeamId);
    const notOn = await put(gina, elsewhere.id, { status: 'attending' });
    expect(notOn.statusCode).toBe(404);
    expect(notOn.json().error.message).toBe(RSVP_TEXTS.practiceNotFound);

    const past = await insertPractice(db, teamId, { scheduledAt: hoursFromNow(-2) });
    const refusedPast = await put(gina, past.id, { status: 'attending' });
    expect(refusedPast.statusCode).toBe(409);
    expect(refusedPast.json().error.message).toBe(RSVP_TEXTS.guardianOnlyUpcoming);

    // A guardian link to an adult gives no answering right (RECRUITING.md: guardians act for minors).
    await linkActiveGuardian(db, alice.id, otto.id, otto.email);
    const practice = await insertPractice(db, teamId);
    expect((await put(otto, practice.id, { status: 'attending' }, alice.id)).statusCode).toBe(404);
    expect((await list(otto, alice.id)).statusCode).toBe(404);
  });
});

describe('access matrix', () => {
  describeAccessMatrix(practiceRsvpAccessMatrix, {
    app: () => t.app,
    cookie: (caller) => ({ anonymous: undefined, stranger: stranger.cookie, team_member: alice.cookie, team_owner: owner.cookie, yes_admin: admin.cookie })[caller],
    callers: RSVP_CALLERS,
    fixture: async () => {
      const practice = await insertPractice(t.database.db, teamId);
      const token = await issueRsvpLink(t.database.db, { practiceId: practice.id, userId: alice.id, recipientUserId: alice.id, startsAt: practice.scheduledAt });
      return { token };
    },
    unchanged: { snapshot: () => tableCounts(t.database.db), when: (status) => status >= 400 },
  });
});
