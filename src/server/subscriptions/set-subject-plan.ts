/**
 * PUT /api/subscriptions/:subjectType/:subjectId/plan (decision 046, session
 * 24): a platform admin sets a team's, a college's or a player's plan by
 * hand, e.g. on a server without Stripe keys. The same role as Team
 * Settings' tier (canChangeTier); anyone else 403 whatever the subject (so
 * the answer confirms nothing). A plan that is not one of the subject's: 400
 * naming `plan`. A subject that is not there (or a user who is not a player
 * account): 404. Written through setPlanByHand, like Team Settings' tier.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import type { ManualPlanBody, SubscriptionSubject } from '#shared/contracts/subscriptions.ts';
import { isPlanOf, PLAN_TEXTS, type SubjectType } from '#shared/access/plans.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { canChangeTier } from './can-change-tier.ts';
import { rowsOf } from '#server/db/sql.ts';
import { setPlanByHand } from './apply-plan.ts';
import { playerAccountSql, requireSubject, subjectNotFound } from './subscription-subjects.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function subjectExists(db: Pick<Database, 'execute'>, subjectType: SubjectType, subjectId: string): Promise<boolean> {
  if (subjectType !== 'user' && !UUID.test(subjectId)) return false;
  const exists =
    subjectType === 'team'
      ? sql`exists (select 1 from teams where id = ${subjectId}::uuid)`
      : subjectType === 'college'
        ? sql`exists (select 1 from colleges where id = ${subjectId}::uuid)`
        : playerAccountSql(sql`${subjectId}`);
  const [row] = await rowsOf<{ found: boolean }>(db, sql`select ${exists} as found`);
  return Boolean(row?.found);
}

export async function setSubjectPlan(
  db: Database,
  viewer: Viewer,
  subjectType: SubjectType,
  subjectId: string,
  body: ManualPlanBody,
): Promise<SubscriptionSubject> {
  if (!canChangeTier(viewer.grants)) throw new AppError('forbidden', PLAN_TEXTS.onlyAdminsSetPlans);
  if (!isPlanOf(subjectType, body.plan)) {
    const message = PLAN_TEXTS.notAPlanOf(subjectType);
    throw new AppError('validation', message, { plan: message });
  }
  await db.transaction(async (tx) => {
    if (!(await subjectExists(tx, subjectType, subjectId))) throw subjectNotFound();
    await setPlanByHand(tx, subjectType, subjectId, body.plan);
  });
  return requireSubject(db, viewer, subjectType, subjectId);
}
