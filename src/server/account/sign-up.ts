/**
 * Get Started (docs/decisions/004, 017). The answer is the same whether the
 * email is new or taken, so sign-up reveals no account: the password is
 * hashed in both cases and the answer waits to a fixed floor (the same
 * timing), nobody is signed in, and the
 * address gets an email either way. A new address gets its account (login,
 * profile, role and confirmation token in one transaction) and a link that
 * confirms it and signs in; a taken address gets a notice instead, and its
 * account is left as it was. A minor's guardian invitation goes out at sign-up (docs/decisions/021).
 */
import { ACCOUNT_TYPE_ROLE, type signUpBodySchema } from '#shared/contracts/account.ts';
import type { z } from 'zod';
import type { AppContext } from '#server/app-context.ts';
import { createEmailConfirmationToken, emailConfirmationUrl } from '#server/auth/email-confirmation.ts';
import type { Database } from '#server/db/client.ts';
import { answerFloor, noSoonerThan, type AnswerFloor } from '#server/http/answer-floor.ts';
import { accounts, profiles } from '#server/db/schema/auth.ts';
import { userRoles } from '#server/db/schema/profiles.ts';
import { confirmEmailEmail, signUpAttemptEmail } from '#server/email/sign-up-emails.ts';
import { createUserProfile } from './create-user-profile.ts';
import { guardianEmailFor, inviteGuardian, sendGuardianInvitation } from '#server/guardian-consent/minor-guardian.ts';

type SignUpBody = z.output<typeof signUpBodySchema>;

/**
 * Creates the account, unconfirmed, with its confirmation token (and a
 * minor's invited guardian link); null when the email is taken (also by a
 * sign-up running at the same moment).
 */
export async function createUnconfirmedAccount(db: Database, body: SignUpBody, passwordHash: string) {
  const guardianEmail = guardianEmailFor(body);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(profiles)
      .values({ id: crypto.randomUUID(), email: body.email, fullName: body.displayName, emailVerified: false })
      .onConflictDoNothing({ target: profiles.email })
      .returning({ id: profiles.id });
    if (!created) return null;
    const userId = created.id;
    await tx
      .insert(accounts)
      .values({ id: crypto.randomUUID(), accountId: userId, providerId: 'credential', userId, password: passwordHash });
    await createUserProfile(tx, {
      userId,
      displayName: body.displayName,
      email: body.email,
      birthDate: body.birthDate,
      guardianEmail,
    });
    await tx.insert(userRoles).values({ userId, role: ACCOUNT_TYPE_ROLE[body.accountType] });
    const guardianToken = await inviteGuardian(tx, userId, guardianEmail);
    return { userId, guardianEmail, guardianToken, token: await createEmailConfirmationToken(tx, userId) };
  });
}

/**
 * The least time a sign-up answer takes, new address or taken (issue 24:
 * a new one took 241 ms against 155, its account's inserts and a second
 * email being the difference). Above the new path's usual time on a loaded
 * server; `npm run bench:sign-up` shows both paths' medians.
 */
export const SIGN_UP_ANSWER_FLOOR_MS = 400;
const SIGN_UP_FLOOR = answerFloor(SIGN_UP_ANSWER_FLOOR_MS);

/** Both paths hash the password, send one email, and answer after the same floor (answer-floor.ts). */
export async function signUp(ctx: AppContext, body: SignUpBody, floor: AnswerFloor = SIGN_UP_FLOOR): Promise<void> {
  await noSoonerThan(floor, () => createOrNotify(ctx, body));
}

async function createOrNotify(ctx: AppContext, body: SignUpBody): Promise<void> {
  const authContext = await ctx.auth.$context;
  const passwordHash = await authContext.password.hash(body.password);
  const created = await createUnconfirmedAccount(ctx.db, body, passwordHash);
  if (!created) {
    const signInUrl = `${ctx.baseUrl}/auth`;
    await ctx.mailer.send(signUpAttemptEmail(body.email, signInUrl, `${signInUrl}?tab=forgot-password`));
    return;
  }
  await ctx.mailer.send(confirmEmailEmail(body.email, emailConfirmationUrl(ctx.baseUrl, created.token)));
  await sendGuardianInvitation(ctx, created.guardianEmail, created.guardianToken, { name: body.displayName, email: body.email });
}
