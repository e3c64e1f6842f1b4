/** Gold custom integrations (docs/decisions/052): the team calendar link, managed in Team Settings. */
export const TEAM_CALENDAR_LINK_TEXTS = {
  tierRequired: 'Upgrade for Custom Integrations',
} as const;
