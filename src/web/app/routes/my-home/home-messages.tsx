/** The home's messages: the unread total and the newest conversations. */
import { Link } from 'react-router';
import type { HomeResponse } from '#shared/contracts/home.ts';
import { paths } from '#web/config/paths.ts';
import { HomeSection, homeLinkClass } from '#web/features/home/components/home-section.tsx';
import { conversationTitle } from '#web/features/messaging/components/conversation/conversation-title.ts';

export function HomeMessages({
  messages,
  viewerId,
  guardianConversationCount = 0,
}: {
  messages: HomeResponse['messages'];
  viewerId: string | null;
  /** A guardian's players' conversations, listed in their own section: the empty text then says "of your own". */
  guardianConversationCount?: number;
}) {
  const { unreadTotal, conversations } = messages;
  return (
    <HomeSection
      id="home-messages"
      title="Messages"
      description={unreadTotal === 0 ? 'No new messages.' : unreadTotal === 1 ? '1 new message.' : `${unreadTotal} new messages.`}
      action={
        <Link to={paths.inbox.getHref()} className={homeLinkClass}>
          Open Inbox
        </Link>
      }
    >
      {conversations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{guardianConversationCount > 0 ? 'No conversations of your own yet.' : 'No conversations yet'}</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {conversations.map((conversation) => (
            <li key={conversation.id} className="flex items-center justify-between gap-2">
              <Link to={paths.conversation.getHref(conversation.id)} className={`${homeLinkClass} min-w-0 break-words`}>
                {conversationTitle(conversation, viewerId)}
              </Link>
              {conversation.unreadCount > 0 ? (
                <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                  {conversation.unreadCount} unread
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
