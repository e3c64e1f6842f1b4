/**
 * Messaging (spec 2.8, 5, 7.5; docs/decisions/011): the inbox, the badge,
 * the people picker, conversations, messages, read receipts, participants.
 * Every conversation route passes requireConversationParticipant first;
 * the two read routes pass requireConversationReader, which also lets an
 * active guardian of a minor in it read (issue 10.4); sending passes
 * requireConversationSender, whose participant check the send runs under
 * its lock (docs/decisions/085).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addParticipantBodySchema,
  conversationDetailSchema,
  conversationIdParamsSchema,
  conversationMessageParamsSchema,
  conversationParticipantParamsSchema,
  conversationResponseSchema,
  createConversationBodySchema,
  createConversationResponseSchema,
  guardianConversationsQuerySchema,
  guardianConversationsResponseSchema,
  inboxQuerySchema,
  inboxResponseSchema,
  markReadBodySchema,
  markReadResponseSchema,
  messagePageQuerySchema,
  messagePageSchema,
  messagingUserSearchQuerySchema,
  messagingUserSearchResponseSchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
  unreadCountResponseSchema,
  updateConversationBodySchema,
} from '#shared/contracts/messaging.ts';
import {
  requireConversationParticipant,
  requireConversationReader,
  requireConversationSender,
  requireMessagingUser,
} from './messaging-policies.ts';
import { emailSearchRateLimit, perAccountRateLimit } from '#server/auth/account-rate-limits.ts';
import { MESSAGE_RATE_LIMIT_MESSAGE } from '#server/http/rate-limits.ts';
import { addParticipant } from './conversations/add-participant.ts';
import { createConversation } from './conversations/create-conversation.ts';
import { deleteMessage } from './messages/delete-message.ts';
import { getConversation } from './conversations/get-conversation.ts';
import { getUnreadTotal } from './messages/get-unread-total.ts';
import { listGuardianConversations } from './conversations/list-guardian-conversations.ts';
import { listInbox } from './conversations/list-inbox.ts';
import { listMessages } from './messages/list-messages.ts';
import { markRead } from './messages/mark-read.ts';
import { removeParticipant } from './conversations/remove-participant.ts';
import { searchMessagingUsers } from './search-messaging-users.ts';
import { sendMessage } from './messages/send-message.ts';
import { updateConversation } from './conversations/update-conversation.ts';
import { noContent } from '#server/http/openapi-document.ts';

export async function messagingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['messaging'];
  const { ctx } = app;

  api.get(
    '/api/conversations',
    { schema: { tags, querystring: inboxQuerySchema, response: { 200: inboxResponseSchema } } },
    async (request) => listInbox(ctx.db, (await requireMessagingUser(request)).userId, request.query),
  );

  api.get(
    '/api/conversations/unread-count',
    { schema: { tags, response: { 200: unreadCountResponseSchema } } },
    async (request) => getUnreadTotal(ctx.db, (await requireMessagingUser(request)).userId),
  );

  api.get(
    '/api/conversations/user-search',
    { config: { rateLimit: emailSearchRateLimit(app) }, schema: { tags, querystring: messagingUserSearchQuerySchema, response: { 200: messagingUserSearchResponseSchema } } },
    async (request) => ({ users: await searchMessagingUsers(ctx.db, (await requireMessagingUser(request)).userId, request.query) }),
  );

  api.get(
    '/api/guardian/conversations',
    { schema: { tags, querystring: guardianConversationsQuerySchema, response: { 200: guardianConversationsResponseSchema } } },
    async (request) => listGuardianConversations(ctx.db, (await requireMessagingUser(request)).userId, request.query),
  );

  api.post(
    '/api/conversations',
    {
      schema: {
        tags,
        body: createConversationBodySchema,
        response: { 200: createConversationResponseSchema, 201: createConversationResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireMessagingUser(request);
      const result = await createConversation(ctx, viewer.userId, request.body);
      return reply.status(result.isExisting ? 200 : 201).send(result);
    },
  );

  api.get(
    '/api/conversations/:conversationId',
    { schema: { tags, params: conversationIdParamsSchema, response: { 200: conversationDetailSchema } } },
    async (request) => getConversation(ctx.db, await requireConversationReader(request, request.params.conversationId)),
  );

  api.patch(
    '/api/conversations/:conversationId',
    { schema: { tags, params: conversationIdParamsSchema, body: updateConversationBodySchema, response: { 200: conversationResponseSchema } } },
    async (request) => updateConversation(ctx, await requireConversationParticipant(request, request.params.conversationId), request.body),
  );

  // ---------------------------------------------------------------- messages

  api.get(
    '/api/conversations/:conversationId/messages',
    { schema: { tags, params: conversationIdParamsSchema, querystring: messagePageQuerySchema, response: { 200: messagePageSchema } } },
    async (request) => listMessages(ctx.db, await requireConversationReader(request, request.params.conversationId), request.query),
  );

  api.post(
    '/api/conversations/:conversationId/messages',
    {
      config: { rateLimit: perAccountRateLimit(app.rateLimits.messageSends, MESSAGE_RATE_LIMIT_MESSAGE) },
      schema: { tags, params: conversationIdParamsSchema, body: sendMessageBodySchema, response: { 201: sendMessageResponseSchema } },
    },
    async (request, reply) => {
      const access = await requireConversationSender(request, request.params.conversationId);
      return reply.status(201).send(await sendMessage(ctx, access, request.body.body));
    },
  );

  api.delete(
    '/api/conversations/:conversationId/messages/:messageId',
    { schema: { tags, params: conversationMessageParamsSchema, response: { 200: sendMessageResponseSchema } } },
    async (request) => {
      const access = await requireConversationParticipant(request, request.params.conversationId);
      return deleteMessage(ctx, access, request.params.messageId);
    },
  );

  api.post(
    '/api/conversations/:conversationId/read',
    { schema: { tags, params: conversationIdParamsSchema, body: markReadBodySchema, response: { 200: markReadResponseSchema } } },
    async (request) => markRead(ctx, await requireConversationParticipant(request, request.params.conversationId), request.body.messageId),
  );

  // ---------------------------------------------------------------- participants

  api.post(
    '/api/conversations/:conversationId/participants',
    { schema: { tags, params: conversationIdParamsSchema, body: addParticipantBodySchema, response: { 200: conversationResponseSchema } } },
    async (request) => addParticipant(ctx, await requireConversationParticipant(request, request.params.conversationId), request.body.userId),
  );

  api.delete(
    '/api/conversations/:conversationId/participants/:userId',
    { schema: { tags, params: conversationParticipantParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const access = await requireConversationParticipant(request, request.params.conversationId);
      await removeParticipant(ctx, access, request.params.userId);
      return reply.status(204).send();
    },
  );
}
