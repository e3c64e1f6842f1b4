/**
 * /recruiting-status/{id} and /recruiting-success/{id} inside the app shell;
 * /recruiting-status-widget outside it (embedded in other sites: no header,
 * no footer, its own small chunk). Issue 13.7, docs/decisions/041.
 */
import { lazyRoute } from '#web/app/lazy-route.ts';
import type { PageRoutes } from '#web/app/page-routes.ts';

export const outcomeRoutes = {
  recruitingStatus: { lazy: lazyRoute(() => import('./recruiting-status.tsx'), 'RecruitingStatusRoute') },
  recruitingSuccess: { lazy: lazyRoute(() => import('./recruiting-success.tsx'), 'RecruitingSuccessRoute') },
  recruitingStatusWidget: {
    lazy: lazyRoute(() => import('./recruiting-status-widget.tsx'), 'RecruitingStatusWidgetRoute'),
    shell: false,
  },
} satisfies PageRoutes;
