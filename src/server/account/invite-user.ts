/**
 * Invites a person by email (used when a manager adds someone who has no
 * account yet). Creates the account without a password and emails a claim
 * link; the claim sets the password through better-auth's reset flow, which
 * consumes the token once.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CLAIM_TOKEN_TTL_SECONDS } from '#shared/constants.ts';
import type { AppContext } from '#server/app-context.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { claimAccountEmail } from '#server/email/account-emails.ts';
import { createUserProfile } from './create-user-profile.ts';
import { resetTokenIdentifier } from '#server/auth/reset-token.ts';

export async function inviteUser(
  ctx: AppContext,
  input: { email: string; fullName?: string; invitedBy: string | null },
): Promise<{ userId: string; isExisting: boolean }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  if (existing) return { userId: existing.id, isExisting: true };

  const authContext = await ctx.auth.$context;
  const fullName = input.fullName?.trim() || email.split('@')[0]!;
  const user = await authContext.internalAdapter.createUser(
    { email, name: fullName, emailVerified: false },
    { method: 'admin' },
  );
  await createUserProfile(ctx.db, { userId: user.id, displayName: fullName, email });
  const token = randomBytes(24).toString('base64url');
  await authContext.internalAdapter.createVerificationValue({
    identifier: resetTokenIdentifier(token),
    value: user.id,
    expiresAt: new Date(Date.now() + CLAIM_TOKEN_TTL_SECONDS * 1000),
  });
  const url = `${ctx.baseUrl}/auth/claim-account?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send(claimAccountEmail(email, url, input.invitedBy));
  return { userId: user.id, isExisting: false };
}
