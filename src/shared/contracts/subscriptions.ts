/** Subscriptions and billing (issue 14.5, docs/decisions/046). The plans themselves: #shared/plans.ts. */
import { z } from 'zod';
import { SUBJECT_TYPES } from '../access/plans.ts';
import { isPlainText, plainTextMessage } from './plain-text.ts';

export const subjectTypeSchema = z.enum(SUBJECT_TYPES);

/** What a subject uses today, for the effects of a downgrade (null: not counted for this subject type). */
export const subjectUsageSchema = z.object({
  staff: z.number().int().nullable(),
  publishedForms: z.number().int().nullable(),
  activePipelineEntries: z.number().int().nullable(),
  staffSeats: z.number().int().nullable(),
  /** Saved searches of the college's staff (docs/decisions/051). */
  savedSearches: z.number().int().nullable(),
});
export type SubjectUsage = z.infer<typeof subjectUsageSchema>;

export const subscriptionSubjectSchema = z.object({
  type: subjectTypeSchema,
  id: z.string(),
  name: z.string(),
  /** The effective plan (a team's tier). */
  plan: z.string(),
  status: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** A downgrade that takes effect at currentPeriodEnd. */
  pendingPlan: z.string().nullable(),
  /** Paid through Stripe: changes and cancellation go through the billing portal. */
  hasStripeSubscription: z.boolean(),
  hasBillingAccount: z.boolean(),
  /** The viewer may buy or change the plan (team owner, college admin, the user): else read-only. */
  canManageBilling: z.boolean(),
  /** A platform admin set the plan by hand (PUT .../plan) and Stripe has not set it since. */
  setByHand: z.boolean(),
  /** The viewer may set the plan by hand (platform admins, the roles that set a team's tier). */
  canSetPlanByHand: z.boolean(),
  usage: subjectUsageSchema,
});
export type SubscriptionSubject = z.infer<typeof subscriptionSubjectSchema>;

export const subscriptionsOverviewSchema = z.object({
  /** Checkout and the portal work (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set). */
  billingConfigured: z.boolean(),
  /** Paid plans that have a Stripe price on this server, as "subjectType:plan". */
  purchasable: z.array(z.string()),
  subjects: z.array(subscriptionSubjectSchema),
});
export type SubscriptionsOverview = z.infer<typeof subscriptionsOverviewSchema>;

const idText = z.string().trim().min(1, 'Required').max(100, 'Too long');

export const subscriptionsQuerySchema = z.object({
  /** Add this team (the viewer must manage it) to the subjects, e.g. a platform admin's look at a team. */
  team: z.uuid('Must be a team id').optional(),
  college: z.uuid('Must be a college id').optional(),
  /** A platform admin's look at a player's plan (to set it by hand). */
  user: z.string().trim().min(1, 'Required').max(100, 'Too long').optional(),
});

export const subscriptionSubjectParamsSchema = z.object({
  subjectType: subjectTypeSchema,
  subjectId: idText,
});

export const checkoutBodySchema = z.object({
  subjectType: subjectTypeSchema,
  subjectId: idText,
  plan: z.string().trim().min(1, 'Choose a plan').max(40, 'Too long'),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const portalBodySchema = z.object({
  subjectType: subjectTypeSchema,
  subjectId: idText,
});
export type PortalBody = z.infer<typeof portalBodySchema>;

/** PUT /api/subscriptions/:subjectType/:subjectId/plan: a platform admin sets the plan by hand. */
export const manualPlanBodySchema = z.object({
  plan: z.string().trim().min(1, 'Choose a plan').max(40, 'Too long'),
});
export type ManualPlanBody = z.infer<typeof manualPlanBodySchema>;

export const PLAN_REQUEST_NOTE_MAX = 1000;

/**
 * POST /api/subscriptions/plan-requests (docs/decisions/070): who pays asks platform staff for a plan this
 * server cannot sell online (no Stripe keys, or no price for it); recorded as a contact message and emailed.
 */
export const planRequestBodySchema = z.object({
  subjectType: subjectTypeSchema,
  subjectId: idText,
  plan: z.string().trim().min(1, 'Choose a plan').max(40, 'Too long'),
  note: z
    .string()
    .trim()
    .max(PLAN_REQUEST_NOTE_MAX, `Write at most ${PLAN_REQUEST_NOTE_MAX} characters`)
    .refine(isPlainText, plainTextMessage('Note'))
    .optional(),
});
export type PlanRequestBody = z.input<typeof planRequestBodySchema>;

export const planRequestReceiptSchema = z.object({
  id: z.uuid(),
  receivedAt: z.iso.datetime({ offset: true }),
  /** Where the platform admin will write. */
  replyTo: z.string(),
});
export type PlanRequestReceipt = z.infer<typeof planRequestReceiptSchema>;

export const billingRedirectSchema = z.object({ url: z.string() });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;

export const webhookResultSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

export const SUBSCRIPTION_TEXTS = {
  unknownPrice: 'Unknown price: no plan on this server has it.',
  badSignature: 'The Stripe signature is missing or does not match.',
  notConfigured: 'Billing is not configured',
  minorPlayerPlan: 'Player Plus is for players 18 and over; nothing a younger player needs is behind it.',
} as const;
