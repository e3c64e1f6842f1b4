/**
 * What sign-up and claiming an invited account both do for a 13-17-year-old
 * (docs/decisions/004, issue 10.4): keep the guardian email, start an
 * `invited` guardian link (the invitation itself comes with guardian
 * accounts), and tell the guardian.
 */
import { ageBracket, ageOn } from '#shared/age-verification.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Database } from '#server/db/client.ts';
import { guardianLinks } from '#server/db/schema/guardians.ts';
import { guardianNoticeEmail } from '#server/email/account-emails.ts';

/** The guardian email to keep: the one given for a minor, none for an adult. */
export function guardianEmailFor(input: { birthDate: string; guardianEmail?: string | undefined }): string | null {
  return ageBracket(ageOn(input.birthDate, new Date())) === 'minor' ? (input.guardianEmail ?? null) : null;
}

/** The invited guardian link of a minor (once per player and email); call inside the account's transaction. */
export async function inviteGuardian(db: Database, playerUserId: string, guardianEmail: string | null): Promise<void> {
  if (!guardianEmail) return;
  await db.insert(guardianLinks).values({ playerUserId, guardianEmail, status: 'invited' }).onConflictDoNothing();
}

/** The notice to the guardian named for a minor (nothing for an adult). */
export async function sendGuardianNotice(ctx: AppContext, guardianEmail: string | null, player: { name: string; email: string }) {
  if (guardianEmail) await ctx.mailer.send(guardianNoticeEmail(guardianEmail, player.name, player.email));
}
