import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every email the product sends is recorded here
 * (docs/decisions/013-email-outbox.md). In development and tests without
 * SMTP_URL this is the delivery path (a readable outbox); otherwise a row
 * records what was sent, with secret links removed.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Write order: the unique tie-breaker of "newest first" (rows of one instant share created_at). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** outbox: kept here whole (the readable outbox); smtp: delivered through SMTP_URL; none: not delivered (production without SMTP_URL). */
    transport: text('transport').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the message left (docs/decisions/056): smtp, when the SMTP server
     * accepted it (the email-delivery job); outbox and none, when it was
     * stored. Null while an SMTP delivery is still queued or dead-lettered.
     */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [index('email_outbox_to_created_idx').on(table.toAddress, table.createdAt.desc(), table.seq.desc())],
);

/**
 * The whole message of an SMTP email waiting for its delivery job
 * (docs/decisions/056), secret links included: the job carries only the
 * outbox id, and this row is deleted once the SMTP server accepted the
 * message (or, undelivered, after EMAIL_PENDING_KEEP_DAYS). Never listed
 * to anyone.
 */
export const emailDeliveries = pgTable('email_deliveries', {
  outboxId: uuid('outbox_id')
    .primaryKey()
    .references(() => emailOutbox.id, { onDelete: 'cascade' }),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
