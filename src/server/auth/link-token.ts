/**
 * Single-use emailed link tokens (guardian invitations, docs/decisions/021;
 * college staff invitations, 034): 32 random bytes, base64url in the link;
 * only the SHA-256 hash is stored, so a database reader cannot use a link.
 */
import { createHash, randomBytes } from 'node:crypto';

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new token, its hash, and when it expires (`validMs` from `now`). */
export function newLinkToken(validMs: number, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token), expiresAt: new Date(now.getTime() + validMs) };
}
