import { eq } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import type { AppContext } from '#server/app-context.ts';
import { contentPages } from '#server/db/schema/content.ts';
import { CONTENT_PAGE_NOT_FOUND } from './get-content-page.ts';

export async function deleteContentPage(ctx: AppContext, id: string): Promise<void> {
  const deleted = await ctx.db.delete(contentPages).where(eq(contentPages.id, id)).returning({ id: contentPages.id });
  if (deleted.length === 0) throw new AppError('not_found', CONTENT_PAGE_NOT_FOUND);
}
