/** The public interest form page and the submitter's application page (issue 13.4, 13.5; docs/decisions/038): lazy chunks, @rjsf stays out of the entry. */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '#web/app/lazy-route.ts';
import { paths } from '#web/config/paths.ts';

export const submissionsRoutes: RouteObject[] = [
  { path: paths.collegeApply.path, lazy: lazyRoute(() => import('./college-apply.tsx'), 'CollegeApplyRoute') },
  { path: paths.applicationView.path, lazy: lazyRoute(() => import('./application-view.tsx'), 'ApplicationViewRoute') },
  { path: paths.applicationConfirm.path, lazy: lazyRoute(() => import('./application-confirm.tsx'), 'ApplicationConfirmRoute') },
  { path: paths.applicationGuardian.path, lazy: lazyRoute(() => import('./application-guardian.tsx'), 'ApplicationGuardianRoute') },
];
