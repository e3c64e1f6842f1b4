/**
 * The dead-lettered jobs (docs/decisions/056): jobs of our queues in
 * pg-boss's `failed` state (every retry used), newest failure first. An
 * email delivery names its recipient and subject from the outbox row (whose
 * stored copy has its secrets removed); no payload, no body.
 */
import { sql } from 'drizzle-orm';
import { DEAD_JOBS_LIMIT, type DeadJob } from '#shared/contracts/jobs.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { JOB_DEFINITIONS, JOB_NAMES, type JobName } from './job-definitions.ts';
import { JOB_SCHEMA } from './job-queue.ts';

/** Error texts are cut to this length for the list. */
const ERROR_MAX = 500;

interface DeadRow {
  id: string;
  name: JobName;
  createdAt: string;
  failedAt: string;
  attempts: number;
  lastError: string | null;
  to: string | null;
  subject: string | null;
}

export async function listDeadJobs(db: Database): Promise<DeadJob[]> {
  const names = sql.join(JOB_NAMES.map((name) => sql`${name}`), sql`, `);
  const rows = await rowsOf<DeadRow>(
    db,
    sql`select j.id, j.name, j.created_on as "createdAt", coalesce(j.completed_on, j.started_on, j.created_on) as "failedAt",
        (j.retry_count + 1)::int as attempts,
        coalesce(j.output->>'message', j.output->'value'->>'message', j.output::text) as "lastError",
        o.to_address as "to", o.subject
      from ${sql.identifier(JOB_SCHEMA)}.job j
      left join email_outbox o on j.name = 'email-delivery' and o.id::text = j.data->>'outboxId'
      where j.state = 'failed' and j.name in (${names})
      order by coalesce(j.completed_on, j.started_on, j.created_on) desc, j.id desc
      limit ${DEAD_JOBS_LIMIT}`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    label: JOB_DEFINITIONS[row.name]?.label ?? row.name,
    createdAt: new Date(row.createdAt).toISOString(),
    failedAt: new Date(row.failedAt).toISOString(),
    attempts: Number(row.attempts),
    lastError: (row.lastError ?? 'Unknown error').slice(0, ERROR_MAX),
    email: row.to !== null && row.subject !== null ? { to: row.to, subject: row.subject } : null,
  }));
}
