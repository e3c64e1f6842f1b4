import { sql } from 'drizzle-orm';
import type { Message } from '#shared/contracts/messaging.ts';
import type { AppContext } from '#server/app-context.ts';
import { rowsOf } from '#server/db/sql.ts';
import { conversationNotFound, type ConversationSendAccess } from '../messaging-policies.ts';
import { PIPELINE_STAFF_ROLES } from '../pipeline-staff-roles.ts';
import { publishEvent } from '../../realtime/publish-event.ts';

/**
 * Sends a message in one round trip (docs/decisions/085): one statement,
 * `send_message` of migration 0047, which with the conversation locked
 * checks that the sender is a participant (else 404, the policy's answer,
 * and nothing is written), saves the message (its time never before the
 * previous message's, so history order is send order even on a millisecond
 * clock), the conversation's activity time, one more unread for every other
 * participant and the last contact of the pipeline entries it is contact for
 * (docs/decisions/036), and notifies message.created to everyone in it, the
 * sender too (their other tabs), on the realtime bus's channel; the
 * notification leaves at commit. When the bus has no channel (it delivers in
 * process) the event is published after the statement instead.
 */
export async function sendMessage(ctx: AppContext, access: ConversationSendAccess, body: string): Promise<{ message: Message }> {
  const conversationId = access.conversation.id;
  const channel = ctx.realtime.notifyChannel ?? null;
  const roles = `{${PIPELINE_STAFF_ROLES.join(',')}}`;
  const [row] = await rowsOf<{ sent: { message: Message; participantIds: string[] } | null }>(
    ctx.db,
    sql`select send_message(${conversationId}, ${access.viewer.userId}, ${body}, ${roles}::text[], ${channel}) as sent`,
  );
  if (!row?.sent) throw conversationNotFound();
  const { message, participantIds } = row.sent;
  if (!channel) await publishEvent(ctx, participantIds, { type: 'message.created', conversationId, message });
  return { message };
}
