/**
 * A program's recruiting pipeline (issue 13, RECRUITING.md "Pipeline"):
 * one entry per program and player, in a stage column at a position. Every
 * move appends a history row in the same transaction; staff-only notes sit
 * beside it. Nothing here is ever shown to the player or their guardians.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import {
  PIPELINE_HISTORY_NOTE_MAX,
  PIPELINE_NOTE_MAX,
  PIPELINE_SOURCES,
  PIPELINE_STAGES,
  PIPELINE_TAGS_MAX,
} from '#shared/recruiting/recruiting-values.ts';
import { profiles } from './auth.ts';
import { collegePrograms } from './colleges.ts';
import { valueIn } from './value-check.ts';

export const pipelineEntries = pgTable(
  'pipeline_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => collegePrograms.id, { onDelete: 'cascade' }),
    playerUserId: text('player_user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull().default('interested'),
    /** Order within the stage column, ascending (id breaks ties); a move takes a value between its new neighbours. */
    position: doublePrecision('position').notNull().default(0),
    ownerUserId: text('owner_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    source: text('source').notNull(),
    /** The match when the player was added ({ percent, band }), kept as it was then. */
    matchSnapshot: jsonb('match_snapshot'),
    nextActionOn: date('next_action_on', { mode: 'string' }),
    nextActionNote: text('next_action_note'),
    /** Last contact between the program's staff and the player (a message either way, or a move to Contacted). */
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }),
    /** Bumped by every change: a client's stale view is detected, and realtime events carry it. */
    version: integer('version').notNull().default(1),
    createdByUserId: text('created_by_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('pipeline_entries_program_player_key').on(table.programId, table.playerUserId),
    check('pipeline_entries_stage_check', valueIn(table.stage, PIPELINE_STAGES)),
    check('pipeline_entries_source_check', valueIn(table.source, PIPELINE_SOURCES)),
    check(
      'pipeline_entries_tags_check',
      sql`cardinality(${table.tags}) <= ${sql.raw(String(PIPELINE_TAGS_MAX))} AND array_position(${table.tags}, NULL) IS NULL`,
    ),
    check('pipeline_entries_next_action_note_check', sql`char_length(${table.nextActionNote}) <= 200`),
    // The board: a program's columns in order.
    index('pipeline_entries_board_idx').on(table.programId, table.stage, table.position, table.id),
    index('pipeline_entries_player_idx').on(table.playerUserId),
    index('pipeline_entries_owner_idx').on(table.ownerUserId),
  ],
);

/** Every stage change of an entry (from is null when the entry was added), appended with the move, never updated. */
export const pipelineStageHistory = pgTable(
  'pipeline_stage_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => pipelineEntries.id, { onDelete: 'cascade' }),
    /** The entry's program, kept here so a program's recent activity reads one index. */
    programId: uuid('program_id')
      .notNull()
      .references(() => collegePrograms.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage'),
    toStage: text('to_stage').notNull(),
    actorUserId: text('actor_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('pipeline_stage_history_from_check', sql`${table.fromStage} IS NULL OR ${valueIn(table.fromStage, PIPELINE_STAGES)}`),
    check('pipeline_stage_history_to_check', valueIn(table.toStage, PIPELINE_STAGES)),
    check('pipeline_stage_history_note_check', sql`char_length(${table.note}) <= ${sql.raw(String(PIPELINE_HISTORY_NOTE_MAX))}`),
    index('pipeline_stage_history_entry_idx').on(table.entryId, table.id),
    index('pipeline_stage_history_program_idx').on(table.programId, table.createdAt, table.id),
  ],
);

/** Staff-only notes on an entry. */
export const pipelineNotes = pgTable(
  'pipeline_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => pipelineEntries.id, { onDelete: 'cascade' }),
    authorUserId: text('author_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('pipeline_notes_body_check', sql`char_length(${table.body}) BETWEEN 1 AND ${sql.raw(String(PIPELINE_NOTE_MAX))}`),
    index('pipeline_notes_entry_idx').on(table.entryId, table.createdAt, table.id),
  ],
);
