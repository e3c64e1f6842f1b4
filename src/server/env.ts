/** Reads and validates the server's configuration from the environment. */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseOrigin } from '#server/http/trusted-origins.ts';
import type { RequestQueueOptions } from '#server/http/request-queue.ts';
import { PROJECT_ROOT } from '#server/project-root.ts';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '::1', '[::1]'];
const isLoopbackUrl = (value: string) => LOOPBACK_HOSTS.includes(new URL(value).hostname);

const trustedOriginsSchema = z
  .string()
  .default('')
  .transform((value, context) => {
    const origins: string[] = [];
    for (const entry of value.split(',').map((item) => item.trim()).filter(Boolean)) {
      const origin = parseOrigin(entry);
      if (origin) origins.push(origin);
      else context.addIssue({ code: 'custom', message: `"${entry}" is not an origin like https://app.example.com (scheme, host and optional port; no path or wildcard)` });
    }
    return origins;
  });

const booleanSchema = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

/** proxy-addr's named ranges, which Fastify's trustProxy accepts beside addresses and CIDRs. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(value: string) {
  if (NAMED_RANGES.includes(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (Fastify's trustProxy): unset or "false" = off; "true" = trust
 * every hop; a number = trust that many hops; else a comma-separated list
 * of the proxies' addresses or CIDRs (the safe choice).
 */
const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): boolean | number | string[] => {
    if (!value || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(',').map((item) => item.trim());
    if (list.every(isAddressOrCidr)) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'TRUST_PROXY must be false, true, a hop count, or a comma-separated list of proxy addresses or CIDRs',
    });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the app, used in emailed links. Default: http://localhost:PORT. */
  BASE_URL: z.url().optional(),
  /** Origins besides BASE_URL whose pages may use the API (comma separated, e.g. https://www.example.com). */
  TRUSTED_ORIGINS: trustedOriginsSchema,
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().default(path.join(PROJECT_ROOT, 'data')),
  /**
   * PGlite runs in a worker thread, so its work does not hold the HTTP event loop (docs/decisions/092);
   * false runs it in the server's own thread, as before.
   */
  PGLITE_IN_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Secret for signing session cookies; generated and kept in the database when unset. */
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  /**
   * The e2e suite's test mode: keep every email, links included, readable by
   * yes_admin at GET /api/admin/outbox even with NODE_ENV=production. Refused
   * beside SMTP_URL and off loopback (see readEnv). Only scripts/e2e-server.sh sets it.
   */
  EMAIL_TEST_OUTBOX: booleanSchema,
  MAIL_FROM: z.string().default('Esports Recruiting <no-reply@localhost>'),
  /** Where contact-form and staff notices go. */
  STAFF_EMAIL: z.string().default('staff@localhost'),
  /** Auth requests (sign-up, sign-in, reset) allowed per client and window. */
  /** Days raw tracking events are kept before the retention rule deletes them; at most a year, as the privacy page says (docs/decisions/044). */
  TRACKING_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(180),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Failed sign-ins per account and address, per address over all accounts, and their window. */
  SIGN_IN_FAILURE_MAX: z.coerce.number().int().positive().default(10),
  SIGN_IN_ADDRESS_FAILURE_MAX: z.coerce.number().int().positive().default(100),
  SIGN_IN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** process-points calls (POST /api/points/events) allowed per account and window (docs/decisions/048). */
  POINTS_EVENTS_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  POINTS_EVENTS_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /**
   * The recruiting limits (docs/decisions/038, 039), defaults as DEFAULT_RATE_LIMITS: public interest
   * form reads, submissions and application link requests per client address, new visitor submissions
   * per form over all addresses, and short links followed (/r/{code}) per client address.
   */
  FORM_VIEW_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),
  FORM_VIEW_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  FORM_SUBMISSION_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  FORM_SUBMISSION_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  FORM_VISITOR_SUBMISSION_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(100),
  FORM_VISITOR_SUBMISSION_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  APPLICATION_LINK_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  APPLICATION_LINK_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  SHORT_LINK_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  SHORT_LINK_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /**
   * The API's admission queue (docs/decisions/086): requests running at once (default 4 on PGlite, which
   * runs one statement at a time, 20 on PostgreSQL, twice its pool; 0 turns the queue off), requests
   * waiting at most, and how long one may wait before it is answered 503 with Retry-After.
   */
  REQUEST_QUEUE_CONCURRENCY: z.coerce.number().int().min(0).optional(),
  REQUEST_QUEUE_MAX_WAITING: z.coerce.number().int().min(0).default(200),
  REQUEST_QUEUE_MAX_WAIT_MS: z.coerce.number().int().positive().default(1500),
  /** Behind a reverse proxy: which hops to trust for the client address (rate limits, session records). */
  TRUST_PROXY: trustProxySchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Stripe (docs/decisions/046): Checkout and the portal need the secret key, the webhook its signing secret. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** The Stripe price id of each paid plan (#shared/plans.ts priceEnv); a plan without one cannot be bought. */
  STRIPE_PRICE_TEAM_SILVER: z.string().optional(),
  STRIPE_PRICE_TEAM_GOLD: z.string().optional(),
  STRIPE_PRICE_COLLEGE_PRO: z.string().optional(),
  STRIPE_PRICE_PLAYER_PLUS: z.string().optional(),
  /** Seed demo data on the first start (npm start sets it). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type Env = z.infer<typeof envSchema> & { BASE_URL: string };

/** Why EMAIL_TEST_OUTBOX cannot be on with this configuration (a real deployment), or null. */
function testOutboxConflict(env: Env): string | null {
  if (env.SMTP_URL) return 'SMTP_URL is set (real email)';
  if (!LOOPBACK_HOSTS.includes(env.HOST)) return `HOST is ${env.HOST} (set HOST=127.0.0.1)`;
  if (!isLoopbackUrl(env.BASE_URL)) return `BASE_URL ${env.BASE_URL} is not a loopback address`;
  const publicOrigin = env.TRUSTED_ORIGINS.find((origin) => !isLoopbackUrl(origin));
  if (publicOrigin) return `TRUSTED_ORIGINS lists ${publicOrigin}`;
  return null;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = { ...parsed.data, BASE_URL: parsed.data.BASE_URL ?? `http://localhost:${parsed.data.PORT}` };
  const conflict = env.EMAIL_TEST_OUTBOX ? testOutboxConflict(env) : null;
  if (conflict) {
    throw new Error(
      `Invalid environment:\n  EMAIL_TEST_OUTBOX: the e2e test mode keeps reset and claim links readable, so it runs on loopback only without SMTP_URL; here ${conflict}. Unset EMAIL_TEST_OUTBOX.`,
    );
  }
  return env;
}

/** The recruiting rate limits of the environment, as buildApp's options (main.ts passes them on). */
export function recruitingRateLimitOptions(env: Env) {
  const limit = (max: number, windowSeconds: number) => ({ max, windowSeconds });
  return {
    publicFormViewRateLimit: limit(env.FORM_VIEW_RATE_LIMIT_MAX, env.FORM_VIEW_RATE_LIMIT_WINDOW_SECONDS),
    formSubmissionRateLimit: limit(env.FORM_SUBMISSION_RATE_LIMIT_MAX, env.FORM_SUBMISSION_RATE_LIMIT_WINDOW_SECONDS),
    formVisitorSubmissionRateLimit: limit(env.FORM_VISITOR_SUBMISSION_RATE_LIMIT_MAX, env.FORM_VISITOR_SUBMISSION_RATE_LIMIT_WINDOW_SECONDS),
    applicationLinkRateLimit: limit(env.APPLICATION_LINK_RATE_LIMIT_MAX, env.APPLICATION_LINK_RATE_LIMIT_WINDOW_SECONDS),
    shortLinkRateLimit: limit(env.SHORT_LINK_RATE_LIMIT_MAX, env.SHORT_LINK_RATE_LIMIT_WINDOW_SECONDS),
  };
}

/** The admission queue's options for buildApp, or undefined when REQUEST_QUEUE_CONCURRENCY is 0. */
export function requestQueueOptions(env: Env): RequestQueueOptions | undefined {
  const concurrency = env.REQUEST_QUEUE_CONCURRENCY ?? (env.DATABASE_URL ? 20 : 4);
  if (concurrency === 0) return undefined;
  return { concurrency, maxQueue: env.REQUEST_QUEUE_MAX_WAITING, maxWaitMs: env.REQUEST_QUEUE_MAX_WAIT_MS };
}
