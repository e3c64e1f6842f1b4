/**
 * Guardian invitation tokens (docs/decisions/021): 32 random bytes,
 * base64url in the emailed link; only the SHA-256 hash is stored, so a
 * database reader cannot accept an invitation.
 */
import { createHash, randomBytes } from 'node:crypto';
import { GUARDIAN_INVITATION_HOURS } from '#shared/contracts/guardians.ts';

export function hashGuardianToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new token, its hash, and when it expires. */
export function newGuardianToken(now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashGuardianToken(token), expiresAt: new Date(now.getTime() + GUARDIAN_INVITATION_HOURS * 3_600_000) };
}

export function guardianAcceptUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/guardian/accept?token=${encodeURIComponent(token)}`;
}
