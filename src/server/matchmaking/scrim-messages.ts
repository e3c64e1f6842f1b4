/**
 * The direct messages of a scrim proposal (docs/decisions/047): the
 * receiving team's owner hears of a proposal, the proposer of its answer,
 * through messaging's own services (findOrCreateConversation + sendMessage)
 * and only when messaging's reachability rule lets the sender write to them
 * (decision 004: an unrelated adult never starts a conversation with a
 * minor). A message that cannot be sent never fails the proposal or the
 * answer: the caller gets `null` (logged when it was not a rule's refusal).
 */
import { AppError } from '#shared/app-error.ts';
import { SCRIM_TEXTS } from '#shared/contracts/matchmaking.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { requireConversationReachability } from '#server/messaging/messaging-policies.ts';
import { findOrCreateConversation } from '#server/messaging/conversations/create-conversation.ts';
import { sendMessage } from '#server/messaging/messages/send-message.ts';

const whenFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export interface ScrimMessageFacts {
  fromTeamName: string;
  toTeamName: string;
  gameName: string;
  scheduledAt: Date;
  durationMinutes: number;
  message: string | null;
}

/** The text: a title line, the teams, the game, the time (UTC) and the proposer's message. */
export function scrimMessageText(kind: 'proposed' | 'accepted' | 'declined', facts: ScrimMessageFacts): string {
  const title = { proposed: SCRIM_TEXTS.proposedMessageTitle, accepted: SCRIM_TEXTS.acceptedMessageTitle, declined: SCRIM_TEXTS.declinedMessageTitle }[kind];
  const lines = [
    `${title}: ${facts.fromTeamName} vs ${facts.toTeamName}`,
    `Game: ${facts.gameName}`,
    `When: ${whenFormat.format(facts.scheduledAt)} UTC (${facts.durationMinutes} min)`,
  ];
  if (kind === 'accepted') lines.push('It is on both teams’ schedules.');
  if (facts.message) lines.push('', facts.message);
  return lines.join('\n');
}

/** Sends `text` from `sender` to `recipientId` in their direct conversation; the conversation id, or null when not sent. */
export async function sendScrimMessage(ctx: AppContext, sender: Viewer, recipientId: string | null, text: string): Promise<string | null> {
  if (!recipientId || recipientId === sender.userId) return null;
  try {
    await requireConversationReachability(ctx.db, { actorId: sender.userId, newIds: [recipientId], existingIds: [], field: 'toTeamId' });
    const conversation = await findOrCreateConversation(ctx, { type: 'dm', title: null, creatorId: sender.userId, participantIds: [sender.userId, recipientId] });
    await sendMessage(ctx, { viewer: sender, conversation: { id: conversation.id } }, text);
    return conversation.id;
  } catch (error) {
    if (!(error instanceof AppError)) ctx.log.error({ err: error }, 'scrim message not sent');
    return null;
  }
}
