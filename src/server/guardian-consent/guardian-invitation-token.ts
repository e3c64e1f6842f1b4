/**
 * Guardian invitation tokens (docs/decisions/021): single-use link tokens
 * (auth/link-token.ts) that expire after GUARDIAN_INVITATION_HOURS.
 */
import { GUARDIAN_INVITATION_HOURS } from '#shared/contracts/guardians.ts';
import { hashLinkToken, newLinkToken } from '#server/auth/link-token.ts';

export const hashGuardianToken = hashLinkToken;

/** A new token, its hash, and when it expires. */
export function newGuardianToken(now = new Date()) {
  return newLinkToken(GUARDIAN_INVITATION_HOURS * 3_600_000, now);
}

export function guardianAcceptUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/guardian/accept?token=${encodeURIComponent(token)}`;
}
