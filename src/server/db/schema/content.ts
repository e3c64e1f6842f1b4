import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BANNER_DEFAULT_COLORS, BANNER_DEFAULT_PRIORITY } from '#shared/constants.ts';
import { profiles } from './auth.ts';

export const contentPages = pgTable(
  'content_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    menuDescription: text('menu_description'),
    body: text('body').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_pages_published_order_idx').on(table.isPublished, table.displayOrder),
    index('content_pages_created_at_idx').on(table.createdAt.desc()),
  ],
);

/** Alert banners (spec section 3) managed by privileged users. */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message: text('message').notNull(),
    priority: integer('priority').notNull().default(BANNER_DEFAULT_PRIORITY),
    backgroundColor: text('background_color').notNull().default(BANNER_DEFAULT_COLORS.backgroundColor),
    textColor: text('text_color').notNull().default(BANNER_DEFAULT_COLORS.textColor),
    linkUrl: text('link_url'),
    linkText: text('link_text'),
    dismissible: boolean('dismissible').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('alerts_active_priority_idx').on(table.isActive, table.priority.desc())],
);
