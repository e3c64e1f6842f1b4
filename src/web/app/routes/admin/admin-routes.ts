/** The admin area's routes; the app router composes every area's list. */
import { lazyRoute } from '#web/app/lazy-route.ts';
import type { PageRoutes } from '#web/app/page-routes.ts';

export const adminRoutes = {
  adminAlerts: { lazy: lazyRoute(() => import('./alerts.tsx'), 'AdminAlertsRoute') },
} satisfies PageRoutes;
