/** /colleges, /college/{slug}, /college/{slug}/edit (spec 2.1, issue 12), /college/{slug}/recruiting (issue 13.3) and the staff invitation link /college-invitation (docs/decisions/034). */
import { lazyRoute } from '#web/app/lazy-route.ts';
import type { PageRoutes } from '#web/app/page-routes.ts';

export const collegesRoutes = {
  colleges: { lazy: lazyRoute(() => import('./colleges.tsx'), 'CollegesRoute') },
  college: { lazy: lazyRoute(() => import('./college-page.tsx'), 'CollegePageRoute') },
  collegeInvitation: { lazy: lazyRoute(() => import('./college-invitation.tsx'), 'CollegeInvitationRoute') },
  collegeEdit: { lazy: lazyRoute(() => import('./college-edit.tsx'), 'CollegeEditRoute') },
  collegeRecruiting: { lazy: lazyRoute(() => import('./college-recruiting.tsx'), 'CollegeRecruitingRoute') },
} satisfies PageRoutes;
