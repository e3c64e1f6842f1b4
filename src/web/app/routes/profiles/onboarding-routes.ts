/** Profile setup (issue 11.1): three paths, one screen (spec 1). */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '#web/app/lazy-route.ts';
import { paths } from '#web/config/paths.ts';

const welcome = lazyRoute(() => import('./welcome.tsx'), 'WelcomeRoute');

export const onboardingRoutes: RouteObject[] = [
  { path: paths.welcome.path, lazy: welcome },
  { path: paths.onboarding.path, lazy: welcome },
  { path: paths.profileOnboarding.path, lazy: welcome },
];
