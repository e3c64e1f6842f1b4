/**
 * A new family account made from the invitation page (docs/decisions/021):
 * the address must be the invited one, which the link proves the guardian
 * reads, so the account is confirmed at once. Account, role, confirmation
 * and acceptance run in one transaction; then the guardian is signed in.
 * Another address signs up through Get Started (and confirms it) or signs
 * in to an existing account, then accepts.
 */
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { GUARDIAN_TEXTS, type guardianSignUpBodySchema } from '#shared/contracts/guardians.ts';
import { createUnconfirmedAccount } from '#server/account/sign-up.ts';
import type { AppContext } from '#server/app-context.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { acceptInvitationIn } from './accept-guardian-invitation.ts';
import { findUsableInvitation } from './find-guardian-invitation.ts';

const ACCOUNT_EXISTS = 'An account with this email already exists. Sign in to accept the invitation.';

export async function signUpGuardian(ctx: AppContext, body: z.output<typeof guardianSignUpBodySchema>, headers: Headers) {
  const invitation = await findUsableInvitation(ctx.db, body.token);
  if (body.email !== invitation.guardianEmail) throw new AppError('validation', GUARDIAN_TEXTS.useInvitedEmail, { email: GUARDIAN_TEXTS.useInvitedEmail });
  const authContext = await ctx.auth.$context;
  const passwordHash = await authContext.password.hash(body.password);
  const { displayName, password, birthDate, accountType, email } = body;
  const playerUserId = await ctx.db.transaction(async (tx) => {
    const created = await createUnconfirmedAccount(tx, { email, password, displayName, birthDate, accountType, guardianEmail: undefined }, passwordHash);
    if (!created) throw new AppError('conflict', ACCOUNT_EXISTS, { email: ACCOUNT_EXISTS });
    await tx.update(profiles).set({ emailVerified: true }).where(eq(profiles.id, created.userId));
    return acceptInvitationIn(tx, body.token, created.userId);
  });
  const signedIn = await ctx.auth.api.signInEmail({ body: { email, password }, headers, returnHeaders: true });
  return { playerUserId, setCookies: signedIn.headers.getSetCookie() };
}
