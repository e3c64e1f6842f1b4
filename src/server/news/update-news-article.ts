import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import type { NewsArticle, newsArticleInputSchema } from '#shared/contracts/news.ts';
import type { AppContext } from '#server/app-context.ts';
import { isUniqueViolation, slugTakenError } from '#server/content/slug-conflict.ts';
import { newsArticles } from '#server/db/schema/news.ts';
import { checkImageField } from '#server/images/check-image-field.ts';
import { getNewsArticle } from './get-news-article.ts';
import { NEWS_NOT_FOUND } from './news-article-row.ts';

/** Changes the given fields; the first time an article is published its published_at is set (and kept after). */
export async function updateNewsArticle(
  ctx: AppContext,
  id: string,
  editorId: string,
  changes: Partial<z.output<typeof newsArticleInputSchema>>,
): Promise<NewsArticle> {
  if (changes.coverImageUrl !== undefined) {
    // A new cover is the editor's own upload; it replaces the old third-party address kept from before uploads (docs/decisions/057).
    const [current] = await ctx.db.select({ coverImageUrl: newsArticles.coverImageUrl }).from(newsArticles).where(eq(newsArticles.id, id));
    await checkImageField(ctx.db, 'coverImageUrl', changes.coverImageUrl, editorId, current?.coverImageUrl);
  }
  if (changes.slug !== undefined) {
    const [taken] = await ctx.db
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .where(and(eq(newsArticles.slug, changes.slug), ne(newsArticles.id, id)));
    if (taken) throw slugTakenError();
  }
  try {
    const updated = await ctx.db
      .update(newsArticles)
      .set({
        ...changes,
        ...(changes.coverImageUrl ? { legacyCoverImageUrl: null } : {}),
        updatedAt: new Date(),
        ...(changes.isPublished ? { publishedAt: sql`coalesce(${newsArticles.publishedAt}, now())` } : {}),
      })
      .where(eq(newsArticles.id, id))
      .returning({ id: newsArticles.id });
    if (updated.length === 0) throw new AppError('not_found', NEWS_NOT_FOUND);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
  return getNewsArticle(ctx, { id });
}
