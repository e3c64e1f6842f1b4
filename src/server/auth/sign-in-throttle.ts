/**
 * Sign-in throttling (docs/decisions/017): only failures count, per account
 * (the email asked for, known or not, hashed) and client address, plus a
 * larger cap per address over all accounts. A whole team signing in from
 * one school address never adds up; guessing one account's password from
 * one address stops after `perAccount` failures, and spraying many
 * accounts from one address after `perAddress`. A success clears that
 * account's failures from that address (not the address's total, which a
 * guesser holding one valid account could otherwise reset).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import { tooManyAttemptsMessage } from '#shared/rate-limit-messages.ts';
import { clearCounter, hitCounter, readCounters } from '#server/http/rate-limit-store.ts';

function keys(request: FastifyRequest) {
  const email = String((request.body as { email?: unknown } | undefined)?.email ?? '');
  const account = createHash('sha256').update(email).digest('hex').slice(0, 32);
  return {
    account: `sign-in-failures:account:${account}:${request.ip}`,
    address: `sign-in-failures:address:${request.ip}`,
  };
}

/** preHandler: refuses with 429 while the account+address or the address has too many recent failures. */
export async function refuseWhileLocked(request: FastifyRequest, reply: FastifyReply) {
  const limit = request.server.rateLimits.signInFailures;
  const { account, address } = keys(request);
  const [byAccount, byAddress] = await readCounters(request.server.ctx.db, [account, address], limit.windowSeconds);
  const locked = [
    byAccount!.current >= limit.perAccount ? byAccount!.ttl : 0,
    byAddress!.current >= limit.perAddress ? byAddress!.ttl : 0,
  ];
  const waitMs = Math.max(...locked);
  if (waitMs > 0) {
    // The message says the same wait as the header (899 s: "Try again in 15 minutes.").
    const retryAfterSeconds = Math.ceil(waitMs / 1000);
    reply.header('retry-after', String(retryAfterSeconds));
    throw new AppError('rate_limited', tooManyAttemptsMessage(retryAfterSeconds));
  }
}

/** onSend: a wrong email or password (401) counts as a failure; a sign-in (200) clears the account's failures. */
export async function recordOutcome(request: FastifyRequest, reply: FastifyReply) {
  const limit = request.server.rateLimits.signInFailures;
  const { db } = request.server.ctx;
  const { account, address } = keys(request);
  if (reply.statusCode === 401) {
    await hitCounter(db, account, limit.windowSeconds);
    await hitCounter(db, address, limit.windowSeconds);
  } else if (reply.statusCode === 200) {
    await clearCounter(db, account);
  }
}
