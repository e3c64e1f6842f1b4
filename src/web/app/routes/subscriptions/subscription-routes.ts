/** Plans and billing (issue 14.5, docs/decisions/046): /subscription and /success. */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '#web/app/lazy-route.ts';
import { paths } from '#web/config/paths.ts';

export const subscriptionRoutes: RouteObject[] = [
  { path: paths.subscription.path, lazy: lazyRoute(() => import('./subscription.tsx'), 'SubscriptionRoute') },
  { path: paths.subscriptionSuccess.path, lazy: lazyRoute(() => import('./success.tsx'), 'SuccessRoute') },
];
