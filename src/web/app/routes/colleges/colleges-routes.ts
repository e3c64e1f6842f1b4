/** /colleges, /college/{slug}, /college/{slug}/edit (spec 2.1, issue 12), /college/{slug}/recruiting (issue 13.3) and the staff invitation link /college-invitation (docs/decisions/034). */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '#web/app/lazy-route.ts';
import { paths } from '#web/config/paths.ts';

export const collegesRoutes: RouteObject[] = [
  { path: paths.colleges.path, lazy: lazyRoute(() => import('./colleges.tsx'), 'CollegesRoute') },
  { path: paths.college.path, lazy: lazyRoute(() => import('./college-page.tsx'), 'CollegePageRoute') },
  { path: paths.collegeInvitation.path, lazy: lazyRoute(() => import('./college-invitation.tsx'), 'CollegeInvitationRoute') },
  { path: paths.collegeEdit.path, lazy: lazyRoute(() => import('./college-edit.tsx'), 'CollegeEditRoute') },
  { path: paths.collegeRecruiting.path, lazy: lazyRoute(() => import('./college-recruiting.tsx'), 'CollegeRecruitingRoute') },
];
