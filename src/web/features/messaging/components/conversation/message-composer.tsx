/**
 * The composer: Enter sends, Shift+Enter starts a new line. Empty or
 * whitespace-only text is never sent; near the limit a counter shows, and
 * above it the clear error "Message is too long (max 4000 characters)".
 * A tag start (docs/decisions/053) is not sent either: the server's field
 * message shows instead.
 */
import SendHorizontal from 'lucide-react/icons/send-horizontal';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { MESSAGE_MAX_LENGTH, MESSAGING_TEXTS } from '#shared/contracts/messaging.ts';
import { isPlainText, plainTextMessage } from '#shared/contracts/plain-text.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { cn } from '#web/lib/cn.ts';

/** The counter appears once this many characters are left. */
export const COUNTER_THRESHOLD = 200;

export interface MessageComposerProps {
  onSend: (body: string) => void;
  disabled?: boolean;
  /** Shown above the text box and read with it (the notice that a player under 18 is in the conversation). */
  notice?: ReactNode;
  /** The notice's element id, so the text box names it in aria-describedby. */
  noticeId?: string;
}

export function MessageComposer({ onSend, disabled = false, notice, noticeId }: MessageComposerProps) {
  const id = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const length = text.trim().length;
  const isTooLong = length > MESSAGE_MAX_LENGTH;
  const hasMarkup = !isPlainText(text);
  const problem = isTooLong ? MESSAGING_TEXTS.messageTooLong : hasMarkup ? plainTextMessage('Message') : null;
  const canSend = !disabled && length > 0 && !problem;
  const showCounter = length >= MESSAGE_MAX_LENGTH - COUNTER_THRESHOLD;

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
    textareaRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const describedBy = [noticeId ?? null, problem ? null : `${id}-hint`, showCounter ? `${id}-counter` : null, problem ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <form onSubmit={onSubmit} noValidate className="border-t bg-background px-3 py-3 sm:px-5">
      {notice ? <div className="mb-2">{notice}</div> : null}
      <div className="flex items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <Label htmlFor={`${id}-message`} className="sr-only">
            Message
          </Label>
          <Textarea
            ref={textareaRef}
            id={`${id}-message`}
            rows={1}
            value={text}
            placeholder="Write a message..."
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
            disabled={disabled}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            className="field-sizing-content max-h-40 min-h-10 resize-none"
          />
        </div>
        <Button type="submit" disabled={!canSend} aria-label="Send">
          <SendHorizontal aria-hidden="true" />
          <span className="hidden sm:inline" aria-hidden="true">
            Send
          </span>
        </Button>
      </div>
      <div className="mt-1 flex min-h-4 items-start justify-between gap-3 text-xs">
        {problem ? (
          <p id={`${id}-error`} role="alert" className="font-medium text-destructive">
            {problem}
          </p>
        ) : (
          <p id={`${id}-hint`} className="hidden text-muted-foreground sm:block">
            Enter to send, Shift+Enter for a new line
          </p>
        )}
        {showCounter ? (
          <p id={`${id}-counter`} className={cn('ml-auto tabular-nums', isTooLong ? 'font-medium text-destructive' : 'text-muted-foreground')}>
            {length.toLocaleString('en-US')} / {MESSAGE_MAX_LENGTH.toLocaleString('en-US')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
