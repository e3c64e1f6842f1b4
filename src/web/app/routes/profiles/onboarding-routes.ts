/** Profile setup (issue 11.1): three paths, one screen (spec 1). */
import { lazyRoute } from '#web/app/lazy-route.ts';
import type { PageRoutes } from '#web/app/page-routes.ts';

const welcome = lazyRoute(() => import('./welcome.tsx'), 'WelcomeRoute');

export const onboardingRoutes = {
  welcome: { lazy: welcome },
  onboarding: { lazy: welcome },
  profileOnboarding: { lazy: welcome },
} satisfies PageRoutes;
