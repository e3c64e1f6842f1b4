/**
 * The frame of an inbox row, shared by the participant's rows and the
 * guardian's read-only ones: the avatars, the name as the row's link with the
 * activity time beside it, then the row's own lines and, outside the link,
 * what the row adds (the star).
 */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { Participant } from '#shared/contracts/messaging.ts';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { ConversationAvatars } from './conversation-avatars.tsx';
import { formatActivityTime, formatFullDate } from './conversation-display.ts';

export interface ConversationRowProps {
  /** useId() of the row: the name link is `${id}-name`, described by the row's `${id}-details`. */
  id: string;
  conversationId: string;
  others: Participant[];
  name: string;
  /** The list's query string, kept when opening the conversation. */
  search: string;
  time: string;
  now: Date;
  bold?: boolean;
  /** The lines under the name, including the `${id}-details` description. */
  children: ReactNode;
  aside?: ReactNode;
}

export function ConversationRow({ id, conversationId, others, name, search, time, now, bold = false, children, aside }: ConversationRowProps) {
  return (
    <li
      className={cn(
        // The row is the link's target: the name is the link, stretched over the row by its ::after, so the
        // link's name is the text it shows and the star beside it is not inside or under the link.
        'relative flex min-w-0 items-center gap-3 rounded-lg py-3 pr-2 pl-3 transition-colors hover:bg-accent/60',
        'has-[a[aria-current=page]]:bg-accent has-[a[aria-current=page]]:text-accent-foreground',
        'has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-inset',
      )}
      data-conversation-id={conversationId}
    >
      <ConversationAvatars others={others} />
      <span className="grid min-w-0 flex-1 grid-cols-1 gap-0.5">
        <span className="flex items-baseline gap-2">
          <NavLink
            id={`${id}-name`}
            to={{ pathname: paths.conversation.getHref(conversationId), search }}
            aria-describedby={`${id}-details`}
            className={cn(
              'min-w-0 flex-1 truncate outline-none after:absolute after:inset-0 after:rounded-lg',
              bold ? 'font-bold' : 'font-semibold',
            )}
          >
            {name}
          </NavLink>
          <time dateTime={time} title={formatFullDate(time)} className="shrink-0 text-xs text-muted-foreground" aria-hidden="true">
            {formatActivityTime(time, now)}
          </time>
        </span>
        {children}
      </span>
      {aside}
    </li>
  );
}
