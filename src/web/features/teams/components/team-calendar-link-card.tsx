/**
 * Team Settings, "Team calendar link" (Gold custom integrations,
 * docs/decisions/052): one .ics link of the team's practices and
 * tournaments for places without an account here (a team website, a
 * shared club calendar, parents). Shown once when made; regenerating or
 * turning it off stops the old link. Other tiers see the Gold prompt.
 */
import { tierAllows } from '#shared/access/access-rules.ts';
import { TEAM_CALENDAR_LINK_TEXTS } from '#shared/contracts/team-calendar-link.ts';
import type { TeamManage } from '#shared/contracts/teams-manage.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useCreateTeamCalendarLink, useDeleteTeamCalendarLink, useTeamCalendarLink } from '../api/schedule/team-calendar-link.ts';
import { CalendarLinkPanel, type CalendarLinkTexts } from './calendar-link-panel.tsx';
import { GoldUpgradePrompt } from './manage/settings/upgrade-prompt.tsx';

export function TeamCalendarLinkCard({ data }: { data: TeamManage }) {
  const { team, viewer } = data;
  const hasTier = tierAllows(team.subscriptionTier, 'custom_integrations');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Team calendar link</CardTitle>
        <CardDescription>
          One private link to the team’s practices and tournaments for a team website, a shared club calendar or parents. Members
          can also make their own feed from the Calendar feed button on the team page.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {hasTier ? (
          <LinkPanel teamId={team.id} archived={Boolean(team.archivedAt)} />
        ) : (
          <GoldUpgradePrompt team={team} title={TEAM_CALENDAR_LINK_TEXTS.tierRequired} feature="The team calendar link" isManager={viewer.isManager} />
        )}
      </CardContent>
    </Card>
  );
}

const TEAM_LINK_TEXTS: CalendarLinkTexts = {
  label: 'Team calendar link',
  shownOnce: 'This link is shown only now. Anyone with it can see the team’s schedule.',
  on: 'The team calendar link is on. Regenerate it to see a new link (the old one stops working).',
  off: 'The team calendar link is off.',
  created: 'Team calendar link created',
  regenerated: 'New team calendar link created',
  createFailed: 'Failed to create the team calendar link.',
  turnedOff: 'Team calendar link turned off',
  turnOffFailed: 'Failed to turn off the team calendar link.',
  createButton: 'Create team link',
  regenerateButton: 'Regenerate team link',
  turnOffButton: 'Turn off team link',
};

function LinkPanel({ teamId, archived }: { teamId: string; archived: boolean }) {
  const link = useTeamCalendarLink(teamId, { enabled: true });
  const create = useCreateTeamCalendarLink(teamId);
  const remove = useDeleteTeamCalendarLink(teamId);
  return <CalendarLinkPanel link={link} create={create} remove={remove} texts={TEAM_LINK_TEXTS} createDisabled={archived} />;
}
