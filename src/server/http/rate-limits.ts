import type { FastifyInstance } from 'fastify';
import { AppError } from '#shared/app-error.ts';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

export interface RateLimitSettings {
  max: number;
  windowSeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    authRateLimitSettings: RateLimitSettings;
  }
}

/** Per-route limit for sign-up, sign-in, reset and claim requests, counted per client address. */
export function authRateLimit(app: FastifyInstance) {
  const { max, windowSeconds } = app.authRateLimitSettings;
  return {
    max,
    timeWindow: windowSeconds * 1000,
    errorResponseBuilder: () => new AppError('rate_limited', RATE_LIMIT_MESSAGE),
  };
}
