/** Reads and validates the server's configuration from the environment. */
import path from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT } from '#server/project-root.ts';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the app, used in emailed links. Default: http://localhost:PORT. */
  BASE_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().default(path.join(PROJECT_ROOT, 'data')),
  /** Secret for signing session cookies; generated and kept in the database when unset. */
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Esports Recruiting <no-reply@localhost>'),
  /** Where contact-form and staff notices go. */
  STAFF_EMAIL: z.string().default('staff@localhost'),
  /** Auth requests (sign-up, sign-in, reset) allowed per client and window. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed demo data on the first start (npm start sets it). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type Env = z.infer<typeof envSchema> & { BASE_URL: string };

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return { ...env, BASE_URL: env.BASE_URL ?? `http://localhost:${env.PORT}` };
}
