/** What every route and service reaches through `app.ctx`. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import type { Auth } from '#server/auth/auth.ts';
import type { EmailDelivery } from '#server/email/email-delivery.ts';
import type { Mailer } from '#server/email/send-email.ts';
import type { JobQueue } from '#server/jobs/job-queue.ts';
import type { RealtimeBus } from '#server/realtime/realtime-bus.ts';
import type { Billing } from '#server/subscriptions/billing.ts';
import type { TrackedPointsQueue } from '#server/points/tracked-points-queue.ts';

export interface AppContext {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  /** The durable job queue: email deliveries and the scheduled jobs (docs/decisions/056). */
  jobs: JobQueue;
  /** How email leaves: SMTP, the readable outbox (development, tests) or nowhere (decision 013). */
  emailDelivery: EmailDelivery;
  baseUrl: string;
  /** Origins whose pages may use the API: BASE_URL's, its loopback spellings, TRUSTED_ORIGINS (http/trusted-origins.ts). */
  trustedOrigins: readonly string[];
  staffEmail: string;
  log: FastifyBaseLogger;
  /** Messaging events to the participants' websockets (src/server/realtime). */
  realtime: RealtimeBus;
  /** Stripe Checkout, the portal and the webhook secret (docs/decisions/046); unconfigured without the keys. */
  billing: Billing;
  /** Points for tracked batches, paid without holding up the tracking endpoint's answer (docs/decisions/048). */
  trackedPoints: TrackedPointsQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
