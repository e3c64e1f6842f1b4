import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '#server/db/schema/auth.ts';
import { emailOutbox } from '#server/db/schema/email.ts';
import { rateLimits } from '#server/db/schema/auth.ts';
import { RATE_LIMIT_MESSAGE } from '#server/http/rate-limits.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { TEST_PASSWORD, tableCounts } from '#server/test/test-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 3, windowSeconds: 60 } });
});
afterAll(async () => t.close());

const RATE_LIMITED = { error: { code: 'rate_limited', message: RATE_LIMIT_MESSAGE } };

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
    expect(refused.json()).toEqual(RATE_LIMITED);
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
    expect(refused.json()).toEqual(RATE_LIMITED);
    expect(await count()).toBe(3);
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
