/**
 * Matchmaking (issue 14.6, docs/decisions/047): a player's application to a
 * team's recruiting post, and one team's scrim proposal to another. An
 * accepted proposal creates a practice on both teams' schedules (the two
 * practice ids are kept here, in the transaction that accepts it).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SCRIM_PROPOSAL_STATUSES } from '#shared/value-sets.ts';
import { profiles } from './auth.ts';
import { esportsTitles, teamPractices, teamRecruitingPosts, teams } from './teams.ts';
import { valueIn } from './value-check.ts';

export const recruitingPostApplications = pgTable(
  'recruiting_post_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => teamRecruitingPosts.id, { onDelete: 'cascade' }),
    applicantUserId: text('applicant_user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    message: text('message'),
    /** The match when applying ({ score, band }), as it was then. */
    score: integer('score'),
    /** The conversation the application was sent in; null when the manager could not be messaged. */
    conversationId: uuid('conversation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('recruiting_post_applications_post_applicant_key').on(table.postId, table.applicantUserId),
    index('recruiting_post_applications_post_created_idx').on(table.postId, table.createdAt.desc(), table.id),
    index('recruiting_post_applications_applicant_idx').on(table.applicantUserId),
  ],
);

export const scrimProposals = pgTable(
  'scrim_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromTeamId: uuid('from_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    toTeamId: uuid('to_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    esportsTitleId: uuid('esports_title_id')
      .notNull()
      .references(() => esportsTitles.id, { onDelete: 'restrict' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(90),
    message: text('message'),
    status: text('status').notNull().default('pending'),
    proposedBy: text('proposed_by').references(() => profiles.id, { onDelete: 'set null' }),
    respondedBy: text('responded_by').references(() => profiles.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    fromPracticeId: uuid('from_practice_id').references(() => teamPractices.id, { onDelete: 'set null' }),
    toPracticeId: uuid('to_practice_id').references(() => teamPractices.id, { onDelete: 'set null' }),
    /** The conversation the proposal was sent in to the receiving team's owner; null when they could not be messaged. */
    conversationId: uuid('conversation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('scrim_proposals_status_check', valueIn(table.status, SCRIM_PROPOSAL_STATUSES)),
    check('scrim_proposals_teams_check', sql`${table.fromTeamId} <> ${table.toTeamId}`),
    check('scrim_proposals_duration_check', sql`${table.durationMinutes} BETWEEN 15 AND 480`),
    index('scrim_proposals_to_team_idx').on(table.toTeamId, table.status, table.createdAt.desc()),
    index('scrim_proposals_from_team_idx').on(table.fromTeamId, table.status, table.createdAt.desc()),
  ],
);
