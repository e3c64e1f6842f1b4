import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every email the product sends is recorded here. Without SMTP_URL this is
 * the delivery path (an inspectable outbox); with it, a row records what was
 * handed to the SMTP server.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** outbox: kept here only; smtp: delivered through SMTP_URL. */
    transport: text('transport').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_outbox_to_created_idx').on(table.toAddress, table.createdAt.desc())],
);
