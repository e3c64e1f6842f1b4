/**
 * Profile views for players (issue 14.4, docs/decisions/049): which claimed
 * colleges' staff opened a player's profile, one row per (player, college,
 * UTC day). The staff member is not stored (data minimisation: the player
 * is told the college, never the person). A weekly digest tells the player
 * (and a minor's guardians); `profile_view_digests` holds the week each
 * player's last digest covered up to.
 */
import { date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth.ts';
import { colleges } from './colleges.ts';

export const profileViews = pgTable(
  'profile_views',
  {
    playerUserId: text('player_user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    collegeId: uuid('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    /** The UTC day of the view: a college counts once a day (the dedupe key). */
    day: date('day').notNull(),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'profile_views_pkey', columns: [table.playerUserId, table.collegeId, table.day] }),
    index('profile_views_player_day_idx').on(table.playerUserId, table.day),
    index('profile_views_college_idx').on(table.collegeId),
    // The retention rule deletes by day, a chunk at a time (delete-tracking-events.ts): each chunk reads this index
    // rather than the whole table.
    index('profile_views_day_idx').on(table.day),
  ],
);

/** The Monday (UTC) up to which each player's weekly digest has covered views (exclusive). */
export const profileViewDigests = pgTable('profile_view_digests', {
  playerUserId: text('player_user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  coveredUntil: date('covered_until').notNull(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
});
