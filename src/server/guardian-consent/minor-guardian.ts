/**
 * What sign-up and claiming an invited account both do for a 13-17-year-old
 * (docs/decisions/004, 021): keep the guardian email, start an `invited`
 * guardian link with a single-use invitation token (only its hash stored),
 * log `guardian_invited`, and email the guardian the invitation link.
 * guardian-consent/ holds the consent pieces account, team-players and
 * guardians all use, so none of them imports another for it (decision 058).
 */
import { sql } from 'drizzle-orm';
import { ageBracket, ageOn } from '#shared/account/age-verification.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Database } from '#server/db/client.ts';
import { guardianLinks } from '#server/db/schema/guardians.ts';
import { guardianInvitationEmail } from '#server/email/guardian-emails.ts';
import { appendConsentEvent } from './append-consent-event.ts';
import { guardianAcceptUrl, newGuardianToken } from './guardian-invitation-token.ts';

/** The guardian email to keep: the one given for a minor, none for an adult. */
export function guardianEmailFor(input: { birthDate: string; guardianEmail?: string | undefined }): string | null {
  return ageBracket(ageOn(input.birthDate, new Date())) === 'minor' ? (input.guardianEmail ?? null) : null;
}

/**
 * The invited guardian link of a minor (once per player and email; a retry
 * of the same claim rotates the token of a link still invited); call inside
 * the account's transaction. Returns the token to email, or null.
 */
export async function inviteGuardian(db: Database, playerUserId: string, guardianEmail: string | null): Promise<string | null> {
  if (!guardianEmail) return null;
  const { token, tokenHash, expiresAt } = newGuardianToken();
  const [link] = await db
    .insert(guardianLinks)
    .values({ playerUserId, guardianEmail, status: 'invited', tokenHash, expiresAt, lastSentAt: new Date(), sendCount: 1 })
    .onConflictDoUpdate({
      target: [guardianLinks.playerUserId, guardianLinks.guardianEmail],
      set: { tokenHash, expiresAt, lastSentAt: new Date(), sendCount: sql`${guardianLinks.sendCount} + 1`, updatedAt: new Date() },
      setWhere: sql`${guardianLinks.status} = 'invited'`,
    })
    .returning({ id: guardianLinks.id });
  if (!link) return null;
  await appendConsentEvent(db, { playerUserId, kind: 'guardian_invited', actorUserId: playerUserId, guardianLinkId: link.id, detail: { guardianEmail } });
  return token;
}

/** The invitation to the guardian named for a minor (nothing for an adult or an already active link). */
export async function sendGuardianInvitation(ctx: AppContext, guardianEmail: string | null, token: string | null, player: { name: string; email: string }) {
  if (guardianEmail && token) await ctx.mailer.send(guardianInvitationEmail(guardianEmail, player, guardianAcceptUrl(ctx.baseUrl, token)));
}
