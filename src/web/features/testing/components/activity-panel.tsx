/** The Recent Activity tab: the newest engagement events, with a refresh button and optional auto-refresh. */
import { formatDistanceToNow } from 'date-fns';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { ACTIVITY_LIST_LIMIT, ACTIVITY_REFRESH_MS, useActivity } from '../api/get-activity.ts';
import { EmptyState } from '#web/components/query-state.tsx';

export function ActivityPanel() {
  const [autoRefresh, setAutoRefresh] = useState(false);
  const activity = useActivity({ autoRefresh });

  return (
    <section aria-labelledby="activity-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="activity-heading" className="text-xl font-semibold">Recent activity</h2>
          <p className="text-sm text-muted-foreground">The newest {ACTIVITY_LIST_LIMIT} events from signed-in users.</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex items-center gap-2">
            <Switch id="activity-auto-refresh" checked={autoRefresh} onCheckedChange={setAutoRefresh} />
            <Label htmlFor="activity-auto-refresh">Auto-refresh every {ACTIVITY_REFRESH_MS / 1000} s</Label>
          </div>
          <Button variant="outline" onClick={() => void activity.refetch()} disabled={activity.isFetching}>
            {activity.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />} Refresh
          </Button>
        </div>
      </div>

      {activity.isPending ? (
        <div role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> Loading activity...
        </div>
      ) : activity.isError ? (
        <FormAlert>Could not load the activity: {activity.error.message}</FormAlert>
      ) : activity.data.events.length === 0 ? (
        <EmptyState>No activity recorded yet.</EmptyState>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Recent activity</caption>
            <thead className="bg-muted/60 text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">When</th>
                <th scope="col" className="px-3 py-2">User</th>
                <th scope="col" className="px-3 py-2">Event</th>
                <th scope="col" className="px-3 py-2">Page</th>
                <th scope="col" className="px-3 py-2">Session</th>
              </tr>
            </thead>
            <tbody>
              {activity.data.events.map((event) => (
                <tr key={event.id} className="border-t align-top">
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={event.createdAt} title={new Date(event.createdAt).toLocaleString()}>
                      {formatDistanceToNow(new Date(event.createdAt), { addSuffix: true })}
                    </time>
                  </td>
                  <td className="px-3 py-2">
                    <span className="block font-medium">{event.userName ?? 'Deleted user'}</span>
                    <span className="block text-xs break-all text-muted-foreground">{event.userEmail}</span>
                  </td>
                  <td className="px-3 py-2">
                    <span className="font-mono text-xs">{event.eventType}</span>
                    {event.eventCategory ? <span className="block text-xs text-muted-foreground">{event.eventCategory}</span> : null}
                  </td>
                  <td className="max-w-64 px-3 py-2 font-mono text-xs break-all">{event.pagePath}</td>
                  <td className="max-w-40 px-3 py-2 font-mono text-xs break-all text-muted-foreground">{event.sessionId ?? 'None'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
