/**
 * Every background job of the product (docs/decisions/056): its retry
 * policy, its cron schedule (UTC) when it is scheduled, and what it runs.
 * A new job is one entry here; job-queue.ts creates its queue, runs it and
 * schedules it, and a job that keeps failing shows in /testing.
 *
 * Every job is idempotent, so a retry after a crash does no work twice:
 * - email-delivery sends the stored message of one outbox row and deletes it
 *   in the same step that marks the row delivered; a run that finds no
 *   stored message has nothing to do (send-email.ts);
 * - the digests and reminders claim what they report in the transaction
 *   that also queues their emails (one email job per recipient), so a run
 *   that fails claims nothing and a later run finds nothing left to claim;
 * - retention, downgrades, rollups and clean-ups only do what is still due.
 */
import type { AppContext } from '#server/app-context.ts';
import { rollUpAnalytics } from '#server/analytics/roll-up-analytics.ts';
import { deleteExpiredEmailDeliveries } from '#server/email/send-email.ts';
import { deleteUnusedImages } from '#server/images/delete-unused-images.ts';
import { sendResponseDigests } from '#server/player-recruiting/send-response-digests.ts';
import { sendProfileViewDigests } from '#server/profile-views/send-profile-view-digests.ts';
import { applyDueDowngrades } from '#server/subscriptions/apply-plan.ts';
import { sendContractReminders } from '#server/teams/contracts/contract-reminders.ts';
import { deleteExpiredTrackingEvents } from '#server/tracking/delete-tracking-events.ts';

export interface RetryPolicy {
  /** Retries after the first attempt; past them the job is dead-lettered. */
  limit: number;
  /** The first retry's delay; with backoff each next one about doubles. */
  delaySeconds: number;
  backoff: boolean;
  /** A run still active after this long counts as crashed and is retried. */
  expireInSeconds: number;
}

export interface JobRun {
  ctx: AppContext;
  trackingRetentionDays: number;
}

interface JobDefinition<Data> {
  /** What platform admins read in /testing. */
  label: string;
  retry: RetryPolicy;
  /** Cron expression (UTC) of a scheduled job. */
  cron?: string;
  /** How often an idle worker of this job looks for work. */
  pollingIntervalSeconds: number;
  run(run: JobRun, data: Data): Promise<unknown>;
}

/** Scheduled runs: three retries a few minutes apart (the next hourly run comes anyway). */
const SCHEDULED_RETRY: RetryPolicy = { limit: 3, delaySeconds: 60, backoff: true, expireInSeconds: 30 * 60 };

export interface EmailDeliveryData {
  /** The email_outbox row; the message itself is in email_deliveries, never in the job. */
  outboxId: string;
}

const definitions = {
  'email-delivery': {
    label: 'Email delivery',
    // 30 s, then about 1, 2, 4, ... minutes: 8 retries span about two hours.
    retry: { limit: 8, delaySeconds: 30, backoff: true, expireInSeconds: 5 * 60 },
    pollingIntervalSeconds: 2,
    run: ({ ctx }, data: EmailDeliveryData) => ctx.mailer.deliver(data.outboxId),
  },
  // Programs' daily digests of new responses (docs/decisions/043): checked hourly, at most one a program and UTC day.
  'response-digests': {
    label: 'Response digests',
    retry: SCHEDULED_RETRY,
    cron: '5 * * * *',
    pollingIntervalSeconds: 15,
    run: ({ ctx }) => sendResponseDigests(ctx),
  },
  // Players' weekly digests of profile views (docs/decisions/049).
  'profile-view-digests': {
    label: 'Profile view digests',
    retry: SCHEDULED_RETRY,
    cron: '10 * * * *',
    pollingIntervalSeconds: 15,
    run: ({ ctx }) => sendProfileViewDigests(ctx),
  },
  // Gold teams' contract reminders (docs/decisions/052): each contract end once.
  'contract-reminders': {
    label: 'Contract reminders',
    retry: SCHEDULED_RETRY,
    cron: '15 * * * *',
    pollingIntervalSeconds: 15,
    run: ({ ctx }) => sendContractReminders(ctx),
  },
  // Downgrades chosen for the end of a paid period (docs/decisions/046).
  'plan-downgrades': {
    label: 'Plan downgrades',
    retry: SCHEDULED_RETRY,
    cron: '0 * * * *',
    pollingIntervalSeconds: 15,
    run: async ({ ctx }) => ({ applied: await applyDueDowngrades(ctx.db) }),
  },
  // The privileged charts' daily rollups (docs/decisions/050): yesterday and any missed day still kept.
  'analytics-rollup': {
    label: 'Analytics rollup',
    retry: SCHEDULED_RETRY,
    cron: '20 * * * *',
    pollingIntervalSeconds: 15,
    run: async ({ ctx, trackingRetentionDays }) => ({ range: await rollUpAnalytics(ctx.db, trackingRetentionDays) }),
  },
  // Raw tracking events older than TRACKING_RETENTION_DAYS (docs/decisions/044).
  'tracking-retention': {
    label: 'Tracking retention',
    retry: SCHEDULED_RETRY,
    cron: '30 * * * *',
    pollingIntervalSeconds: 15,
    run: ({ ctx, trackingRetentionDays }) => deleteExpiredTrackingEvents(ctx.db, trackingRetentionDays),
  },
  // Whole messages of emails that were never delivered, once their dead job is past retrying.
  'email-cleanup': {
    label: 'Undelivered email cleanup',
    retry: SCHEDULED_RETRY,
    cron: '45 * * * *',
    pollingIntervalSeconds: 15,
    run: async ({ ctx }) => ({ deleted: await deleteExpiredEmailDeliveries(ctx.db) }),
  },
  // Uploads no column references, a day after upload (docs/decisions/057): never saved into a field, or replaced.
  'image-cleanup': {
    label: 'Unused image cleanup',
    retry: SCHEDULED_RETRY,
    cron: '50 * * * *',
    pollingIntervalSeconds: 15,
    run: ({ ctx }) => deleteUnusedImages(ctx.db),
  },
} satisfies Record<string, JobDefinition<never>>;

export type JobName = keyof typeof definitions;
export type JobData<N extends JobName> = Parameters<(typeof definitions)[N]['run']>[1] extends undefined
  ? Record<string, never>
  : Parameters<(typeof definitions)[N]['run']>[1];

export const JOB_DEFINITIONS: Record<JobName, JobDefinition<never> & { cron?: string }> = definitions;

export const JOB_NAMES = Object.keys(definitions) as JobName[];
