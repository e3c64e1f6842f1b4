import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARDIAN_REQUIRED_MESSAGE, UNDER_13_MESSAGE } from '#shared/contracts/account.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { userProfiles, userRoles } from '#server/db/schema/profiles.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { cookieHeader } from '#server/test/session-cookies.ts';
import { confirmFromOutbox, me, outboxFor, tableCounts } from '#server/test/test-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A birth date `years` years and `days` days before today (UTC). */
function bornYearsAgo(years: number, days = 0) {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const body = (overrides: Record<string, unknown>) => ({
  email: 'young.player@example.com',
  password: 'correct-horse-1',
  displayName: 'Young Player',
  birthDate: bornYearsAgo(15),
  accountType: 'player',
  ...overrides,
});

const signUp = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/account/sign-up', payload: payload as object });

describe('sign-up age rules (docs/decisions/004-minors.md)', () => {
  it('refuses under 13 with a birthDate field error and writes no rows', async () => {
    const before = await tableCounts(t.database.db, ['rate_limits']);
    const response = await signUp(body({ birthDate: bornYearsAgo(12, 300), guardianEmail: 'mum@example.com' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation', fields: { birthDate: UNDER_13_MESSAGE } });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
  });

  it('refuses the day before the 13th birthday', async () => {
    const response = await signUp(body({ birthDate: bornYearsAgo(13, -1), guardianEmail: 'mum@example.com' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.birthDate).toBe(UNDER_13_MESSAGE);
  });

  it('refuses 13–17 without a guardian email, writing nothing', async () => {
    const before = await tableCounts(t.database.db, ['rate_limits']);
    const response = await signUp(body({}));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ guardianEmail: GUARDIAN_REQUIRED_MESSAGE });
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
  });

  it('refuses a minor signing up as a parent', async () => {
    const response = await signUp(body({ accountType: 'parent', guardianEmail: 'mum@example.com' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('accountType');
  });

  it('accepts 13–17 with a guardian: 202, guardian invitation in the outbox at sign-up, profile private and unpublished', async () => {
    const response = await signUp(body({ guardianEmail: 'Mum@Example.com' }));
    expect(response.statusCode).toBe(202);

    const [user] = await t.database.db.select().from(profiles).where(eq(profiles.email, 'young.player@example.com'));
    expect(user).toBeDefined();
    const [profile] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, user!.id));
    expect(profile).toMatchObject({ isPublished: false, visibility: 'private', guardianEmail: 'mum@example.com' });
    const roles = await t.database.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user!.id));
    expect(roles).toEqual([{ role: 'recruit_player' }]);

    const [notice] = await outboxFor(t.database.db, 'mum@example.com');
    expect(notice).toBeDefined();
    expect(notice!.subject).toBe('Young Player named you as their parent or guardian');
    expect(notice!.textBody).toMatch(/\/guardian\/accept\?token=[\w-]{43}/);
    expect(notice!.textBody).toContain('young.player@example.com');

    const confirmed = await confirmFromOutbox(t.app, 'young.player@example.com');
    const current = await me(t.app, cookieHeader(confirmed.headers['set-cookie']));
    expect(current.user?.email).toBe('young.player@example.com');
    expect((current.profile as unknown as { isMinor: boolean }).isMinor).toBe(true);
  });

  it('an adult needs no guardian and gets no guardian email stored', async () => {
    const response = await signUp(body({ email: 'grown.up@example.com', birthDate: bornYearsAgo(18) }));
    expect(response.statusCode).toBe(202);
    const [row] = await t.database.db
      .select({ guardianEmail: userProfiles.guardianEmail })
      .from(userProfiles)
      .where(eq(userProfiles.email, 'grown.up@example.com'));
    expect(row).toEqual({ guardianEmail: null });
  });

  it('a duplicate email (any case) answers as a new one, adds nothing and notifies no guardian', async () => {
    const before = await tableCounts(t.database.db, ['rate_limits', 'email_outbox']);
    const response = await signUp(body({ email: 'Young.Player@example.com', guardianEmail: 'dad@example.com' }));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    expect(await tableCounts(t.database.db, ['rate_limits', 'email_outbox'])).toEqual(before);
    expect(await outboxFor(t.database.db, 'dad@example.com')).toEqual([]);
  });
});
