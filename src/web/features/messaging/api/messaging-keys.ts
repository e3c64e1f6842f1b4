/**
 * Query keys of the messaging feature. Everything lives under 'messaging'
 * so a realtime reconnect can refetch it all with one invalidation.
 */
export const messagingKeys = {
  all: ['messaging'] as const,
  /** Every inbox list (all and starred). */
  inboxes: () => [...messagingKeys.all, 'inbox'] as const,
  inbox: (filter: 'all' | 'starred') => [...messagingKeys.inboxes(), filter] as const,
  /** An active guardian's read-only list of their players' conversations (docs/decisions/077). */
  guardianInbox: () => [...messagingKeys.all, 'guardian-inbox'] as const,
  unreadCount: () => [...messagingKeys.all, 'unread-count'] as const,
  userSearch: (q: string) => [...messagingKeys.all, 'user-search', q] as const,
  conversation: (conversationId: string) => [...messagingKeys.all, 'conversation', conversationId] as const,
  messages: (conversationId: string) => [...messagingKeys.all, 'messages', conversationId] as const,
};
