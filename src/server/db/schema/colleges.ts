/**
 * Colleges (issue 12, docs/decisions/029): one row per real US institution,
 * seeded from the College Scorecard file in src/server/db/seed/colleges/
 * (public facts only; blanks are nulls). `unitid` is the IPEDS id the seed
 * upserts on; `slug` is the page address, made once from the name and never
 * changed by a later seed. Claims, programs and demo colleges come with
 * their own migrations.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COLLEGE_CLAIM_ROLES, COLLEGE_CLAIM_STATUSES, COLLEGE_CLAIM_EVIDENCE_MAX, COLLEGE_CLAIM_REASON_MAX } from '#shared/contracts/college-claims.ts';
import { COLLEGE_CONTROLS, COLLEGE_DEGREES } from '#shared/value-sets.ts';
import { profiles } from './auth.ts';
import { valueIn } from './value-check.ts';

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
    /** Set when platform staff approve a claim (docs/decisions/032); null: an unclaimed page. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedByUserId: text('claimed_by_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('colleges_control_check', valueIn(table.control, COLLEGE_CONTROLS)),
    check('colleges_predominant_degree_check', valueIn(table.predominantDegree, COLLEGE_DEGREES)),
    check('colleges_admission_rate_check', sql`${table.admissionRate} between 0 and 1`),
    check('colleges_undergrad_enrollment_check', sql`${table.undergradEnrollment} >= 0`),
    // The directory: sorted by name (id breaks ties), often within one state; the name search.
    index('colleges_name_idx').on(table.name, table.id),
    index('colleges_state_name_idx').on(table.state, table.name, table.id),
    index('colleges_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
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
