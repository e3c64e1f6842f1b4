import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { GUARDIAN_LINK_STATUSES } from '#shared/value-sets.ts';
import { profiles } from './auth.ts';
import { valueIn } from './value-check.ts';

/**
 * A minor's parent or guardian (RECRUITING.md "Guardian link",
 * docs/decisions/004). Created `invited` when a 13-17-year-old signs up or
 * claims an invited account; the invitation flow that sets the token and
 * makes it `active` (with the guardian's own account) comes later. Only an
 * active link gives its guardian read access to the player's conversations.
 */
export const guardianLinks = pgTable(
  'guardian_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerUserId: text('player_user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    guardianEmail: text('guardian_email').notNull(),
    /** The guardian's own account, once the invitation is accepted. */
    guardianUserId: text('guardian_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('invited'),
    /** Hash of the invitation token (the token itself is only ever emailed). */
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('guardian_links_status_check', valueIn(table.status, GUARDIAN_LINK_STATUSES)),
    check('guardian_links_active_has_guardian_check', sql`${table.status} <> 'active' OR ${table.guardianUserId} IS NOT NULL`),
    unique('guardian_links_player_email_key').on(table.playerUserId, table.guardianEmail),
    index('guardian_links_guardian_user_idx').on(table.guardianUserId, table.status),
    unique('guardian_links_token_hash_key').on(table.tokenHash),
  ],
);
