/** The public interest form page and the submitter's application page (issue 13.4, 13.5; docs/decisions/038): lazy chunks, @rjsf stays out of the entry. */
import { lazyRoute } from '#web/app/lazy-route.ts';
import type { PageRoutes } from '#web/app/page-routes.ts';

export const submissionsRoutes = {
  collegeApply: { lazy: lazyRoute(() => import('./college-apply.tsx'), 'CollegeApplyRoute') },
  applicationView: { lazy: lazyRoute(() => import('./application-view.tsx'), 'ApplicationViewRoute') },
  applicationConfirm: { lazy: lazyRoute(() => import('./application-confirm.tsx'), 'ApplicationConfirmRoute') },
  applicationGuardian: { lazy: lazyRoute(() => import('./application-guardian.tsx'), 'ApplicationGuardianRoute') },
} satisfies PageRoutes;
