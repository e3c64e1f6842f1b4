/**
 * The claim link of a coach-created profile (docs/decisions/025): the same
 * single-use token the invited-account claim reads (better-auth's reset
 * token, decision 002), sent to the player or, for a minor, to the guardian.
 * Issuing a new token removes the earlier ones, so only the newest link works.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { CLAIM_TOKEN_TTL_SECONDS } from '#shared/constants.ts';
import type { AppContext } from '#server/app-context.ts';
import { resetTokenIdentifier } from '#server/auth/reset-token.ts';
import type { Database } from '#server/db/client.ts';
import { verifications } from '#server/db/schema/auth.ts';
import { escapeHtml } from '#server/email/escape-html.ts';
import type { EmailMessage } from '#server/email/send-email.ts';

/** Stores a fresh claim token for the account (inside the caller's transaction) and returns the link. */
export async function issueClaimLink(db: Database, baseUrl: string, userId: string): Promise<string> {
  await db.delete(verifications).where(and(eq(verifications.value, userId), like(verifications.identifier, resetTokenIdentifier('%'))));
  const token = randomBytes(24).toString('base64url');
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier: resetTokenIdentifier(token),
    value: userId,
    expiresAt: new Date(Date.now() + CLAIM_TOKEN_TTL_SECONDS * 1000),
  });
  return `${baseUrl}/auth/claim-account?token=${encodeURIComponent(token)}`;
}

export interface ClaimLinkMail {
  to: string;
  toGuardian: boolean;
  playerName: string;
  teamName: string;
  coachName: string;
  url: string;
}

export function claimLinkEmail(mail: ClaimLinkMail): EmailMessage {
  const intro = mail.toGuardian
    ? `${mail.coachName} of ${mail.teamName} created a player profile for ${mail.playerName} on Esports Recruiting and named you as their parent or guardian.`
    : `${mail.coachName} of ${mail.teamName} created a player profile for you on Esports Recruiting.`;
  const action = mail.toGuardian
    ? 'Open this link together with the player: they choose a password and give their date of birth to claim the profile.'
    : 'Choose a password to claim your profile.';
  const outro =
    'The profile stays private until it is claimed and published. The link works once and expires in 7 days.';
  return {
    to: mail.to,
    subject: mail.toGuardian ? `Claim ${mail.playerName}'s player profile` : 'Claim your player profile on Esports Recruiting',
    text: `${intro}\n\n${action}\n\nClaim the profile: ${mail.url}\n\n${outro}`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(action)}</p><p><a href="${escapeHtml(mail.url)}">Claim the profile</a></p><p>${escapeHtml(outro)}</p>`,
    secrets: [mail.url],
  };
}

export async function sendClaimLinkEmail(ctx: AppContext, mail: ClaimLinkMail): Promise<void> {
  await ctx.mailer.send(claimLinkEmail(mail));
}
