/** /r/{code} (docs/decisions/039) and /recruiting-dashboard (docs/decisions/040). */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '#web/app/lazy-route.ts';
import { paths } from '#web/config/paths.ts';

export const recruitingLinkRoutes: RouteObject[] = [
  { path: paths.shortLink.path, lazy: lazyRoute(() => import('./short-link.tsx'), 'ShortLinkRoute') },
  { path: paths.recruitingDashboard.path, lazy: lazyRoute(() => import('../recruiting-dashboard/recruiting-dashboard.tsx'), 'RecruitingDashboardRoute') },
];
