import type { SubscriptionTier } from '#shared/value-sets.ts';

/** How each subscription tier reads on screen (organization types: ORGANIZATION_TYPE_LABELS of #shared/contracts/teams.ts). */
export const SUBSCRIPTION_TIER_LABELS: Record<SubscriptionTier, string> = {
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
};
