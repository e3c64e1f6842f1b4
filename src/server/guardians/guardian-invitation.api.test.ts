/**
 * The guardian invitation (issue 11.5; docs/decisions/021): emailed at a
 * minor's sign-up with a single-use token stored only as its hash, 72 h
 * expiry, accepted with a new family account for the invited address or by
 * any signed-in adult, resend limited and rotating the token.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARDIAN_ADULT_MESSAGE, GUARDIAN_TEXTS } from '#shared/contracts/guardians.ts';
import { consentEvents, guardianLinks } from '#server/db/schema/guardians.ts';
import { userRoles } from '#server/db/schema/profiles.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { cookieHeader } from '#server/test/session-cookies.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { confirmFromOutbox, me, outboxFor, signUpUser, tableCounts, TEST_PASSWORD, type TestUser } from '#server/test/test-users.ts';
import { hashGuardianToken } from '#server/guardian-consent/guardian-invitation-token.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let minorCount = 0;
/** A 15-year-old signed up through the route (guardian email given) and confirmed; returns the player and the emailed token. */
async function signUpMinor(guardianEmail: string) {
  minorCount += 1;
  const email = `minor${minorCount}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/account/sign-up',
    payload: { email, password: TEST_PASSWORD, displayName: `Young Player ${minorCount}`, birthDate: birthDateForAge(15), accountType: 'player', guardianEmail },
  });
  expect(response.statusCode, response.body).toBe(202);
  const confirmed = await confirmFromOutbox(t.app, email);
  const current = await me(t.app, cookieHeader(confirmed.headers['set-cookie']));
  const player: TestUser = { id: current.user!.id, email, cookie: cookieHeader(confirmed.headers['set-cookie']) };
  return { player, token: await latestToken(guardianEmail) };
}

async function latestToken(guardianEmail: string) {
  const [mail] = await outboxFor(t.database.db, guardianEmail);
  const token = mail?.textBody.match(/\/guardian\/accept\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation to ${guardianEmail}`);
  return token;
}

const linkOf = async (playerUserId: string) => (await t.database.db.select().from(guardianLinks).where(eq(guardianLinks.playerUserId, playerUserId)))[0]!;
const kindsOf = async (playerUserId: string) =>
  (await t.database.db.select({ kind: consentEvents.kind }).from(consentEvents).where(eq(consentEvents.playerUserId, playerUserId)).orderBy(consentEvents.seq)).map((e) => e.kind);

const info = (token: string) => t.app.inject({ method: 'GET', url: `/api/guardian/invitations/${token}` });
const accept = (user: TestUser, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/guardian/invitations/accept', headers: { cookie: user.cookie }, payload: { token } });
const guardianSignUp = (payload: object) => t.app.inject({ method: 'POST', url: '/api/guardian/invitations/sign-up', payload });
const adultSignUp = (token: string, email: string) => ({
  token,
  email,
  displayName: 'Parent Pat',
  password: 'another-good-passphrase',
  birthDate: '1980-03-04',
  accountType: 'parent',
});

describe('the invitation email and link', () => {
  it('stores only the hash of a 32-byte token, expiring in 72 hours, and names the player on the link page', async () => {
    const { player, token } = await signUpMinor('first.parent@example.com');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const link = await linkOf(player.id);
    expect(link).toMatchObject({ status: 'invited', tokenHash: hashGuardianToken(token), sendCount: 1 });
    expect(JSON.stringify(link)).not.toContain(token);
    const hours = (link.expiresAt!.getTime() - link.lastSentAt!.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(72, 1);
    const response = await info(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ playerDisplayName: 'Young Player 1', guardianEmail: 'first.parent@example.com' });
    expect(await kindsOf(player.id)).toEqual(['guardian_invited']);
  });

  it('an expired, unknown or malformed link answers one clear message and changes nothing', async () => {
    const { player, token } = await signUpMinor('late.parent@example.com');
    await t.database.db.update(guardianLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(guardianLinks.playerUserId, player.id));
    const adult = await signUpUser(t.app);
    const before = await tableCounts(t.database.db, ['rate_limits']);
    for (const response of [await info(token), await info('x'.repeat(43)), await accept(adult, token), await guardianSignUp(adultSignUp(token, 'late.parent@example.com'))]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.message).toBe(GUARDIAN_TEXTS.invalidInvitation);
    }
    expect((await info('short')).statusCode).toBe(400);
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
    expect((await linkOf(player.id)).status).toBe('invited');
  });
});

describe('accepting', () => {
  it('a new family account for the invited address: confirmed, signed in, link active, role, logged; the link works once', async () => {
    const { player, token } = await signUpMinor('new.parent@example.com');
    const response = await guardianSignUp(adultSignUp(token, 'New.Parent@Example.com'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ playerUserId: player.id });
    const current = await me(t.app, cookieHeader(response.headers['set-cookie']));
    expect(current.user?.email).toBe('new.parent@example.com');
    const link = await linkOf(player.id);
    expect(link).toMatchObject({ status: 'active', guardianUserId: current.user!.id, tokenHash: null, expiresAt: null });
    expect(link.acceptedAt).toBeInstanceOf(Date);
    expect(link.scopes).toEqual(expect.arrayContaining(['approve_publishing', 'read_college_messages']));
    const roles = await t.database.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, current.user!.id));
    expect(roles).toEqual([{ role: 'family_parent' }]);
    expect(await kindsOf(player.id)).toEqual(['guardian_invited', 'guardian_accepted']);
    const again = await accept(await signUpUser(t.app), token);
    expect(again.statusCode).toBe(404);
  });

  it('a new account for another address is refused with a field message (sign in or use the invited address)', async () => {
    const { player, token } = await signUpMinor('right.parent@example.com');
    const before = await tableCounts(t.database.db, ['rate_limits']);
    const response = await guardianSignUp(adultSignUp(token, 'other.address@example.com'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ email: GUARDIAN_TEXTS.useInvitedEmail });
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
    const minorGuardian = await guardianSignUp({ ...adultSignUp(token, 'right.parent@example.com'), birthDate: birthDateForAge(16) });
    expect(minorGuardian.json().error.fields).toEqual({ birthDate: GUARDIAN_ADULT_MESSAGE });
    const html = await guardianSignUp({ ...adultSignUp(token, 'right.parent@example.com'), accountType: 'player' });
    expect(html.statusCode).toBe(400);
    expect((await linkOf(player.id)).status).toBe('invited');
  });

  it('any signed-in adult may accept (guardians use other addresses) and gets family_guardian; the player and minors may not', async () => {
    const { player, token } = await signUpMinor('mum.work@example.com');
    const own = await accept(player, token);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(GUARDIAN_TEXTS.ownInvitation);
    const { player: otherMinor } = await signUpMinor('someone@example.com');
    const byMinor = await accept(otherMinor, token);
    expect(byMinor.json().error.message).toBe(GUARDIAN_ADULT_MESSAGE);
    const adult = await signUpUser(t.app, { email: 'mum.home@example.com' });
    const response = await accept(adult, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(await linkOf(player.id)).toMatchObject({ status: 'active', guardianUserId: adult.id, guardianEmail: 'mum.work@example.com' });
    const roles = await t.database.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, adult.id));
    expect(roles.map((r) => r.role).sort()).toEqual(['family_guardian', 'recruit_player']);
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/guardian/invitations/accept', payload: { token } });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('resending', () => {
  const resend = (player: TestUser, linkId: string) =>
    t.app.inject({ method: 'POST', url: `/api/players/${player.id}/guardian-links/${linkId}/resend`, headers: { cookie: player.cookie } });

  it('rotates the token (the old link stops working), at most once per 10 minutes and 5 times a day, with clear 429s', async () => {
    const { player, token } = await signUpMinor('busy.parent@example.com');
    const link = await linkOf(player.id);
    const tooSoon = await resend(player, link.id);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.message).toBe(GUARDIAN_TEXTS.resendTooSoon);

    await t.database.db.update(guardianLinks).set({ lastSentAt: new Date(Date.now() - 11 * 60_000) }).where(eq(guardianLinks.id, link.id));
    const sent = await resend(player, link.id);
    expect(sent.statusCode, sent.body).toBe(200);
    const newToken = await latestToken('busy.parent@example.com');
    expect(newToken).not.toBe(token);
    expect((await info(token)).statusCode).toBe(404);
    expect((await info(newToken)).statusCode).toBe(200);
    expect(await linkOf(player.id)).toMatchObject({ sendCount: 2, tokenHash: hashGuardianToken(newToken) });

    await t.database.db.update(guardianLinks).set({ lastSentAt: new Date(Date.now() - 60 * 60_000), sendCount: 5 }).where(eq(guardianLinks.id, link.id));
    const daily = await resend(player, link.id);
    expect(daily.statusCode).toBe(429);
    expect(daily.json().error.message).toBe(GUARDIAN_TEXTS.resendDailyLimit);

    // A day after the last send the count starts again.
    await t.database.db.update(guardianLinks).set({ lastSentAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(guardianLinks.id, link.id));
    expect((await resend(player, link.id)).statusCode).toBe(200);
    expect((await linkOf(player.id)).sendCount).toBe(1);
    expect(await kindsOf(player.id)).toEqual(['guardian_invited', 'guardian_invitation_resent', 'guardian_invitation_resent']);
  });

  it('an accepted link is not resent; the player sees the state of each link', async () => {
    const { player, token } = await signUpMinor('done.parent@example.com');
    await accept(await signUpUser(t.app), token);
    const link = await linkOf(player.id);
    await t.database.db.update(guardianLinks).set({ lastSentAt: sql`now() - interval '1 day'` }).where(eq(guardianLinks.id, link.id));
    expect((await resend(player, link.id)).statusCode).toBe(409);
    const state = await t.app.inject({ method: 'GET', url: `/api/players/${player.id}/guardian-links`, headers: { cookie: player.cookie } });
    expect(state.json()).toMatchObject({ isMinor: true, approvedVisibility: null, links: [{ id: link.id, guardianEmail: 'done.parent@example.com', status: 'active', isExpired: false }] });
  });
});
