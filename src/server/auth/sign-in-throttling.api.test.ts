import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnconfirmedAccount } from '#server/account/sign-up.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { RATE_LIMIT_MESSAGE } from '#server/http/rate-limits.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { rateLimitedBody } from '#server/test/rate-limited-answer.ts';
import { TEST_PASSWORD } from '#server/test/test-users.ts';

/** The production defaults: 10 auth requests a minute per address, 10 sign-in failures per account and address. */
let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp({
    authRateLimit: { max: 10, windowSeconds: 60 },
    signInFailureLimit: { perAccount: 10, perAddress: 12, windowSeconds: 900 },
  });
  passwordHash = await (await t.app.ctx.auth.$context).password.hash(TEST_PASSWORD);
});
afterAll(async () => t.close());

/** A confirmed account that has never signed in (made as sign-up makes it). */
async function account(email: string) {
  const body = { email, password: TEST_PASSWORD, displayName: 'Lab Player', birthDate: '2000-01-01', accountType: 'player' as const, guardianEmail: undefined };
  await createUnconfirmedAccount(t.database.db, body, passwordHash);
  await t.database.db.update(profiles).set({ emailVerified: true }).where(eq(profiles.email, email));
  return email;
}

const signIn = (app: TestApp['app'], email: string, password: string, from: { remoteAddress?: string; forwardedFor?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: from.remoteAddress,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });

describe('security: sign-in throttling counts failures per account and address (issue 10.11)', () => {
  it('a school lab behind one address: 30 accounts sign in one after another, all succeed', async () => {
    const emails = [];
    for (let n = 1; n <= 30; n += 1) emails.push(await account(`lab${n}@school.example`));
    for (const email of emails) {
      const response = await signIn(t.app, email, TEST_PASSWORD, { remoteAddress: '198.51.100.7' });
      expect(response.statusCode).toBe(200);
    }
  }, 120_000); // 30 real password checks

  it('10 failures lock that account from that address, not another account there, not that account elsewhere', async () => {
    const victim = await account('victim@school.example');
    const neighbour = await account('neighbour@school.example');
    const lab = { remoteAddress: '198.51.100.8' };
    for (let n = 1; n <= 10; n += 1) expect((await signIn(t.app, victim, `wrong-${n}`, lab)).statusCode).toBe(401);

    const locked = await signIn(t.app, victim, TEST_PASSWORD, lab);
    expect(locked.statusCode).toBe(429);
    // The message names the real wait, the header's: a 15-minute window reads "15 minutes", not "a minute".
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many attempts. Try again in 15 minutes.' } });
    expect(locked.json()).toEqual(rateLimitedBody(locked, RATE_LIMIT_MESSAGE));
    expect(locked.headers['set-cookie']).toBeUndefined();

    expect((await signIn(t.app, neighbour, TEST_PASSWORD, lab)).statusCode).toBe(200);
    expect((await signIn(t.app, victim, TEST_PASSWORD, { remoteAddress: '203.0.113.50' })).statusCode).toBe(200);
  }, 90_000);

  it('a success clears the account’s failures from that address', async () => {
    const typo = await account('typo@school.example');
    const from = { remoteAddress: '198.51.100.9' };
    for (let n = 1; n <= 9; n += 1) expect((await signIn(t.app, typo, `wrong-${n}`, from)).statusCode).toBe(401);
    expect((await signIn(t.app, typo, TEST_PASSWORD, from)).statusCode).toBe(200);
    // Without the reset the second of these would be the 11th failure, refused with 429.
    for (let n = 1; n <= 2; n += 1) expect((await signIn(t.app, typo, `wrong-again-${n}`, from)).statusCode).toBe(401);
    expect((await signIn(t.app, typo, TEST_PASSWORD, from)).statusCode).toBe(200);
  }, 90_000);

  it('an address with many failures over many accounts hits the larger per-address cap', async () => {
    const guesser = { remoteAddress: '198.51.100.10' };
    for (let n = 1; n <= 12; n += 1) {
      expect((await signIn(t.app, `nobody${n}@school.example`, 'guess', guesser)).statusCode).toBe(401);
    }
    const member = await account('member@school.example');
    expect((await signIn(t.app, member, TEST_PASSWORD, guesser)).statusCode).toBe(429);
    expect((await signIn(t.app, member, TEST_PASSWORD, { remoteAddress: '198.51.100.11' })).statusCode).toBe(200);
  }, 90_000);
});

describe('security: TRUST_PROXY decides whether X-Forwarded-For splits the buckets (issue 10.11)', () => {
  const limits = { signInFailureLimit: { perAccount: 2, perAddress: 100, windowSeconds: 900 } };

  it('without it, every client behind the proxy shares the proxy’s bucket', async () => {
    const direct = await t.openSecondInstance(limits);
    try {
      const email = await account('no-proxy@school.example');
      for (const n of [1, 2]) {
        expect((await signIn(direct.app, email, `wrong-${n}`, { forwardedFor: '192.0.2.1' })).statusCode).toBe(401);
      }
      expect((await signIn(direct.app, email, TEST_PASSWORD, { forwardedFor: '192.0.2.2' })).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it.each([
    ['the proxy’s address', ['127.0.0.1']],
    ['one trusted hop', 1],
  ] as const)('with it (%s), each forwarded client counts on its own', async (label, trustProxy) => {
    const proxied = await t.openSecondInstance({ ...limits, trustProxy: typeof trustProxy === 'number' ? trustProxy : [...trustProxy] });
    try {
      const email = await account(`behind-proxy-${typeof trustProxy}@school.example`);
      for (const n of [1, 2]) {
        expect((await signIn(proxied.app, email, `wrong-${n}`, { forwardedFor: '192.0.2.1' })).statusCode).toBe(401);
      }
      expect((await signIn(proxied.app, email, TEST_PASSWORD, { forwardedFor: '192.0.2.1' })).statusCode).toBe(429);
      expect((await signIn(proxied.app, email, TEST_PASSWORD, { forwardedFor: '192.0.2.2' })).statusCode, label).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
