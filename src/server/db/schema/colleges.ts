/**
 * Colleges (issue 12, docs/decisions/029): one row per real US institution,
 * seeded from the College Scorecard file in src/server/seed/colleges/
 * (public facts only; blanks are nulls). `unitid` is the IPEDS id the seed
 * upserts on; `slug` is the page address, made once from the name and never
 * changed by a later seed. Claims, programs and demo colleges come with
 * their own migrations.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COLLEGE_DESCRIPTION_MAX, COLLEGE_SOCIALS, COLLEGE_URL_MAX, PROGRAM_TRYOUT_NOTES_MAX } from '#shared/contracts/college-edit.ts';
import { COLLEGE_CLAIM_EVIDENCE_MAX, COLLEGE_CLAIM_REASON_MAX, COLLEGE_CLAIM_ROLES, COLLEGE_CLAIM_STATUSES } from '#shared/contracts/college-claims.ts';
import { COLLEGE_STAFF_INVITATION_STATUSES, COLLEGE_STAFF_TITLE_MAX } from '#shared/contracts/college-staff.ts';
import { PROGRAM_LEVELS, ROLE_PRIORITIES } from '#shared/recruiting/program-levels.ts';
import { COLLEGE_CONTROLS, COLLEGE_DEGREES } from '#shared/value-sets.ts';
import { profiles } from './auth.ts';
import { rankTiers } from './players.ts';
import { esportsTitles, teams } from './teams.ts';
import { ownImagePath, valueIn } from './value-check.ts';

export const colleges = pgTable(
  'colleges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** IPEDS institution id; null for colleges that are not in the public data (demo colleges, later). */
    unitid: integer('unitid').unique('colleges_unitid_key'),
    slug: text('slug').notNull().unique('colleges_slug_key'),
    name: text('name').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    website: text('website'),
    predominantDegree: text('predominant_degree').notNull(),
    control: text('control').notNull(),
    locale: text('locale'),
    undergradEnrollment: integer('undergrad_enrollment'),
    /** 0..1; null for open admission or unreported. */
    admissionRate: doublePrecision('admission_rate'),
    sat25: smallint('sat_25'),
    sat75: smallint('sat_75'),
    act25: smallint('act_25'),
    act75: smallint('act_75'),
    /** USD per year. */
    tuitionInState: integer('tuition_in_state'),
    tuitionOutOfState: integer('tuition_out_of_state'),
    costOfAttendance: integer('cost_of_attendance'),
    isHbcu: boolean('is_hbcu'),
    /**
     * A fictional sample college of the demo data (RECRUITING.md "Demo data
     * honesty", docs/decisions/031): shown with a "Demo data" badge; never a
     * real institution (no unitid).
     */
    isDemo: boolean('is_demo').notNull().default(false),
    /** Set when platform staff approve a claim (docs/decisions/032); null: an unclaimed page. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedByUserId: text('claimed_by_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** Written by the college's staff on the edit page (docs/decisions/033): plain text. */
    description: text('description'),
    /** Our own upload's path, /api/images/{id} (docs/decisions/057). */
    logoUrl: text('logo_url'),
    /** A third-party logo address stored before uploads (migration 0038): kept, never shown; cleared when the logo is set again. */
    legacyLogoUrl: text('legacy_logo_url'),
    /** Social profile links by platform (COLLEGE_SOCIALS), each an https URL on the platform's hosts (checked by the contract). */
    socials: jsonb('socials').$type<Partial<Record<(typeof COLLEGE_SOCIALS)[number], string>>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('colleges_control_check', valueIn(table.control, COLLEGE_CONTROLS)),
    check('colleges_predominant_degree_check', valueIn(table.predominantDegree, COLLEGE_DEGREES)),
    check('colleges_admission_rate_check', sql`${table.admissionRate} between 0 and 1`),
    check('colleges_undergrad_enrollment_check', sql`${table.undergradEnrollment} >= 0`),
    check('colleges_demo_not_real_check', sql`NOT ${table.isDemo} OR ${table.unitid} IS NULL`),
    check('colleges_description_check', sql`char_length(${table.description}) <= ${sql.raw(String(COLLEGE_DESCRIPTION_MAX))}`),
    check('colleges_logo_url_check', ownImagePath(table.logoUrl)),
    // Known platforms only, each an https string of at most COLLEGE_URL_MAX characters.
    check(
      'colleges_socials_check',
      sql`jsonb_typeof(${table.socials}) = 'object'
        AND (${table.socials} - ARRAY[${sql.raw(COLLEGE_SOCIALS.map((social) => `'${social}'`).join(', '))}]) = '{}'::jsonb
        AND NOT jsonb_path_exists(${table.socials}, '$.* ? (@.type() != "string" || !(@ starts with "https://"))')
        AND char_length(${table.socials}::text) <= ${sql.raw(String((COLLEGE_URL_MAX + 20) * COLLEGE_SOCIALS.length))}`,
    ),
    // The directory: sorted by name (id breaks ties), often within one state; the name search.
    index('colleges_name_idx').on(table.name, table.id),
    index('colleges_state_name_idx').on(table.state, table.name, table.id),
    index('colleges_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
  ],
);

/**
 * A college's esports program for one title and level (RECRUITING.md
 * "Program", issue 12, docs/decisions/031). The minimum and target ranks are
 * tiers of the program's own title's ladder: the (tier, title) pairs must
 * exist in rank_tiers, as for a player's game profile. No scholarship range
 * (both ends null) means the program offers no esports scholarship.
 */
export const collegePrograms = pgTable(
  'college_programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collegeId: uuid('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    esportsTitleId: uuid('esports_title_id')
      .notNull()
      .references(() => esportsTitles.id, { onDelete: 'restrict' }),
    level: text('level').notNull(),
    rosterSize: smallint('roster_size').notNull(),
    openSpots: smallint('open_spots').notNull().default(0),
    /** Graduation years recruited (high-school classes). */
    classYears: integer('class_years').array().notNull().default(sql`'{}'::integer[]`),
    minTierId: uuid('min_tier_id'),
    targetTierId: uuid('target_tier_id'),
    /** On the 4.0 scale. */
    minGpa: numeric('min_gpa', { precision: 3, scale: 2, mode: 'number' }),
    /** USD per year; both null: no esports scholarship. */
    scholarshipMin: integer('scholarship_min'),
    scholarshipMax: integer('scholarship_max'),
    isRecruiting: boolean('is_recruiting').notNull().default(false),
    tryoutNotes: text('tryout_notes'),
    /** The next tryout, shown as a deadline on players' college boards (issue 13.8). */
    tryoutsAt: timestamp('tryouts_at', { withTimezone: true }),
    /** The team of our team module the program runs (its roster for this title is the program's current roster). */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One program per college, title and level: a second is a duplicate.
    unique('college_programs_college_title_level_key').on(table.collegeId, table.esportsTitleId, table.level),
    // Ranks are tiers of this title's ladder: the pair must exist in rank_tiers.
    foreignKey({
      name: 'college_programs_min_tier_fk',
      columns: [table.minTierId, table.esportsTitleId],
      foreignColumns: [rankTiers.id, rankTiers.esportsTitleId],
    }),
    foreignKey({
      name: 'college_programs_target_tier_fk',
      columns: [table.targetTierId, table.esportsTitleId],
      foreignColumns: [rankTiers.id, rankTiers.esportsTitleId],
    }),
    check('college_programs_level_check', valueIn(table.level, PROGRAM_LEVELS)),
    check('college_programs_roster_size_check', sql`${table.rosterSize} BETWEEN 1 AND 100`),
    check('college_programs_open_spots_check', sql`${table.openSpots} >= 0 AND ${table.openSpots} <= ${table.rosterSize}`),
    check('college_programs_class_years_check', sql`1990 <= ALL(${table.classYears}) AND 2100 >= ALL(${table.classYears}) AND array_position(${table.classYears}, NULL) IS NULL AND cardinality(${table.classYears}) <= 8`),
    check('college_programs_min_gpa_check', sql`${table.minGpa} IS NULL OR ${table.minGpa} BETWEEN 0 AND 4`),
    check(
      'college_programs_scholarship_check',
      sql`(${table.scholarshipMin} IS NULL AND ${table.scholarshipMax} IS NULL) OR (${table.scholarshipMin} IS NOT NULL AND ${table.scholarshipMax} IS NOT NULL AND ${table.scholarshipMin} >= 0 AND ${table.scholarshipMin} <= ${table.scholarshipMax})`,
    ),
    check('college_programs_tryout_notes_check', sql`char_length(${table.tryoutNotes}) <= ${sql.raw(String(PROGRAM_TRYOUT_NOTES_MAX))}`),
    // The directory's program filters (docs/decisions/035): programs of a title by college, and a college's programs,
    // each with the columns the scholarships and recruiting filters read, so either filter is an index-only scan.
    index('college_programs_title_college_idx').on(table.esportsTitleId, table.collegeId, table.scholarshipMax, table.isRecruiting),
    index('college_programs_college_filters_idx').on(table.collegeId, table.scholarshipMax, table.isRecruiting),
    index('college_programs_team_idx').on(table.teamId),
  ],
);

/** A role a program needs (RECRUITING.md "roles needed (role, count, priority)"): one row per program and role. */
export const collegeProgramRoles = pgTable(
  'college_program_roles',
  {
    programId: uuid('program_id')
      .notNull()
      .references(() => collegePrograms.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    count: smallint('count').notNull().default(1),
    priority: text('priority').notNull(),
    /** Display order within the program. */
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'college_program_roles_pkey', columns: [table.programId, table.role] }),
    check('college_program_roles_priority_check', valueIn(table.priority, ROLE_PRIORITIES)),
    check('college_program_roles_count_check', sql`${table.count} BETWEEN 1 AND 100`),
    check('college_program_roles_role_check', sql`char_length(${table.role}) BETWEEN 1 AND 40`),
  ],
);

/**
 * Requests to claim a college page (issue 12.4, docs/decisions/032). One
 * pending request per user and college (partial unique index); platform
 * staff approve (the requester becomes programs_college_admin of the
 * college and the college is marked claimed, in one transaction) or reject
 * with a reason. `email_at_college_domain` is computed once, when the
 * request is made, from the account's email and the college's website.
 */
export const collegeClaims = pgTable(
  'college_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collegeId: uuid('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    requesterUserId: text('requester_user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The role the requester says they hold at the college. */
    role: text('role').notNull(),
    evidence: text('evidence').notNull(),
    /** The account's email when the request was made: where the answer goes. */
    contactEmail: text('contact_email').notNull(),
    emailAtCollegeDomain: boolean('email_at_college_domain').notNull(),
    status: text('status').notNull().default('pending'),
    reviewerUserId: text('reviewer_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('college_claims_role_check', valueIn(table.role, COLLEGE_CLAIM_ROLES)),
    check('college_claims_status_check', valueIn(table.status, COLLEGE_CLAIM_STATUSES)),
    check('college_claims_evidence_check', sql`char_length(${table.evidence}) between 1 and ${sql.raw(String(COLLEGE_CLAIM_EVIDENCE_MAX))}`),
    check(
      'college_claims_review_check',
      sql`(${table.status} = 'pending') = (${table.reviewedAt} is null)
        and (${table.status} = 'rejected') = (${table.rejectionReason} is not null)
        and char_length(coalesce(${table.rejectionReason}, '')) <= ${sql.raw(String(COLLEGE_CLAIM_REASON_MAX))}`,
    ),
    uniqueIndex('college_claims_one_pending_key').on(table.collegeId, table.requesterUserId).where(sql`${table.status} = 'pending'`),
    // The review queue: pending first, oldest first, id breaks ties.
    index('college_claims_queue_idx').on(table.status, table.createdAt, table.id),
    index('college_claims_requester_idx').on(table.requesterUserId, table.collegeId),
  ],
);

/**
 * What a college page shows about its staff (docs/decisions/034): a title,
 * whether the member is listed on the public page, and the one primary
 * contact ("Message staff" writes to them; partial unique index). Who IS
 * staff is user_roles (a college-program role for the college): a row here
 * without such a role is ignored everywhere.
 */
export const collegeStaffDetails = pgTable(
  'college_staff_details',
  {
    collegeId: uuid('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title'),
    isPublic: boolean('is_public').notNull().default(false),
    isPrimaryContact: boolean('is_primary_contact').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'college_staff_details_pkey', columns: [table.collegeId, table.userId] }),
    uniqueIndex('college_staff_details_one_primary_key').on(table.collegeId).where(sql`${table.isPrimaryContact}`),
    check('college_staff_details_title_check', sql`char_length(${table.title}) between 1 and ${sql.raw(String(COLLEGE_STAFF_TITLE_MAX))}`),
    index('college_staff_details_user_idx').on(table.userId),
  ],
);

/**
 * Emailed invitations to join a college's staff (docs/decisions/034). Only
 * the SHA-256 of the link's token is stored; it stays after the invitation
 * is answered so a used link is told apart from a wrong one. One pending
 * invitation per college and address (partial unique index).
 */
export const collegeStaffInvitations = pgTable(
  'college_staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collegeId: uuid('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    /** Lowercased. */
    email: text('email').notNull(),
    /** One of spec 6's college-program roles (programs_college_*). */
    role: text('role').notNull(),
    title: text('title'),
    isPublic: boolean('is_public').notNull().default(false),
    tokenHash: text('token_hash').notNull().unique('college_staff_invitations_token_hash_key'),
    invitedByUserId: text('invited_by_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    acceptedUserId: text('accepted_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** The last send and the sends of the current run (resend-limit.ts). */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    sendCount: integer('send_count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    check('college_staff_invitations_role_check', valueIn(table.role, COLLEGE_CLAIM_ROLES)),
    check('college_staff_invitations_status_check', valueIn(table.status, COLLEGE_STAFF_INVITATION_STATUSES)),
    check('college_staff_invitations_email_check', sql`${table.email} = lower(${table.email}) and char_length(${table.email}) between 3 and 254`),
    check('college_staff_invitations_title_check', sql`char_length(${table.title}) between 1 and ${sql.raw(String(COLLEGE_STAFF_TITLE_MAX))}`),
    check(
      'college_staff_invitations_answer_check',
      sql`(${table.status} in ('accepted', 'declined')) = (${table.respondedAt} is not null)`,
    ),
    uniqueIndex('college_staff_invitations_one_pending_key').on(table.collegeId, table.email).where(sql`${table.status} = 'pending'`),
    // The staff screen: a college's invitations by status, newest first.
    index('college_staff_invitations_college_idx').on(table.collegeId, table.status, table.createdAt, table.id),
  ],
);
