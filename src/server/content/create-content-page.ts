import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ContentPage, contentPageInputSchema } from '#shared/contracts/content.ts';
import type { AppContext } from '#server/app-context.ts';
import { contentPages } from '#server/db/schema/content.ts';
import { contentPageColumns, toContentPage } from './content-page-row.ts';
import { isUniqueViolation, slugTakenError } from './slug-conflict.ts';

export async function createContentPage(
  ctx: AppContext,
  authorId: string,
  input: z.output<typeof contentPageInputSchema>,
): Promise<ContentPage> {
  const [taken] = await ctx.db.select({ id: contentPages.id }).from(contentPages).where(eq(contentPages.slug, input.slug));
  if (taken) throw slugTakenError();
  try {
    const [row] = await ctx.db
      .insert(contentPages)
      .values({ ...input, createdBy: authorId })
      .returning(contentPageColumns);
    return toContentPage(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
}
