/** Team tools (spec 2.1, 2.4): all behind the teams_management flag, admins and developers excepted. */
import { lazyRoute } from '#web/app/lazy-route.ts';
import type { PageRoutes } from '#web/app/page-routes.ts';

export const teamRoutes = {
  'teams.root': { lazy: lazyRoute(() => import('./teams-index.tsx'), 'TeamsIndexRoute') },
  'teams.create': { lazy: lazyRoute(() => import('./team-create.tsx'), 'TeamCreateRoute') },
  'teams.settings': { lazy: lazyRoute(() => import('./team-settings.tsx'), 'TeamSettingsRoute') },
  'teams.page': { lazy: lazyRoute(() => import('./team-page.tsx'), 'TeamPageRoute') },
  'teams.manage': { lazy: lazyRoute(() => import('./team-manage.tsx'), 'TeamManageRoute') },
  practiceRsvp: { lazy: lazyRoute(() => import('./practice-rsvp.tsx'), 'PracticeRsvpRoute') },
} satisfies PageRoutes;
