/**
 * The flags of the caller of one request, evaluated for their roles from the
 * definitions the caller's one statement read (auth/caller-statement.ts,
 * docs/decisions/083); a caller without a session reads them here (one
 * statement). Once per request.
 */
import type { FastifyRequest } from 'fastify';
import { evaluateFlags, type EvaluatedFlags } from '#shared/access/flags.ts';
import { getCaller } from '#server/auth/current-user.ts';
import { loadEnabledFlags } from './load-flags.ts';

const flagsCache = new WeakMap<FastifyRequest, Promise<EvaluatedFlags>>();

export function getCallerFlags(request: FastifyRequest): Promise<EvaluatedFlags> {
  let pending = flagsCache.get(request);
  if (!pending) {
    pending = loadCallerFlags(request);
    flagsCache.set(request, pending);
  }
  return pending;
}

async function loadCallerFlags(request: FastifyRequest): Promise<EvaluatedFlags> {
  const { viewer, flagDefinitions } = await getCaller(request);
  const definitions = flagDefinitions ?? (await loadEnabledFlags(request.server.ctx.db));
  return evaluateFlags(definitions, viewer?.grants.map((grant) => grant.role) ?? []);
}
