import { asc, desc, eq, sql } from 'drizzle-orm';
import type { ContentPageList } from '#shared/contracts/content.ts';
import type { AppContext } from '#server/app-context.ts';
import { contentPages } from '#server/db/schema/content.ts';
import { contentPageSummaryColumns, toContentPageSummary } from './content-page-row.ts';

/** Upper bound on one answer; the product has tens of pages, not thousands. */
export const CONTENT_PAGE_LIST_LIMIT = 500;

/**
 * Published pages by display order (then title), or with `all` every page
 * newest first (the caller has checked the viewer may see drafts). `total`
 * counts every matching page, so the Learn menu can say "View all N articles...".
 */
export async function listContentPages(ctx: AppContext, { all }: { all: boolean }): Promise<ContentPageList> {
  const where = all ? undefined : eq(contentPages.isPublished, true);
  const order = all
    ? [desc(contentPages.createdAt), asc(contentPages.title), asc(contentPages.id)]
    : [asc(contentPages.displayOrder), asc(contentPages.title), asc(contentPages.id)];
  const rows = await ctx.db
    .select({ ...contentPageSummaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(contentPages)
    .where(where)
    .orderBy(...order)
    .limit(CONTENT_PAGE_LIST_LIMIT);
  return {
    pages: rows.map(({ total: _total, ...row }) => toContentPageSummary(row)),
    total: rows[0]?.total ?? 0,
  };
}
