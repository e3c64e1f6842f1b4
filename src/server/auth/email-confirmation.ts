/**
 * Email confirmation of new accounts (docs/decisions/017): sign-up answers
 * the same for a new and a taken address, so it cannot sign anyone in; the
 * new account gets a single-use link instead, and opening it confirms the
 * address and signs the person in. The token is random, stored hashed in
 * `verifications`, valid 24 hours, and consumed by one atomic delete.
 *
 * Signing in is a better-auth endpoint of this plugin (server only, called
 * by POST /api/account/confirm-email), so the session and its cookie are
 * made exactly as better-auth's own sign-in makes them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { profiles, verifications } from '#server/db/schema/auth.ts';
import { confirmEmailEmail } from '#server/email/sign-up-emails.ts';
import type { Mailer } from '#server/email/send-email.ts';
import { hitCounter } from '#server/http/rate-limit-store.ts';

export const EMAIL_CONFIRMATION_TTL_SECONDS = 24 * 60 * 60;
/** Sign-ins of an unconfirmed account send a new link at most this often per hour. */
const RESENDS_PER_HOUR = 5;

const identifierFor = (token: string) => `confirm-email:${createHash('sha256').update(token).digest('hex')}`;

/** Stores a new confirmation token for the user (inside the caller's transaction, if any) and returns it. */
export async function createEmailConfirmationToken(db: Pick<Database, 'insert'>, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: identifierFor(token),
    value: userId,
    expiresAt: new Date(Date.now() + EMAIL_CONFIRMATION_TTL_SECONDS * 1000),
  });
  return token;
}

export function emailConfirmationUrl(baseUrl: string, token: string) {
  return `${baseUrl}/auth/confirm-email?token=${encodeURIComponent(token)}`;
}

/** Sign-in of an unconfirmed account (better-auth's sendVerificationEmail): a fresh link, a few times an hour at most. */
export async function resendEmailConfirmation(
  options: { db: Database; mailer: Mailer; baseUrl: string },
  user: { id: string; email: string },
) {
  const { current } = await hitCounter(options.db, `confirm-email-resend:${user.id}`, 60 * 60);
  if (current > RESENDS_PER_HOUR) return;
  const token = await createEmailConfirmationToken(options.db, user.id);
  await options.mailer.send(confirmEmailEmail(user.email, emailConfirmationUrl(options.baseUrl, token)));
}

export const emailConfirmationPlugin = (db: Database) =>
  ({
    id: 'email-confirmation',
    endpoints: {
      confirmEmail: createAuthEndpoint.serverOnly(
        { method: 'POST', body: z.object({ token: z.string().min(1).max(200) }) },
        async (ctx) => {
          const consumed = await db.transaction(async (tx) => {
            const [row] = await tx
              .delete(verifications)
              .where(and(eq(verifications.identifier, identifierFor(ctx.body.token)), gt(verifications.expiresAt, new Date())))
              .returning({ userId: verifications.value });
            if (row) await tx.update(profiles).set({ emailVerified: true }).where(eq(profiles.id, row.userId));
            return row;
          });
          if (!consumed) throw APIError.from('BAD_REQUEST', { code: 'INVALID_TOKEN', message: 'Invalid token' });
          const user = await ctx.context.internalAdapter.findUserById(consumed.userId);
          if (!user) throw APIError.from('BAD_REQUEST', { code: 'INVALID_TOKEN', message: 'Invalid token' });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ ok: true as const });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
