/** One conversation: header, history and composer (work in progress: the first version shows the history). */
import { MESSAGING_TEXTS } from '#shared/contracts/messaging.ts';
import { useConversation } from '../../api/get-conversation.ts';
import { flattenMessagePages, useMessages } from '../../api/get-messages.ts';

export function ConversationPanel({ conversationId }: { conversationId: string }) {
  const detail = useConversation(conversationId);
  const messages = useMessages(conversationId);
  if (detail.isPending) return <p role="status">Loading conversation...</p>;
  if (detail.isError) return <p role="alert">{detail.error.message}</p>;
  const { conversation } = detail.data;
  return (
    <section aria-labelledby={`conversation-${conversationId}-title`} className="flex h-full min-h-0 flex-col">
      <h2 id={`conversation-${conversationId}-title`} className="border-b p-4 text-lg font-bold">
        {conversation.title ?? conversation.participants.map((participant) => participant.displayName).join(', ')}
      </h2>
      <div role="log" aria-label="Messages" className="min-h-0 flex-1 overflow-y-auto p-4">
        {flattenMessagePages(messages.data).map((message) => (
          <p key={message.id}>
            <strong>{message.senderName}</strong>: {message.body ?? MESSAGING_TEXTS.deletedMessagePlaceholder}
          </p>
        ))}
      </div>
    </section>
  );
}
