/** The testing area's routes; the app router composes every area's list. */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '#web/app/lazy-route.ts';
import { paths } from '#web/config/paths.ts';

export const testingRoutes: RouteObject[] = [
  { path: paths.testing.path, lazy: lazyRoute(() => import('./testing-dashboard.tsx'), 'TestingDashboardRoute') },
  { path: paths.edgeFunctionTest.path, lazy: lazyRoute(() => import('./edge-function-test.tsx'), 'EdgeFunctionTestRoute') },
];
