/**
 * Messaging (spec 2.8, 3, 5, 7.5, 8, 9): the inbox list, conversations,
 * their participants and messages, read receipts and the realtime events.
 * Server and client both import these schemas and texts.
 */
import { z } from 'zod';
import { MAX_PARTICIPANTS, SEARCH } from '#shared/constants.ts';
import { CONVERSATION_TYPES, PARTICIPANT_ROLES, type ConversationType } from '#shared/value-sets.ts';
import { PIPELINE_STAGES } from '#shared/recruiting/recruiting-values.ts';
import { isPlainText, plainTextMessage } from './plain-text.ts';

export const MESSAGE_MAX_LENGTH = 4000;
export const GROUP_TITLE_MAX_LENGTH = 80;
export const INBOX_PAGE_SIZE = 50;
export const MESSAGE_PAGE_SIZE = 30;

/** The toast and error texts of spec 8 (Conversations), verbatim, plus our own where the spec is silent. */
export const MESSAGING_TEXTS = {
  notAuthenticated: 'User not authenticated',
  createOrFindFailed: 'Failed to create or find conversation',
  createFailed: 'Failed to create conversation',
  created: 'Conversation created',
  updateFailed: 'Failed to update conversation',
  participantAdded: 'Participant added',
  addFailed: 'Failed to add participant',
  participantRemoved: 'Participant removed',
  removeFailed: 'Failed to remove participant',
  redirected: 'Redirected to existing conversation',
  // Ours (the spec does not show these).
  conversationNotFound: 'Conversation not found',
  userNotFound: 'User not found',
  /** Issue 10.4: a minor in the conversation whom someone else in it may not reach; names nobody. */
  notReachableByEveryone: 'Not everyone in this conversation may message each other',
  alreadyParticipant: 'Already a participant',
  notParticipant: 'Not a participant of this conversation',
  groupOnly: 'Only group conversations can do this',
  messageEmpty: 'Message cannot be empty',
  messageTooLong: `Message is too long (max ${MESSAGE_MAX_LENGTH} characters)`,
  messageNotFound: 'Message not found',
  deleteOwnOnly: 'You can only delete your own messages',
  messageDeleted: 'Message deleted',
  deleteFailed: 'Failed to delete message',
  sendFailed: 'Failed to send message',
  leftGroup: 'You left the conversation',
  leaveFailed: 'Failed to leave conversation',
  deletedMessagePlaceholder: 'This message was deleted',
  needOthers: 'Pick at least one person',
} as const;

/** "Group size limit exceeded (max N participants)" (spec 5, 8). */
export function groupSizeLimitText(max: number): string {
  return `Group size limit exceeded (max ${max} participants)`;
}

/** The most participants a conversation of this type may have, counting its creator (spec 9). */
export function maxParticipantsFor(type: ConversationType): number {
  return MAX_PARTICIPANTS[type];
}

// ---------------------------------------------------------------- people

export const participantSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(PARTICIPANT_ROLES),
});
export type Participant = z.infer<typeof participantSchema>;

/** GET /api/conversations/user-search?q= : people the viewer may message (docs/decisions/011). */
export const messagingUserSearchQuerySchema = z.object({
  q: z.string().trim().min(SEARCH.minChars, `Type at least ${SEARCH.minChars} characters`).max(120),
});
export const messagingUserSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  /** True when an adult viewer found a player under 18: their guardian reads the conversation (docs/decisions/077). Never for a minor viewer. */
  isUnderEighteen: z.boolean().optional(),
});
export type MessagingUser = z.infer<typeof messagingUserSchema>;
export const messagingUserSearchResponseSchema = z.object({ users: z.array(messagingUserSchema) });

// ---------------------------------------------------------------- messages

export const messageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  /** Null when the sender's account was deleted. */
  senderId: z.string().nullable(),
  senderName: z.string(),
  senderAvatarUrl: z.string().nullable(),
  /** Null once deleted: a deleted message's text is never sent to anyone. */
  body: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  deletedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** What the forms call a conversation's title (its plain-text message names it so). */
export const GROUP_TITLE_LABEL = 'Group name';

export const messageBodySchema = z
  .string({ error: MESSAGING_TEXTS.messageEmpty })
  .trim()
  .min(1, MESSAGING_TEXTS.messageEmpty)
  .max(MESSAGE_MAX_LENGTH, MESSAGING_TEXTS.messageTooLong)
  .refine(isPlainText, plainTextMessage('Message'));

/** POST /api/conversations/:conversationId/messages */
export const sendMessageBodySchema = z.object({ body: messageBodySchema });
export const sendMessageResponseSchema = z.object({ message: messageSchema });

/** GET /api/conversations/:conversationId/messages?before=<messageId> : newest first pages, each page oldest to newest. */
export const messagePageQuerySchema = z.object({
  /** The oldest message already shown; the page holds the messages before it. */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGE_PAGE_SIZE),
});
export const messagePageSchema = z.object({
  /** Oldest first. */
  messages: z.array(messageSchema),
  /** The `before` of the next (older) page; null when this page reaches the first message. */
  nextBefore: z.uuid().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

// ---------------------------------------------------------------- conversations

export const latestMessageSchema = z.object({
  id: z.uuid(),
  senderId: z.string().nullable(),
  senderName: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});

export const conversationSummarySchema = z.object({
  id: z.uuid(),
  type: z.enum(CONVERSATION_TYPES),
  /** Groups may have a title; direct conversations have none. */
  title: z.string().nullable(),
  createdBy: z.string().nullable(),
  maxParticipants: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }),
  /** The viewer's own participant row. */
  isStarred: z.boolean(),
  role: z.enum(PARTICIPANT_ROLES),
  /** Everyone in it, the viewer included, in the order they joined. */
  participants: z.array(participantSchema),
  /** The latest message not deleted; null when there is none. */
  latestMessage: latestMessageSchema.nullable(),
  /** Messages from others, not deleted, the viewer has no read receipt for. */
  unreadCount: z.number().int(),
  /** True on an active guardian's read-only view (issue 10.4): not a participant, may not write. */
  readOnly: z.boolean().optional(),
  /**
   * Issue 26.6 (docs/decisions/077): the other participants who are under 18, so that an adult sees, before
   * sending, that a guardian reads the conversation. Filled only for an adult participant; empty for a minor
   * and on a guardian's read-only view. Never an age or a birth date.
   */
  minorParticipantIds: z.array(z.string()).optional(),
  /** On a guardian's read-only view: the participants the viewer is an active guardian of ("Jamie's conversation"). */
  guardedPlayerIds: z.array(z.string()).optional(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** GET /api/conversations?starred=true&before=<conversationId> */
export const inboxQuerySchema = z.object({
  starred: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /** The last conversation of the previous page. */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(INBOX_PAGE_SIZE),
});
export const inboxResponseSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  /** The `before` of the next page; null on the last page. */
  nextBefore: z.uuid().nullable(),
  /** Unread messages over all the viewer's conversations (the header badge). */
  unreadTotal: z.number().int(),
});
export type Inbox = z.infer<typeof inboxResponseSchema>;

/** GET /api/guardian/conversations : conversations that include a minor the viewer is an active guardian of, read-only. */
export const guardianConversationsQuerySchema = z.object({
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(INBOX_PAGE_SIZE),
});
export const guardianConversationsResponseSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  nextBefore: z.uuid().nullable(),
});
export type GuardianConversations = z.infer<typeof guardianConversationsResponseSchema>;

/** GET /api/conversations/unread-count : the header badge. */
export const unreadCountResponseSchema = z.object({ unreadTotal: z.number().int() });

export const readReceiptSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  readAt: z.iso.datetime({ offset: true }),
});
export type ReadReceipt = z.infer<typeof readReceiptSchema>;

/** GET /api/conversations/:conversationId */
export const conversationDetailSchema = z.object({
  conversation: conversationSummarySchema,
  /** Who (other than its sender) has seen the latest message; empty when none or no message. */
  seenBy: z.array(readReceiptSchema),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/** POST /api/conversations */
export const createConversationBodySchema = z.object({
  /** Team conversations are made by the roster, never by hand (docs/decisions/073). */
  type: z.enum(['dm', 'group']),
  title: z.string().trim().max(GROUP_TITLE_MAX_LENGTH).refine(isPlainText, plainTextMessage(GROUP_TITLE_LABEL)).optional().nullable(),
  /** The others; the creator is added by the server (and ignored if listed). */
  participantIds: z.array(z.string().min(1).max(100)).min(1, MESSAGING_TEXTS.needOthers).max(50),
});
export const createConversationResponseSchema = z.object({
  conversation: conversationSummarySchema,
  /** True: an identical conversation existed and is returned instead ("Redirected to existing conversation"). */
  isExisting: z.boolean(),
});

/** PATCH /api/conversations/:conversationId : the title (groups) and the viewer's own star. */
export const updateConversationBodySchema = z
  .object({
    title: z.string().trim().max(GROUP_TITLE_MAX_LENGTH).refine(isPlainText, plainTextMessage(GROUP_TITLE_LABEL)).nullable().optional(),
    isStarred: z.boolean().optional(),
  })
  .refine((body) => body.title !== undefined || body.isStarred !== undefined, { message: 'Nothing to update' });
export const conversationResponseSchema = z.object({ conversation: conversationSummarySchema });

/** POST /api/conversations/:conversationId/participants */
export const addParticipantBodySchema = z.object({ userId: z.string().min(1).max(100) });

/** POST /api/conversations/:conversationId/read : receipts for every message up to this one. */
export const markReadBodySchema = z.object({ messageId: z.uuid() });
export const markReadResponseSchema = z.object({ unreadCount: z.number().int(), unreadTotal: z.number().int() });

export const conversationIdParamsSchema = z.object({ conversationId: z.uuid() });
export const conversationParticipantParamsSchema = z.object({ conversationId: z.uuid(), userId: z.string().min(1).max(100) });
export const conversationMessageParamsSchema = z.object({ conversationId: z.uuid(), messageId: z.uuid() });

// ---------------------------------------------------------------- realtime (/api/realtime)

/**
 * What the server pushes down the websocket. Every event is about one
 * conversation and goes only to its participants (plus, for a removal,
 * the person removed).
 */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('message.created'), conversationId: z.uuid(), message: messageSchema }),
  z.object({ type: z.literal('message.deleted'), conversationId: z.uuid(), messageId: z.uuid() }),
  /** Someone recorded read receipts up to messageId. */
  z.object({ type: z.literal('conversation.read'), conversationId: z.uuid(), userId: z.string(), messageId: z.uuid() }),
  /** Created, renamed, participants added or removed: refetch it. */
  z.object({ type: z.literal('conversation.updated'), conversationId: z.uuid() }),
  /** The receiver is no longer in it (removed or left). */
  z.object({ type: z.literal('conversation.removed'), conversationId: z.uuid() }),
  /**
   * A program's pipeline changed (issue 13.1, docs/decisions/036): sent to the
   * college's admins and staff and the actor. A move carries the new place;
   * otherwise the board refetches.
   */
  z.object({
    type: z.literal('pipeline.changed'),
    programId: z.uuid(),
    entryId: z.uuid(),
    change: z.enum(['added', 'moved', 'updated', 'removed']),
    actorUserId: z.string(),
    stage: z.enum(PIPELINE_STAGES).optional(),
    position: z.number().optional(),
    version: z.number().int().optional(),
  }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
