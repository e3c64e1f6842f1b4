/**
 * The columns of a news answer: the article and its author's name, joined
 * in the same query (the user profile's display name, else the account name).
 */
import { sql } from 'drizzle-orm';
import type { NewsArticle, NewsArticleSummary } from '#shared/contracts/news.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { newsArticles } from '#server/db/schema/news.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';

export const newsSummaryColumns = {
  id: newsArticles.id,
  slug: newsArticles.slug,
  title: newsArticles.title,
  summary: newsArticles.summary,
  coverImageUrl: newsArticles.coverImageUrl,
  authorName: sql<string | null>`coalesce(${userProfiles.displayName}, ${profiles.fullName})`,
  isPublished: newsArticles.isPublished,
  publishedAt: newsArticles.publishedAt,
  createdAt: newsArticles.createdAt,
};

export const newsColumns = { ...newsSummaryColumns, body: newsArticles.body, updatedAt: newsArticles.updatedAt };

type SummaryRow = Omit<NewsArticleSummary, 'createdAt' | 'publishedAt'> & { createdAt: Date; publishedAt: Date | null };

export function toNewsSummary(row: SummaryRow): NewsArticleSummary {
  return { ...row, createdAt: row.createdAt.toISOString(), publishedAt: row.publishedAt?.toISOString() ?? null };
}

export function toNewsArticle(row: SummaryRow & { body: string; updatedAt: Date }): NewsArticle {
  return { ...toNewsSummary(row), body: row.body, updatedAt: row.updatedAt.toISOString() };
}

export const NEWS_NOT_FOUND = 'Article not found';
