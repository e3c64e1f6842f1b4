/**
 * The one way the product sends email (docs/decisions/013-email-outbox.md,
 * 056-durable-jobs.md).
 *
 * - SMTP: send() stores the outbox row (secrets removed), the whole message
 *   in email_deliveries and an `email-delivery` job carrying only the
 *   outbox id, in one transaction (the caller's, when it passes one: the
 *   email then exists only if the caller's change commits). The job
 *   delivers through nodemailer, then deletes the whole message and marks
 *   the row delivered; a failed send is retried with backoff and, past the
 *   limit, dead-lettered for platform admins to retry from /testing.
 * - Readable outbox (development and tests without SMTP): the message is
 *   kept whole in the email_outbox table at once, so a test reads it right
 *   after the request.
 * - None (production without SMTP): nothing is delivered; a copy with the
 *   secrets removed records what would have been sent.
 * Except in the readable outbox, a stored copy has the message's secrets
 * (reset and claim links) removed: a secret is readable by its recipient alone.
 */
import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '#server/db/client.ts';
import { emailDeliveries, emailOutbox } from '#server/db/schema/email.ts';
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

/** outbox: kept whole, readable (development, tests); smtp: queued for delivery, copy redacted; none: not delivered, copy redacted. */
export type EmailTransport = 'outbox' | 'smtp' | 'none';

/** A drizzle transaction or the database: what the mailer writes the outbox through. */
type Executor = Pick<Database, 'execute'>;

/**
 * The part of the job queue the mailer uses; jobs/job-queue.ts's JobQueue is
 * one. Declared here so that email imports nothing from jobs/ (jobs' list of
 * job definitions imports email: docs/decisions/058).
 */
export interface EmailDeliveryJobs {
  send(name: 'email-delivery', data: { outboxId: string }, options?: { db?: Executor }): Promise<string>;
  wake(name: 'email-delivery'): void;
}

export interface SendEmailOptions {
  /** A drizzle transaction: the email is stored (and queued) only if it commits. */
  db?: Executor;
}

export interface Mailer {
  send(message: EmailMessage, options?: SendEmailOptions): Promise<SentEmail>;
  /** The email-delivery job: sends one queued message through SMTP; 'gone' when it was delivered already. */
  deliver(outboxId: string): Promise<'sent' | 'gone'>;
}

export const REDACTED_LINK = '[link removed]';
/** An SMTP message never delivered is kept for a retry this long (as long as its dead job is listed), then deleted. */
export const EMAIL_PENDING_KEEP_DAYS = 30;

function redact(body: string, secrets: readonly string[], escape: (value: string) => string = (value) => value): string {
  let result = body;
  for (const secret of secrets) if (secret) result = result.split(escape(secret)).join(REDACTED_LINK);
  return result;
}

/** A stable Message-ID per outbox row: a delivery repeated after a crash carries the same one, so mail systems can drop the copy. */
function messageId(outboxId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${outboxId}@${domain}>`;
}

/**
 * A server that does not answer fails the attempt (which is retried) well
 * within the job's 5 minutes; timeouts set in SMTP_URL's query win.
 */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of [['connectionTimeout', '30000'], ['greetingTimeout', '30000'], ['socketTimeout', '60000']] as const) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}

export function createMailer(db: Database, options: { delivery: EmailDelivery; from: string; jobs: EmailDeliveryJobs }): Mailer {
  const { delivery, jobs } = options;
  let transporter: Transporter | null = null;
  const smtp = () => (transporter ??= delivery.kind === 'smtp' ? nodemailer.createTransport(withTimeouts(delivery.smtpUrl)) : null);

  const store = async (tx: Executor, message: EmailMessage): Promise<SentEmail> => {
    const { secrets = [], ...content } = message;
    const isReadable = delivery.kind === 'outbox';
    const [row] = (
      (await tx.execute(sql`insert into email_outbox (to_address, subject, text_body, html_body, transport, delivered_at)
        values (${content.to}, ${content.subject}, ${isReadable ? content.text : redact(content.text, secrets)},
          ${content.html === undefined ? null : isReadable ? content.html : redact(content.html, secrets, escapeHtml)},
          ${delivery.kind}, ${delivery.kind === 'smtp' ? null : sql`now()`})
        returning id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    const id = row!.id;
    if (delivery.kind === 'smtp') {
      await tx.execute(sql`insert into email_deliveries (outbox_id, to_address, subject, text_body, html_body)
        values (${id}, ${content.to}, ${content.subject}, ${content.text}, ${content.html ?? null})`);
      await jobs.send('email-delivery', { outboxId: id }, { db: tx });
    }
    return { id, transport: delivery.kind };
  };

  return {
    async send(message, sendOptions = {}) {
      if (sendOptions.db) return store(sendOptions.db, message);
      const sent = delivery.kind === 'smtp' ? await db.transaction((tx) => store(tx, message)) : await store(db, message);
      // Started now by this process's email worker, if it runs one (else by the next poll of any process).
      if (delivery.kind === 'smtp') jobs.wake('email-delivery');
      return sent;
    },

    async deliver(outboxId) {
      const [pending] = await db.select().from(emailDeliveries).where(eq(emailDeliveries.outboxId, outboxId));
      if (!pending) return 'gone';
      const transport = smtp();
      if (!transport) throw new Error('SMTP_URL is not set on this server: the email stays queued');
      await transport.sendMail({
        from: options.from,
        to: pending.toAddress,
        subject: pending.subject,
        text: pending.textBody,
        ...(pending.htmlBody === null ? {} : { html: pending.htmlBody }),
        messageId: messageId(outboxId, options.from),
      });
      await db.transaction(async (tx) => {
        await tx.delete(emailDeliveries).where(eq(emailDeliveries.outboxId, outboxId));
        await tx.update(emailOutbox).set({ deliveredAt: sql`now()` }).where(eq(emailOutbox.id, outboxId));
      });
      return 'sent';
    },
  };
}

/** Whole messages never delivered, past EMAIL_PENDING_KEEP_DAYS (their dead jobs are archived by then); answers how many went. */
export async function deleteExpiredEmailDeliveries(db: Database): Promise<number> {
  const result = await db.execute(sql`delete from email_deliveries
    where created_at < now() - make_interval(days => ${EMAIL_PENDING_KEEP_DAYS}) returning outbox_id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
