/**
 * The job queue in API tests (docs/decisions/056): short worker timings and
 * retry delays, and bounded waits for a job's state (never a fixed sleep).
 */
import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { JOB_NAMES, type JobName } from '#server/jobs/job-definitions.ts';
import type { JobQueueOptions } from '#server/jobs/job-queue.ts';
import { rowsOf } from '#server/db/sql.ts';

/** Poll every half second, maintain and check the schedules every second, retry after a second (no backoff). */
export const FAST_JOBS: Partial<Omit<JobQueueOptions, 'db' | 'log'>> = {
  timing: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, cronMonitorIntervalSeconds: 1, stopTimeoutMs: 1000 },
  retry: Object.fromEntries(JOB_NAMES.map((name) => [name, { delaySeconds: 1, backoff: false }])),
};

/** How long a test waits for a job to reach a state. */
export const JOB_WAIT_MS = 30_000;

export interface JobRow {
  id: string;
  state: string;
  retryCount: number;
  createdOn: string;
}

/** The jobs of one queue, oldest first. */
export function jobsOf(db: Database, name: JobName): Promise<JobRow[]> {
  return rowsOf<JobRow>(
    db,
    sql`select id, state::text as state, retry_count as "retryCount", created_on::text as "createdOn"
      from pgboss.job where name = ${name} order by created_on, id`,
  );
}

/** Waits until `check` passes (it throws or returns false while the state is not there yet). */
export function waitUntil<T>(check: () => Promise<T> | T, message: string, timeout = JOB_WAIT_MS): Promise<Exclude<NonNullable<T>, false>> {
  return vi.waitFor(
    async () => {
      const result = await check();
      if (result === false || result === undefined || result === null) throw new Error(message);
      return result as Exclude<NonNullable<T>, false>;
    },
    { timeout, interval: 100 },
  );
}
