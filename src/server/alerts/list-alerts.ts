import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '#server/app-context.ts';
import { alerts } from '#server/db/schema/content.ts';
import { alertColumns } from './alert-row.ts';

/** Bounded: a banner list is short by nature. */
export const MAX_ALERTS = 200;

/** Active alerts, highest priority first (public: the banner reads these). */
export async function listActiveAlerts(ctx: AppContext) {
  const rows = await ctx.db
    .select(alertColumns)
    .from(alerts)
    .where(eq(alerts.isActive, true))
    .orderBy(desc(alerts.priority), desc(alerts.createdAt), desc(alerts.id))
    .limit(MAX_ALERTS);
  return { alerts: rows };
}

/** Every alert, active or not, highest priority first (alert management). */
export async function listAllAlerts(ctx: AppContext) {
  const rows = await ctx.db
    .select(alertColumns)
    .from(alerts)
    .orderBy(desc(alerts.isActive), desc(alerts.priority), desc(alerts.createdAt), desc(alerts.id))
    .limit(MAX_ALERTS);
  return { alerts: rows };
}
