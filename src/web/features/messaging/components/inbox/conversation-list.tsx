/**
 * The inbox list pane (spec 2.8): conversations newest activity first, All
 * or Starred, a page at a time with Load more, and the New conversation
 * dialog. A failed load shows the empty list with a quiet note and is not
 * retried (spec 8); the next realtime event or reconnect loads it again.
 */
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import MessageSquarePlus from 'lucide-react/icons/message-square-plus';
import Star from 'lucide-react/icons/star';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { inboxConversations, useInbox, type InboxFilter as Filter } from '../../api/get-inbox.ts';
import { useGuardianInbox } from '../../api/get-guardian-inbox.ts';
import { ConversationListItem } from './conversation-list-item.tsx';
import { GuardianInboxSection } from './guardian-inbox-section.tsx';
import { InboxFilter } from './inbox-filter.tsx';
import { NewConversationDialog } from './new-conversation-dialog.tsx';
import { useMinuteClock } from './use-minute-clock.ts';
import { EmptyInboxIllustration } from '#web/components/illustrations/empty-illustrations.tsx';

export const INBOX_TEXTS = {
  heading: 'Inbox',
  newConversation: 'New conversation',
  startConversation: 'Start a conversation',
  emptyAll: 'No conversations yet',
  emptyAllHint: 'Message a teammate, a coach or a recruiter: they show up here.',
  /** A guardian with no conversations of their own, above their players' ones. */
  emptyOwn: 'No conversations of your own yet.',
  emptyStarred: 'No starred conversations',
  emptyStarredHint: 'Star a conversation to keep it here.',
  loadFailed: 'Conversations could not be loaded.',
  loadMore: 'Load more',
  loadMoreFailed: 'More conversations could not be loaded.',
  loading: 'Loading conversations...',
} as const;

function ListSkeleton() {
  return (
    <div role="status" aria-label={INBOX_TEXTS.loading} className="grid gap-1 p-2">
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} aria-hidden="true" className="flex items-center gap-3 rounded-lg p-3">
          <span className="size-12 shrink-0 animate-pulse rounded-full bg-muted" />
          <span className="grid flex-1 gap-2">
            <span className="h-3.5 w-2/5 animate-pulse rounded bg-muted" />
            <span className="h-3 w-4/5 animate-pulse rounded bg-muted" />
          </span>
        </div>
      ))}
    </div>
  );
}

export interface ConversationListProps {
  filter: Filter;
  onFilterChange: (filter: Filter) => void;
  /** The page's query string, kept in the conversation links. */
  search: string;
  viewerId: string | null;
  /** The viewer holds a family role: their players' conversations follow their own, read-only (docs/decisions/077). */
  isGuardian?: boolean;
}

export function ConversationList({ filter, onFilterChange, search, viewerId, isGuardian = false }: ConversationListProps) {
  const inbox = useInbox(filter);
  const guardianInbox = useGuardianInbox(isGuardian && filter === 'all');
  const guarded = isGuardian && filter === 'all' ? (guardianInbox.data?.conversations ?? []) : [];
  const clock = useMinuteClock();
  // Never older than the data: a message that just arrived reads "now", not minutes ago.
  const now = new Date(Math.max(clock.getTime(), inbox.dataUpdatedAt));
  const [isCreating, setIsCreating] = useState(false);
  const conversations = inboxConversations(inbox.data?.pages);
  const isLoadError = inbox.isError && !inbox.isFetchNextPageError;

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3">
        <h1 className="text-2xl font-bold tracking-tight">{INBOX_TEXTS.heading}</h1>
        <Button size="sm" onClick={() => setIsCreating(true)}>
          <MessageSquarePlus aria-hidden="true" />
          {INBOX_TEXTS.newConversation}
        </Button>
      </div>
      <div className="border-b px-4 py-2.5">
        <InboxFilter value={filter} onChange={onFilterChange} />
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto" aria-busy={inbox.isFetching}>
        {inbox.isPending ? (
          <ListSkeleton />
        ) : (
          <>
            {isLoadError ? (
              <p role="status" className="flex items-center gap-2 px-4 pt-3 text-sm text-muted-foreground">
                <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
                {INBOX_TEXTS.loadFailed}
              </p>
            ) : null}
            <ul role="list" aria-label="Conversations" className="grid grid-cols-1 gap-0.5 p-2">
              {conversations.map((conversation) => (
                <ConversationListItem key={conversation.id} conversation={conversation} viewerId={viewerId} now={now} search={search} />
              ))}
            </ul>
            {conversations.length === 0 && !isLoadError ? (
              guarded.length > 0 ? (
                <p className="px-4 pb-2 text-sm text-muted-foreground">{INBOX_TEXTS.emptyOwn}</p>
              ) : filter === 'starred' ? (
                <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
                  <Star aria-hidden="true" className="size-9 text-muted-foreground" />
                  <p className="font-semibold">{INBOX_TEXTS.emptyStarred}</p>
                  <p className="text-sm text-muted-foreground">{INBOX_TEXTS.emptyStarredHint}</p>
                </div>
              ) : (
                <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
                  <EmptyInboxIllustration />
                  <p className="font-semibold">{INBOX_TEXTS.emptyAll}</p>
                  <p className="max-w-xs text-sm text-muted-foreground">{INBOX_TEXTS.emptyAllHint}</p>
                  <Button variant="outline" onClick={() => setIsCreating(true)}>
                    {INBOX_TEXTS.startConversation}
                  </Button>
                </div>
              )
            ) : null}
            {guarded.length > 0 ? (
              <GuardianInboxSection conversations={guarded} hasMore={guardianInbox.data?.nextBefore != null} now={now} search={search} />
            ) : null}
            {inbox.hasNextPage ? (
              <div className="grid justify-items-center gap-2 px-4 pb-4">
                {inbox.isFetchNextPageError ? (
                  <p role="status" className="text-sm text-muted-foreground">
                    {INBOX_TEXTS.loadMoreFailed}
                  </p>
                ) : null}
                <Button variant="outline" size="sm" disabled={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
                  {inbox.isFetchingNextPage ? <Spinner /> : null}
                  {INBOX_TEXTS.loadMore}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>

      <NewConversationDialog open={isCreating} onOpenChange={setIsCreating} />
    </div>
  );
}
