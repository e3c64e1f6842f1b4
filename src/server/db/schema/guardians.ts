import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { CONSENT_EVENT_KINDS, GUARDIAN_LINK_STATUSES } from '#shared/value-sets.ts';
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
    /** When the invitation email last went out, and how often: resends are limited (issue 11.5). */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    sendCount: integer('send_count').notNull().default(0),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
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

/**
 * The consent log of a minor's profile (RECRUITING.md "Guardian link"):
 * every request, grant and revoke, appended and never updated or deleted by
 * the app. `detail` holds what was chosen (for example the approved
 * visibility).
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Ordering within the same instant (events of one request share a timestamp). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    playerUserId: text('player_user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    guardianLinkId: uuid('guardian_link_id').references(() => guardianLinks.id, { onDelete: 'set null' }),
    actorUserId: text('actor_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('consent_events_kind_check', valueIn(table.kind, CONSENT_EVENT_KINDS)),
    index('consent_events_player_idx').on(table.playerUserId, table.seq),
  ],
);
