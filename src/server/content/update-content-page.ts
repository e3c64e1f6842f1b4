import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import type { ContentPage, contentPageInputSchema } from '#shared/contracts/content.ts';
import type { z } from 'zod';
import type { AppContext } from '#server/app-context.ts';
import { contentPages } from '#server/db/schema/content.ts';
import { contentPageColumns, toContentPage } from './content-page-row.ts';
import { CONTENT_PAGE_NOT_FOUND } from './get-content-page.ts';
import { isUniqueViolation, slugTakenError } from './slug-conflict.ts';

/** Changes the given fields of one page; fields left out keep their value. */
export async function updateContentPage(
  ctx: AppContext,
  id: string,
  changes: Partial<z.output<typeof contentPageInputSchema>>,
): Promise<ContentPage> {
  if (changes.slug !== undefined) {
    const [taken] = await ctx.db
      .select({ id: contentPages.id })
      .from(contentPages)
      .where(and(eq(contentPages.slug, changes.slug), ne(contentPages.id, id)));
    if (taken) throw slugTakenError();
  }
  try {
    const [row] = await ctx.db
      .update(contentPages)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(contentPages.id, id))
      .returning(contentPageColumns);
    if (!row) throw new AppError('not_found', CONTENT_PAGE_NOT_FOUND);
    return toContentPage(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
}
