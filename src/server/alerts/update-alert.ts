import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import type { alertInputSchema } from '#shared/contracts/alerts.ts';
import type { AppContext } from '#server/app-context.ts';
import { alerts } from '#server/db/schema/content.ts';
import { ALERT_NOT_FOUND, alertColumns } from './alert-row.ts';

/** Replaces every field of an alert (the management form always sends the whole alert). */
export async function updateAlert(ctx: AppContext, id: string, input: z.output<typeof alertInputSchema>) {
  const [row] = await ctx.db.update(alerts).set(input).where(eq(alerts.id, id)).returning(alertColumns);
  if (!row) throw new AppError('not_found', ALERT_NOT_FOUND);
  return row;
}
