/**
 * Emails "your password was changed" to the account after a reset, a claim
 * (both through better-auth's onPasswordReset) or a change on the account
 * page. The password is already changed when this runs, so a mail failure
 * is logged, not turned into a failed request.
 */
import type { FastifyBaseLogger } from 'fastify';
import { passwordChangedEmail } from '#server/email/account-emails.ts';
import type { Mailer } from '#server/email/send-email.ts';

export async function sendPasswordChangedNotice(
  { mailer, baseUrl, log }: { mailer: Mailer; baseUrl: string; log: FastifyBaseLogger },
  email: string,
) {
  const message = passwordChangedEmail(email, {
    changedAt: new Date(),
    resetUrl: `${baseUrl}/auth?tab=forgot-password`,
    contactUrl: `${baseUrl}/contact`,
  });
  try {
    await mailer.send(message);
  } catch (error) {
    log.error({ err: error }, 'could not send the password-changed notice');
  }
}
