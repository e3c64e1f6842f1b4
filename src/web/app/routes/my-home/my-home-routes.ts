/** The signed-in home (issue 26.2, docs/decisions/068). */
import { lazyRoute } from '#web/app/lazy-route.ts';
import type { PageRoutes } from '#web/app/page-routes.ts';

export const myHomeRoutes = {
  myHome: { lazy: lazyRoute(() => import('./my-home.tsx'), 'MyHomeRoute') },
} satisfies PageRoutes;
