/**
 * The better-auth instance: email + password accounts, database sessions in
 * httpOnly cookies, password reset by emailed single-use links. Its user
 * model is the `profiles` table. Sign-up goes through our own route
 * (account/sign-up.ts) so the age rules apply; the raw endpoint is closed.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RESET_TOKEN_TTL_SECONDS } from '#shared/constants.ts';
import type { Database } from '#server/db/client.ts';
import { accounts, profiles, sessions, verifications } from '#server/db/schema/auth.ts';
import { passwordResetEmail } from '#server/email/account-emails.ts';
import type { Mailer } from '#server/email/send-email.ts';
import { sendPasswordChangedNotice } from './password-changed-notice.ts';
import { createPasswordHasher } from './password-hashing.ts';
import { withHashedSessionTokens } from './session-token-storage.ts';
import { capExpiry, SESSION_REFRESH_SECONDS, SESSION_SLIDING_SECONDS } from './session-lifetime.ts';
import { emailConfirmationPlugin, resendEmailConfirmation } from './email-confirmation.ts';

/** Header our Fastify bridge sets from the socket address, replacing any client value. */
export const CLIENT_IP_HEADER = 'x-app-client-ip';

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  secret: string;
  baseUrl: string;
  /** http/trusted-origins.ts: the same list as the CSRF hook and the realtime upgrade. */
  trustedOrigins: readonly string[];
  secureCookies: boolean;
  log: FastifyBaseLogger;
  /** Called after better-auth deletes a session row (sign-out, revoked by a password reset or change, expired). */
  onSessionEnded?: (session: { id: string; userId: string }) => Promise<void>;
}

export function createAuth({ db, mailer, secret, baseUrl, trustedOrigins, secureCookies, log, onSessionEnded }: AuthOptions) {
  return betterAuth({
    appName: 'Esports Recruiting',
    baseURL: baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [...trustedOrigins],
    // sessions.token holds the token's SHA-256, never the token (session-token-storage.ts, decision 016).
    database: withHashedSessionTokens(
      drizzleAdapter(db, {
        provider: 'pg',
        schema: { user: profiles, session: sessions, account: accounts, verification: verifications },
      }),
    ),
    user: {
      modelName: 'user',
      fields: { name: 'fullName', image: 'avatarUrl' },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // argon2id; legacy scrypt hashes still verify and are rehashed (decision 012).
      password: createPasswordHasher(db),
      // New accounts sign in once their address is confirmed (docs/decisions/017).
      requireEmailVerification: true,
      async sendResetPassword({ user, token }) {
        const url = `${baseUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetEmail(user.email, url));
      },
      // A reset by link and the claim of an invited account (which uses the reset flow).
      async onPasswordReset({ user }) {
        await sendPasswordChangedNotice({ mailer, baseUrl, log }, user.email);
      },
    },
    // Sliding 7 days refreshed daily, capped at 30 days from sign-in (session-lifetime.ts, decision 016).
    emailVerification: {
      sendOnSignUp: false,
      // A sign-in with the right password of an unconfirmed account sends our own single-use link again.
      sendOnSignIn: true,
      async sendVerificationEmail({ user }) {
        await resendEmailConfirmation({ db, mailer, baseUrl }, user);
      },
    },
    plugins: [emailConfirmationPlugin(db)],
    session: {
      expiresIn: SESSION_SLIDING_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    databaseHooks: {
      session: {
        update: {
          // The refresh runs inside getSession, which has put the session being refreshed in the context.
          async before(data, context) {
            const createdAt = context?.context.session?.session.createdAt;
            if (!(data.expiresAt instanceof Date) || !createdAt) return;
            return { data: { ...data, expiresAt: capExpiry(data.expiresAt, new Date(createdAt)) } };
          },
        },
        delete: {
          async after(session) {
            await onSessionEnded?.({ id: session.id, userId: session.userId });
          },
        },
      },
    },
    // Rate limits are ours (http/rate-limit-store.ts), shared through the database.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its origin check when NODE_ENV=test; tests must see what production does.
      disableOriginCheck: false,
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
