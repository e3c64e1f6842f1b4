/** Guardians (issue 11.5; docs/decisions/021): the invitation link's page and the guardian page. */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '#web/app/lazy-route.ts';
import { paths } from '#web/config/paths.ts';

export const guardianRoutes: RouteObject[] = [
  { path: paths.guardian.root.path, lazy: lazyRoute(() => import('./guardian-page.tsx'), 'GuardianRoute') },
  { path: paths.guardian.accept.path, lazy: lazyRoute(() => import('./guardian-accept.tsx'), 'GuardianAcceptRoute') },
];
