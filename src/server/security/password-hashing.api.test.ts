/**
 * Issue 10.6: passwords were hashed with scrypt below guidance. New hashes
 * are argon2id (m = 19456 KiB, t = 2, p = 1); an existing scrypt hash still
 * signs in and is replaced by an argon2id hash at that sign-in.
 */
import { hashPassword as scryptHash } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '#server/db/schema/auth.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { TEST_PASSWORD, signIn, signUpUser, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function storedHash(userId: string) {
  const [row] = await t.database.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, userId));
  return row!.password!;
}

/** Puts an old-style better-auth scrypt hash of `password` on the account, as accounts made before issue 10 hold. */
async function giveScryptHash(userId: string, password: string) {
  const hash = await scryptHash(password);
  expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]+$/);
  await t.database.db.update(accounts).set({ password: hash }).where(eq(accounts.userId, userId));
  return hash;
}

/** The argon2id PHC string with at least the parameters. */
function expectArgon2id(hash: string) {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(hash);
  expect(match, hash).not.toBeNull();
  const [, memory, time, parallelism] = match!.map(Number);
  expect(memory).toBeGreaterThanOrEqual(19456);
  expect(time).toBeGreaterThanOrEqual(2);
  expect(parallelism).toBe(1);
}

describe('security: password hashing is argon2id (issue 10.6)', () => {
  it('a new account stores an argon2id hash with m >= 19 MiB, t >= 2, p = 1', async () => {
    const user = await signUpUser(t.app);
    expectArgon2id(await storedHash(user.id));
    expect((await signIn(t.app, user.email)).statusCode).toBe(200);
  });

  describe('an account with a scrypt hash from before', () => {
    let user: TestUser;
    let oldHash: string;
    beforeAll(async () => {
      user = await signUpUser(t.app);
      oldHash = await giveScryptHash(user.id, TEST_PASSWORD);
    });

    it('a wrong password fails and leaves the scrypt hash as it was', async () => {
      const response = await signIn(t.app, user.email, 'not-the-password-at-all');
      expect(response.statusCode).toBe(401);
      expect(await storedHash(user.id)).toBe(oldHash);
    });

    it('signs in with the right password, and then holds an argon2id hash', async () => {
      expect((await signIn(t.app, user.email)).statusCode).toBe(200);
      const newHash = await storedHash(user.id);
      expect(newHash).not.toBe(oldHash);
      expectArgon2id(newHash);
    });

    it('still signs in with the same password on the new hash, and a wrong one still fails', async () => {
      expect((await signIn(t.app, user.email)).statusCode).toBe(200);
      expect((await signIn(t.app, user.email, 'not-the-password-at-all')).statusCode).toBe(401);
    });
  });

  it('changing the password verifies a scrypt current password and stores argon2id', async () => {
    const user = await signUpUser(t.app);
    await giveScryptHash(user.id, TEST_PASSWORD);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'hashing-change-2026' },
    });
    expect(response.statusCode).toBe(200);
    expectArgon2id(await storedHash(user.id));
    expect((await signIn(t.app, user.email, 'hashing-change-2026')).statusCode).toBe(200);
  });
});
