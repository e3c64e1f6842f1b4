/** The conversation screen's non-content states: loading, not found (or no longer yours), load failure. */
import { ArrowLeft, CircleAlert, MessageSquareOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGING_TEXTS } from '#shared/contracts/messaging.ts';
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

function StatePanel({ icon, title, message, children }: { icon: ReactNode; title: string; message?: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      {icon}
      <h2 className="text-xl font-bold">{title}</h2>
      {message ? <p className="text-muted-foreground">{message}</p> : null}
      <div className="flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}

export function ConversationNotFound() {
  return (
    <StatePanel
      icon={<MessageSquareOff aria-hidden="true" className="size-12 text-muted-foreground" />}
      title={MESSAGING_TEXTS.conversationNotFound}
      message="It may have been deleted, or you are not in it."
    >
      <BackToInboxLink />
    </StatePanel>
  );
}

export function ConversationLoadError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <div role="alert">
      <StatePanel
        icon={<CircleAlert aria-hidden="true" className="size-12 text-destructive" />}
        title={CONVERSATION_LOAD_FAILED}
        message={message ?? undefined}
      >
        <Button onClick={onRetry}>Try Again</Button>
        <BackToInboxLink />
      </StatePanel>
    </div>
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
    <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="font-medium">Failed to load messages</p>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
