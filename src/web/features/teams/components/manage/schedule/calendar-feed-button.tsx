/**
 * "Calendar feed" in the manage header (decision 010): a personal .ics URL
 * with the team's practices and tournaments for Google, Apple or Outlook.
 * The URL is shown once, when created or regenerated; regenerating or
 * turning it off stops the old one.
 */
import CalendarSync from 'lucide-react/icons/calendar-sync';
import { useState } from 'react';
import type { TeamManage } from '#shared/contracts/teams-manage.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { CalendarLinkPanel, type CalendarLinkTexts } from '../../calendar-link-panel.tsx';
import { useCalendarFeed, useCreateCalendarFeed, useDeleteCalendarFeed } from '#web/features/teams/api/schedule/calendar-feed.ts';

export function CalendarFeedButton({ data }: { data: TeamManage }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <CalendarSync aria-hidden="true" /> Calendar feed
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Calendar feed</DialogTitle>
          <DialogDescription>
            Subscribe to {data.team.name}’s practices and tournaments in Google Calendar, Apple Calendar or Outlook.
            They update on their own and show in your calendar’s time zone.
          </DialogDescription>
        </DialogHeader>
        {open ? <CalendarFeedPanel teamId={data.team.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

const FEED_TEXTS: CalendarLinkTexts = {
  label: 'Your feed link',
  shownOnce: 'This link is shown only now. Copy it before closing.',
  on: 'Your feed is on. Its link was shown when you created it; regenerate it to see a new link (the old one stops working).',
  off: 'You have no feed for this team yet.',
  created: 'Feed link created',
  regenerated: 'New feed link created',
  createFailed: 'Failed to create the feed link.',
  turnedOff: 'Calendar feed turned off',
  turnOffFailed: 'Failed to turn off the feed.',
  createButton: 'Create feed link',
  regenerateButton: 'Regenerate link',
  turnOffButton: 'Turn off feed',
};

function CalendarFeedPanel({ teamId }: { teamId: string }) {
  const feed = useCalendarFeed(teamId, { enabled: true });
  const createFeed = useCreateCalendarFeed(teamId);
  const deleteFeed = useDeleteCalendarFeed(teamId);
  return (
    <CalendarLinkPanel
      link={feed}
      create={createFeed}
      remove={deleteFeed}
      texts={FEED_TEXTS}
      intro={
        <ol className="grid list-decimal gap-1 pl-5 text-muted-foreground">
          <li>Create your personal feed link and copy it.</li>
          <li>
            Google Calendar: Other calendars, +, From URL. Apple Calendar: File, New Calendar Subscription. Outlook: Add
            calendar, Subscribe from web.
          </li>
          <li>Paste the link. Keep it private: anyone with it can see the team’s schedule.</li>
        </ol>
      }
      footer={<p className="text-xs text-muted-foreground">Regenerating makes a new link; the old link stops working at once.</p>}
    />
  );
}
