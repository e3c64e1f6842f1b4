import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import type { ConversationType } from '#shared/value-sets.ts';
import {
  groupSizeLimitText,
  maxParticipantsFor,
  MESSAGING_TEXTS,
  type createConversationBodySchema,
  type createConversationResponseSchema,
} from '#shared/contracts/messaging.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireConversationReachability } from '../messaging-policies.ts';
import { conversationParticipants, conversations } from '#server/db/schema/messaging.ts';
import { rowsOf } from '#server/db/sql.ts';
import { loadConversationSummary } from './conversation-summary.ts';
import { publishEvent } from '../../realtime/publish-event.ts';

type CreateResult = z.infer<typeof createConversationResponseSchema>;

/**
 * New conversation (spec 5, 7.5): the creator plus the people picked, at
 * most 2 for a direct conversation and 7 for a group. An identical one (same
 * type, exactly the same people, whatever the order or title) is reused
 * instead (docs/decisions/011); an advisory lock on the sorted set makes
 * two identical creates at once find one conversation.
 */
export async function createConversation(
  ctx: AppContext,
  creatorId: string,
  input: z.output<typeof createConversationBodySchema>,
): Promise<CreateResult> {
  const { type } = input;
  const participantIds = [...new Set([creatorId, ...input.participantIds])];
  const others = participantIds.filter((id) => id !== creatorId);
  const max = maxParticipantsFor(type);
  if (participantIds.length > max) {
    throw new AppError('validation', groupSizeLimitText(max), { participantIds: groupSizeLimitText(max) });
  }
  if (others.length === 0) throw new AppError('validation', MESSAGING_TEXTS.needOthers, { participantIds: MESSAGING_TEXTS.needOthers });
  await requireConversationReachability(ctx.db, { actorId: creatorId, newIds: others, existingIds: [], field: 'participantIds' });

  const title = type === 'group' ? input.title || null : null;
  const { id, isExisting } = await findOrCreateConversation(ctx, { type, title, creatorId, participantIds });
  return { conversation: await loadConversationSummary(ctx.db, creatorId, id), isExisting };
}

/**
 * The conversation of exactly these people (the creator first), reused when
 * it exists, else created with the creator as admin; participants hear of a
 * new one after the commit. The caller has checked who may be in it.
 */
export async function findOrCreateConversation(
  ctx: AppContext,
  input: { type: ConversationType; title: string | null; creatorId: string; participantIds: string[] },
): Promise<{ id: string; isExisting: boolean }> {
  const { type, title, creatorId, participantIds } = input;
  const max = maxParticipantsFor(type);
  const sorted = [...participantIds].sort();
  const { id, isExisting } = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`conversation:${type}:${sorted.join(',')}`}))`);
    const [existing] = await rowsOf<{ id: string }>(
      tx,
      sql`select c.id from conversations c
        where c.type = ${type}
          and c.id in (select mine.conversation_id from conversation_participants mine where mine.user_id = ${creatorId})
          and (select count(*) from conversation_participants p where p.conversation_id = c.id) = ${participantIds.length}
          and not exists (select 1 from conversation_participants p where p.conversation_id = c.id and p.user_id not in ${participantIds})
        order by c.created_at, c.id
        limit 1`,
    );
    if (existing) return { id: existing.id, isExisting: true };
    const [created] = await tx
      .insert(conversations)
      .values({ type, title, createdBy: creatorId, maxParticipants: max })
      .returning({ id: conversations.id });
    // The creator first, then the others as picked: "the order they joined".
    await tx.insert(conversationParticipants).values(
      participantIds.map((userId, index) => ({
        conversationId: created!.id,
        userId,
        role: userId === creatorId ? ('admin' as const) : ('member' as const),
        joinedAt: sql`now() + ${index} * interval '1 microsecond'`,
      })),
    );
    return { id: created!.id, isExisting: false };
  });
  if (!isExisting) await publishEvent(ctx, participantIds, { type: 'conversation.updated', conversationId: id });
  return { id, isExisting };
}
