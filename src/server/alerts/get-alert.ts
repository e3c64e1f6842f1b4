import { eq } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import type { AppContext } from '#server/app-context.ts';
import { alerts } from '#server/db/schema/content.ts';
import { ALERT_NOT_FOUND, alertColumns } from './alert-row.ts';

export async function getAlert(ctx: AppContext, id: string) {
  const [row] = await ctx.db.select(alertColumns).from(alerts).where(eq(alerts.id, id));
  if (!row) throw new AppError('not_found', ALERT_NOT_FOUND);
  return row;
}
