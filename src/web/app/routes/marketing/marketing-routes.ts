/** The marketing area's routes (the landing page `/` is the index route in router.tsx); the app router composes every area's list. */
import { lazyRoute } from '#web/app/lazy-route.ts';
import type { PageRoutes } from '#web/app/page-routes.ts';

export const marketingRoutes = {
  legacyHome: { lazy: lazyRoute(() => import('./legacy-home.tsx'), 'LegacyHomeRoute') },
  about: { lazy: lazyRoute(() => import('./about.tsx'), 'AboutRoute') },
  features: { lazy: lazyRoute(() => import('./features.tsx'), 'FeaturesRoute') },
  contact: { lazy: lazyRoute(() => import('./contact.tsx'), 'ContactRoute') },
  privacy: { lazy: lazyRoute(() => import('./privacy.tsx'), 'PrivacyRoute') },
  terms: { lazy: lazyRoute(() => import('./terms.tsx'), 'TermsRoute') },
} satisfies PageRoutes;
