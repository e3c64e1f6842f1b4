import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PRACTICE_DEFAULTS } from '#shared/constants.ts';
import { AVAILABILITY_SLOTS } from '#shared/recruiting/game-catalog.ts';
import {
  ATTENDANCE_STATUSES,
  COMMITMENT_LEVELS,
  MEMBER_ROLES,
  ORGANIZATION_TYPES,
  PLAY_LEVELS,
  PRACTICE_STATUSES,
  STAFF_ROLES,
  SUBSCRIPTION_TIERS,
  TEAM_INVITATION_KINDS,
  TEAM_INVITATION_STATUSES,
  TOURNAMENT_STATUSES,
  TOURNAMENT_TYPES,
} from '#shared/value-sets.ts';
import { profiles } from './auth.ts';
import { arrayWithin, ownImagePath, valueIn } from './value-check.ts';

/** Stands for "no game profile" in unique indexes, so the general roster is unique too. */
const GENERAL_ROSTER = sql.raw(`'00000000-0000-0000-0000-000000000000'::uuid`);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const esportsTitles = pgTable(
  'esports_titles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    slug: text('slug').notNull().unique(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('esports_titles_active_name_idx').on(table.active, table.name)],
);

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    /** Our own upload's path, /api/images/{id} (docs/decisions/057). */
    logoUrl: text('logo_url'),
    /** A third-party logo address stored before uploads (migration 0038): kept, never shown; cleared when the logo is set again. */
    legacyLogoUrl: text('legacy_logo_url'),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    subscriptionTier: text('subscription_tier').notNull().default('bronze'),
    organizationType: text('organization_type').notNull(),
    maxRosterSize: integer('max_roster_size').notNull().default(10),
    /** When the team usually plays, for scrim matchmaking (docs/decisions/047): weekly grid cells in `time_zone`. */
    availability: text('availability').array().notNull().default(sql`'{}'::text[]`),
    timeZone: text('time_zone'),
    /** Archived teams leave Find Teams and refuse changes until restored. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Gold custom integrations (docs/decisions/052): the SHA-256 of the team calendar link's token; null when off. */
    sharedCalendarTokenHash: text('shared_calendar_token_hash'),
    /** Gold brand kit (docs/decisions/052): #rrggbb colours and a banner image URL; shown only while the team is on Gold. */
    brandPrimary: text('brand_primary'),
    brandAccent: text('brand_accent'),
    bannerUrl: text('banner_url'),
    /** A third-party banner address stored before uploads (docs/decisions/057): kept, never shown. */
    legacyBannerUrl: text('legacy_banner_url'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('teams_shared_calendar_token_hash_key').on(table.sharedCalendarTokenHash),
    check('teams_subscription_tier_check', valueIn(table.subscriptionTier, SUBSCRIPTION_TIERS)),
    check('teams_brand_colors_check', sql`${table.brandPrimary} ~ '^#[0-9a-f]{6}$' and ${table.brandAccent} ~ '^#[0-9a-f]{6}$'`),
    check('teams_logo_url_check', ownImagePath(table.logoUrl)),
    check('teams_banner_url_check', ownImagePath(table.bannerUrl)),
    check('teams_organization_type_check', valueIn(table.organizationType, ORGANIZATION_TYPES)),
    check('teams_max_roster_size_check', sql`${table.maxRosterSize} > 0`),
    check('teams_availability_check', sql`${table.availability} <@ ${arrayWithin(AVAILABILITY_SLOTS)}`),
    index('teams_owner_user_id_idx').on(table.ownerUserId),
    index('teams_organization_type_idx').on(table.organizationType),
    index('teams_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);

export const teamGameProfiles = pgTable(
  'team_game_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    esportsTitleId: uuid('esports_title_id')
      .notNull()
      .references(() => esportsTitles.id, { onDelete: 'restrict' }),
    playLevel: text('play_level').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    check('team_game_profiles_play_level_check', valueIn(table.playLevel, PLAY_LEVELS)),
    // One active game profile per team and title; removed ones stay as history.
    uniqueIndex('team_game_profiles_active_title_key')
      .on(table.teamId, table.esportsTitleId)
      .where(sql`${table.isActive}`),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('player'),
    /** Null: the general roster; set: a game roster. */
    gameProfileId: uuid('game_profile_id').references(() => teamGameProfiles.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Contract dates (Gold contract management, docs/decisions/052); optional. */
    contractStart: date('contract_start'),
    contractEnd: date('contract_end'),
    /** The contract end the owner was last reminded of: one reminder per contract end. */
    contractRemindedEnd: date('contract_reminded_end'),
  },
  (table) => [
    check('team_members_role_check', valueIn(table.role, MEMBER_ROLES)),
    check(
      'team_members_contract_dates_check',
      sql`${table.contractEnd} IS NULL OR ${table.contractStart} IS NULL OR ${table.contractEnd} >= ${table.contractStart}`,
    ),
    // One active roster entry per user and roster (the general roster included).
    uniqueIndex('team_members_active_roster_key')
      .on(table.teamId, table.userId, sql`coalesce(${table.gameProfileId}, ${GENERAL_ROSTER})`)
      .where(sql`${table.isActive}`),
    index('team_members_team_idx').on(table.teamId, table.isActive),
    index('team_members_user_idx').on(table.userId),
  ],
);

export const teamStaff = pgTable(
  'team_staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    gameProfileId: uuid('game_profile_id').references(() => teamGameProfiles.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    contractStart: date('contract_start'),
    contractEnd: date('contract_end'),
    /** The contract end the owner was last reminded of: one reminder per contract end (docs/decisions/052). */
    contractRemindedEnd: date('contract_reminded_end'),
    createdAt: createdAt(),
  },
  (table) => [
    check('team_staff_role_check', valueIn(table.role, STAFF_ROLES)),
    check(
      'team_staff_contract_dates_check',
      sql`${table.contractEnd} IS NULL OR ${table.contractStart} IS NULL OR ${table.contractEnd} >= ${table.contractStart}`,
    ),
    uniqueIndex('team_staff_active_roster_key')
      .on(table.teamId, table.userId, sql`coalesce(${table.gameProfileId}, ${GENERAL_ROSTER})`)
      .where(sql`${table.isActive}`),
    index('team_staff_team_idx').on(table.teamId, table.isActive),
    index('team_staff_user_idx').on(table.userId),
  ],
);

/**
 * A weekly series of practices (docs/decisions/072): its occurrences are
 * ordinary team_practices rows pointing here, each with its own attendance.
 * `time_zone` is the creator's zone: edits of "this and following" keep the
 * wall-clock time there, across daylight-saving changes.
 */
export const teamPracticeSeries = pgTable('team_practice_series', {
  id: uuid('id').primaryKey().defaultRandom(),
  teamId: uuid('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const teamPractices = pgTable(
  'team_practices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The weekly series this practice is an occurrence of (docs/decisions/072); null for a one-off practice. */
    seriesId: uuid('series_id').references(() => teamPracticeSeries.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(PRACTICE_DEFAULTS.durationMinutes),
    location: text('location'),
    isMandatory: boolean('is_mandatory').notNull().default(PRACTICE_DEFAULTS.isMandatory),
    status: text('status').notNull().default('scheduled'),
    /**
     * Answers per status, kept by statement triggers on
     * team_practice_attendance (migration 0003), so the manage screen reads
     * counts without aggregating every attendance row of the team.
     */
    attendingCount: integer('attending_count').notNull().default(0),
    maybeCount: integer('maybe_count').notNull().default(0),
    notAttendingCount: integer('not_attending_count').notNull().default(0),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('team_practices_status_check', valueIn(table.status, PRACTICE_STATUSES)),
    check('team_practices_duration_check', sql`${table.durationMinutes} > 0`),
    index('team_practices_team_scheduled_idx').on(table.teamId, table.scheduledAt.desc()),
    index('team_practices_series_idx').on(table.seriesId, table.scheduledAt),
  ],
);

export const teamPracticeAttendance = pgTable(
  'team_practice_attendance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => teamPractices.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    notes: text('notes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('team_practice_attendance_status_check', valueIn(table.status, ATTENDANCE_STATUSES)),
    unique('team_practice_attendance_practice_user_key').on(table.practiceId, table.userId),
  ],
);

/**
 * One-click answer links in practice reminders (docs/decisions/073): the
 * token is only emailed, its SHA-256 hash is stored. A link answers once
 * (`used_at`); the page that used it gets a fresh link to change the answer
 * while the practice has not started (`expires_at`, the practice's start).
 * `user_id` is whose answer it records; `recipient_user_id` who got it (the
 * player, or a minor's guardian).
 */
export const teamPracticeRsvpLinks = pgTable(
  'team_practice_rsvp_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => teamPractices.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    recipientUserId: text('recipient_user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('team_practice_rsvp_links_token_hash_key').on(table.tokenHash),
    index('team_practice_rsvp_links_practice_user_idx').on(table.practiceId, table.userId),
  ],
);

export const teamTournaments = pgTable(
  'team_tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    tournamentType: text('tournament_type').notNull().default('online'),
    startDate: date('start_date').notNull(),
    prizePool: numeric('prize_pool', { precision: 12, scale: 2, mode: 'number' }),
    placement: text('placement'),
    status: text('status').notNull().default('upcoming'),
    createdAt: createdAt(),
  },
  (table) => [
    check('team_tournaments_type_check', valueIn(table.tournamentType, TOURNAMENT_TYPES)),
    check('team_tournaments_status_check', valueIn(table.status, TOURNAMENT_STATUSES)),
    check('team_tournaments_prize_pool_check', sql`${table.prizePool} IS NULL OR ${table.prizePool} >= 0`),
    index('team_tournaments_team_start_idx').on(table.teamId, table.startDate.desc()),
  ],
);

export const teamRecruitingPosts = pgTable(
  'team_recruiting_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    commitmentLevel: text('commitment_level').notNull().default('competitive'),
    positionsNeeded: text('positions_needed').array().notNull().default(sql`'{}'::text[]`),
    isPaid: boolean('is_paid').notNull().default(false),
    salaryRange: text('salary_range'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    /**
     * Matchmaking (docs/decisions/047): the game the post is for (null: any of
     * the team's games), the rank range as ordinals of that game's ladder
     * (rank_tiers.ordinal), and when the team plays: cells of the weekly grid
     * (`tue:evening`) in the post's IANA time zone.
     */
    esportsTitleId: uuid('esports_title_id').references(() => esportsTitles.id, { onDelete: 'set null' }),
    minTierOrdinal: integer('min_tier_ordinal'),
    maxTierOrdinal: integer('max_tier_ordinal'),
    availability: text('availability').array().notNull().default(sql`'{}'::text[]`),
    timeZone: text('time_zone'),
  },
  (table) => [
    check('team_recruiting_posts_commitment_check', valueIn(table.commitmentLevel, COMMITMENT_LEVELS)),
    check(
      'team_recruiting_posts_tier_range_check',
      sql`(${table.minTierOrdinal} IS NULL AND ${table.maxTierOrdinal} IS NULL OR ${table.esportsTitleId} IS NOT NULL)
        AND (${table.minTierOrdinal} IS NULL OR ${table.minTierOrdinal} > 0)
        AND (${table.maxTierOrdinal} IS NULL OR ${table.maxTierOrdinal} >= coalesce(${table.minTierOrdinal}, 1))`,
    ),
    check('team_recruiting_posts_availability_check', sql`${table.availability} <@ ${arrayWithin(AVAILABILITY_SLOTS)}`),
    index('team_recruiting_posts_active_idx').on(table.isActive, table.createdAt.desc(), table.id),
    index('team_recruiting_posts_team_created_idx').on(table.teamId, table.createdAt.desc()),
  ],
);

export const teamAchievements = pgTable(
  'team_achievements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    dateAchieved: date('date_achieved').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('team_achievements_team_date_idx').on(table.teamId, table.dateAchieved.desc())],
);

/** A member's personal calendar (.ics) feed; the token is the secret in the URL, stored hashed. */
export const teamCalendarFeeds = pgTable(
  'team_calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** sha256 of the token, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [unique('team_calendar_feeds_team_user_key').on(table.teamId, table.userId)],
);

/**
 * A manager's offer of a roster place (player or staff, general or game
 * roster): the person joins only by accepting (docs/decisions/015). Until
 * then nothing counts them: no team_members or team_staff row exists.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** member: a player row; staff: a staff row. */
    kind: text('kind').notNull(),
    role: text('role').notNull(),
    gameProfileId: uuid('game_profile_id').references(() => teamGameProfiles.id, { onDelete: 'cascade' }),
    contractStart: date('contract_start'),
    contractEnd: date('contract_end'),
    inviteeUserId: text('invitee_user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    invitedBy: text('invited_by').references(() => profiles.id, { onDelete: 'set null' }),
    /** Invitations by email: the typed address masked (j•••@example.com), the manager's only label for it. */
    emailHint: text('email_hint'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** When the guardian of a minor invitee was told (at the invitation, or at acceptance for accounts claimed later). */
    guardianNotifiedAt: timestamp('guardian_notified_at', { withTimezone: true }),
  },
  (table) => [
    check('team_invitations_kind_check', valueIn(table.kind, TEAM_INVITATION_KINDS)),
    check('team_invitations_status_check', valueIn(table.status, TEAM_INVITATION_STATUSES)),
    check('team_invitations_role_check', valueIn(table.role, [...new Set<string>([...MEMBER_ROLES, ...STAFF_ROLES])])),
    // One pending invitation per person and roster.
    uniqueIndex('team_invitations_pending_key')
      .on(table.teamId, table.inviteeUserId, table.kind, sql`coalesce(${table.gameProfileId}, ${GENERAL_ROSTER})`)
      .where(sql`${table.status} = 'pending'`),
    index('team_invitations_team_created_idx').on(table.teamId, table.createdAt.desc(), table.id.desc()),
    index('team_invitations_invitee_status_idx').on(table.inviteeUserId, table.status),
  ],
);
