/**
 * "Calendar feed" in the manage header (decision 010): a personal .ics URL
 * with the team's practices and tournaments for Google, Apple or Outlook.
 * The URL is shown once, when created or regenerated; regenerating or
 * turning it off stops the old one.
 */
import { CalendarSync, Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { TeamManage } from '#shared/contracts/teams.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { useCalendarFeed, useCreateCalendarFeed, useDeleteCalendarFeed } from '../../api/calendar-feed.ts';

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

function CalendarFeedPanel({ teamId }: { teamId: string }) {
  const feed = useCalendarFeed(teamId, { enabled: true });
  const createFeed = useCreateCalendarFeed(teamId);
  const deleteFeed = useDeleteCalendarFeed(teamId);
  const urlId = useId();
  const busy = createFeed.isPending || deleteFeed.isPending;

  const create = async (isRegenerate: boolean) => {
    try {
      await createFeed.mutateAsync();
      toast.success(isRegenerate ? 'New feed link created' : 'Feed link created');
    } catch (error) {
      toast.error('Failed to create the feed link.', { description: error instanceof Error ? error.message : undefined });
    }
  };
  const turnOff = async () => {
    try {
      await deleteFeed.mutateAsync();
      toast.success('Calendar feed turned off');
    } catch (error) {
      toast.error('Failed to turn off the feed.', { description: error instanceof Error ? error.message : undefined });
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

  if (feed.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Loading...
      </p>
    );
  }
  if (feed.isError) return <FormAlert>{feed.error.message}</FormAlert>;

  const { url, exists } = feed.data;
  return (
    <div className="grid gap-4 text-sm">
      <ol className="grid list-decimal gap-1 pl-5 text-muted-foreground">
        <li>Create your personal feed link and copy it.</li>
        <li>
          Google Calendar: Other calendars, +, From URL. Apple Calendar: File, New Calendar Subscription. Outlook: Add
          calendar, Subscribe from web.
        </li>
        <li>Paste the link. Keep it private: anyone with it can see the team’s schedule.</li>
      </ol>

      {url ? (
        <div className="grid gap-2">
          <Label htmlFor={urlId}>Your feed link</Label>
          <div className="flex gap-2">
            <Input id={urlId} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
            <Button variant="outline" onClick={() => void copy(url)}>
              <Copy aria-hidden="true" /> Copy
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">This link is shown only now. Copy it before closing.</p>
        </div>
      ) : exists ? (
        <p role="status">
          Your feed is on. Its link was shown when you created it; regenerate it to see a new link (the old one stops
          working).
        </p>
      ) : (
        <p role="status">You have no feed for this team yet.</p>
      )}

      <div className="flex flex-wrap gap-2">
        {exists ? (
          <>
            <Button variant="outline" disabled={busy} onClick={() => void create(true)}>
              {createFeed.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" />} Regenerate link
            </Button>
            <Button variant="outline" className="text-destructive hover:text-destructive" disabled={busy} onClick={() => void turnOff()}>
              {deleteFeed.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />} Turn off feed
            </Button>
          </>
        ) : (
          <Button disabled={busy} onClick={() => void create(false)}>
            {createFeed.isPending ? <Spinner /> : <CalendarSync aria-hidden="true" />} Create feed link
          </Button>
        )}
      </div>
      {exists ? (
        <p className="text-xs text-muted-foreground">Regenerating makes a new link; the old link stops working at once.</p>
      ) : null}
    </div>
  );
}
