/**
 * How the product's email leaves (docs/decisions/013-email-outbox.md):
 * - smtp: SMTP_URL is set; the recipient gets the message, the outbox
 *   table keeps a copy with secret links removed;
 * - outbox: development and tests without SMTP_URL (and the e2e server's
 *   EMAIL_TEST_OUTBOX): the outbox table is the delivery, whole, readable
 *   by yes_admin at GET /api/admin/outbox;
 * - none: production without SMTP_URL: nothing is delivered; a copy with
 *   secret links removed records what would have been sent.
 */
import type { Env } from '#server/env.ts';

export type EmailDelivery = { kind: 'smtp'; smtpUrl: string } | { kind: 'outbox' } | { kind: 'none' };

export function emailDeliveryOf(env: Pick<Env, 'SMTP_URL' | 'NODE_ENV' | 'EMAIL_TEST_OUTBOX'>): EmailDelivery {
  if (env.SMTP_URL) return { kind: 'smtp', smtpUrl: env.SMTP_URL };
  if (env.NODE_ENV !== 'production' || env.EMAIL_TEST_OUTBOX) return { kind: 'outbox' };
  return { kind: 'none' };
}

/** What the API and the testing dashboard say when there is no readable outbox. */
export const NO_READABLE_OUTBOX =
  'There is no readable email outbox on this server: emails go to their recipients through SMTP_URL, or (production without SMTP_URL) are not sent. The outbox is kept only in development and tests without SMTP_URL.';
