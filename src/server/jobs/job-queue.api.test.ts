/**
 * The durable job queue (docs/decisions/056) on a real database: SMTP email
 * retried after failures, dead-lettered past its limit and retried by a
 * platform admin from /testing's list; a scheduled job run once by two app
 * instances; a job whose worker stopped or crashed mid-way picked up again.
 * Waits are bounded polls of the job or outbox state, never fixed sleeps.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JOB_TEXTS } from '#shared/contracts/jobs.ts';
import { emailDeliveries, emailOutbox } from '#server/db/schema/email.ts';
import type { EmailMessage } from '#server/email/send-email.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { FAST_JOBS, jobsOf, waitUntil } from '#server/test/job-queue-waits.ts';
import { startSmtpSink, type SmtpSink } from '#server/test/smtp-sink.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { rowsOf } from '#server/db/sql.ts';

const SECRET = 'http://localhost:3000/auth/reset-password?token=secret-token-1234';

const message = (to: string, subject: string): EmailMessage => ({
  to,
  subject,
  text: `Reset your password: ${SECRET}`,
  html: `<p><a href="${SECRET}">Reset</a></p>`,
  secrets: [SECRET],
});

const receivedBy = (sink: SmtpSink, to: string) => sink.messages.filter((raw) => raw.includes(`To: ${to}`));

describe('email through the queue (SMTP)', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let admin: TestUser;
  let stranger: TestUser;
  let developer: TestUser;

  beforeAll(async () => {
    sink = await startSmtpSink();
    // Two retries a second apart: the third failure dead-letters.
    t = await createTestApp({
      emailDelivery: { kind: 'smtp', smtpUrl: sink.url },
      jobs: { ...FAST_JOBS, retry: { 'email-delivery': { limit: 2, delaySeconds: 1, backoff: false } } },
    });
    admin = await signUpWithRoles(t.app, ['yes_admin']);
    developer = await signUpWithRoles(t.app, ['yes_developer']);
    stranger = await signUpUser(t.app);
    await t.app.ctx.jobs.startWorkers(t.app.ctx);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('a send the SMTP server refuses is retried and then delivered, once; the whole message is then gone', async () => {
    sink.refuseNext(2);
    const failuresBefore = sink.failures;
    const sent = await t.app.ctx.mailer.send(message('retried@example.com', 'Retried email'));
    expect(sent.transport).toBe('smtp');

    const [job] = await waitUntil(async () => {
      const jobs = await jobsOf(t.database.db, 'email-delivery');
      const mine = await rowsOf<{ id: string; state: string; retryCount: number }>(
        t.database.db,
        sql`select id, state::text as state, retry_count as "retryCount" from pgboss.job
          where name = 'email-delivery' and data->>'outboxId' = ${sent.id} and state = 'completed'`,
      );
      return jobs.length > 0 && mine.length === 1 ? mine : null;
    }, 'the email job did not complete');
    expect(sink.failures - failuresBefore).toBe(2);
    expect(job!.retryCount).toBe(2);
    expect(receivedBy(sink, 'retried@example.com')).toHaveLength(1);
    expect(receivedBy(sink, 'retried@example.com')[0]).toContain('secret-token-1234');

    // Delivered: the stored copy keeps no secret, the whole message is deleted.
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, sent.id));
    expect(row!.deliveredAt).not.toBeNull();
    expect(row!.textBody).not.toContain('secret-token-1234');
    expect(await t.database.db.select().from(emailDeliveries).where(eq(emailDeliveries.outboxId, sent.id))).toHaveLength(0);
    // The job carries the outbox id only.
    const [payload] = await rowsOf<{ data: unknown }>(t.database.db, sql`select data from pgboss.job where data->>'outboxId' = ${sent.id}`);
    expect(payload!.data).toEqual({ outboxId: sent.id });
  });

  it('past its retries an email is dead-lettered; a platform admin sees it in the list and retries it', async () => {
    sink.refuseNext(3);
    const sent = await t.app.ctx.mailer.send(message('dead@example.com', 'Dead-lettered email'));
    const list = () => t.app.inject({ method: 'GET', url: '/api/admin/jobs/dead', headers: { cookie: admin.cookie } });

    const dead = await waitUntil(async () => {
      const jobs = (await list()).json().jobs as { id: string; email: { to: string } | null }[];
      return jobs.find((job) => job.email?.to === 'dead@example.com');
    }, 'the email was not dead-lettered');
    expect(dead).toMatchObject({
      name: 'email-delivery',
      label: 'Email delivery',
      attempts: 3,
      email: { to: 'dead@example.com', subject: 'Dead-lettered email' },
    });
    expect((dead as unknown as { lastError: string }).lastError).toMatch(/451/);
    // Recipient and subject at most: no body, no secret, no payload.
    const body = (await list()).body;
    expect(body).not.toContain('secret-token-1234');
    expect(body).not.toContain('Reset your password');
    expect(receivedBy(sink, 'dead@example.com')).toHaveLength(0);
    // Still queued whole for a retry.
    expect(await t.database.db.select().from(emailDeliveries).where(eq(emailDeliveries.outboxId, sent.id))).toHaveLength(1);

    // Only platform admins list and retry.
    for (const [cookie, status] of [
      [undefined, 401],
      [stranger.cookie, 403],
      [developer.cookie, 403],
    ] as const) {
      const headers = cookie ? { cookie, origin: 'http://localhost:3000' } : { origin: 'http://localhost:3000' };
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/jobs/dead', headers })).statusCode).toBe(status);
      expect((await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${dead.id}/retry`, headers })).statusCode).toBe(status);
    }
    expect(receivedBy(sink, 'dead@example.com')).toHaveLength(0);

    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${dead.id}/retry`,
      headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
    });
    expect(retried.statusCode).toBe(200);
    expect((retried.json().jobs as { id: string }[]).map((job) => job.id)).not.toContain(dead.id);
    await waitUntil(() => receivedBy(sink, 'dead@example.com').length === 1, 'the retried email was not delivered');
    await waitUntil(async () => (await t.app.ctx.jobs.getJob('email-delivery', dead.id))?.state === 'completed', 'the retried job did not complete');

    // A job that is not dead-lettered (any more) cannot be retried; a bad id is a 400.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${dead.id}/retry`,
      headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(JOB_TEXTS.notDead);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/jobs/not-a-job/retry',
      headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('emails queued in one transaction are delivered one by one: a refused one is retried without mailing the others again', async () => {
    sink.refuseNext(1);
    await t.database.db.transaction(async (tx) => {
      await t.app.ctx.mailer.send(message('first.staff@example.com', 'Digest'), { db: tx });
      await t.app.ctx.mailer.send(message('second.staff@example.com', 'Digest'), { db: tx });
    });
    await waitUntil(
      () => receivedBy(sink, 'first.staff@example.com').length === 1 && receivedBy(sink, 'second.staff@example.com').length === 1,
      'both recipients did not get their email',
    );
    // The SMTP server has the message before the worker marks its job completed: wait for that state too.
    const completed = async () =>
      (
        await rowsOf<{ count: number }>(
          t.database.db,
          sql`select count(*)::int as count from pgboss.job where name = 'email-delivery' and state = 'completed'
            and data->>'outboxId' in (select id::text from email_outbox where subject = 'Digest')`,
        )
      )[0]!.count;
    await waitUntil(async () => (await completed()) === 2, 'both deliveries were not completed');
    expect(await completed()).toBe(2);
    expect(receivedBy(sink, 'first.staff@example.com')).toHaveLength(1);
    expect(receivedBy(sink, 'second.staff@example.com')).toHaveLength(1);
  });

  it('a transaction that rolls back queues no email', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.ctx.mailer.send(message('rolled.back@example.com', 'Never'), { db: tx });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'rolled.back@example.com'))).toHaveLength(0);
  });
});

describe('a job whose worker stopped or crashed mid-way is picked up again', () => {
  let sink: SmtpSink;
  let t: TestApp;
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ emailDelivery: { kind: 'smtp', smtpUrl: sink.url }, jobs: FAST_JOBS });
  });
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('an instance stopped while its delivery hangs gives the job back; another instance delivers it once', async () => {
    sink.hangNext(1);
    const first = await t.openSecondInstance({ jobs: FAST_JOBS });
    closers.push(() => first.close());
    await first.app.ctx.jobs.startWorkers(first.app.ctx);
    const sent = await first.app.ctx.mailer.send(message('hung@example.com', 'Hung delivery'));
    const jobId = async () =>
      (await rowsOf<{ id: string; state: string }>(t.database.db, sql`select id, state::text as state from pgboss.job where data->>'outboxId' = ${sent.id}`))[0];
    await waitUntil(async () => (await jobId())?.state === 'active', 'the delivery did not start');
    await waitUntil(() => sink.failures === 1, 'the SMTP server was not reached');

    // The worker stops (SIGTERM) with the job unfinished: it goes back to the queue.
    await first.app.ctx.jobs.stop();
    await waitUntil(async () => (await jobId())?.state === 'retry', 'the unfinished job did not go back to the queue');
    expect(receivedBy(sink, 'hung@example.com')).toHaveLength(0);

    await t.app.ctx.jobs.startWorkers(t.app.ctx);
    await waitUntil(async () => (await jobId())?.state === 'completed', 'the job was not picked up again');
    expect(receivedBy(sink, 'hung@example.com')).toHaveLength(1);
    await t.app.ctx.jobs.stop();
  });

  it('a job left active by a process that died expires and is run by another instance', async () => {
    // No worker runs: the email waits in the queue; then a process takes it and dies before finishing.
    const sent = await t.app.ctx.mailer.send(message('crashed@example.com', 'Crashed delivery'));
    await t.database.db.execute(sql`update pgboss.job set state = 'active', started_on = now() - interval '10 minutes'
      where name = 'email-delivery' and data->>'outboxId' = ${sent.id}`);

    const other = await t.openSecondInstance({ jobs: FAST_JOBS });
    closers.push(() => other.close());
    await other.app.ctx.jobs.startWorkers(other.app.ctx);
    await waitUntil(() => receivedBy(sink, 'crashed@example.com').length === 1, 'the expired job was not run again');
    const [job] = await rowsOf<{ state: string; retryCount: number }>(
      t.database.db,
      sql`select state::text as state, retry_count as "retryCount" from pgboss.job where data->>'outboxId' = ${sent.id}`,
    );
    expect(job!.retryCount).toBeGreaterThanOrEqual(1);
    await waitUntil(async () => (await jobsOf(t.database.db, 'email-delivery')).every((row) => row.state === 'completed'), 'the job did not complete');
    expect(receivedBy(sink, 'crashed@example.com')).toHaveLength(1);
  });
});

describe('scheduled jobs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ jobs: FAST_JOBS });
  });
  afterAll(async () => t.close());

  it('every scheduled job is in the database schedule once workers start', async () => {
    await t.app.ctx.jobs.startWorkers(t.app.ctx);
    const schedules = await rowsOf<{ name: string; cron: string; timezone: string }>(
      t.database.db,
      sql`select name, cron, timezone from pgboss.schedule order by name`,
    );
    expect(schedules).toEqual([
      { name: 'analytics-rollup', cron: '20 * * * *', timezone: 'UTC' },
      { name: 'contract-reminders', cron: '15 * * * *', timezone: 'UTC' },
      { name: 'email-cleanup', cron: '45 * * * *', timezone: 'UTC' },
      { name: 'image-cleanup', cron: '50 * * * *', timezone: 'UTC' },
      { name: 'plan-downgrades', cron: '0 * * * *', timezone: 'UTC' },
      { name: 'profile-view-digests', cron: '10 * * * *', timezone: 'UTC' },
      { name: 'response-digests', cron: '5 * * * *', timezone: 'UTC' },
      { name: 'tracking-retention', cron: '30 * * * *', timezone: 'UTC' },
    ]);
    await t.app.ctx.jobs.stop();
  });

  it('two app instances on one database run a scheduled job once', async () => {
    const user = await signUpUser(t.app);
    await t.database.db.execute(sql`insert into subscriptions (subject_type, subject_id, plan, status, current_period_end, pending_plan)
      values ('user', ${user.id}, 'plus', 'active', now() - interval '1 hour', 'free')`);
    // Both instances check the schedule every second within one minute (a new minute is a new run): start with 20 s left.
    await waitUntil(async () => {
      const [row] = await rowsOf<{ second: number }>(t.database.db, sql`select extract(second from now())::int as second`);
      return row!.second < 40;
    }, 'no fresh minute', 30_000);

    const everyMinute = { ...FAST_JOBS, schedules: { 'plan-downgrades': '* * * * *' } };
    const first = await t.openSecondInstance({ jobs: everyMinute });
    const second = await t.openSecondInstance({ jobs: everyMinute });
    try {
      await first.app.ctx.jobs.startWorkers(first.app.ctx);
      await second.app.ctx.jobs.startWorkers(second.app.ctx);
      await waitUntil(async () => (await jobsOf(t.database.db, 'plan-downgrades')).some((job) => job.state === 'completed'), 'the schedule did not run');
      // Several more schedule checks by both instances in the same minute.
      const cronChecks = new Set<string>();
      await waitUntil(async () => {
        const [row] = await rowsOf<{ cronOn: string }>(t.database.db, sql`select cron_on::text as "cronOn" from pgboss.version`);
        cronChecks.add(row!.cronOn);
        return cronChecks.size >= 4;
      }, 'the schedule was not checked again');

      const jobs = await jobsOf(t.database.db, 'plan-downgrades');
      expect(jobs).toHaveLength(1);
      expect(jobs[0]!.state).toBe('completed');
      const [subscription] = await rowsOf<{ plan: string; pendingPlan: string | null }>(
        t.database.db,
        sql`select plan, pending_plan as "pendingPlan" from subscriptions where subject_id = ${user.id}`,
      );
      expect(subscription).toEqual({ plan: 'free', pendingPlan: null });
    } finally {
      await first.close();
      await second.close();
    }
  }, 90_000);
});
