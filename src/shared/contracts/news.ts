/** News articles (/news, /news/{slug}); written by privileged users in the content editor. */
import { z } from 'zod';
import { slugSchema } from './content.ts';
import { imageUrlSchema } from './image-url.ts';
import { isPlainText, plainTextMessage } from './plain-text.ts';

export const newsArticleInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(160, 'Title must be at most 160 characters').refine(isPlainText, plainTextMessage('Title')),
  slug: slugSchema,
  summary: z.string().trim().max(400, 'Summary must be at most 400 characters').refine(isPlainText, plainTextMessage('Summary')),
  coverImageUrl: imageUrlSchema()
    .nullable()
    .transform((value) => value || null),
  isPublished: z.boolean(),
  body: z.string().max(100_000, 'The article body is too long'),
});
export type NewsArticleInput = z.input<typeof newsArticleInputSchema>;

export const newsArticleSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  coverImageUrl: z.string().nullable(),
  authorName: z.string().nullable(),
  isPublished: z.boolean(),
  /** Set when first published; drafts have null. */
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type NewsArticleSummary = z.infer<typeof newsArticleSummarySchema>;

export const newsArticleSchema = newsArticleSummarySchema.extend({
  body: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const NEWS_PAGE_SIZE = 12;

/** GET /api/news: published articles newest first, paginated; ?all=true (privileged) includes drafts. */
export const newsListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  all: z.enum(['true', 'false']).optional(),
});
export const newsListResponseSchema = z.object({
  articles: z.array(newsArticleSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NewsList = z.infer<typeof newsListResponseSchema>;

export const newsSlugParamsSchema = z.object({ slug: z.string().min(1).max(80) });
export const newsIdParamsSchema = z.object({ id: z.uuid() });
