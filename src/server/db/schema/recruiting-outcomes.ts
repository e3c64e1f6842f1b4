/**
 * Recruiting outcomes (issue 13, RECRUITING.md "Outcome"): a player's
 * verbal commitment, commitment or signing with a college's program. The
 * player (a minor with a guardian's approval) or the program records it; the
 * college confirms it, or it stays labelled self-reported. It is public only
 * with the player's consent, and for a minor also the guardian's.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { OUTCOME_RECORDERS, OUTCOME_STATUSES } from '#shared/recruiting/recruiting-values.ts';
import { profiles } from './auth.ts';
import { collegePrograms, colleges } from './colleges.ts';
import { esportsTitles } from './teams.ts';
import { valueIn } from './value-check.ts';

export const recruitingOutcomes = pgTable(
  'recruiting_outcomes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerUserId: text('player_user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    collegeId: uuid('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    programId: uuid('program_id').references(() => collegePrograms.id, { onDelete: 'set null' }),
    esportsTitleId: uuid('esports_title_id').references(() => esportsTitles.id, { onDelete: 'restrict' }),
    status: text('status').notNull(),
    /** The day of the commitment or signing, as told. */
    decidedOn: date('decided_on', { mode: 'string' }),
    recordedBy: text('recorded_by').notNull(),
    recordedByUserId: text('recorded_by_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** A minor's own record waits for a guardian's approval before anyone else sees it. */
    guardianApprovedAt: timestamp('guardian_approved_at', { withTimezone: true }),
    guardianApprovedByUserId: text('guardian_approved_by_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** Confirmed by the college's staff (or by the player when the program recorded it); else self-reported. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedByUserId: text('confirmed_by_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** The player's consent to show it publicly (status pages, widget, success page). */
    playerPublicConsentAt: timestamp('player_public_consent_at', { withTimezone: true }),
    /** For a minor, the guardian's consent as well. */
    guardianPublicConsentAt: timestamp('guardian_public_consent_at', { withTimezone: true }),
    /**
     * The college's staff said a self-reported outcome is not so (docs/decisions/041): shown to the player,
     * their guardians and the college only, labelled declined; never public. Confirming later clears it.
     */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declinedByUserId: text('declined_by_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** Withdrawn outcomes are kept for the record and shown nowhere. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('recruiting_outcomes_status_check', valueIn(table.status, OUTCOME_STATUSES)),
    check('recruiting_outcomes_recorded_by_check', valueIn(table.recordedBy, OUTCOME_RECORDERS)),
    index('recruiting_outcomes_player_idx').on(table.playerUserId, table.createdAt, table.id),
    index('recruiting_outcomes_college_idx').on(table.collegeId, table.createdAt, table.id),
    // One open outcome per player and college: a double submission or a program recording over the player's own
    // record meets this (docs/decisions/041).
    uniqueIndex('recruiting_outcomes_open_key').on(table.playerUserId, table.collegeId).where(sql`${table.withdrawnAt} IS NULL`),
    // "Committed elsewhere" on pipeline cards: a player's open, undeclined, consented committed or signed outcomes.
    index('recruiting_outcomes_committed_idx')
      .on(table.playerUserId, table.collegeId)
      .where(sql`${table.withdrawnAt} IS NULL AND ${table.declinedAt} IS NULL AND ${table.playerPublicConsentAt} IS NOT NULL AND ${table.status} IN ('committed', 'signed')`),
  ],
);
