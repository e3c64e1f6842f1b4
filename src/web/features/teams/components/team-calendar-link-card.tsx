/**
 * Team Settings, "Team calendar link" (Gold custom integrations,
 * docs/decisions/052): one .ics link of the team's practices and
 * tournaments for places without an account here (a team website, a
 * shared club calendar, parents). Shown once when made; regenerating or
 * turning it off stops the old link. Other tiers see the Gold prompt.
 */
import { CalendarSync, Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { tierAllows } from '#shared/access-rules.ts';
import { TEAM_CALENDAR_LINK_TEXTS } from '#shared/contracts/team-calendar-link.ts';
import type { TeamManage } from '#shared/contracts/teams.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { useCreateTeamCalendarLink, useDeleteTeamCalendarLink, useTeamCalendarLink } from '../api/team-calendar-link.ts';
import { UpgradePrompt } from './manage/upgrade-prompt.tsx';
import { SUBSCRIPTION_TIER_LABELS } from './subscription-tier-labels.ts';

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
          <UpgradePrompt
            teamId={team.id}
            title={TEAM_CALENDAR_LINK_TEXTS.tierRequired}
            feature="The team calendar link"
            isManager={viewer.isManager}
            requires="gold"
            currentTierLabel={SUBSCRIPTION_TIER_LABELS[team.subscriptionTier]}
          />
        )}
      </CardContent>
    </Card>
  );
}

function LinkPanel({ teamId, archived }: { teamId: string; archived: boolean }) {
  const link = useTeamCalendarLink(teamId, { enabled: true });
  const create = useCreateTeamCalendarLink(teamId);
  const remove = useDeleteTeamCalendarLink(teamId);
  const urlId = useId();
  const busy = create.isPending || remove.isPending;

  const make = async (isRegenerate: boolean) => {
    try {
      await create.mutateAsync();
      toast.success(isRegenerate ? 'New team calendar link created' : 'Team calendar link created');
    } catch (error) {
      toast.error('Failed to create the team calendar link.', { description: error instanceof Error ? error.message : undefined });
    }
  };
  const turnOff = async () => {
    try {
      await remove.mutateAsync();
      toast.success('Team calendar link turned off');
    } catch (error) {
      toast.error('Failed to turn off the team calendar link.', { description: error instanceof Error ? error.message : undefined });
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Copy failed: select the link and copy it yourself.');
    }
  };

  if (link.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Loading...
      </p>
    );
  }
  if (link.isError) return <FormAlert>{link.error.message}</FormAlert>;
  const { url, exists } = link.data;
  return (
    <div className="grid gap-4 text-sm">
      {url ? (
        <div className="grid gap-2">
          <Label htmlFor={urlId}>Team calendar link</Label>
          <div className="flex gap-2">
            <Input id={urlId} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
            <Button type="button" variant="outline" onClick={() => void copy(url)}>
              <Copy aria-hidden="true" /> Copy
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">This link is shown only now. Anyone with it can see the team’s schedule.</p>
        </div>
      ) : (
        <p role="status">
          {exists
            ? 'The team calendar link is on. Regenerate it to see a new link (the old one stops working).'
            : 'The team calendar link is off.'}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {exists ? (
          <>
            <Button type="button" variant="outline" disabled={busy || archived} onClick={() => void make(true)}>
              {create.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" />} Regenerate team link
            </Button>
            <Button type="button" variant="outline" className="text-destructive hover:text-destructive" disabled={busy} onClick={() => void turnOff()}>
              {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />} Turn off team link
            </Button>
          </>
        ) : (
          <Button type="button" disabled={busy || archived} onClick={() => void make(false)}>
            {create.isPending ? <Spinner /> : <CalendarSync aria-hidden="true" />} Create team link
          </Button>
        )}
      </div>
    </div>
  );
}
