import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '#server/db/schema/auth.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { cookieHeader } from '#server/test/session-cookies.ts';
import { confirmFromOutbox, me, outboxFor, signIn, TEST_PASSWORD } from '#server/test/test-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const payload = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: TEST_PASSWORD,
  displayName: 'Casey Newcomer',
  birthDate: '1998-02-03',
  accountType: 'player',
  ...overrides,
});

const signUp = (body: object) => t.app.inject({ method: 'POST', url: '/api/account/sign-up', payload: body });

describe('security: sign-up does not reveal a taken email (issue 10.11)', () => {
  it('answers a new and a taken email alike: same status, same body, no cookie', async () => {
    const first = await signUp(payload('taken@example.com'));
    const again = await signUp(payload('Taken@Example.com', { password: 'another-password-77', displayName: 'Mallory' }));
    const fresh = await signUp(payload('fresh@example.com'));

    for (const response of [first, again, fresh]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ ok: true });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(again.body).toBe(fresh.body);
  });

  it('the taken address gets a notice instead, and the account stays as it was', async () => {
    const mails = await outboxFor(t.database.db, 'taken@example.com');
    const notice = mails.find((message) => message.subject === 'Someone tried to create an account with your email');
    expect(notice?.textBody).toContain('someone tried to create an account with your address');
    expect(notice?.textBody).toContain('http://localhost:3000/auth');
    expect(notice?.textBody).toContain('http://localhost:3000/auth?tab=forgot-password');
    const rows = await t.database.db.select().from(profiles).where(eq(profiles.email, 'taken@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fullName).toBe('Casey Newcomer');
  });

  it('a new account is not signed in until its email is confirmed: sign-in refuses and sends a new link', async () => {
    const before = (await outboxFor(t.database.db, 'fresh@example.com')).length;
    const response = await signIn(t.app, 'fresh@example.com');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/confirm your email/i);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await outboxFor(t.database.db, 'fresh@example.com')).length).toBe(before + 1);
    // A wrong password is refused as usual, without a word about confirmation.
    const wrong = await signIn(t.app, 'fresh@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
  });

  it('the emailed link confirms the address and signs the person in, once', async () => {
    const confirmed = await confirmFromOutbox(t.app, 'fresh@example.com');
    expect(confirmed.statusCode).toBe(200);
    const current = await me(t.app, cookieHeader(confirmed.headers['set-cookie']));
    expect(current.user?.email).toBe('fresh@example.com');
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.email, 'fresh@example.com'));
    expect(row!.emailVerified).toBe(true);

    const reused = await confirmFromOutbox(t.app, 'fresh@example.com');
    expect(reused.statusCode).toBe(404);
    expect(reused.json().error.message).toMatch(/invalid or has expired/);
    expect(reused.headers['set-cookie']).toBeUndefined();

    expect((await signIn(t.app, 'fresh@example.com')).statusCode).toBe(200);
  });

  it('an unknown token signs nobody in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/confirm-email',
      payload: { token: 'not-a-real-token' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('does the same password hashing work for a taken and a new email (similar timing)', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      const response = await signUp(payload(email));
      expect(response.statusCode).toBe(202);
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const taken: number[] = [];
    const fresh: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      fresh.push(await time(`timing-${n}@example.com`));
      taken.push(await time('taken@example.com'));
    }
    // Without the hash a taken email answers in a few milliseconds, a new one after a full hash.
    expect(median(taken)).toBeGreaterThan(median(fresh) * 0.4);
  });
});
