/** The server functions platform staff can run from /edge-function-test, by name. */
import { evaluateFlagsFunction } from './evaluate-flags.ts';
import { healthCheck } from './health-check.ts';
import { processPoints } from './process-points.ts';
import { sendTestEmail } from './send-test-email.ts';
import type { ServerFunction } from './server-function.ts';

export const SERVER_FUNCTIONS: readonly ServerFunction[] = [healthCheck, evaluateFlagsFunction, sendTestEmail, processPoints];

const byName = new Map(SERVER_FUNCTIONS.map((fn) => [fn.name, fn]));

export function findServerFunction(name: string): ServerFunction | undefined {
  return byName.get(name);
}
