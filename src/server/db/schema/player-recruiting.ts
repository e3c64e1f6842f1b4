/**
 * The player's side of recruiting (issue 13.8): their college board (programs
 * grouped Reach, Fit and Safety, ordered, with notes) and their own view of
 * each relationship with a program. The player's stage is their own: it is
 * derived from submissions, conversations and outcomes until they set it,
 * and a program's internal stage never appears here.
 */
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { COLLEGE_BOARD_BUCKETS, PLAYER_PIPELINE_STAGES } from '#shared/recruiting/recruiting-values.ts';
import { profiles } from './auth.ts';
import { collegePrograms } from './colleges.ts';
import { valueIn } from './value-check.ts';

export const collegeBoardItems = pgTable(
  'college_board_items',
  {
    playerUserId: text('player_user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => collegePrograms.id, { onDelete: 'cascade' }),
    bucket: text('bucket').notNull(),
    position: doublePrecision('position').notNull().default(0),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'college_board_items_pkey', columns: [table.playerUserId, table.programId] }),
    check('college_board_items_bucket_check', valueIn(table.bucket, COLLEGE_BOARD_BUCKETS)),
    check('college_board_items_note_check', sql`char_length(${table.note}) <= 2000`),
    index('college_board_items_board_idx').on(table.playerUserId, table.bucket, table.position, table.programId),
  ],
);

/** The player's own stage and note for a program, when they set one (else derived). */
export const playerPipelineItems = pgTable(
  'player_pipeline_items',
  {
    playerUserId: text('player_user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => collegePrograms.id, { onDelete: 'cascade' }),
    /** Null: follow the derived stage. */
    stage: text('stage'),
    note: text('note'),
    /** Hidden from the player's pipeline (they ended it). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'player_pipeline_items_pkey', columns: [table.playerUserId, table.programId] }),
    check('player_pipeline_items_stage_check', sql`${table.stage} IS NULL OR ${valueIn(table.stage, PLAYER_PIPELINE_STAGES)}`),
    check('player_pipeline_items_note_check', sql`char_length(${table.note}) <= 2000`),
  ],
);
