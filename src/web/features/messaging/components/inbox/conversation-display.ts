/**
 * How a conversation reads in the inbox: its name (a group's title, else the
 * other people's names), the latest message's preview ("You: ..." for the
 * viewer's own) and a compact time with the full date beside it.
 */
import { differenceInCalendarDays, format, isSameYear, isValid, parseISO } from 'date-fns';
import type { ConversationSummary, Participant } from '#shared/contracts/messaging.ts';

export const NO_OTHERS_NAME = 'Only you';
export const NO_MESSAGES_PREVIEW = 'No messages yet';

/** Everyone but the viewer, in the order they joined. */
export function otherParticipants(conversation: ConversationSummary, viewerId: string | null): Participant[] {
  return conversation.participants.filter((participant) => participant.userId !== viewerId);
}

/** A group's title when it has one (a team conversation's is the team's name), else the others' names ("Alex Kim, Sam Lee"). */
export function conversationName(conversation: ConversationSummary, viewerId: string | null): string {
  const title = conversation.title?.trim();
  if ((conversation.type === 'group' || conversation.type === 'team') && title) return title;
  const names = otherParticipants(conversation, viewerId).map((participant) => participant.displayName);
  return names.length > 0 ? names.join(', ') : NO_OTHERS_NAME;
}

/** "You: see you at 6", "Sam: gg" in groups, the bare text from the other person of a direct conversation. */
export function latestMessagePreview(conversation: ConversationSummary, viewerId: string | null): string {
  const message = conversation.latestMessage;
  if (!message) return NO_MESSAGES_PREVIEW;
  const text = message.body.replace(/\s+/g, ' ').trim();
  if (message.senderId !== null && message.senderId === viewerId) return `You: ${text}`;
  if (conversation.type !== 'dm') return `${firstName(message.senderName)}: ${text}`;
  return text;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

/** When the conversation last moved: its latest message, else its last change. */
export function activityTime(conversation: ConversationSummary): string {
  return conversation.latestMessage?.createdAt ?? conversation.updatedAt;
}

/**
 * Messenger-style: "now", "5m", "3h" today, "Yesterday", a weekday within
 * the week, "Mar 4" this year, "Mar 4, 2024" before.
 */
export function formatActivityTime(iso: string, now: Date): string {
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return 'now';
  if (minutes < 60) return `${minutes}m`;
  const days = differenceInCalendarDays(now, date);
  if (days <= 0) return `${Math.floor(minutes / 60)}h`;
  if (days === 1) return 'Yesterday';
  if (days < 7) return format(date, 'EEE');
  return isSameYear(date, now) ? format(date, 'MMM d') : format(date, 'MMM d, yyyy');
}

/** "Monday, March 4, 2026 at 6:30 PM", for the title and screen readers. */
export function formatFullDate(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, "EEEE, MMMM d, yyyy 'at' p") : iso;
}
