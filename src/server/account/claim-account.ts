import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { AppError } from '#shared/app-error.ts';
import type { ClaimInfo } from '#shared/contracts/account.ts';
import type { AppContext } from '#server/app-context.ts';
import { assertPasswordFitsEmail } from '#server/auth/password-rule.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { resetTokenIdentifier } from './invite-user.ts';

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

/** Sets the password (consuming the token once), marks the email verified, and signs the person in. */
export async function claimAccount(ctx: AppContext, input: { token: string; password: string }, headers: Headers) {
  const user = await findClaim(ctx, input.token);
  assertPasswordFitsEmail(input.password, user.email, 'password');
  try {
    await ctx.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) throw new AppError('not_found', INVALID_CLAIM_LINK);
    throw error;
  }
  await ctx.db.update(profiles).set({ emailVerified: true }).where(eq(profiles.id, user.id));
  const signedIn = await ctx.auth.api.signInEmail({
    body: { email: user.email, password: input.password },
    headers,
    returnHeaders: true,
  });
  return { setCookies: signedIn.headers.getSetCookie() };
}
