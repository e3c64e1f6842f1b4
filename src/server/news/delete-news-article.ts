import { eq } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import type { AppContext } from '#server/app-context.ts';
import { newsArticles } from '#server/db/schema/news.ts';
import { NEWS_NOT_FOUND } from './news-article-row.ts';

export async function deleteNewsArticle(ctx: AppContext, id: string): Promise<void> {
  const deleted = await ctx.db.delete(newsArticles).where(eq(newsArticles.id, id)).returning({ id: newsArticles.id });
  if (deleted.length === 0) throw new AppError('not_found', NEWS_NOT_FOUND);
}
