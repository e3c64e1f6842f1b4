/** /players and /team-players: one screen (spec 2.1; issue 11.6 and 11.8). */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '#web/app/lazy-route.ts';
import { paths } from '#web/config/paths.ts';

const playersScreen = lazyRoute(() => import('./players.tsx'), 'PlayersRoute');

export const playersRoutes: RouteObject[] = [
  { path: paths.players.path, lazy: playersScreen },
  { path: paths.teamPlayers.path, lazy: playersScreen },
];
