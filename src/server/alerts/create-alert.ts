import type { z } from 'zod';
import type { alertInputSchema } from '#shared/contracts/alerts.ts';
import type { AppContext } from '#server/app-context.ts';
import { alerts } from '#server/db/schema/content.ts';
import { alertColumns } from './alert-row.ts';

export async function createAlert(ctx: AppContext, input: z.output<typeof alertInputSchema>) {
  const [row] = await ctx.db.insert(alerts).values(input).returning(alertColumns);
  if (!row) throw new Error('Alert insert returned no row');
  return row;
}
