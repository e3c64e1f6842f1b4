import { formatDistanceToNow } from 'date-fns';
import MessageSquare from 'lucide-react/icons/message-square';
import { Link } from 'react-router';
import type { GuardianConversations } from '#shared/contracts/messaging.ts';
import { guardedConversationLabel } from '#shared/messaging/minor-notice.ts';
import { paths } from '#web/config/paths.ts';
import { useGuardianConversations } from '../api/get-guardian-conversations.ts';
import { QueryState } from '#web/components/query-state.tsx';

/** The linked players' conversations, each opening the read-only conversation view (decision 011). */
export function GuardianConversationList() {
  const conversations = useGuardianConversations();
  return (
    <QueryState
      query={conversations}
      layout="inline"
      loading="Loading conversations..."
      errorTitle="Could not load the conversations."
      empty="No conversations yet."
      isEmpty={(data) => data.conversations.length === 0}
    >
      {(data) => <ConversationLinks list={data.conversations} />}
    </QueryState>
  );
}

function ConversationLinks({ list }: { list: GuardianConversations['conversations'] }) {
  return (
    <ul className="grid gap-2" aria-label="Conversations">
      {list.map((conversation) => {
        const names = conversation.participants.map((p) => p.displayName).join(', ');
        return (
          <li key={conversation.id}>
            <Link
              to={paths.conversation.getHref(conversation.id)}
              className="flex items-start gap-3 rounded-md border border-border p-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <MessageSquare aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span className="grid min-w-0 gap-0.5">
                <span className="truncate font-medium">{conversation.title ?? names}</span>
                {conversation.title ? <span className="truncate text-xs text-muted-foreground">{names}</span> : null}
                <span className="truncate text-xs font-medium">{guardedConversationLabel(conversation)} · read-only</span>
                {conversation.latestMessage ? (
                  <span className="truncate text-sm text-muted-foreground">
                    {conversation.latestMessage.senderName}: {conversation.latestMessage.body}
                  </span>
                ) : null}
                <span className="text-xs text-muted-foreground">
                  Updated {formatDistanceToNow(new Date(conversation.updatedAt), { addSuffix: true })}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
