/** Guardians (issue 11.5; docs/decisions/021): the invitation link's page and the guardian page. */
import { lazyRoute } from '#web/app/lazy-route.ts';
import type { PageRoutes } from '#web/app/page-routes.ts';

export const guardianRoutes = {
  'guardian.root': { lazy: lazyRoute(() => import('./guardian-page.tsx'), 'GuardianRoute') },
  'guardian.accept': { lazy: lazyRoute(() => import('./guardian-accept.tsx'), 'GuardianAcceptRoute') },
} satisfies PageRoutes;
