/** How a conversation is named on its screen, and the "Seen by" line of its latest message. */
import type { ConversationSummary, Participant, ReadReceipt } from '#shared/contracts/messaging.ts';

/** Everyone but the viewer. */
export function otherParticipants(conversation: ConversationSummary, viewerId: string | null | undefined): Participant[] {
  return conversation.participants.filter((participant) => participant.userId !== viewerId);
}

/** The group's title (a team conversation's is the team's name), else the other participants' names ("Just you" when nobody else is left). */
export function conversationTitle(conversation: ConversationSummary, viewerId: string | null | undefined): string {
  const title = conversation.title?.trim();
  if ((conversation.type === 'group' || conversation.type === 'team') && title) return title;
  const names = otherParticipants(conversation, viewerId).map((participant) => participant.displayName);
  return names.length > 0 ? names.join(', ') : 'Just you';
}

/** "Seen" in a direct conversation, "Seen by Alice, Bob" in a group; null when nobody has seen it. */
export function seenByText(type: ConversationSummary['type'], seenBy: readonly ReadReceipt[]): string | null {
  if (seenBy.length === 0) return null;
  if (type === 'dm') return 'Seen';
  return `Seen by ${seenBy.map((receipt) => receipt.displayName).join(', ')}`;
}
