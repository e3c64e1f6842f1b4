/** The marketing area's routes (the landing page `/` is the index route in router.tsx); the app router composes every area's list. */
import type { RouteObject } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { lazyRoute } from '#web/app/lazy-route.ts';

export const marketingRoutes: RouteObject[] = [
  { path: paths.legacyHome.path, lazy: lazyRoute(() => import('./legacy-home.tsx'), 'LegacyHomeRoute') },
  { path: paths.about.path, lazy: lazyRoute(() => import('./about.tsx'), 'AboutRoute') },
  { path: paths.features.path, lazy: lazyRoute(() => import('./features.tsx'), 'FeaturesRoute') },
  { path: paths.contact.path, lazy: lazyRoute(() => import('./contact.tsx'), 'ContactRoute') },
  { path: paths.privacy.path, lazy: lazyRoute(() => import('./privacy.tsx'), 'PrivacyRoute') },
  { path: paths.terms.path, lazy: lazyRoute(() => import('./terms.tsx'), 'TermsRoute') },
];
