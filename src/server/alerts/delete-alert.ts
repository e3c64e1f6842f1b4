import { eq } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import type { AppContext } from '#server/app-context.ts';
import { alerts } from '#server/db/schema/content.ts';
import { ALERT_NOT_FOUND } from './alert-row.ts';

export async function deleteAlert(ctx: AppContext, id: string) {
  const deleted = await ctx.db.delete(alerts).where(eq(alerts.id, id)).returning({ id: alerts.id });
  if (deleted.length === 0) throw new AppError('not_found', ALERT_NOT_FOUND);
}
