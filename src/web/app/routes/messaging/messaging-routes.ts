/**
 * Messaging (spec 2.1, 2.8): /inbox is the list (with an empty "Select a
 * conversation" pane on wide screens); /inbox/:conversationId adds the
 * conversation beside it (alone on narrow screens).
 */
import { lazyRoute } from '#web/app/lazy-route.ts';
import type { PageRoutes } from '#web/app/page-routes.ts';

export const messagingRoutes = {
  inbox: { lazy: lazyRoute(() => import('./inbox-layout.tsx'), 'InboxRoute'), index: lazyRoute(() => import('./inbox-layout.tsx'), 'InboxSelectPane') },
  conversation: { lazy: lazyRoute(() => import('./inbox-conversation.tsx'), 'InboxConversationRoute'), parent: 'inbox' },
} satisfies PageRoutes;
