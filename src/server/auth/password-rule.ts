/**
 * The email half of the password rule (#shared/password-policy.ts) on the
 * routes whose body does not carry the email: reset, claim and change
 * password check the new password against the account's own email here,
 * before anything is changed.
 */
import { eq } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { passwordEmailProblem } from '#shared/account/password-policy.ts';
import { resetTokenIdentifier } from './reset-token.ts';
import type { AppContext } from '#server/app-context.ts';
import { profiles } from '#server/db/schema/auth.ts';

/** Throws a 400 with the message on `field` when the password is the email or contains its name. */
export function assertPasswordFitsEmail(password: string, email: string, field: string) {
  const problem = passwordEmailProblem(password, email);
  if (problem) throw new AppError('validation', 'Please correct the highlighted fields.', { [field]: problem });
}

/** The account a live reset (or claim) token belongs to, or null when the token is unknown or expired. */
export async function findResetTokenUser(ctx: AppContext, token: string) {
  const authContext = await ctx.auth.$context;
  const verification = await authContext.internalAdapter.findVerificationValue(resetTokenIdentifier(token));
  if (!verification || verification.expiresAt < new Date()) return null;
  const [user] = await ctx.db
    .select({ id: profiles.id, email: profiles.email, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, verification.value));
  return user ?? null;
}
