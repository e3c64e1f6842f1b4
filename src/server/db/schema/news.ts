import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth.ts';
import { ownImagePath } from './value-check.ts';

/** News articles (/news): written and published by privileged users, Markdown body. */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    /** Our own upload's path, /api/images/{id} (docs/decisions/057). */
    coverImageUrl: text('cover_image_url'),
    /** A third-party cover address stored before uploads (migration 0038): kept, never shown. */
    legacyCoverImageUrl: text('legacy_cover_image_url'),
    authorId: text('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('news_articles_cover_image_url_check', ownImagePath(table.coverImageUrl)),
    index('news_articles_published_idx').on(table.isPublished, table.publishedAt.desc())],
);
