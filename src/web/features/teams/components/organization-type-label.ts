import type { OrganizationType, SubscriptionTier } from '#shared/value-sets.ts';

/** How each organization type reads on screen (the header's Team Tools links use the same three). */
export const ORGANIZATION_TYPE_LABELS: Record<OrganizationType, string> = {
  high_school: 'High School',
  college: 'College',
  pro_team: 'Pro Team',
};

export const SUBSCRIPTION_TIER_LABELS: Record<SubscriptionTier, string> = {
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
};
