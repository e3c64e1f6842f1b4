import { and, eq } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { SLUG_PATTERN } from '#shared/contracts/content.ts';
import type { NewsArticle } from '#shared/contracts/news.ts';
import type { AppContext } from '#server/app-context.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { newsArticles } from '#server/db/schema/news.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import { NEWS_NOT_FOUND, newsColumns, toNewsArticle } from './news-article-row.ts';

/** One article by slug (drafts only for viewers who may see them), or by id after a write. */
export async function getNewsArticle(
  ctx: AppContext,
  by: { slug: string; includeDrafts: boolean } | { id: string },
): Promise<NewsArticle> {
  if ('slug' in by && !SLUG_PATTERN.test(by.slug)) throw new AppError('not_found', NEWS_NOT_FOUND);
  const where =
    'id' in by
      ? eq(newsArticles.id, by.id)
      : by.includeDrafts
        ? eq(newsArticles.slug, by.slug)
        : and(eq(newsArticles.slug, by.slug), eq(newsArticles.isPublished, true));
  const [row] = await ctx.db
    .select(newsColumns)
    .from(newsArticles)
    .leftJoin(profiles, eq(profiles.id, newsArticles.authorId))
    .leftJoin(userProfiles, eq(userProfiles.userId, newsArticles.authorId))
    .where(where);
  if (!row) throw new AppError('not_found', NEWS_NOT_FOUND);
  return toNewsArticle(row);
}
