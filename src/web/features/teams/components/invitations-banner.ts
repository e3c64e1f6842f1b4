/**
 * The header hint for pending team invitations (docs/decisions/015): a
 * banner under the header linking to the invitations on Find Teams. Its id
 * names the newest invitation, so dismissing it hides it until another
 * invitation arrives.
 */
import type { MyTeamInvitation } from '#shared/contracts/teams-roster.ts';
import { BANNER_DEFAULT_COLORS } from '#shared/constants.ts';
import type { Banner } from '#web/components/layout/banner/banner-choice.ts';
import { paths } from '#web/config/paths.ts';

/** The invitations section on Find Teams, which the banner and the invitation email link to. */
export const INVITATIONS_ANCHOR = 'team-invitations';

/** Above the default alert priority (50), below nothing the product sends today. */
export const INVITATIONS_BANNER_PRIORITY = 60;

export function invitationsBanner(invitations: readonly MyTeamInvitation[]): Banner | null {
  const newest = invitations[0];
  if (!newest) return null;
  const message =
    invitations.length === 1
      ? `${newest.team.name} invited you to join the team.`
      : `You have ${invitations.length} team invitations waiting for your answer.`;
  return {
    id: `team-invitations-${newest.id}`,
    message,
    linkText: invitations.length === 1 ? 'Accept or decline' : 'Review invitations',
    linkUrl: `${paths.teams.root.getHref()}#${INVITATIONS_ANCHOR}`,
    priority: INVITATIONS_BANNER_PRIORITY,
    dismissible: true,
    ...BANNER_DEFAULT_COLORS,
  };
}
