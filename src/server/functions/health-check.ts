import { sql } from 'drizzle-orm';
import { healthCheckBodySchema } from '#shared/contracts/functions.ts';
import { defineFunction } from './server-function.ts';

/** A database round trip with timings, and what the server is running on. */
export const healthCheck = defineFunction({
  name: 'health-check',
  description: 'Runs one database round trip and reports its timing and the server uptime.',
  exampleBody: {},
  bodySchema: healthCheckBodySchema,
  handler: async ({ ctx }) => {
    const started = performance.now();
    const result = await ctx.db.execute(sql`select now() as now, version() as version`);
    const roundTripMs = Math.round((performance.now() - started) * 100) / 100;
    const row = (result as unknown as { rows: { now: Date | string; version: string }[] }).rows[0];
    return {
      status: 'ok',
      database: {
        roundTripMs,
        serverTime: row ? new Date(row.now).toISOString() : null,
        version: row?.version ?? null,
      },
      server: {
        uptimeSeconds: Math.round(process.uptime()),
        node: process.version,
        memoryRssMb: Math.round(process.memoryUsage().rss / (1024 * 1024)),
      },
    };
  },
});
