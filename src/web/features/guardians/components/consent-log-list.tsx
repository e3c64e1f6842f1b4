import { format } from 'date-fns';
import { CONSENT_EVENT_LABELS, type ConsentEvent } from '#shared/contracts/guardians.ts';

function detailText(event: ConsentEvent): string | null {
  const visibility = event.detail.visibility;
  if (visibility === 'recruiters_only') return 'Recruiters only';
  if (visibility === 'public') return 'Public';
  return null;
}

/** The consent log, newest first, as the server orders it. */
export function ConsentLogList({ events }: { events: ConsentEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>;
  return (
    <ol className="grid gap-2 text-sm" aria-label="Consent log">
      {events.map((event) => {
        const detail = detailText(event);
        return (
          <li key={event.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 border-b border-border/60 pb-2 last:border-0">
            <span>
              <span className="font-medium">{CONSENT_EVENT_LABELS[event.kind]}</span>
              {detail ? <span className="text-muted-foreground"> ({detail})</span> : null}
              {event.actorName ? <span className="text-muted-foreground"> by {event.actorName}</span> : null}
            </span>
            <time dateTime={event.createdAt} className="text-xs text-muted-foreground">
              {format(new Date(event.createdAt), 'MMM d, yyyy h:mm a')}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
