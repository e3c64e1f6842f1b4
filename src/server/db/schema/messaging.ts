import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONVERSATION_TYPES, PARTICIPANT_ROLES } from '#shared/value-sets.ts';
import { profiles } from './auth.ts';
import { teams } from './teams.ts';
import { valueIn } from './value-check.ts';

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title'),
    type: text('type').notNull(),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    maxParticipants: integer('max_participants').notNull(),
    /**
     * A `team` conversation's team (docs/decisions/073): one per team, its
     * participants kept equal to the team's active roster by triggers
     * (migration 0043), never changed by hand.
     */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last activity (a message, a rename, a participant change): the inbox order. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('conversations_type_check', valueIn(table.type, CONVERSATION_TYPES)),
    check('conversations_max_participants_check', sql`${table.type} = 'team' OR ${table.maxParticipants} BETWEEN 2 AND 7`),
    check('conversations_team_check', sql`(${table.type} = 'team') = (${table.teamId} IS NOT NULL)`),
    unique('conversations_team_key').on(table.teamId),
  ],
);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    isStarred: boolean('is_starred').notNull().default(false),
    /**
     * Messages from others, not deleted, with no read receipt of this user:
     * kept by the messaging services in the same transaction as the change
     * (send, delete, read), so the inbox reads it instead of counting.
     */
    unreadCount: integer('unread_count').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('conversation_participants_role_check', valueIn(table.role, PARTICIPANT_ROLES)),
    unique('conversation_participants_conversation_user_key').on(table.conversationId, table.userId),
    index('conversation_participants_user_idx').on(table.userId),
    check('conversation_participants_unread_count_check', sql`${table.unreadCount} >= 0`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => profiles.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** Message threads: a reply points at the message it answers. */
    parentMessageId: uuid('parent_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // History pages: (created_at, id) is the cursor.
    index('messages_conversation_created_idx').on(table.conversationId, table.createdAt.desc(), table.id.desc()),
    // The inbox preview: the latest message not deleted, one index probe per conversation.
    index('messages_conversation_live_idx')
      .on(table.conversationId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null`),
  ],
);

export const messageReadReceipts = pgTable(
  'message_read_receipts',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.userId] }),
    index('message_read_receipts_user_idx').on(table.userId),
  ],
);
