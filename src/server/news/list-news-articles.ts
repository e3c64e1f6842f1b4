import { desc, eq, sql } from 'drizzle-orm';
import { NEWS_PAGE_SIZE, type NewsList } from '#shared/contracts/news.ts';
import type { AppContext } from '#server/app-context.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { newsArticles } from '#server/db/schema/news.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import { newsSummaryColumns, toNewsSummary } from './news-article-row.ts';

/**
 * Published articles newest first, NEWS_PAGE_SIZE per page; with `all`
 * (the caller checked the viewer may see drafts) drafts too, ordered by
 * publication date, else creation date.
 */
export async function listNewsArticles(ctx: AppContext, { page, all }: { page: number; all: boolean }): Promise<NewsList> {
  const where = all ? undefined : eq(newsArticles.isPublished, true);
  const rows = await ctx.db
    .select({ ...newsSummaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(newsArticles)
    .leftJoin(profiles, eq(profiles.id, newsArticles.authorId))
    .leftJoin(userProfiles, eq(userProfiles.userId, newsArticles.authorId))
    .where(where)
    .orderBy(desc(sql`coalesce(${newsArticles.publishedAt}, ${newsArticles.createdAt})`), desc(newsArticles.createdAt), desc(newsArticles.id))
    .limit(NEWS_PAGE_SIZE)
    .offset((page - 1) * NEWS_PAGE_SIZE);
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end still reports how many articles there are.
    const [count] = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(newsArticles).where(where);
    total = count?.n ?? 0;
  }
  return {
    articles: rows.map(({ total: _total, ...row }) => toNewsSummary(row)),
    total,
    page,
    pageSize: NEWS_PAGE_SIZE,
  };
}
