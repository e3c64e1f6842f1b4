import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '#server/db/schema/auth.ts';
import { emailOutbox } from '#server/db/schema/email.ts';
import { rateLimits } from '#server/db/schema/auth.ts';
import { RATE_LIMIT_MESSAGE } from '#server/http/rate-limits.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { rateLimitedBody } from '#server/test/rate-limited-answer.ts';
import { TEST_PASSWORD, tableCounts } from '#server/test/test-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 3, windowSeconds: 60 } });
});
afterAll(async () => t.close());

const signUpPayload = (n: number) => ({
  email: `limited${n}@example.com`,
  password: TEST_PASSWORD,
  displayName: `Limited ${n}`,
  birthDate: '1990-01-01',
  accountType: 'player',
});

describe('auth rate limits (3 per minute per client in this app)', () => {
  it('refuses the 4th sign-up with 429 and creates no user', async () => {
    for (let n = 1; n <= 3; n += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/api/account/sign-up', payload: signUpPayload(n) });
      expect(response.statusCode).toBe(202);
    }
    const before = await tableCounts(t.database.db, ['rate_limits']);
    const refused = await t.app.inject({ method: 'POST', url: '/api/account/sign-up', payload: signUpPayload(4) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(rateLimitedBody(refused, RATE_LIMIT_MESSAGE));
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await t.database.db.select().from(profiles).where(eq(profiles.email, 'limited4@example.com'))).toEqual([]);
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
  });

  it('does not count sign-ins per request (sign-in-throttling.api.test.ts counts its failures)', async () => {
    await t.database.db.update(profiles).set({ emailVerified: true }).where(eq(profiles.email, 'limited1@example.com'));
    for (let n = 1; n <= 4; n += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'limited1@example.com', password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses the 4th reset request with 429 and sends no email', async () => {
    const request = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: 'limited2@example.com' } });
    for (let n = 1; n <= 3; n += 1) expect((await request()).statusCode).toBe(200);
    const count = async () =>
      Number(
        (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox).where(eq(emailOutbox.subject, 'Reset your password')))[0]!.n,
      );
    expect(await count()).toBe(3);
    const refused = await request();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(rateLimitedBody(refused, RATE_LIMIT_MESSAGE));
    expect(await count()).toBe(3);
  });

  it.each([
    ['email confirmation', '/api/account/confirm-email', { token: 'not-a-real-token' }],
    ['account claim', '/api/account/claim', { token: 'not-a-real-token' }],
  ])('refuses the 4th %s request with 429, its message naming the Retry-After wait', async (_name, url, payload) => {
    const from = { remoteAddress: '10.9.9.9' };
    for (let n = 1; n <= 3; n += 1) expect((await t.app.inject({ method: 'POST', url, payload, ...from })).statusCode).not.toBe(429);
    const refused = await t.app.inject({ method: 'POST', url, payload, ...from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(rateLimitedBody(refused, RATE_LIMIT_MESSAGE));
    expect(refused.json().error.message).toBe('Too many attempts. Try again in 1 minute.');
  });

  it('a longer window says so: 15 minutes, not "a minute" (issue 24)', async () => {
    const slow = await t.openSecondInstance({ authRateLimit: { max: 1, windowSeconds: 15 * 60 } });
    try {
      const from = { remoteAddress: '10.8.8.8' };
      const request = () => slow.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: 'slow@example.com' }, ...from });
      expect((await request()).statusCode).toBe(200);
      const refused = await request();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(refused.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many attempts. Try again in 15 minutes.' } });
    } finally {
      await slow.close();
    }
  });

  it('counts in the database, so every app server shares the limit', async () => {
    const rows = await t.database.db.select().from(rateLimits);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...rows.map((row) => row.count))).toBeGreaterThanOrEqual(4);
  });

  it('a different client address still gets through', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: signUpPayload(5),
      remoteAddress: '10.1.2.3',
    });
    expect(response.statusCode).toBe(202);
  });
});
