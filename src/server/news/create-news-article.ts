import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { NewsArticle, newsArticleInputSchema } from '#shared/contracts/news.ts';
import type { AppContext } from '#server/app-context.ts';
import { isUniqueViolation, slugTakenError } from '#server/content/slug-conflict.ts';
import { newsArticles } from '#server/db/schema/news.ts';
import { checkImageField } from '#server/images/check-image-field.ts';
import { getNewsArticle } from './get-news-article.ts';

export async function createNewsArticle(
  ctx: AppContext,
  authorId: string,
  input: z.output<typeof newsArticleInputSchema>,
): Promise<NewsArticle> {
  // The cover is the writer's own upload (docs/decisions/057).
  await checkImageField(ctx.db, 'coverImageUrl', input.coverImageUrl, authorId, undefined);
  const [taken] = await ctx.db.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.slug, input.slug));
  if (taken) throw slugTakenError();
  let id: string;
  try {
    const [row] = await ctx.db
      .insert(newsArticles)
      .values({ ...input, authorId, publishedAt: input.isPublished ? new Date() : null })
      .returning({ id: newsArticles.id });
    id = row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
  return getNewsArticle(ctx, { id });
}
