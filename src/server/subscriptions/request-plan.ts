/**
 * POST /api/subscriptions/plan-requests (docs/decisions/070): where this server cannot sell a plan online
 * (no Stripe keys, or no Stripe price for that plan), who pays asks platform staff for it. The request is
 * kept as a contact message (the record staff work from, with the requester's account) and emailed to the
 * staff desk with the link where an admin sets the plan by hand; the requester gets a copy saying what
 * happens next. Nothing about the plan changes here. A plan Stripe can sell is bought online instead (409).
 */
import { AppError } from '#shared/app-error.ts';
import { DEFAULT_PLAN, isPlanOf, planOf, PLAN_TEXTS, SUBJECT_LABELS, type SubjectType } from '#shared/access/plans.ts';
import type { ContactTopic } from '#shared/contracts/contact.ts';
import type { PlanRequestBody, PlanRequestReceipt } from '#shared/contracts/subscriptions.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { contactMessages } from '#server/db/schema/contact.ts';
import { subjectQuery } from './create-checkout-session.ts';
import { requireBillingManager } from './subscriptions-policies.ts';

const TOPICS: Record<SubjectType, ContactTopic> = { team: 'teams', college: 'colleges_recruiters', user: 'players_families' };

export async function requestPlan(ctx: AppContext, viewer: Viewer, body: PlanRequestBody): Promise<PlanRequestReceipt> {
  const subject = await requireBillingManager(ctx.db, viewer, body.subjectType, body.subjectId);
  if (!isPlanOf(body.subjectType, body.plan) || body.plan === DEFAULT_PLAN[body.subjectType]) {
    throw new AppError('validation', PLAN_TEXTS.notPurchasable, { plan: PLAN_TEXTS.notPurchasable });
  }
  if (subject.plan === body.plan) throw new AppError('conflict', PLAN_TEXTS.alreadyOnPlan, { plan: PLAN_TEXTS.alreadyOnPlan });
  if (ctx.billing.configured && ctx.billing.priceFor(body.subjectType, body.plan)) {
    throw new AppError('conflict', PLAN_TEXTS.payOnline, { plan: PLAN_TEXTS.payOnline });
  }

  const planLabel = planOf(body.subjectType, body.plan)!.label;
  const currentLabel = planOf(subject.type, subject.plan)?.label ?? subject.plan;
  const what = `${planLabel} for the ${SUBJECT_LABELS[subject.type]} ${subject.name}`;
  const adminLink = `${ctx.baseUrl}/subscription?${subjectQuery(subject.type, subject.id)}`;
  const note = body.note?.trim() ? body.note.trim() : null;
  const message = [
    `Plan request: ${what} (now on ${currentLabel}).`,
    `Set the plan by hand once payment is arranged: ${adminLink}`,
    ...(note ? ['', `Note from the requester: ${note}`] : []),
  ].join('\n');

  const [row] = await ctx.db
    .insert(contactMessages)
    .values({ name: viewer.fullName || viewer.email, email: viewer.email, topic: TOPICS[subject.type], message, userId: viewer.userId })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('plan request insert returned no row');

  try {
    await ctx.mailer.send({
      to: ctx.staffEmail,
      subject: `Plan request: ${what}`,
      text: [
        `A plan was requested on ${ctx.baseUrl}/subscription, where online payment is not set up.`,
        '',
        `From: ${viewer.fullName} <${viewer.email}> (user ${viewer.userId})`,
        `Request id: ${row.id}`,
        '',
        message,
        '',
        `Reply to ${viewer.email} within two business days to arrange payment.`,
      ].join('\n'),
    });
    await ctx.mailer.send({
      to: viewer.email,
      subject: `We received your request for ${planLabel}`,
      text: [
        `You asked for ${what}.`,
        '',
        'Online payment is not set up on this server, so a platform admin will write to you at this address within two business days to arrange payment, then set the plan by hand.',
        `Nothing changes and nothing is charged until then. You can see the plan at ${adminLink}.`,
      ].join('\n'),
    });
  } catch (error) {
    ctx.log.error({ err: error, contactMessageId: row.id }, 'plan request stored but an email failed');
  }
  return { id: row.id, receivedAt: row.createdAt.toISOString(), replyTo: viewer.email };
}
