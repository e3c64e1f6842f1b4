/**
 * What an adult reads before messaging a player under 18 (issue 26.6,
 * docs/decisions/077), and how a guardian's read-only view names their
 * player. The server says who is under 18 (never an age); these only word it.
 */
import type { ConversationSummary } from '../contracts/messaging.ts';

function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "Quinn is under 18. Their parent or guardian can read this conversation." (null when nobody is). */
export function minorNoticeText(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  return names.length === 1
    ? `${names[0]} is under 18. Their parent or guardian can read this conversation.`
    : `${joinNames(names)} are under 18. Their parents or guardians can read this conversation.`;
}

/** The names of the participants the server flagged as under 18 for this (adult) viewer, in join order. */
export function minorNames(conversation: ConversationSummary): string[] {
  const ids = new Set(conversation.minorParticipantIds ?? []);
  return conversation.participants.filter((participant) => ids.has(participant.userId)).map((participant) => participant.displayName);
}

/** "Quinn's conversation" on a guardian's read-only view (null on anyone else's). */
export function guardedConversationLabel(conversation: ConversationSummary): string | null {
  if (!conversation.readOnly) return null;
  const ids = new Set(conversation.guardedPlayerIds ?? []);
  const names = conversation.participants.filter((participant) => ids.has(participant.userId)).map((participant) => participant.displayName);
  if (names.length === 0) return "Your player's conversation";
  return `${joinNames(names)}'s conversation`;
}
