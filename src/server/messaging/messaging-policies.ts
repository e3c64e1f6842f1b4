/**
 * Messaging access (spec 2.8, 5; docs/decisions/011): conversation
 * participants, guardian readers and who may be in a conversation.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import { MESSAGING_TEXTS } from '#shared/contracts/messaging.ts';
import type { ConversationType } from '#shared/value-sets.ts';
import type { Database } from '#server/db/client.ts';
import { conversationParticipants, conversations } from '#server/db/schema/messaging.ts';
import { conversationReachabilitySql, guardianConversationIdsSql } from './reachability-sql.ts';
import { rowsOf } from '#server/db/sql.ts';
import { getViewer, type Viewer } from '#server/auth/current-user.ts';

/** Any signed-in user; signed-out callers get the spec's conversation text (spec 8). */
export async function requireMessagingUser(request: FastifyRequest): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw new AppError('unauthorized', MESSAGING_TEXTS.notAuthenticated);
  return viewer;
}

export interface ConversationAccess {
  viewer: Viewer;
  conversation: { id: string; type: ConversationType; maxParticipants: number };
}

export function conversationNotFound(): AppError {
  return new AppError('not_found', MESSAGING_TEXTS.conversationNotFound);
}

/**
 * Every conversation route: participants only. Anyone else, platform admins
 * included (messages are private), gets 404 "Conversation not found", which
 * does not confirm that the conversation exists. One statement.
 */
export async function requireConversationParticipant(request: FastifyRequest, conversationId: string): Promise<ConversationAccess> {
  const viewer = await requireMessagingUser(request);
  const [row] = await request.server.ctx.db
    .select({ id: conversations.id, type: conversations.type, maxParticipants: conversations.maxParticipants })
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      and(eq(conversationParticipants.conversationId, conversations.id), eq(conversationParticipants.userId, viewer.userId)),
    )
    .where(eq(conversations.id, conversationId));
  if (!row) throw conversationNotFound();
  return { viewer, conversation: { ...row, type: row.type as ConversationType } };
}

/** Who sends, and where: the caller, and the conversation they name (not yet checked). */
export interface ConversationSendAccess {
  viewer: Viewer;
  conversation: { id: string };
}

/**
 * Sending a message (docs/decisions/085): the same rule as
 * requireConversationParticipant (participants only; anyone else, platform
 * admins and guardians included, gets 404 "Conversation not found"), but
 * checked once, by the send itself: send_message (migration 0047) reads the
 * participants under the conversation's lock and writes nothing unless the
 * sender is one of them, and sendMessage answers `conversationNotFound()`.
 * Checking here as well would read the same row twice per send. No
 * statement: the signed-in caller only (401 otherwise).
 */
export async function requireConversationSender(request: FastifyRequest, conversationId: string): Promise<ConversationSendAccess> {
  const viewer = await requireMessagingUser(request);
  return { viewer, conversation: { id: conversationId } };
}

export interface ConversationReadAccess extends ConversationAccess {
  /** `guardian`: an active guardian of a minor in it, read-only (issue 10.4). */
  scope: 'participant' | 'guardian';
}

/**
 * The conversation's read routes (the conversation and its messages):
 * participants, and the active guardians (guardian_links status active) of
 * a participant, read-only; guardians are not participants and no write
 * route lets them through. Everyone else gets the same 404 as
 * requireConversationParticipant. One statement.
 */
export async function requireConversationReader(request: FastifyRequest, conversationId: string): Promise<ConversationReadAccess> {
  const viewer = await requireMessagingUser(request);
  const [row] = await rowsOf<{ id: string; type: ConversationType; maxParticipants: number; isParticipant: boolean }>(
    request.server.ctx.db,
    sql`select c.id, c.type, c.max_participants as "maxParticipants",
        exists (select 1 from conversation_participants vp where vp.conversation_id = c.id and vp.user_id = ${viewer.userId}) as "isParticipant"
      from conversations c
      where c.id = ${conversationId}
        and (exists (select 1 from conversation_participants vp where vp.conversation_id = c.id and vp.user_id = ${viewer.userId})
          or c.id in (${guardianConversationIdsSql(viewer.userId)}))`,
  );
  if (!row) throw conversationNotFound();
  const { isParticipant, ...conversation } = row;
  return { viewer, conversation, scope: isParticipant ? 'participant' : 'guardian' };
}

/**
 * Who may be in a conversation (docs/decisions/011, issue 10.4), for every
 * way in: creating a direct or group conversation, adding someone.
 * - each new person must exist and be reachable by the actor; otherwise
 *   400 "User not found" on `field`, the same answer as for an unknown id,
 *   so a refusal reveals no more than the people search does;
 * - for each minor among the resulting participants (`existingIds` plus
 *   `newIds`), every other participant must be able to reach that minor
 *   directly; otherwise 403 "Not everyone in this conversation may message
 *   each other", which names nobody.
 * One statement for the whole set; the people search uses the same
 * `reachableSql`, so the two cannot disagree.
 */
export async function requireConversationReachability(
  db: Pick<Database, 'execute'>,
  input: { actorId: string; newIds: readonly string[]; existingIds: readonly string[]; field: string },
): Promise<void> {
  const newIds = [...new Set(input.newIds)];
  if (newIds.length === 0) return;
  const allIds = [...new Set([input.actorId, ...input.existingIds, ...newIds])];
  const [row] = await rowsOf<{ found: number; reachableByActor: number; everyoneReaches: boolean }>(
    db,
    conversationReachabilitySql(input.actorId, newIds, allIds),
  );
  if (!row || row.found < newIds.length || row.reachableByActor < newIds.length) {
    throw new AppError('validation', MESSAGING_TEXTS.userNotFound, { [input.field]: MESSAGING_TEXTS.userNotFound });
  }
  if (!row.everyoneReaches) throw new AppError('forbidden', MESSAGING_TEXTS.notReachableByEveryone);
}
