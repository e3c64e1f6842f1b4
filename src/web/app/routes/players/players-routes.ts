/** /players and /team-players: one screen (spec 2.1; issue 11.6 and 11.8). */
import { lazyRoute } from '#web/app/lazy-route.ts';
import type { PageRoutes } from '#web/app/page-routes.ts';

const playersScreen = lazyRoute(() => import('./players.tsx'), 'PlayersRoute');

export const playersRoutes = {
  players: { lazy: playersScreen },
  teamPlayers: { lazy: playersScreen },
} satisfies PageRoutes;
