/**
 * The one durable job queue (docs/decisions/056): pg-boss over the app's own
 * database (PGlite or PostgreSQL, queue-sql.ts), in its `pgboss` schema.
 *
 * - Every app builds one (app.ts) and can add jobs at once: the schema and
 *   the queues of JOB_DEFINITIONS are installed on first use (the tests'
 *   template database has them already).
 * - Only a process that calls startWorkers() runs jobs, the cron schedules
 *   and pg-boss's maintenance (expired jobs back to retry, archiving):
 *   main.ts does; tests ask for it when they need it.
 * - A job that throws is retried with backoff up to its limit, then stays
 *   in the `failed` state: dead-lettered, listed for platform admins in
 *   /testing with a Retry button (list-dead-jobs.ts, retry-dead-job.ts).
 * - A job whose process died (or whose handler hangs) expires after its
 *   expireInSeconds and is retried by whichever process maintains next.
 * - Cron schedules live in the database: of several processes, one sends
 *   each due run (pg-boss's cron_on lock and a singleton per minute).
 * - stop() (app close, SIGTERM) stops fetching, waits for the running
 *   jobs up to STOP_TIMEOUT_MS and gives the unfinished ones back for retry.
 */
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { AppContext } from '#server/app-context.ts';
import type { Database } from '#server/db/client.ts';
import { JOB_DEFINITIONS, type JobData, type JobName, type RetryPolicy } from './job-definitions.ts';
import { queueSqlOf, transactionSql, type Executor, type QueueSql } from './queue-sql.ts';

export const JOB_SCHEMA = 'pgboss';
/** How long stop() waits for running jobs before giving them back. */
export const STOP_TIMEOUT_MS = 10_000;
/** A dead-lettered job stays in the queue (listed, retryable) this long before pg-boss archives it. */
export const DEAD_JOB_KEEP_SECONDS = 30 * 24 * 60 * 60;

export interface WorkerTiming {
  /** How often an idle worker looks for a job (the email worker is also woken by this process's sends). */
  pollingIntervalSeconds?: number;
  /** How often expired jobs go back to retry and old ones to the archive; default 60. */
  maintenanceIntervalSeconds?: number;
  /** How often the cron schedules are checked; default 30. */
  cronMonitorIntervalSeconds?: number;
  /** How long stop() waits for running jobs (at least 1000); default STOP_TIMEOUT_MS. */
  stopTimeoutMs?: number;
}

export interface JobQueueOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** Worker timings (tests make them short). */
  timing?: WorkerTiming;
  /** Other cron expressions for some schedules (tests: every minute). */
  schedules?: Partial<Record<JobName, string>>;
  /** Other retry policies for some jobs (tests: seconds instead of minutes). */
  retry?: Partial<Record<JobName, Partial<RetryPolicy>>>;
  /** TRACKING_RETENTION_DAYS for the retention and rollup jobs. */
  trackingRetentionDays: number;
}

export interface SendJobOptions {
  /** Add the job inside this drizzle transaction: it exists only if the transaction commits. */
  db?: Executor;
}

export interface JobQueue {
  /** Installs the pgboss schema and every job's queue (else done on first use): the tests' template database has them. */
  install(): Promise<void>;
  send<N extends JobName>(name: N, data: JobData<N>, options?: SendJobOptions): Promise<string>;
  /** A job added (and committed) just now starts at once if this process runs its worker, rather than at the next poll. */
  wake(name: JobName): void;
  /** Runs jobs, cron schedules and maintenance in this process. */
  startWorkers(ctx: AppContext): Promise<void>;
  stop(): Promise<void>;
  /** Moves a dead-lettered job back to retry; false when it is not dead-lettered (any more). */
  retry(name: JobName, id: string): Promise<boolean>;
  /** pg-boss's view of a job (tests wait for states through it). */
  getJob(name: JobName, id: string): Promise<{ state: string; retryCount: number; output: unknown } | null>;
}

function bossOptions(options: JobQueueOptions, workers: boolean, db: QueueSql): PgBoss.ConstructorOptions {
  const timing = options.timing ?? {};
  return {
    db: db as PgBoss.Db,
    schema: JOB_SCHEMA,
    migrate: !workers,
    supervise: workers,
    schedule: workers,
    maintenanceIntervalSeconds: timing.maintenanceIntervalSeconds ?? 60,
    cronMonitorIntervalSeconds: timing.cronMonitorIntervalSeconds ?? 30,
    cronWorkerIntervalSeconds: Math.min(timing.cronMonitorIntervalSeconds ?? 5, 5),
    archiveFailedAfterSeconds: DEAD_JOB_KEEP_SECONDS,
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    deleteAfterDays: 7,
  };
}

function jobOptions(options: JobQueueOptions, name: JobName): PgBoss.SendOptions {
  const definition = JOB_DEFINITIONS[name];
  const retry = { ...definition.retry, ...options.retry?.[name] };
  return {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff,
    expireInSeconds: retry.expireInSeconds,
  };
}

/** pg-boss's statements that store a finished job's completion or failure (plans.completeJobs, plans.failJobs). */
function isFinishStatement(text: string): boolean {
  return /SET completed_on = now\(\),\s+state = 'completed'/.test(text) || text.includes('WITH deleted_jobs AS');
}

/** Installs (or migrates) the pgboss schema and creates the queue of every job that has none yet. */
async function installQueues(boss: PgBoss): Promise<void> {
  await boss.start();
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const name of Object.keys(JOB_DEFINITIONS) as JobName[]) {
    if (!existing.has(name)) await boss.createQueue(name, { name });
  }
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { log } = options;
  // Adds jobs, installs the schema; never runs anything.
  const producer = new PgBoss(bossOptions(options, false, queueSqlOf(options.db)));
  producer.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
  let installed: Promise<void> | null = null;
  const ready = () => (installed ??= installQueues(producer).catch((error: unknown) => {
    installed = null;
    throw error;
  }));
  let worker: PgBoss | null = null;
  let closeWorkerSql = () => {};
  const workerIds = new Map<JobName, string>();

  return {
    install: ready,

    async send(name, data, sendOptions = {}) {
      await ready();
      const id = await producer.send(name, data as object, {
        ...jobOptions(options, name),
        ...(sendOptions.db ? { db: transactionSql(sendOptions.db) } : {}),
      });
      if (!id) throw new Error(`The job queue ${name} did not take the job`);
      if (!sendOptions.db) this.wake(name);
      return id;
    },

    wake(name) {
      const local = workerIds.get(name);
      if (local && worker) worker.notifyWorker(local);
    },

    async startWorkers(ctx) {
      if (worker) return;
      await ready();
      // Past stop(), a handler that outlived it (a hung send that ends later) must not reach a closed database:
      // pg-boss's own late complete/fail of that job is dropped (stop() gave the job back already).
      const sqlOf = queueSqlOf(options.db);
      let closed = false;
      closeWorkerSql = () => {
        closed = true;
      };
      const workerSql: QueueSql = {
        async executeSql(text, values) {
          if (closed) return { rows: [{ count: 0 }] };
          try {
            return await sqlOf.executeSql(text, values);
          } catch (error) {
            // pg-boss does not await a finished job's completion or failure: while the database is away (a
            // PostgreSQL restart) its rejection would end the process. Logged instead: the job stays active,
            // expires and runs again (every job is idempotent).
            if (isFinishStatement(text)) {
              log.error({ err: error }, 'A job result could not be stored; the job will run again after it expires');
              return { rows: [{ count: 0 }] };
            }
            throw error;
          }
        },
      };
      const boss = new PgBoss(bossOptions(options, true, workerSql));
      boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
      await boss.start();
      worker = boss;
      const run = { ctx, trackingRetentionDays: options.trackingRetentionDays };
      for (const name of Object.keys(JOB_DEFINITIONS) as JobName[]) {
        const definition = JOB_DEFINITIONS[name];
        const id = await boss.work<object>(
          name,
          { pollingIntervalSeconds: options.timing?.pollingIntervalSeconds ?? definition.pollingIntervalSeconds, batchSize: 1 },
          async ([job]) => {
            try {
              return await definition.run(run, job!.data as never);
            } catch (error) {
              log.error({ err: error, job: name, jobId: job!.id }, 'A job failed; it is retried until its limit');
              // Only the message is kept (the job's output, shown to platform admins): no stack, no payload.
              throw new Error(error instanceof Error ? error.message : String(error));
            }
          },
        );
        workerIds.set(name, id);
        const cron = options.schedules?.[name] ?? definition.cron;
        if (cron) await boss.schedule(name, cron, {}, { ...jobOptions(options, name), tz: 'UTC' });
      }
      // A schedule whose job is gone (or no longer scheduled) stops.
      for (const schedule of await boss.getSchedules()) {
        const name = schedule.name as JobName;
        if (!(name in JOB_DEFINITIONS) || !(options.schedules?.[name] ?? JOB_DEFINITIONS[name].cron)) await boss.unschedule(schedule.name);
      }
    },

    async stop() {
      const boss = worker;
      worker = null;
      workerIds.clear();
      if (boss) await boss.stop({ graceful: true, timeout: options.timing?.stopTimeoutMs ?? STOP_TIMEOUT_MS, wait: true });
      closeWorkerSql();
    },

    async retry(name, id) {
      await ready();
      // pg-boss answers { affected } (its types say void).
      const result = (await producer.retry(name, id)) as unknown as { affected: number };
      return result.affected > 0;
    },

    async getJob(name, id) {
      await ready();
      const job = await producer.getJobById(name, id, { includeArchive: true });
      return job ? { state: job.state, retryCount: job.retryCount, output: job.output } : null;
    },
  };
}
