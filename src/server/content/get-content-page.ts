import { and, eq } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { SLUG_PATTERN, type ContentPage } from '#shared/contracts/content.ts';
import type { AppContext } from '#server/app-context.ts';
import { contentPages } from '#server/db/schema/content.ts';
import { contentPageColumns, toContentPage } from './content-page-row.ts';

export const CONTENT_PAGE_NOT_FOUND = 'Page not found';

/** One page by slug; drafts only for viewers who may see them (anyone else gets the same 404 as a missing page). */
export async function getContentPage(
  ctx: AppContext,
  slug: string,
  { includeDrafts }: { includeDrafts: boolean },
): Promise<ContentPage> {
  if (!SLUG_PATTERN.test(slug)) throw new AppError('not_found', CONTENT_PAGE_NOT_FOUND);
  const [row] = await ctx.db
    .select(contentPageColumns)
    .from(contentPages)
    .where(includeDrafts ? eq(contentPages.slug, slug) : and(eq(contentPages.slug, slug), eq(contentPages.isPublished, true)));
  if (!row) throw new AppError('not_found', CONTENT_PAGE_NOT_FOUND);
  return toContentPage(row);
}
