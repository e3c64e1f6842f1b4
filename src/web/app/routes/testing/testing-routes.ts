/** The testing area's routes; the app router composes every area's list. */
import { lazyRoute } from '#web/app/lazy-route.ts';
import type { PageRoutes } from '#web/app/page-routes.ts';

export const testingRoutes = {
  testing: { lazy: lazyRoute(() => import('./testing-dashboard.tsx'), 'TestingDashboardRoute') },
  edgeFunctionTest: { lazy: lazyRoute(() => import('./edge-function-test.tsx'), 'EdgeFunctionTestRoute') },
} satisfies PageRoutes;
