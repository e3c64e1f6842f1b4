/** A message on its way (faded, "Sending...") or one that failed ("Failed to send message", with Retry and Discard). */
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import RotateCw from 'lucide-react/icons/rotate-cw';
import X from 'lucide-react/icons/x';
import { MESSAGING_TEXTS } from '#shared/contracts/messaging.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import type { OutgoingMessage } from './use-outgoing-messages.ts';

export function OutgoingBubble({ item, onRetry, onDiscard }: { item: OutgoingMessage; onRetry: () => void; onDiscard: () => void }) {
  const isFailed = item.status === 'failed';
  return (
    <li className="flex flex-col items-end gap-1" aria-busy={!isFailed}>
      <div
        className={cn(
          'max-w-[80%] rounded-2xl rounded-br-md px-3 py-2 text-sm break-words whitespace-pre-wrap sm:max-w-[70%]',
          isFailed ? 'border-2 border-destructive bg-background text-foreground' : 'border border-dashed border-primary bg-accent text-accent-foreground',
        )}
      >
        <span className="sr-only">You: </span>
        {item.body}
      </div>
      {isFailed ? (
        <div className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1 text-xs">
          <p role="alert" className="flex items-center gap-1 font-medium text-destructive">
            <CircleAlert aria-hidden="true" className="size-3.5" />
            {MESSAGING_TEXTS.sendFailed}
            {item.error && item.error !== MESSAGING_TEXTS.sendFailed ? <span className="font-normal">({item.error})</span> : null}
          </p>
          <Button variant="outline" size="sm" className="h-8" onClick={onRetry}>
            <RotateCw aria-hidden="true" /> Retry
          </Button>
          <Button variant="ghost" size="sm" className="h-8" onClick={onDiscard}>
            <X aria-hidden="true" /> Discard
          </Button>
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">Sending...</p>
      )}
    </li>
  );
}
