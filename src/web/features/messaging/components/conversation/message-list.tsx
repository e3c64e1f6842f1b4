/**
 * The history as a scrolling log: days and sender runs, oldest at the top.
 * Reaching the top (or pressing "Load older messages") loads the older page
 * without moving what is on screen; new messages keep the view at the bottom
 * when it was there, else a "New messages" button offers the jump.
 */
import ArrowDown from 'lucide-react/icons/arrow-down';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Message } from '#shared/contracts/messaging.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { cn } from '#web/lib/cn.ts';
import { MessageBubble } from './message-bubble.tsx';
import { groupMessages } from './message-groups.ts';
import { OutgoingBubble } from './outgoing-bubble.tsx';
import { InitialsAvatar } from '#web/components/ui/initials-avatar.tsx';
import type { OutgoingMessage } from './use-outgoing-messages.ts';

/** Within this many pixels of the end counts as "at the bottom". */
export const BOTTOM_SLACK_PX = 48;

export interface MessageListProps {
  messages: Message[];
  outgoing: OutgoingMessage[];
  viewerId: string | null;
  isGroup: boolean;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  /** False after a failed load: the button retries, scrolling does not (no loop of failures). */
  canAutoLoadOlder: boolean;
  loadOlderFailed: boolean;
  onLoadOlder: () => void;
  /** "Seen" / "Seen by ..." under the latest message when it is the viewer's own; null for none. */
  seenByText: string | null;
  onDelete: (message: Message) => Promise<boolean>;
  deletingId: string | null;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  onAtBottomChange: (isAtBottom: boolean) => void;
}

function isNearBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK_PX;
}

interface Snapshot {
  firstId: string | null;
  lastKey: string | null;
  scrollHeight: number;
}

export function MessageList({
  messages,
  outgoing,
  viewerId,
  isGroup,
  hasOlder,
  isLoadingOlder,
  canAutoLoadOlder,
  loadOlderFailed,
  onLoadOlder,
  seenByText,
  onDelete,
  deletingId,
  onRetry,
  onDiscard,
  onAtBottomChange,
}: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const snapshot = useRef<Snapshot | null>(null);
  const isAtBottomRef = useRef(true);
  const [hasNewBelow, setHasNewBelow] = useState(false);
  const [isSentinelVisible, setIsSentinelVisible] = useState(false);

  const lastOutgoing = outgoing.at(-1);
  const lastMessage = messages.at(-1);
  const lastKey = lastOutgoing?.clientId ?? lastMessage?.id ?? null;
  const isLastOwn = lastOutgoing !== undefined || (lastMessage !== undefined && lastMessage.senderId === viewerId);

  const setAtBottom = useCallback(
    (value: boolean) => {
      if (isAtBottomRef.current === value) return;
      isAtBottomRef.current = value;
      onAtBottomChange(value);
    },
    [onAtBottomChange],
  );

  const scrollToBottom = () => {
    const element = scrollRef.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    setAtBottom(true);
    setHasNewBelow(false);
  };

  // Before paint: keep the view anchored when older messages arrive above, follow new ones at the bottom.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const previous = snapshot.current;
    const firstId = messages[0]?.id ?? null;
    if (!previous) {
      element.scrollTop = element.scrollHeight;
    } else {
      const isPrepended =
        previous.firstId !== null && firstId !== previous.firstId && messages.findIndex((message) => message.id === previous.firstId) > 0;
      if (isPrepended) {
        element.scrollTop += element.scrollHeight - previous.scrollHeight;
      } else if (lastKey !== previous.lastKey && lastKey !== null) {
        if (isAtBottomRef.current || isLastOwn) {
          element.scrollTop = element.scrollHeight;
          setAtBottom(true);
        } else {
          setHasNewBelow(true);
        }
      } else if (isAtBottomRef.current && element.scrollHeight !== previous.scrollHeight) {
        element.scrollTop = element.scrollHeight;
      }
    }
    snapshot.current = { firstId, lastKey, scrollHeight: element.scrollHeight };
  }, [messages, outgoing, lastKey, isLastOwn, seenByText, setAtBottom]);

  // The viewport or the composer changed size: stay at the bottom if the view was there.
  useEffect(() => {
    const element = scrollRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (isAtBottomRef.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The top of the history in view: load the older page (again and again while it stays in view).
  useEffect(() => {
    const root = scrollRef.current;
    const sentinel = sentinelRef.current;
    if (!root || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setIsSentinelVisible(entries.some((entry) => entry.isIntersecting)), {
      root,
      rootMargin: '200px 0px 0px 0px',
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasOlder]);

  useEffect(() => {
    if (isSentinelVisible && hasOlder && !isLoadingOlder && canAutoLoadOlder) onLoadOlder();
  }, [isSentinelVisible, hasOlder, isLoadingOlder, canAutoLoadOlder, onLoadOlder]);

  const days = groupMessages(messages);
  const isEmpty = messages.length === 0 && outgoing.length === 0;

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scrollRef}
        role="log"
        aria-label="Messages"
        aria-live="polite"
        aria-busy={isLoadingOlder}
        tabIndex={0}
        onScroll={(event) => {
          const atBottom = isNearBottom(event.currentTarget);
          setAtBottom(atBottom);
          if (atBottom) setHasNewBelow(false);
        }}
        className="h-full overflow-y-auto px-3 py-4 outline-none [overflow-anchor:none] focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-5"
      >
        <div className="flex min-h-full flex-col justify-end gap-4">
          {hasOlder ? (
            <div ref={sentinelRef} className="flex flex-col items-center gap-2">
              {loadOlderFailed ? (
                <p role="alert" className="text-xs font-medium text-destructive">
                  Failed to load older messages.
                </p>
              ) : null}
              <Button variant="outline" size="sm" onClick={onLoadOlder} disabled={isLoadingOlder}>
                {isLoadingOlder ? (
                  <>
                    <Spinner /> Loading older messages...
                  </>
                ) : (
                  'Load older messages'
                )}
              </Button>
            </div>
          ) : isEmpty ? null : (
            <p className="text-center text-xs text-muted-foreground">This is the start of the conversation.</p>
          )}
          {isEmpty ? <p className="my-auto text-center text-sm text-muted-foreground">No messages yet. Say hello!</p> : null}
          {days.map((day) => (
            <section key={day.key} aria-label={day.label} className="flex flex-col gap-3">
              <h3 className="flex items-center gap-3 text-xs font-semibold text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
                {day.label}
              </h3>
              {day.groups.map((group) => {
                const isOwn = group.senderId !== null && group.senderId === viewerId;
                const showSender = isGroup && !isOwn;
                return (
                  <div key={group.key} className={cn('flex gap-2', isOwn && 'justify-end')}>
                    {showSender ? (
                      <InitialsAvatar size="sm" name={group.senderName} avatarUrl={group.senderAvatarUrl} className="mt-5" />
                    ) : null}
                    <div className="flex min-w-0 flex-1 flex-col gap-1">
                      {showSender ? (
                        <p aria-hidden="true" className="px-1 text-xs font-semibold text-muted-foreground">
                          {group.senderName}
                        </p>
                      ) : null}
                      <ol className="flex flex-col gap-1">
                        {group.messages.map((message) => (
                          <MessageBubble
                            key={message.id}
                            message={message}
                            isOwn={isOwn}
                            onDelete={onDelete}
                            isDeleting={deletingId === message.id}
                            onDeleted={() => scrollRef.current?.focus()}
                          />
                        ))}
                      </ol>
                    </div>
                  </div>
                );
              })}
            </section>
          ))}
          {outgoing.length > 0 ? (
            <ol aria-label="Sending" className="flex flex-col gap-1">
              {outgoing.map((item) => (
                <OutgoingBubble
                  key={item.clientId}
                  item={item}
                  onRetry={() => onRetry(item.clientId)}
                  onDiscard={() => onDiscard(item.clientId)}
                />
              ))}
            </ol>
          ) : null}
          {seenByText && outgoing.length === 0 ? <p className="-mt-3 text-right text-xs text-muted-foreground">{seenByText}</p> : null}
        </div>
      </div>
      {hasNewBelow ? (
        <Button size="sm" className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-lg" onClick={scrollToBottom}>
          <ArrowDown aria-hidden="true" /> New messages
        </Button>
      ) : null}
    </div>
  );
}
