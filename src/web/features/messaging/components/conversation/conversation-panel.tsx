/**
 * One conversation (the inbox's right-hand side, or the whole screen on a
 * phone): the header (title, people, Manage for groups), the history with
 * infinite scroll backwards, "Seen by" under the viewer's latest message,
 * and the composer. Live while open: new and deleted messages, reads,
 * renames and membership changes arrive over the realtime connection.
 */
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AppError } from '#shared/app-error.ts';
import { MESSAGING_TEXTS, type Message } from '#shared/contracts/messaging.ts';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { toast } from '#web/lib/toast.ts';
import { useDeleteMessage } from '../../api/delete-message.ts';
import { useConversation } from '../../api/get-conversation.ts';
import { flattenMessagePages, useMessages } from '../../api/get-messages.ts';
import { useConversationLiveUpdates } from '../../api/use-conversation-live-updates.ts';
import { ConversationHeader } from './conversation-header.tsx';
import { ConversationLoadError, ConversationNotFound, ConversationSkeleton, MessagesLoadError } from './conversation-states.tsx';
import { seenByText } from './conversation-title.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageList } from './message-list.tsx';
import { useOutgoingMessages } from './use-outgoing-messages.ts';
import { useReadReceipts } from './use-read-receipts.ts';
import { guardedConversationLabel, minorNames, minorNoticeText } from '#shared/messaging/minor-notice.ts';
import { MinorNoticeBox } from '../minors/minor-notice-box.tsx';

/** Ours: shown instead of the composer on an active guardian's read-only view (issue 10.4). */
export const GUARDIAN_READ_ONLY_NOTE = 'Read-only: guardian view';

/** Ours: the viewer was removed from the open conversation (or left it in another tab). */
export const REMOVED_FROM_CONVERSATION = 'You are no longer in this conversation';

function isNotFound(error: unknown): boolean {
  return error instanceof AppError && ['not_found', 'forbidden', 'validation'].includes(error.code);
}

export function ConversationPanel({ conversationId }: { conversationId: string }) {
  // A fresh screen per conversation: nothing (drafts on their way, scroll position) carries over.
  return <ConversationScreen key={conversationId} conversationId={conversationId} />;
}

function ConversationScreen({ conversationId }: { conversationId: string }) {
  const { user } = useAuth();
  const viewerId = user?.id ?? null;
  const navigate = useNavigate();
  const titleId = useId();
  const noticeId = useId();
  const detail = useConversation(conversationId);
  const history = useMessages(conversationId);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = history;
  const outgoing = useOutgoingMessages(conversationId, viewerId);
  const deleteMessage = useDeleteMessage(conversationId);
  const [isAtBottom, setIsAtBottom] = useState(true);
  const isLeaving = useRef(false);

  // Replace: going back must not land on a conversation the viewer is no longer in.
  const goToInbox = useCallback(() => void navigate(paths.inbox.getHref(), { replace: true }), [navigate]);

  useConversationLiveUpdates(conversationId, {
    onMessageCreated: outgoing.acknowledge,
    onRemoved: () => {
      if (isLeaving.current) return;
      toast.info(REMOVED_FROM_CONVERSATION);
      goToInbox();
    },
  });

  const messages = useMemo(() => flattenMessagePages(history.data), [history.data]);

  useReadReceipts({
    conversationId,
    viewerId,
    messages,
    unreadCount: detail.data?.conversation.unreadCount ?? 0,
    // A guardian's read-only view records no receipts (guardians are not participants).
    isSettled: detail.isSuccess && history.isSuccess && !detail.isFetching && !history.isFetching && !detail.data.conversation.readOnly,
    isAtBottom,
  });

  const loadOlder = useCallback(() => {
    if (!hasNextPage || isFetchingNextPage) return;
    void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const removeMessage = async (message: Message) => {
    try {
      await deleteMessage.mutateAsync(message.id);
      toast.success(MESSAGING_TEXTS.messageDeleted);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : undefined;
      toast.error(MESSAGING_TEXTS.deleteFailed, reason && reason !== MESSAGING_TEXTS.deleteFailed ? { description: reason } : undefined);
      return false;
    }
  };

  if (detail.isPending) return <ConversationSkeleton />;
  if (detail.isError) {
    return isNotFound(detail.error) ? (
      <ConversationNotFound />
    ) : (
      <ConversationLoadError message={detail.error.message} onRetry={() => void detail.refetch()} />
    );
  }

  const { conversation, seenBy } = detail.data;
  // Issue 26.6: an adult sees, before sending, who is under 18 and that a guardian reads along.
  const notice = conversation.readOnly ? null : minorNoticeText(minorNames(conversation));
  const guardedLabel = guardedConversationLabel(conversation);
  const last = messages.at(-1);
  const seen =
    last && viewerId && last.senderId === viewerId && last.deletedAt === null && conversation.latestMessage?.id === last.id
      ? seenByText(conversation.type, seenBy)
      : null;

  return (
    <section aria-labelledby={titleId} className="flex h-full min-h-0 flex-col">
      <ConversationHeader
        conversation={conversation}
        viewerId={viewerId}
        titleId={titleId}
        onLeaving={(value) => {
          isLeaving.current = value;
        }}
        onLeft={goToInbox}
      />
      {history.isPending ? (
        <div role="status" className="flex flex-1 items-center justify-center text-sm text-muted-foreground">
          Loading messages...
        </div>
      ) : history.isError && !history.data ? (
        <MessagesLoadError message={history.error.message} onRetry={() => void history.refetch()} />
      ) : (
        <MessageList
            messages={messages}
            outgoing={outgoing.outgoing}
            viewerId={viewerId}
            isGroup={conversation.type === 'group'}
            hasOlder={hasNextPage}
            isLoadingOlder={isFetchingNextPage}
            canAutoLoadOlder={!isFetchNextPageError}
            loadOlderFailed={isFetchNextPageError}
            onLoadOlder={loadOlder}
            seenByText={seen}
            onDelete={removeMessage}
            deletingId={deleteMessage.isPending ? (deleteMessage.variables ?? null) : null}
            onRetry={outgoing.retry}
            onDiscard={outgoing.discard}
            onAtBottomChange={setIsAtBottom}
          />
      )}
      {conversation.readOnly ? (
        <p role="note" className="border-t px-4 py-3 text-sm text-muted-foreground">
          {guardedLabel ? <span className="font-semibold text-foreground">{guardedLabel}</span> : null}
          {guardedLabel ? ' · ' : null}
          {GUARDIAN_READ_ONLY_NOTE}
        </p>
      ) : (
        <MessageComposer
          onSend={outgoing.send}
          notice={notice ? <MinorNoticeBox id={noticeId} text={notice} /> : undefined}
          noticeId={notice ? noticeId : undefined}
        />
      )}
    </section>
  );
}
