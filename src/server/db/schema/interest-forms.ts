/**
 * Interest forms (issue 13, RECRUITING.md "Interest form", "Submission"):
 * a program's form is edited as a draft field list; publishing freezes an
 * immutable version holding the JSON Schema and UI schema built from it. A
 * submission points at the version it answered, so old answers stay
 * readable after edits. The submitter reads their own submission through
 * an application link (only the token's hash is stored).
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INTEREST_FORM_STATUSES, SUBMISSION_STATUSES } from '#shared/recruiting/recruiting-values.ts';
import { LINK_REVOKED_REASONS } from '#shared/contracts/submissions.ts';
import { profiles } from './auth.ts';
import { collegePrograms } from './colleges.ts';
import { pipelineEntries } from './pipeline.ts';
import { shortLinks } from './short-links.ts';
import { valueIn } from './value-check.ts';

export const interestForms = pgTable(
  'interest_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => collegePrograms.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status').notNull().default('draft'),
    /** The builder's field list being edited (the next version's source). */
    draftFields: jsonb('draft_fields').notNull().default(sql`'[]'::jsonb`),
    /** The live version, set by publishing. */
    currentVersionId: uuid('current_version_id').references((): AnyPgColumn => interestFormVersions.id),
    /** Each submission adds (or keeps) the player in the pipeline at Interested. */
    autoAddToPipeline: boolean('auto_add_to_pipeline').notNull().default(false),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    createdByUserId: text('created_by_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('interest_forms_status_check', valueIn(table.status, INTEREST_FORM_STATUSES)),
    check('interest_forms_title_check', sql`char_length(${table.title}) BETWEEN 1 AND 120`),
    check('interest_forms_description_check', sql`char_length(${table.description}) <= 2000`),
    check('interest_forms_published_has_version_check', sql`${table.status} = 'draft' OR ${table.currentVersionId} IS NOT NULL`),
    index('interest_forms_program_idx').on(table.programId, table.createdAt, table.id),
  ],
);

/** A frozen, published version of a form: never updated (a trigger refuses it). */
export const interestFormVersions = pgTable(
  'interest_form_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => interestForms.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The builder's field list this version was built from (questions' texts as they were). */
    fields: jsonb('fields').notNull(),
    jsonSchema: jsonb('json_schema').notNull(),
    uiSchema: jsonb('ui_schema').notNull(),
    publishedByUserId: text('published_by_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('interest_form_versions_form_version_key').on(table.formId, table.version), check('interest_form_versions_version_check', sql`${table.version} >= 1`)],
);

export const interestFormSubmissions = pgTable(
  'interest_form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => interestForms.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => interestFormVersions.id, { onDelete: 'restrict' }),
    /** The form's program, kept here for the Responses tab and the dashboard. */
    programId: uuid('program_id')
      .notNull()
      .references(() => collegePrograms.id, { onDelete: 'cascade' }),
    /** A signed-in submitter; null for a visitor (name, email and birth date below). */
    submitterUserId: text('submitter_user_id').references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    /** Required for a minor visitor; gets a copy of the submission. */
    guardianEmail: text('guardian_email'),
    answers: jsonb('answers').notNull(),
    /** The profile fields the form's profile blocks used, as they were at submission. */
    profileSnapshot: jsonb('profile_snapshot').notNull().default(sql`'{}'::jsonb`),
    status: text('status').notNull().default('new'),
    /** The short link it came through (its submissions are counted per link). */
    shortLinkId: uuid('short_link_id').references((): AnyPgColumn => shortLinks.id, { onDelete: 'set null' }),
    pipelineEntryId: uuid('pipeline_entry_id').references(() => pipelineEntries.id, { onDelete: 'set null' }),
    /** Times the same submitter sent it again (each repeat updates this row). */
    resubmissions: integer('resubmissions').notNull().default(0),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('interest_form_submissions_status_check', valueIn(table.status, SUBMISSION_STATUSES)),
    check('interest_form_submissions_name_check', sql`char_length(${table.name}) BETWEEN 1 AND 120`),
    check('interest_form_submissions_email_check', sql`char_length(${table.email}) BETWEEN 3 AND 254`),
    // A repeat submission updates the earlier one: one per form and signed-in player, one per form and visitor email.
    uniqueIndex('interest_form_submissions_form_user_key').on(table.formId, table.submitterUserId).where(sql`${table.submitterUserId} IS NOT NULL`),
    uniqueIndex('interest_form_submissions_form_email_key').on(table.formId, sql`lower(${table.email})`).where(sql`${table.submitterUserId} IS NULL`),
    index('interest_form_submissions_program_idx').on(table.programId, table.submittedAt, table.id),
    index('interest_form_submissions_form_idx').on(table.formId, table.submittedAt, table.id),
    index('interest_form_submissions_submitter_idx').on(table.submitterUserId),
  ],
);

/** The submitter's link to `/application/view/{token}`: 32 random bytes, only the hash kept; expires, revocable. */
export const applicationLinks = pgTable(
  'application_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => interestFormSubmissions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('application_links_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Why it stopped (docs/decisions/038, session 26): `holder` (its holder stopped it), `replaced` (a confirmed
     * repeat or the player's repeat replaced the answers: a newer link went to the submission's address), `claimed`
     * (the application joined an account: its owner, signed in, still opens it). Null while it works.
     */
    revokedReason: text('revoked_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_links_submission_idx').on(table.submissionId),
    check('application_links_revoked_reason_check', sql`${valueIn(table.revokedReason, LINK_REVOKED_REASONS)} AND (${table.revokedAt} IS NULL) = (${table.revokedReason} IS NULL)`),
  ],
);

/**
 * The link in the first email to a guardian address nobody has verified
 * (docs/decisions/038, session 26): the email carries only fixed text; the
 * answers are read in the product through this link. 32 random bytes, only
 * the hash kept; expires; stops working when the answers are replaced or the
 * application joins an account, as the submitter's links do.
 */
export const guardianCopyLinks = pgTable(
  'guardian_copy_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => interestFormSubmissions.id, { onDelete: 'cascade' }),
    guardianEmail: text('guardian_email').notNull(),
    tokenHash: text('token_hash').notNull().unique('guardian_copy_links_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('guardian_copy_links_submission_idx').on(table.submissionId)],
);

/**
 * A visitor's repeat, held until it is confirmed from the submission's
 * email address (docs/decisions/038, "A visitor's repeat"): anyone can type
 * an address, so a visitor's second send of a form does not replace the
 * earlier answers; the address gets a link, and opening it applies these.
 * One per submission (a newer repeat replaces it, and its link); only the
 * token's hash is kept.
 */
export const submissionUpdateRequests = pgTable(
  'submission_update_requests',
  {
    submissionId: uuid('submission_id')
      .primaryKey()
      .references(() => interestFormSubmissions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('submission_update_requests_token_hash_key'),
    /** The version answered, and what the repeat says of the visitor. */
    versionId: uuid('version_id')
      .notNull()
      .references(() => interestFormVersions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    guardianEmail: text('guardian_email'),
    answers: jsonb('answers').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('submission_update_requests_name_check', sql`char_length(${table.name}) BETWEEN 1 AND 120`)],
);
