/** The admin area's routes; the app router composes every area's list. */
import type { RouteObject } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { lazyRoute } from '../../lazy-route.ts';

export const adminRoutes: RouteObject[] = [
  { path: paths.adminAlerts.path, lazy: lazyRoute(() => import('./alerts.tsx'), 'AdminAlertsRoute') },
];
