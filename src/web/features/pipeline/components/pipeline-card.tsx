/** A card of the board: avatar, name, class, rank and role, match, owner, tags, next action, unread dot, "Committed elsewhere". */
import CalendarClock from 'lucide-react/icons/calendar-clock';
import Mail from 'lucide-react/icons/mail';
import type { ReactNode } from 'react';
import type { PipelineEntry } from '#shared/contracts/pipeline.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDay, initials, matchText, playerFacts } from './pipeline-format.ts';

export function PlayerAvatar({ entry, className }: { entry: Pick<PipelineEntry, 'name' | 'avatarUrl'>; className?: string }) {
  return entry.avatarUrl ? (
    <img src={entry.avatarUrl} alt="" className={cn('size-9 shrink-0 rounded-full object-cover', className)} />
  ) : (
    <span aria-hidden="true" className={cn('flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold', className)}>
      {initials(entry.name)}
    </span>
  );
}

export function PipelineCardBody({ entry, actions, onOpen }: { entry: PipelineEntry; actions?: ReactNode; onOpen?: () => void }) {
  const facts = playerFacts(entry);
  const match = matchText(entry);
  return (
    // One minmax(0, 1fr) column: an auto track would grow to the name's full width and push the actions out of the card.
    <div className="grid grid-cols-1 gap-1.5">
      <div className="flex items-start gap-2">
        <PlayerAvatar entry={entry} className="size-8" />
        <div className="min-w-0 flex-1">
          {/* The name wraps, never cut ("Jamie Raven..."): a narrow column makes the card taller, not the name shorter. */}
          <p className="text-sm leading-snug font-semibold [overflow-wrap:anywhere]">
            {onOpen ? (
              <button type="button" onClick={onOpen} className="min-h-6 rounded-sm text-left underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
                {entry.name}
              </button>
            ) : (
              <span>{entry.name}</span>
            )}
            {entry.hasUnread ? (
              <span className="ml-1.5 inline-flex items-center align-middle text-primary" title="Unread messages">
                <Mail aria-hidden="true" className="size-3.5" />
                <span className="sr-only">Unread messages</span>
              </span>
            ) : null}
          </p>
          {facts ? <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{facts}</p> : null}
        </div>
        {actions}
      </div>
      <div className="flex flex-wrap items-center gap-1.5 text-xs">
        {match ? <span className="rounded-full bg-primary/10 px-2 py-0.5 font-medium text-foreground">{match}</span> : null}
        {entry.committedElsewhere ? (
          <span className="rounded-full bg-amber-500/15 px-2 py-0.5 font-medium text-foreground">Committed elsewhere: {entry.committedElsewhere.collegeName}</span>
        ) : null}
        {entry.tags.map((tag) => (
          <span key={tag} className="rounded-full border px-2 py-0.5 text-muted-foreground">
            {tag}
          </span>
        ))}
      </div>
      {entry.ownerName || entry.nextActionOn ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
          {entry.ownerName ? <span>Owner: {entry.ownerName}</span> : <span />}
          {entry.nextActionOn ? (
            <span className="inline-flex items-center gap-1">
              <CalendarClock aria-hidden="true" className="size-3.5" />
              Next: {formatDay(entry.nextActionOn)}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
