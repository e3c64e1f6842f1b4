/**
 * The one way the product sends email. With SMTP_URL it delivers through
 * nodemailer; without it the message is kept in the email_outbox table,
 * where developers (the testing dashboard) and tests read it. Either way a
 * row records what was sent.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '#server/db/client.ts';
import { emailOutbox } from '#server/db/schema/email.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

export function createMailer(db: Database, options: { smtpUrl?: string; from: string }): Mailer {
  const transporter: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      if (transporter) {
        await transporter.sendMail({ from: options.from, ...message });
      }
      await db.insert(emailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        transport: transporter ? 'smtp' : 'outbox',
      });
    },
  };
}
