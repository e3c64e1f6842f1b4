/**
 * Access to one recruiting outcome (docs/decisions/041). Whoever may not see
 * it gets 404 "Recruiting status not found", the answer for a missing or
 * withdrawn one, so its existence does not leak; whoever sees it but may not
 * do the action gets 403 with the reason. One statement (load-outcomes.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { OutcomeActions } from '#shared/access/access-rules.ts';
import { AppError } from '#shared/app-error.ts';
import { OUTCOME_TEXTS, type Outcome } from '#shared/contracts/outcomes.ts';
import { requireUser } from '#server/auth/policies.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { loadOutcome, type OutcomeRow } from './load-outcomes.ts';

export function outcomeNotFound(): AppError {
  return new AppError('not_found', OUTCOME_TEXTS.notFound);
}

export interface OutcomeAccess {
  viewer: Viewer;
  row: OutcomeRow;
  outcome: Outcome;
}

const REFUSALS: Record<keyof OutcomeActions, string> = {
  canConsent: OUTCOME_TEXTS.notPlayerOrGuardian,
  canApprove: OUTCOME_TEXTS.notGuardian,
  canConfirm: OUTCOME_TEXTS.notCollegeStaff,
  canWithdraw: OUTCOME_TEXTS.cannotWithdraw,
  canShare: OUTCOME_TEXTS.notPublic,
};

/** A signed-in viewer who sees the outcome and may do `action` on it. */
export async function requireOutcomeAction(request: FastifyRequest, id: string, action: keyof OutcomeActions): Promise<OutcomeAccess> {
  const viewer = await requireUser(request);
  const found = await loadOutcome(request.server.ctx.db, viewer, id);
  if (!found) throw outcomeNotFound();
  if (!found.outcome.viewer[action]) {
    const message = action === 'canConfirm' && found.row.recordedBy === 'program' && found.row.isCollegeStaff ? OUTCOME_TEXTS.onlySelfReported : REFUSALS[action];
    throw new AppError('forbidden', message);
  }
  return { viewer, ...found };
}
