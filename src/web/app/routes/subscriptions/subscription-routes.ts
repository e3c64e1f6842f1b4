/** Plans and billing (issue 14.5, docs/decisions/046): /subscription and /success. */
import { lazyRoute } from '#web/app/lazy-route.ts';
import type { PageRoutes } from '#web/app/page-routes.ts';

export const subscriptionRoutes = {
  subscription: { lazy: lazyRoute(() => import('./subscription.tsx'), 'SubscriptionRoute') },
  subscriptionSuccess: { lazy: lazyRoute(() => import('./success.tsx'), 'SuccessRoute') },
} satisfies PageRoutes;
