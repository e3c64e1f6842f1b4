import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '#shared/roles.ts';
import { PROFILE_VISIBILITIES, THEMES } from '#shared/value-sets.ts';
import { profiles } from './auth.ts';
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
    /** The college a program role applies to; colleges arrive with the colleges issue. */
    collegeId: uuid('college_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('user_roles_role_check', valueIn(table.role, ROLES)),
    unique('user_roles_user_role_college_key').on(table.userId, table.role, table.collegeId).nullsNotDistinct(),
    index('user_roles_user_id_idx').on(table.userId),
  ],
);
