/**
 * Who may pay for (or ask for) a subject's plan (docs/decisions/046, 070): the team owner, a
 * programs_college_admin of the college, the adult player themselves. A minor sees their plan but gets 403
 * with the reason; anyone else gets the 404 of a subject that does not exist.
 */
import { AppError } from '#shared/app-error.ts';
import { PLAN_TEXTS, type SubjectType } from '#shared/access/plans.ts';
import { SUBSCRIPTION_TEXTS, type SubscriptionSubject } from '#shared/contracts/subscriptions.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { requireSubject } from './subscription-subjects.ts';

export async function requireBillingManager(db: Pick<Database, 'execute'>, viewer: Viewer, subjectType: SubjectType, subjectId: string): Promise<SubscriptionSubject> {
  const subject = await requireSubject(db, viewer, subjectType, subjectId);
  if (!subject.canManageBilling) {
    if (subject.type === 'user' && subject.id === viewer.userId) throw new AppError('forbidden', SUBSCRIPTION_TEXTS.minorPlayerPlan);
    throw new AppError('not_found', PLAN_TEXTS.subjectNotFound);
  }
  return subject;
}
