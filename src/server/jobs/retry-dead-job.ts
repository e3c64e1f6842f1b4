/** A platform admin's Retry of a dead-lettered job (docs/decisions/056): back to the queue for one more attempt. */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { JOB_TEXTS } from '#shared/contracts/jobs.ts';
import type { AppContext } from '#server/app-context.ts';
import { rowsOf } from '#server/db/sql.ts';
import { JOB_NAMES, type JobName } from './job-definitions.ts';
import { JOB_SCHEMA } from './job-queue.ts';

export async function retryDeadJob(ctx: AppContext, jobId: string): Promise<void> {
  const names = sql.join(JOB_NAMES.map((name) => sql`${name}`), sql`, `);
  const [job] = await rowsOf<{ name: JobName }>(
    ctx.db,
    sql`select name from ${sql.identifier(JOB_SCHEMA)}.job where id = ${jobId} and state = 'failed' and name in (${names})`,
  );
  if (!job || !(await ctx.jobs.retry(job.name, jobId))) throw new AppError('not_found', JOB_TEXTS.notDead);
  ctx.jobs.wake(job.name);
}
