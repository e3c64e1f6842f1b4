/**
 * Claiming an invited account asks for the birth date with the sign-up age
 * rules (issue 10.4; docs/decisions/004): no birth date refused; under 13
 * refused with the sign-up text; 13-17 need a parent or guardian email,
 * stored like sign-up stores it, with the guardian notice and an invited
 * guardian link. Sign-up creates the same invited link.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARDIAN_REQUIRED_MESSAGE, UNDER_13_MESSAGE } from '#shared/contracts/account.ts';
import { guardianLinks } from '#server/db/schema/guardians.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { outboxFor, signIn, tableCounts } from '#server/test/test-users.ts';
import { inviteUser } from './invite-user.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PASSWORD = 'claimed-password-1';

/** A birth date `years` years and `days` days before today (UTC). */
function bornYearsAgo(years: number, days = 0) {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

async function invite(email: string) {
  const { userId } = await inviteUser(t.app.ctx, { email, fullName: 'Invited Kid', invitedBy: 'Coach' });
  const [message] = await outboxFor(t.database.db, email);
  const token = decodeURIComponent(/claim-account\?token=([^\s&]+)/.exec(message!.textBody)![1]!);
  return { userId, token };
}

const claim = (payload: object) => t.app.inject({ method: 'POST', url: '/api/account/claim', payload });

describe('security: claiming an account applies the sign-up age rules (issue 10.4)', () => {
  it('refuses a claim without a birth date, changes nothing, and keeps the link usable', async () => {
    const { token } = await invite('no.birthdate@example.com');
    const before = await tableCounts(t.database.db, ['rate_limits']);
    const response = await claim({ token, password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('birthDate');
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: `/api/account/claim/${encodeURIComponent(token)}` })).statusCode).toBe(200);
  });

  it('refuses a 12-year-old with the sign-up text and sets no password', async () => {
    const { token } = await invite('twelve@example.com');
    const response = await claim({ token, password: PASSWORD, birthDate: bornYearsAgo(12, 300), guardianEmail: 'mum@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation', fields: { birthDate: UNDER_13_MESSAGE } });
    expect((await signIn(t.app, 'twelve@example.com', PASSWORD)).statusCode).toBe(401);
  });

  it('a 15-year-old needs a guardian email (not their own); then it is stored, the guardian told and an invited link made', async () => {
    const email = 'fifteen@example.com';
    const { userId, token } = await invite(email);
    const birthDate = bornYearsAgo(15);
    const without = await claim({ token, password: PASSWORD, birthDate });
    expect(without.statusCode).toBe(400);
    expect(without.json().error.fields).toEqual({ guardianEmail: GUARDIAN_REQUIRED_MESSAGE });
    const own = await claim({ token, password: PASSWORD, birthDate, guardianEmail: email });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.fields).toHaveProperty('guardianEmail');

    const response = await claim({ token, password: PASSWORD, birthDate, guardianEmail: 'Parent.Of.Fifteen@Example.com' });
    expect(response.statusCode, response.body).toBe(200);
    const [profile] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    expect(profile).toMatchObject({ birthDate, guardianEmail: 'parent.of.fifteen@example.com', isPublished: false, visibility: 'private' });
    const links = await t.database.db.select().from(guardianLinks).where(eq(guardianLinks.playerUserId, userId));
    expect(links).toEqual([expect.objectContaining({ guardianEmail: 'parent.of.fifteen@example.com', status: 'invited', guardianUserId: null, tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/), sendCount: 1 })]);
    const [notice] = await outboxFor(t.database.db, 'parent.of.fifteen@example.com');
    expect(notice!.textBody).toContain(email);
  });

  it('an adult claims with a birth date and no guardian: stored, no link, no notice', async () => {
    const { userId, token } = await invite('grown.up@example.com');
    const response = await claim({ token, password: PASSWORD, birthDate: '1990-04-02', guardianEmail: 'ignored@example.com' });
    expect(response.statusCode, response.body).toBe(200);
    const [profile] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    expect(profile).toMatchObject({ birthDate: '1990-04-02', guardianEmail: null });
    expect(await t.database.db.select().from(guardianLinks).where(eq(guardianLinks.playerUserId, userId))).toEqual([]);
    expect(await outboxFor(t.database.db, 'ignored@example.com')).toEqual([]);
  });

  it('sign-up of a 15-year-old creates the same invited guardian link', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: { email: 'signup.minor@example.com', password: PASSWORD, displayName: 'Signup Minor', birthDate: bornYearsAgo(15), accountType: 'player', guardianEmail: 'signup.parent@example.com' },
    });
    expect(response.statusCode, response.body).toBe(202);
    const rows = await t.database.db.select().from(guardianLinks).where(eq(guardianLinks.guardianEmail, 'signup.parent@example.com'));
    expect(rows).toEqual([expect.objectContaining({ status: 'invited', guardianUserId: null })]);
  });
});
