/**
 * Password hashes (docs/decisions/012-password-policy-and-hashing.md):
 * argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane) through
 * @node-rs/argon2 (prebuilt, no install script). Hashes made before issue
 * 10 are better-auth's scrypt (`salt:key` in hex): they still verify, and
 * a successful verification replaces that hash with an argon2id one.
 */
import type { Algorithm, Options } from '@node-rs/argon2';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { verifyPassword as verifyScryptPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { accounts } from '#server/db/schema/auth.ts';

/** `Algorithm.Argon2id`: the package declares a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

export const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The one way the product hashes a password (better-auth, the seed). */
export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, ARGON2_OPTIONS);
}

const isArgon2Hash = (stored: string) => stored.startsWith('$argon2');

/**
 * better-auth's `emailAndPassword.password`: hashes with argon2id; verifies
 * argon2 and legacy scrypt hashes, and rehashes a scrypt hash that verified.
 * The rehash updates the row that still holds that (salted, so unique) hash.
 */
export function createPasswordHasher(db: Database) {
  return {
    hash: hashPassword,
    async verify({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
      if (isArgon2Hash(stored)) return argon2Verify(stored, password);
      const valid = await verifyScryptPassword({ hash: stored, password });
      if (valid) {
        await db
          .update(accounts)
          .set({ password: await hashPassword(password), updatedAt: new Date() })
          .where(eq(accounts.password, stored));
      }
      return valid;
    },
  };
}
