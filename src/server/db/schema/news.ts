import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth.ts';

/** News articles (/news): written and published by privileged users, Markdown body. */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    coverImageUrl: text('cover_image_url'),
    authorId: text('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('news_articles_published_idx').on(table.isPublished, table.publishedAt.desc())],
);
