import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import { MESSAGING_TEXTS, type ConversationSummary, type updateConversationBodySchema } from '#shared/contracts/messaging.ts';
import type { AppContext } from '#server/app-context.ts';
import type { ConversationAccess } from '../messaging-policies.ts';
import { conversationParticipants, conversations } from '#server/db/schema/messaging.ts';
import { loadConversationSummary } from './conversation-summary.ts';
import { lockConversation } from '../messaging-sql.ts';
import { publishEvent } from '../../realtime/publish-event.ts';

/**
 * Star or unstar (the viewer's own row) and rename (groups only; a rename is
 * activity: it moves the conversation up and everyone in it refetches).
 */
export async function updateConversation(
  ctx: AppContext,
  access: ConversationAccess,
  input: z.output<typeof updateConversationBodySchema>,
): Promise<{ conversation: ConversationSummary }> {
  const { viewer, conversation } = access;
  const renames = input.title !== undefined;
  if (renames && conversation.type !== 'group') throw new AppError('validation', MESSAGING_TEXTS.groupOnly, { title: MESSAGING_TEXTS.groupOnly });
  const recipients = await ctx.db.transaction(async (tx) => {
    if (input.isStarred !== undefined) {
      await tx
        .update(conversationParticipants)
        .set({ isStarred: input.isStarred })
        .where(and(eq(conversationParticipants.conversationId, conversation.id), eq(conversationParticipants.userId, viewer.userId)));
    }
    if (!renames) return [viewer.userId];
    const locked = await lockConversation(tx, conversation.id, viewer.userId);
    await tx
      .update(conversations)
      .set({ title: input.title || null, updatedAt: sql`now()` })
      .where(eq(conversations.id, conversation.id));
    return locked.participantIds;
  });
  // A star concerns the viewer's own tabs only; a rename, everyone in it.
  await publishEvent(ctx, recipients, { type: 'conversation.updated', conversationId: conversation.id });
  return { conversation: await loadConversationSummary(ctx.db, viewer.userId, conversation.id) };
}
