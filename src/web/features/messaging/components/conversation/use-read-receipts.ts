/**
 * Read receipts: when the newest messages from others are on screen (tab
 * visible, history scrolled to the bottom), POST /read with the newest
 * message id, after a short pause and only when something newer than the
 * last one sent has arrived. Nothing is sent for a conversation that was
 * already read when it opened.
 */
import { useEffect, useRef, useState } from 'react';
import type { Message } from '#shared/contracts/messaging.ts';
import { useMarkRead } from '../../api/mark-read.ts';

export const READ_DEBOUNCE_MS = 400;

function isVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

function isNewer(a: Message, b: Message): boolean {
  return a.createdAt === b.createdAt ? a.id > b.id : Date.parse(a.createdAt) > Date.parse(b.createdAt);
}

export interface ReadReceiptsInput {
  conversationId: string;
  viewerId: string | null;
  /** Loaded history, oldest first. */
  messages: readonly Message[];
  /** The viewer's unread count from the conversation detail (when it opened). */
  unreadCount: number;
  /** Both the detail and the history are loaded and not being refetched. */
  isSettled: boolean;
  isAtBottom: boolean;
}

export function useReadReceipts({ conversationId, viewerId, messages, unreadCount, isSettled, isAtBottom }: ReadReceiptsInput) {
  const markRead = useMarkRead(conversationId);
  const { mutate } = markRead;
  /** The newest message from others covered by a receipt sent (or already read on opening). */
  const covered = useRef<Message | null>(null);
  const hasBaseline = useRef(false);
  const [isTabVisible, setIsTabVisible] = useState(isVisible);

  useEffect(() => {
    const onChange = () => setIsTabVisible(isVisible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  const newest = messages.at(-1);
  const newestFromOthers = messages.findLast((message) => message.senderId !== viewerId);

  useEffect(() => {
    if (!isSettled) return;
    // The baseline is taken once, at the first settled load, even when nothing from others is there yet:
    // a reply that arrives later (live) is new and must be read.
    if (!hasBaseline.current) {
      hasBaseline.current = true;
      if (unreadCount === 0) covered.current = newestFromOthers ?? null;
    }
    if (!newest || !newestFromOthers) return;
    if (covered.current && !isNewer(newestFromOthers, covered.current)) return;
    if (!isTabVisible || !isAtBottom) return;
    const timer = setTimeout(() => {
      const previous = covered.current;
      covered.current = newestFromOthers;
      mutate(newest.id, {
        onError: () => {
          // Try again with the next change.
          if (covered.current === newestFromOthers) covered.current = previous;
        },
      });
    }, READ_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [isSettled, newest, newestFromOthers, unreadCount, isTabVisible, isAtBottom, mutate]);
}
