/** The conversation screen's non-content states: loading, not found (or no longer yours), load failure. */
import ArrowLeft from 'lucide-react/icons/arrow-left';
import MessageSquareOff from 'lucide-react/icons/message-square-off';
import { Link } from 'react-router';
import { MESSAGING_TEXTS } from '#shared/contracts/messaging.ts';
import { PageStatePanel } from '#web/components/layout/page-state-panel.tsx';
import { PageErrorState } from '#web/components/page-error-state.tsx';
import { ErrorState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';

export const CONVERSATION_LOAD_FAILED = 'Failed to load conversation';

export function BackToInboxLink() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.inbox.getHref()}>
        <ArrowLeft aria-hidden="true" /> Back to inbox
      </Link>
    </Button>
  );
}

export function ConversationNotFound() {
  return (
    <PageStatePanel
      icon={<MessageSquareOff aria-hidden="true" className="size-12 text-muted-foreground" />}
      title={MESSAGING_TEXTS.conversationNotFound}
      message="It may have been deleted, or you are not in it."
      headingLevel={2}
    >
      <BackToInboxLink />
    </PageStatePanel>
  );
}

export function ConversationLoadError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <PageErrorState title={CONVERSATION_LOAD_FAILED} message={message ?? undefined} retryLabel="Try Again" headingLevel={2} onRetry={onRetry}>
      <BackToInboxLink />
    </PageErrorState>
  );
}

const SKELETON_ROWS = [
  { own: false, width: 'w-2/5' },
  { own: false, width: 'w-3/5' },
  { own: true, width: 'w-1/2' },
  { own: false, width: 'w-1/3' },
  { own: true, width: 'w-2/5' },
];

/** Grey shapes where the header and messages will be. */
export function ConversationSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex h-full min-h-0 flex-col">
      <span className="sr-only">Loading conversation...</span>
      <div aria-hidden="true" className="flex items-center gap-3 border-b px-4 py-3">
        <div className="size-9 animate-pulse rounded-full bg-muted" />
        <div className="h-5 w-40 animate-pulse rounded bg-muted" />
      </div>
      <div aria-hidden="true" className="flex flex-1 flex-col justify-end gap-3 p-4">
        {SKELETON_ROWS.map((row, index) => (
          <div key={index} className={cn('flex', row.own && 'justify-end')}>
            <div className={cn('h-9 animate-pulse rounded-2xl bg-muted', row.width)} />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="border-t p-3">
        <div className="h-10 animate-pulse rounded-md bg-muted" />
      </div>
    </div>
  );
}

/** The history failed to load while the header did. */
export function MessagesLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-1 items-center justify-center p-6">
      <ErrorState title="Failed to load messages" error={{ message }} retryLabel="Try Again" onRetry={onRetry} />
    </div>
  );
}
