import { eq, sql } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { AppError } from '#shared/app-error.ts';
import { GUARDIAN_OWN_EMAIL_MESSAGE, type ClaimInfo } from '#shared/contracts/account.ts';
import type { AppContext } from '#server/app-context.ts';
import { assertPasswordFitsEmail } from '#server/auth/password-rule.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import { guardianEmailFor, inviteGuardian, sendGuardianInvitation } from '#server/guardian-consent/minor-guardian.ts';
import { resetTokenIdentifier } from '#server/auth/reset-token.ts';

export const INVALID_CLAIM_LINK = 'This invitation link is invalid or has expired. Ask the person who invited you to send a new one.';

async function findClaim(ctx: AppContext, token: string) {
  const authContext = await ctx.auth.$context;
  const verification = await authContext.internalAdapter.findVerificationValue(resetTokenIdentifier(token));
  if (!verification || verification.expiresAt < new Date()) throw new AppError('not_found', INVALID_CLAIM_LINK);
  const [user] = await ctx.db
    .select({ id: profiles.id, email: profiles.email, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, verification.value));
  if (!user) throw new AppError('not_found', INVALID_CLAIM_LINK);
  return user;
}

/** Who the claim link is for, so the page can greet them. */
export async function getClaimInfo(ctx: AppContext, token: string): Promise<ClaimInfo> {
  const user = await findClaim(ctx, token);
  return { email: user.email, fullName: user.fullName };
}

/**
 * Sets the password (consuming the token once), marks the email verified, and signs the person in.
 * The birth date and, for a minor, the guardian email are kept as sign-up keeps them, with the
 * guardian's invited link and notice (issue 10.4); they are stored before the token is consumed,
 * so a failure leaves the link usable and a retry stores them again.
 */
export async function claimAccount(
  ctx: AppContext,
  input: { token: string; password: string; birthDate: string; guardianEmail?: string | undefined },
  headers: Headers,
) {
  const user = await findClaim(ctx, input.token);
  assertPasswordFitsEmail(input.password, user.email, 'password');
  const guardianEmail = guardianEmailFor(input);
  if (guardianEmail === user.email) {
    throw new AppError('validation', GUARDIAN_OWN_EMAIL_MESSAGE, { guardianEmail: GUARDIAN_OWN_EMAIL_MESSAGE });
  }
  const guardianToken = await ctx.db.transaction(async (tx) => {
    // A coach-created profile becomes the player's own (docs/decisions/025); it stays private until published.
    const claimStatus = sql`case when ${userProfiles.claimStatus} in ('draft', 'invited') then 'claimed' else ${userProfiles.claimStatus} end`;
    await tx
      .update(userProfiles)
      .set({ birthDate: input.birthDate, guardianEmail, claimStatus, updatedAt: new Date() })
      .where(eq(userProfiles.userId, user.id));
    return inviteGuardian(tx, user.id, guardianEmail);
  });
  try {
    await ctx.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) throw new AppError('not_found', INVALID_CLAIM_LINK);
    throw error;
  }
  await ctx.db.update(profiles).set({ emailVerified: true }).where(eq(profiles.id, user.id));
  await sendGuardianInvitation(ctx, guardianEmail, guardianToken, { name: user.fullName, email: user.email });
  const signedIn = await ctx.auth.api.signInEmail({
    body: { email: user.email, password: input.password },
    headers,
    returnHeaders: true,
  });
  return { setCookies: signedIn.headers.getSetCookie() };
}
