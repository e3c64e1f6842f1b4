/** /r/{code} (docs/decisions/039) and /recruiting-dashboard (docs/decisions/040). */
import { lazyRoute } from '#web/app/lazy-route.ts';
import type { PageRoutes } from '#web/app/page-routes.ts';

export const recruitingLinkRoutes = {
  shortLink: { lazy: lazyRoute(() => import('./short-link.tsx'), 'ShortLinkRoute') },
  recruitingDashboard: { lazy: lazyRoute(() => import('../recruiting-dashboard/recruiting-dashboard.tsx'), 'RecruitingDashboardRoute') },
} satisfies PageRoutes;
