/**
 * Recruiting email notifications (issue 13.9, docs/decisions/043): each
 * account's off switches, one per kind of recruiting email (a missing row
 * is all on), and the time each program's daily digest of new responses
 * last went out (so a second run the same day sends nothing).
 */
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth.ts';
import { collegePrograms } from './colleges.ts';

export const recruitingEmailSettings = pgTable('recruiting_email_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  /** College staff: the daily digest of new responses to their programs' forms. */
  responseDigest: boolean('response_digest').notNull().default(true),
  /** Players: "{College} {program} wants to talk with you" when a program moves them to Contacted. */
  contacted: boolean('contacted').notNull().default(true),
  /** Guardians: the copy of each recruiting email sent to their minor player. */
  guardianCopies: boolean('guardian_copies').notNull().default(true),
  /** Players: the weekly digest of the colleges that viewed their profile (docs/decisions/049). */
  profileViews: boolean('profile_views').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** When each program's digest of new responses last went out (the next covers submissions after it). */
export const programResponseDigests = pgTable('program_response_digests', {
  programId: uuid('program_id')
    .primaryKey()
    .references(() => collegePrograms.id, { onDelete: 'cascade' }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
});
