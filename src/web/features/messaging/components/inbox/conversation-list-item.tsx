/**
 * One row of the inbox: a link to the conversation (named by its title or
 * the other people's names; the preview, time and unread count describe it)
 * and, beside it, the star toggle.
 */
import { useId } from 'react';
import { MESSAGING_TEXTS, type ConversationSummary } from '#shared/contracts/messaging.ts';
import { formatUnreadCount } from '#web/components/layout/nav/unread-badge.tsx';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';
import { useUpdateConversation } from '../../api/update-conversation.ts';
import {
  activityTime,
  conversationName,
  formatFullDate,
  latestMessagePreview,
  otherParticipants,
} from './conversation-display.ts';
import { ConversationRow } from './conversation-row.tsx';
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
    <ConversationRow
      id={id}
      conversationId={conversation.id}
      others={otherParticipants(conversation, viewerId)}
      name={name}
      search={search}
      time={time}
      now={now}
      bold={hasUnread}
      aside={
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
      }
    >
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
    </ConversationRow>
  );
}
