/**
 * Colleges (issue 12, docs/decisions/029): one row per real US institution,
 * seeded from the College Scorecard file in src/server/db/seed/colleges/
 * (public facts only; blanks are nulls). `unitid` is the IPEDS id the seed
 * upserts on; `slug` is the page address, made once from the name and never
 * changed by a later seed. Claims, programs and demo colleges come with
 * their own migrations.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { COLLEGE_CONTROLS, COLLEGE_DEGREES } from '#shared/value-sets.ts';
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
