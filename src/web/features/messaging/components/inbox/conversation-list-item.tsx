/**
 * One row of the inbox: a link to the conversation (named by its title or
 * the other people's names; the preview, time and unread count describe it)
 * and, beside it, the star toggle.
 */
import { useId } from 'react';
import { NavLink } from 'react-router';
import { MESSAGING_TEXTS, type ConversationSummary } from '#shared/contracts/messaging.ts';
import { formatUnreadCount } from '#web/components/layout/nav/unread-badge.tsx';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';
import { useUpdateConversation } from '../../api/update-conversation.ts';
import { ConversationAvatars } from './conversation-avatars.tsx';
import {
  activityTime,
  conversationName,
  formatActivityTime,
  formatFullDate,
  latestMessagePreview,
  otherParticipants,
} from './conversation-display.ts';
import { StarButton } from './star-button.tsx';

export interface ConversationListItemProps {
  conversation: ConversationSummary;
  viewerId: string | null;
  now: Date;
  /** The list's query string (?filter=starred), kept when opening a conversation. */
  search: string;
}

export function ConversationListItem({ conversation, viewerId, now, search }: ConversationListItemProps) {
  const id = useId();
  const update = useUpdateConversation();
  const name = conversationName(conversation, viewerId);
  const preview = latestMessagePreview(conversation, viewerId);
  const time = activityTime(conversation);
  const unread = formatUnreadCount(conversation.unreadCount);
  const hasUnread = unread !== null;
  return (
    <li
      className={cn(
        // The row is the link's target: the name is the link, stretched over the row by its ::after, so the
        // link's name is the text it shows and the star beside it is not inside or under the link.
        'relative flex min-w-0 items-center gap-3 rounded-lg py-3 pr-2 pl-3 transition-colors hover:bg-accent/60',
        'has-[a[aria-current=page]]:bg-accent has-[a[aria-current=page]]:text-accent-foreground',
        'has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-inset',
      )}
      data-conversation-id={conversation.id}
    >
      <ConversationAvatars others={otherParticipants(conversation, viewerId)} />
      <span className="grid min-w-0 flex-1 grid-cols-1 gap-0.5">
        <span className="flex items-baseline gap-2">
          <NavLink
            id={`${id}-name`}
            to={{ pathname: paths.conversation.getHref(conversation.id), search }}
            aria-describedby={`${id}-details`}
            className={cn(
              'min-w-0 flex-1 truncate outline-none after:absolute after:inset-0 after:rounded-lg',
              hasUnread ? 'font-bold' : 'font-semibold',
            )}
          >
            {name}
          </NavLink>
          <time dateTime={time} title={formatFullDate(time)} className="shrink-0 text-xs text-muted-foreground" aria-hidden="true">
            {formatActivityTime(time, now)}
          </time>
        </span>
        <span className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={cn(
              'min-w-0 flex-1 truncate text-sm',
              hasUnread ? 'font-medium text-foreground' : 'text-muted-foreground',
              !conversation.latestMessage && 'italic',
            )}
          >
            {preview}
          </span>
          {unread ? (
            <span
              aria-hidden="true"
              data-testid="conversation-unread"
              className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground"
            >
              {unread}
            </span>
          ) : null}
        </span>
        <span id={`${id}-details`} className="sr-only">
          {[preview, formatFullDate(time), unread ? `${unread} unread` : null, conversation.isStarred ? 'Starred' : null]
            .filter(Boolean)
            .join('. ')}
        </span>
      </span>
      <StarButton
        isStarred={conversation.isStarred}
        onToggle={() =>
          update.mutate(
            { conversationId: conversation.id, isStarred: !conversation.isStarred },
            { onError: () => toast.error(MESSAGING_TEXTS.updateFailed) },
          )
        }
        className="relative z-10"
      />
    </li>
  );
}
