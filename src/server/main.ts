/**
 * Starts the server: reads the environment, opens and migrates the
 * database, seeds the colleges and (on the first run) demo data, listens, runs the job
 * queue's workers and schedules (docs/decisions/056), and shuts down cleanly on Ctrl-C or
 * SIGTERM: the HTTP server and the queue stop (running jobs finish or go back to the queue),
 * then the database is closed so PGlite's files stay whole.
 */
import { mkdirSync } from 'node:fs';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/seed/demo-accounts.ts';
import { seedColleges } from '#server/seed/seed-colleges.ts';
import { seedDemoData } from '#server/seed/seed-demo-data.ts';
import { generateSecret, getOrCreateSetting } from '#server/db/settings.ts';
import { emailDeliveryOf } from '#server/email/email-delivery.ts';
import { readEnv, recruitingRateLimitOptions, requestQueueOptions } from '#server/env.ts';
import { billingOptionsFromEnv } from '#server/subscriptions/billing.ts';

const startedAt = performance.now();
const env = readEnv();
if (!env.DATABASE_URL) mkdirSync(env.DATA_DIR, { recursive: true });
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, pgliteInWorker: env.PGLITE_IN_WORKER });
await database.migrate();
// The real institutions are the directory's, demo data or not (docs/decisions/029): added once, then kept up to date.
await seedColleges(database.db);

const emailDelivery = emailDeliveryOf(env);
const app = await buildApp({
  db: database.db,
  // Realtime fan-out through LISTEN/NOTIFY: every server process on this database reaches every socket.
  listen: database.listen,
  authSecret: env.AUTH_SECRET ?? (await getOrCreateSetting(database.db, 'auth_secret', generateSecret)),
  baseUrl: env.BASE_URL,
  trustedOrigins: env.TRUSTED_ORIGINS,
  secureCookies: env.NODE_ENV === 'production' && env.BASE_URL.startsWith('https://'),
  emailDelivery,
  mailFrom: env.MAIL_FROM,
  staffEmail: env.STAFF_EMAIL,
  authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS },
  signInFailureLimit: {
    perAccount: env.SIGN_IN_FAILURE_MAX,
    perAddress: env.SIGN_IN_ADDRESS_FAILURE_MAX,
    windowSeconds: env.SIGN_IN_FAILURE_WINDOW_SECONDS,
  },
  pointsEventRateLimit: { max: env.POINTS_EVENTS_RATE_LIMIT_MAX, windowSeconds: env.POINTS_EVENTS_RATE_LIMIT_WINDOW_SECONDS },
  // Form views, submissions (per address and per form), application links, /r/ (FORM_*, APPLICATION_LINK_*, SHORT_LINK_*).
  ...recruitingRateLimitOptions(env),
  trustProxy: env.TRUST_PROXY,
  logger: { level: env.LOG_LEVEL },
  serveWeb: true,
  billing: billingOptionsFromEnv(env),
  // The retention and rollup jobs (docs/decisions/044, 050) run on the job queue (docs/decisions/056).
  jobs: { trackingRetentionDays: env.TRACKING_RETENTION_DAYS },
  // Overload is answered with a fast 503 and Retry-After instead of every request slowing down (docs/decisions/086).
  requestQueue: requestQueueOptions(env),
});

const seeded = env.SEED_DEMO ? await seedDemoData(app.ctx) : false;

const EMAIL_DELIVERY_LINES = {
  smtp: 'sent through SMTP_URL by the job queue (retried with backoff; failures listed in /testing, Failed Jobs)',
  outbox: env.EMAIL_TEST_OUTBOX
    ? 'kept in the outbox, links included (EMAIL_TEST_OUTBOX: e2e test mode), for platform admins at GET /api/admin/outbox'
    : 'kept in the outbox (development, no SMTP_URL), for platform admins at GET /api/admin/outbox',
  none: 'NOT SENT: set SMTP_URL to deliver email (password resets and invitations need it)',
} as const;
if (emailDelivery.kind === 'none') app.log.warn('SMTP_URL is not set: emails are not delivered (production keeps no readable outbox).');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  try {
    // app.close() stops the HTTP server, then the job queue (app.ts's onClose), before the database goes.
    await app.close();
  } finally {
    await database.close();
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
// Email deliveries and the hourly jobs (digests, reminders, downgrades, rollups, retention), once across every
// process on this database (docs/decisions/056).
await app.ctx.jobs.startWorkers(app.ctx);
const database_ = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`;
const lines = [
  '',
  `  Esports Recruiting is running at ${env.BASE_URL}`,
  `  Database: ${database_}${seeded ? ' (demo data seeded)' : ''}`,
  `  Email: ${EMAIL_DELIVERY_LINES[emailDelivery.kind]}`,
  `  Ready in ${Math.round(performance.now() - startedAt)} ms`,
];
if (env.SEED_DEMO) {
  lines.push('', `  Demo accounts (password for all: ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.kind.padEnd(18)} ${account.email}`);
}
console.log(lines.join('\n') + '\n');
