import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '#shared/access/roles.ts';
import { US_STATE_CODES } from '#shared/recruiting/us-states.ts';
import {
  ACADEMICS_VISIBILITIES,
  GPA_SCALES,
  ONBOARDING_STEPS,
  OPEN_TO_VALUES,
  PLAYER_CLAIM_STATUSES,
  PROFILE_VISIBILITIES,
  RECRUITING_STATUSES,
  SCHOOL_TYPES,
  THEMES,
} from '#shared/value-sets.ts';
import { profiles } from './auth.ts';
import { colleges } from './colleges.ts';
import { teams } from './teams.ts';
import { valueIn } from './value-check.ts';

export const userProfiles = pgTable(
  'user_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    displayName: text('display_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    isPublished: boolean('is_published').notNull().default(false),
    visibility: text('visibility').notNull().default('private'),
    email: text('email'),
    avatarUrl: text('avatar_url'),
    themePreference: text('theme_preference'),
    /** Birth date given at sign-up; decides the minor rules (docs/decisions/004). */
    birthDate: date('birth_date'),
    /** Parent or guardian contact for players under 18. */
    guardianEmail: text('guardian_email'),

    // Player profile (issue 11, RECRUITING.md "Player profile"). Every column is optional: onboarding fills them step by step.
    headline: text('headline'),
    bio: text('bio'),
    city: text('city'),
    /** USPS code (us-states.ts). */
    state: text('state'),
    /** IANA time zone, e.g. America/Chicago. */
    timeZone: text('time_zone'),
    /** High-school (or college) graduation year: the "class" of recruiting. */
    gradYear: integer('grad_year'),
    schoolName: text('school_name'),
    schoolType: text('school_type'),
    gpa: numeric('gpa', { precision: 5, scale: 2 }),
    gpaScale: text('gpa_scale'),
    satScore: integer('sat_score'),
    actScore: integer('act_score'),
    intendedMajors: text('intended_majors').array().notNull().default(sql`'{}'::text[]`),
    openTo: text('open_to').array().notNull().default(sql`'{}'::text[]`),
    recruitingStatus: text('recruiting_status').notNull().default('open'),
    academicsVisibility: text('academics_visibility').notNull().default('recruiters'),
    /** Last onboarding step saved; null before the first. */
    onboardingStep: text('onboarding_step'),
    /** Set when onboarding finishes: the profile is "set up" and the onboarding banner goes (docs/decisions/019). */
    setupCompletedAt: timestamp('setup_completed_at', { withTimezone: true }),
    completionPercent: integer('completion_percent').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * For a 13-17-year-old: what an active guardian approved (recruiters_only or
     * public); null until then, and again after a revoke. Caps the visibility.
     */
    guardianApprovedVisibility: text('guardian_approved_visibility'),
    /** A coach-created profile: the coach, the team, and where the claim stands (issue 11.8). */
    createdByUserId: text('created_by_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdForTeamId: uuid('created_for_team_id').references(() => teams.id, { onDelete: 'set null' }),
    claimStatus: text('claim_status').notNull().default('self'),
    /**
     * The claim link's last send and the sends of the current run (a run
     * restarts once the last send is a day old): resends are limited as
     * guardian invitations are (src/server/email/resend-limit.ts).
     */
    claimLinkSentAt: timestamp('claim_link_sent_at', { withTimezone: true }),
    claimLinkSendCount: integer('claim_link_send_count').notNull().default(0),
    /** Deletion requested by the player or a guardian: out of every search and view at once. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('user_profiles_visibility_check', valueIn(table.visibility, PROFILE_VISIBILITIES)),
    check(
      'user_profiles_theme_preference_check',
      sql`${table.themePreference} IS NULL OR ${valueIn(table.themePreference, THEMES)}`,
    ),
    // Profile search (spec 7.2): case-insensitive partial match on these four columns.
    index('user_profiles_display_name_trgm_idx').using('gin', sql`${table.displayName} gin_trgm_ops`),
    index('user_profiles_first_name_trgm_idx').using('gin', sql`${table.firstName} gin_trgm_ops`),
    index('user_profiles_last_name_trgm_idx').using('gin', sql`${table.lastName} gin_trgm_ops`),
    index('user_profiles_slug_trgm_idx').using('gin', sql`${table.slug} gin_trgm_ops`),
    index('user_profiles_published_visibility_idx').on(table.isPublished, table.visibility),
    check('user_profiles_state_check', sql`${table.state} IS NULL OR ${valueIn(table.state, US_STATE_CODES)}`),
    check('user_profiles_school_type_check', sql`${table.schoolType} IS NULL OR ${valueIn(table.schoolType, SCHOOL_TYPES)}`),
    check('user_profiles_gpa_scale_check', sql`${table.gpaScale} IS NULL OR ${valueIn(table.gpaScale, GPA_SCALES)}`),
    check(
      'user_profiles_gpa_check',
      sql`${table.gpa} IS NULL OR (${table.gpaScale} IS NOT NULL AND ${table.gpa} >= 0 AND ${table.gpa} <= ${table.gpaScale}::numeric)`,
    ),
    check('user_profiles_sat_check', sql`${table.satScore} IS NULL OR ${table.satScore} BETWEEN 400 AND 1600`),
    check('user_profiles_act_check', sql`${table.actScore} IS NULL OR ${table.actScore} BETWEEN 1 AND 36`),
    check('user_profiles_grad_year_check', sql`${table.gradYear} IS NULL OR ${table.gradYear} BETWEEN 1990 AND 2100`),
    check('user_profiles_open_to_check', sql`${table.openTo} <@ ARRAY[${sql.raw(OPEN_TO_VALUES.map((v) => `'${v}'`).join(', '))}]::text[]`),
    check('user_profiles_recruiting_status_check', valueIn(table.recruitingStatus, RECRUITING_STATUSES)),
    check('user_profiles_academics_visibility_check', valueIn(table.academicsVisibility, ACADEMICS_VISIBILITIES)),
    check(
      'user_profiles_onboarding_step_check',
      sql`${table.onboardingStep} IS NULL OR ${valueIn(table.onboardingStep, ONBOARDING_STEPS)}`,
    ),
    check('user_profiles_completion_percent_check', sql`${table.completionPercent} BETWEEN 0 AND 100`),
    check(
      'user_profiles_guardian_approved_visibility_check',
      sql`${table.guardianApprovedVisibility} IS NULL OR ${table.guardianApprovedVisibility} IN ('recruiters_only', 'public')`,
    ),
    check('user_profiles_claim_status_check', valueIn(table.claimStatus, PLAYER_CLAIM_STATUSES)),
    index('user_profiles_created_for_team_idx').on(table.createdForTeamId),
  ],
);

/**
 * The columns of user_profiles that the visibility rule (profile-visibility-sql.ts) reads, under the
 * same names, for the search tables that copy them (profile_search_rows, player_search_rows).
 */
export function profileVisibilityFactColumns() {
  return {
    isPublished: boolean('is_published').notNull(),
    visibility: text('visibility').notNull(),
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    birthDate: date('birth_date'),
    guardianApprovedVisibility: text('guardian_approved_visibility'),
  };
}

/**
 * The header search's row per profile (spec 7.2, docs/decisions/023): what
 * it matches, ranks and shows, in a narrow table whose four searched fields
 * are also kept as one lowercased text (`search_text`, a line each) under one
 * trigram index over public rows. Copied from user_profiles by the triggers
 * of migration 0011 from one definition (the view
 * `profile_search_row_definitions`); never written by the app. As in
 * player_search_rows, the visibility rule's columns keep the profile's
 * names, and the search evaluates the rule (the minor part depends on today).
 */
export const profileSearchRows = pgTable(
  'profile_search_rows',
  {
    /** user_profiles.id: the ranking's unique tie-breaker. */
    profileId: uuid('profile_id').notNull(),
    userId: text('user_id').primaryKey(),
    slug: text('slug').notNull(),
    displayName: text('display_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    avatarUrl: text('avatar_url'),
    gradYear: integer('grad_year'),
    state: text('state'),
    /** lower(display_name || E'\n' || slug || E'\n' || first_name || E'\n' || last_name), absent names as ''. */
    searchText: text('search_text').notNull(),
    /** lower(display_name): the last ranking key before the id. */
    nameKey: text('name_key').notNull(),
    /** concat_ws(' ', first_name, last_name): what the ranking's name similarity compares. */
    names: text('names').notNull(),
    /** No field holds a line break, so each line of search_text is a whole field (and a line's start a field's). */
    singleLine: boolean('single_line').notNull(),
    ...profileVisibilityFactColumns(),
  },
  (table) => [
    index('profile_search_rows_text_idx')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .where(sql`${table.isPublished} AND ${table.deletionRequestedAt} IS NULL AND ${table.visibility} = 'public'`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** The college a program role applies to (docs/decisions/032); removing the college removes the role. */
    collegeId: uuid('college_id').references(() => colleges.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('user_roles_role_check', valueIn(table.role, ROLES)),
    unique('user_roles_user_role_college_key').on(table.userId, table.role, table.collegeId).nullsNotDistinct(),
    index('user_roles_user_id_idx').on(table.userId),
    // A college's staff (docs/decisions/034): the holders of its college roles.
    index('user_roles_college_id_idx').on(table.collegeId).where(sql`${table.collegeId} IS NOT NULL`),
  ],
);
