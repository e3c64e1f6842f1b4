/** One message in the history: its text (or the deleted placeholder), its time, and on the viewer's own a Delete message action. */
import { MESSAGING_TEXTS, type Message } from '#shared/contracts/messaging.ts';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatMessageDateTime, formatMessageTime } from './message-groups.ts';

export interface MessageBubbleProps {
  message: Message;
  isOwn: boolean;
  /** Deletes it; resolves true when it worked. */
  onDelete: (message: Message) => Promise<boolean>;
  isDeleting: boolean;
  /** After a delete, once the dialog closed: where focus goes (the trigger is gone). */
  onDeleted: () => void;
}

export function MessageTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatMessageDateTime(iso)} className="shrink-0 text-xs text-muted-foreground">
      {formatMessageTime(iso)}
    </time>
  );
}

export function MessageBubble({ message, isOwn, onDelete, isDeleting, onDeleted }: MessageBubbleProps) {
  const isDeleted = message.deletedAt !== null || message.body === null;
  return (
    <li className={cn('group/message flex items-end gap-2', isOwn ? 'flex-row-reverse' : 'flex-row')}>
      <div
        className={cn(
          'max-w-[80%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap sm:max-w-[70%]',
          isDeleted
            ? 'border border-dashed border-input bg-transparent text-muted-foreground italic'
            : isOwn
              ? 'rounded-br-md bg-primary text-primary-foreground'
              : 'rounded-bl-md bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{isOwn ? 'You: ' : `${message.senderName}: `}</span>
        {isDeleted ? MESSAGING_TEXTS.deletedMessagePlaceholder : message.body}
      </div>
      <MessageTime iso={message.createdAt} />
      {isOwn && !isDeleted ? (
        <div className="opacity-100 transition-opacity focus-within:opacity-100 sm:opacity-0 sm:group-hover/message:opacity-100 sm:group-focus-within/message:opacity-100">
          <ConfirmDeleteButton
            title="Delete this message?"
            description={`Everyone in the conversation will see "${MESSAGING_TEXTS.deletedMessagePlaceholder}" instead of it.`}
            confirmLabel="Delete"
            triggerText={null}
            triggerLabel="Delete message"
            isPending={isDeleting}
            onConfirm={() => onDelete(message)}
            onDeleted={onDeleted}
          />
        </div>
      ) : null}
    </li>
  );
}
