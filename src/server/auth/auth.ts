/**
 * The better-auth instance: email + password accounts, database sessions in
 * httpOnly cookies, password reset by emailed single-use links. Its user
 * model is the `profiles` table. Sign-up goes through our own route
 * (account/sign-up.ts) so the age rules apply; the raw endpoint is closed.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RESET_TOKEN_TTL_SECONDS } from '#shared/constants.ts';
import type { Database } from '#server/db/client.ts';
import { accounts, profiles, sessions, verifications } from '#server/db/schema/auth.ts';
import { passwordResetEmail } from '#server/email/account-emails.ts';
import type { Mailer } from '#server/email/send-email.ts';
import { emailConfirmationPlugin, resendEmailConfirmation } from './email-confirmation.ts';

/** Header our Fastify bridge sets from the socket address, replacing any client value. */
export const CLIENT_IP_HEADER = 'x-app-client-ip';

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  secret: string;
  baseUrl: string;
  secureCookies: boolean;
}

export function createAuth({ db, mailer, secret, baseUrl, secureCookies }: AuthOptions) {
  return betterAuth({
    appName: 'Esports Recruiting',
    baseURL: baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [baseUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: profiles, session: sessions, account: accounts, verification: verifications },
    }),
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
      // New accounts sign in once their address is confirmed (docs/decisions/017).
      requireEmailVerification: true,
      async sendResetPassword({ user, token }) {
        const url = `${baseUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetEmail(user.email, url));
      },
    },
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
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    // Rate limits are ours (http/rate-limit-store.ts), shared through the database.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
