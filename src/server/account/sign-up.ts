/**
 * Get Started: creates the better-auth account (hashed password, session
 * cookie), then the user's profile and self-chosen role. If the profile
 * step fails the account is removed again, so no half-made user remains.
 */
import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { AppError } from '#shared/app-error.ts';
import { ACCOUNT_TYPE_ROLE, type signUpBodySchema } from '#shared/contracts/account.ts';
import type { z } from 'zod';
import type { AppContext } from '#server/app-context.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { userRoles } from '#server/db/schema/profiles.ts';
import { createUserProfile } from '#server/profiles/create-user-profile.ts';
import { guardianEmailFor, inviteGuardian, sendGuardianNotice } from './minor-guardian.ts';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Sign in instead.';

export async function signUp(ctx: AppContext, body: z.output<typeof signUpBodySchema>, headers: Headers) {
  let result;
  try {
    result = await ctx.auth.api.signUpEmail({
      body: { email: body.email, password: body.password, name: body.displayName },
      headers,
      returnHeaders: true,
    });
  } catch (error) {
    if (error instanceof APIError && error.body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
      throw new AppError('conflict', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
    }
    if (error instanceof APIError && error.statusCode < 500) {
      throw new AppError('validation', error.body?.message ?? 'Could not create the account.');
    }
    throw error;
  }
  const userId = result.response.user.id;
  const guardianEmail = guardianEmailFor(body);
  try {
    await ctx.db.transaction(async (tx) => {
      await createUserProfile(tx, {
        userId,
        displayName: body.displayName,
        email: body.email,
        birthDate: body.birthDate,
        guardianEmail,
      });
      await tx.insert(userRoles).values({ userId, role: ACCOUNT_TYPE_ROLE[body.accountType] });
      await inviteGuardian(tx, userId, guardianEmail);
    });
  } catch (error) {
    await ctx.db.delete(profiles).where(eq(profiles.id, userId));
    throw error;
  }
  await sendGuardianNotice(ctx, guardianEmail, { name: body.displayName, email: body.email });
  return { userId, setCookies: result.headers.getSetCookie() };
}
