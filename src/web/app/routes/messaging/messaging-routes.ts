/**
 * Messaging (spec 2.1, 2.8): /inbox is the list (with an empty "Select a
 * conversation" pane on wide screens); /inbox/:conversationId adds the
 * conversation beside it (alone on narrow screens).
 */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '#web/app/lazy-route.ts';
import { paths } from '#web/config/paths.ts';

export const messagingRoutes: RouteObject[] = [
  {
    path: paths.inbox.path,
    lazy: lazyRoute(() => import('./inbox-layout.tsx'), 'InboxRoute'),
    children: [
      { index: true, lazy: lazyRoute(() => import('./inbox-layout.tsx'), 'InboxSelectPane') },
      { path: paths.conversation.path, lazy: lazyRoute(() => import('./inbox-conversation.tsx'), 'InboxConversationRoute') },
    ],
  },
];
