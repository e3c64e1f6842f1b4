/**
 * The one way the product sends email (docs/decisions/013-email-outbox.md).
 * With SMTP it delivers through nodemailer; in development and tests
 * without SMTP the message is kept whole in the email_outbox table (the
 * delivery path, read by yes_admin and by tests); in production without
 * SMTP nothing is delivered. Except in the readable outbox, the stored copy
 * has the message's secrets (reset and claim links) removed: a secret is
 * readable by its recipient alone.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '#server/db/client.ts';
import { emailOutbox } from '#server/db/schema/email.ts';
import type { EmailDelivery } from './email-delivery.ts';
import { escapeHtml } from './escape-html.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Values only the recipient may read (a reset or claim link): removed from every stored copy but the readable outbox. */
  secrets?: readonly string[];
}

export interface SentEmail {
  /** The email_outbox row. */
  id: string;
  transport: EmailTransport;
}

/** outbox: kept whole, readable (development, tests); smtp: delivered, copy redacted; none: not delivered, copy redacted. */
export type EmailTransport = 'outbox' | 'smtp' | 'none';

export interface Mailer {
  send(message: EmailMessage): Promise<SentEmail>;
}

export const REDACTED_LINK = '[link removed]';

function redact(body: string, secrets: readonly string[], escape: (value: string) => string = (value) => value): string {
  let result = body;
  for (const secret of secrets) if (secret) result = result.split(escape(secret)).join(REDACTED_LINK);
  return result;
}

export function createMailer(db: Database, options: { delivery: EmailDelivery; from: string }): Mailer {
  const { delivery } = options;
  const transporter: Transporter | null = delivery.kind === 'smtp' ? nodemailer.createTransport(delivery.smtpUrl) : null;
  return {
    async send(message) {
      const { secrets = [], ...content } = message;
      if (transporter) await transporter.sendMail({ from: options.from, ...content });
      const isReadable = delivery.kind === 'outbox';
      const [row] = await db
        .insert(emailOutbox)
        .values({
          toAddress: content.to,
          subject: content.subject,
          textBody: isReadable ? content.text : redact(content.text, secrets),
          htmlBody: content.html === undefined ? null : isReadable ? content.html : redact(content.html, secrets, escapeHtml),
          transport: delivery.kind,
        })
        .returning({ id: emailOutbox.id });
      return { id: row!.id, transport: delivery.kind };
    },
  };
}
