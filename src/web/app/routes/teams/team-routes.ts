/** Team tools (spec 2.1, 2.4): all behind the teams_management flag, admins and developers excepted. */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '#web/app/lazy-route.ts';
import { paths } from '#web/config/paths.ts';

export const teamRoutes: RouteObject[] = [
  { path: paths.teams.root.path, lazy: lazyRoute(() => import('./teams-index.tsx'), 'TeamsIndexRoute') },
  { path: paths.teams.create.path, lazy: lazyRoute(() => import('./team-create.tsx'), 'TeamCreateRoute') },
  { path: paths.teams.settings.path, lazy: lazyRoute(() => import('./team-settings.tsx'), 'TeamSettingsRoute') },
  { path: paths.teams.manage.path, lazy: lazyRoute(() => import('./team-manage.tsx'), 'TeamManageRoute') },
];
