/**
 * The history as a messenger shows it: days (with a separator each), and in
 * a day runs of messages from one sender close together in time, so the
 * name and avatar are written once per run.
 */
import { differenceInMinutes, format, isSameDay, parseISO, startOfDay, subDays } from 'date-fns';
import type { Message } from '#shared/contracts/messaging.ts';

/** A run of one sender's messages longer apart than this starts a new group. */
export const GROUP_GAP_MINUTES = 10;

export interface MessageGroup<M extends Message = Message> {
  key: string;
  senderId: string | null;
  senderName: string;
  senderAvatarUrl: string | null;
  messages: M[];
}

export interface MessageDay<M extends Message = Message> {
  key: string;
  /** "Today", "Yesterday", or "Monday, March 2, 2026". */
  label: string;
  groups: MessageGroup<M>[];
}

export function dayLabel(date: Date, now: Date = new Date()): string {
  if (isSameDay(date, now)) return 'Today';
  if (isSameDay(date, subDays(now, 1))) return 'Yesterday';
  return format(date, 'EEEE, MMMM d, yyyy');
}

/** "6:30 PM" in the viewer's zone. */
export function formatMessageTime(iso: string): string {
  return format(parseISO(iso), 'p');
}

/** "Monday, March 2, 2026 at 6:30 PM": the time's full form, for its title and screen readers. */
export function formatMessageDateTime(iso: string): string {
  return format(parseISO(iso), "EEEE, MMMM d, yyyy 'at' p");
}

/** Messages (oldest first) in days and sender runs. */
export function groupMessages<M extends Message>(messages: readonly M[], now: Date = new Date()): MessageDay<M>[] {
  const days: MessageDay<M>[] = [];
  let previous: M | null = null;
  for (const message of messages) {
    const at = parseISO(message.createdAt);
    const previousAt = previous ? parseISO(previous.createdAt) : null;
    let day = days.at(-1);
    if (!day || !previousAt || !isSameDay(previousAt, at)) {
      day = { key: startOfDay(at).toISOString(), label: dayLabel(at, now), groups: [] };
      days.push(day);
    }
    let group = day.groups.at(-1);
    const continuesRun =
      group !== undefined &&
      previous !== null &&
      previousAt !== null &&
      previous.senderId === message.senderId &&
      previous.senderName === message.senderName &&
      differenceInMinutes(at, previousAt) < GROUP_GAP_MINUTES;
    if (!group || !continuesRun) {
      group = {
        key: message.id,
        senderId: message.senderId,
        senderName: message.senderName,
        senderAvatarUrl: message.senderAvatarUrl,
        messages: [],
      };
      day.groups.push(group);
    }
    group.messages.push(message);
    previous = message;
  }
  return days;
}
