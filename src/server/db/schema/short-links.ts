/**
 * Short links (issue 13, RECRUITING.md "Short link"): `/r/{code}` to a form,
 * a college page, a player card or a status page. Clicks and submissions are
 * counted per link and day; nothing about the visitor is stored.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SHORT_LINK_ALPHABET, SHORT_LINK_CODE_LENGTH, SHORT_LINK_TARGETS } from '#shared/recruiting/recruiting-values.ts';
import { profiles } from './auth.ts';
import { collegePrograms, colleges } from './colleges.ts';
import { interestForms } from './interest-forms.ts';
import { recruitingOutcomes } from './recruiting-outcomes.ts';
import { valueIn } from './value-check.ts';

export const shortLinks = pgTable(
  'short_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique('short_links_code_key'),
    targetType: text('target_type').notNull(),
    formId: uuid('form_id').references(() => interestForms.id, { onDelete: 'cascade' }),
    collegeId: uuid('college_id').references(() => colleges.id, { onDelete: 'cascade' }),
    playerUserId: text('player_user_id').references(() => profiles.id, { onDelete: 'cascade' }),
    outcomeId: uuid('outcome_id').references(() => recruitingOutcomes.id, { onDelete: 'cascade' }),
    /** The program whose Links tab lists it (forms and college pages made by staff); null for a player's own links. */
    programId: uuid('program_id').references(() => collegePrograms.id, { onDelete: 'cascade' }),
    ownerUserId: text('owner_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    label: text('label'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('short_links_target_type_check', valueIn(table.targetType, SHORT_LINK_TARGETS)),
    check('short_links_code_check', sql`${table.code} ~ ${sql.raw(`'^[${SHORT_LINK_ALPHABET}]{${SHORT_LINK_CODE_LENGTH}}$'`)}`),
    check('short_links_label_check', sql`char_length(${table.label}) <= 80`),
    // Exactly the target its type names.
    check(
      'short_links_target_check',
      sql`(${table.targetType} = 'form' AND ${table.formId} IS NOT NULL AND ${table.collegeId} IS NULL AND ${table.playerUserId} IS NULL AND ${table.outcomeId} IS NULL)
        OR (${table.targetType} = 'college' AND ${table.collegeId} IS NOT NULL AND ${table.formId} IS NULL AND ${table.playerUserId} IS NULL AND ${table.outcomeId} IS NULL)
        OR (${table.targetType} = 'player_card' AND ${table.playerUserId} IS NOT NULL AND ${table.formId} IS NULL AND ${table.collegeId} IS NULL AND ${table.outcomeId} IS NULL)
        OR (${table.targetType} = 'status' AND ${table.outcomeId} IS NOT NULL AND ${table.formId} IS NULL AND ${table.collegeId} IS NULL AND ${table.playerUserId} IS NULL)`,
    ),
    index('short_links_program_idx').on(table.programId, table.createdAt, table.id),
    index('short_links_owner_idx').on(table.ownerUserId, table.createdAt, table.id),
    index('short_links_form_idx').on(table.formId),
  ],
);

/** Clicks and submissions of a link per UTC day: counters only, no visitor data. */
export const shortLinkDailyStats = pgTable(
  'short_link_daily_stats',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => shortLinks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    clicks: integer('clicks').notNull().default(0),
    submissions: integer('submissions').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'short_link_daily_stats_pkey', columns: [table.linkId, table.day] }),
    check('short_link_daily_stats_counts_check', sql`${table.clicks} >= 0 AND ${table.submissions} >= 0`),
  ],
);
