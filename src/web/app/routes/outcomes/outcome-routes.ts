/**
 * /recruiting-status/{id} and /recruiting-success/{id} inside the app shell;
 * /recruiting-status-widget outside it (embedded in other sites: no header,
 * no footer, its own small chunk). Issue 13.7, docs/decisions/041.
 */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '#web/app/lazy-route.ts';
import { paths } from '#web/config/paths.ts';

export const outcomeRoutes: RouteObject[] = [
  { path: paths.recruitingStatus.path, lazy: lazyRoute(() => import('./recruiting-status.tsx'), 'RecruitingStatusRoute') },
  { path: paths.recruitingSuccess.path, lazy: lazyRoute(() => import('./recruiting-success.tsx'), 'RecruitingSuccessRoute') },
];

export const widgetRoutes: RouteObject[] = [
  { path: paths.recruitingStatusWidget.path, lazy: lazyRoute(() => import('./recruiting-status-widget.tsx'), 'RecruitingStatusWidgetRoute') },
];
