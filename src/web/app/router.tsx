/**
 * The data router: a layout route (header, footer) around lazily loaded
 * pages, each loaded through lazyRoute (one automatic retry of a failed
 * chunk, then the section-loading panel). Errors inside a page keep the
 * layout; an error in the layout itself falls back to the bare error page.
 * Unknown paths get the not-found page.
 *
 * The pages and their patterns come from the page registry
 * (#shared/pages/paths.ts, docs/decisions/061); here each page gets its
 * route module (the areas' *-routes.ts and a few below), and `pageRoutes`
 * must name every page of the registry, no more, or it does not compile.
 * The server derives its client paths (other paths answer 404) from the
 * same registry; client-routes.test.ts checks the tree serves exactly those.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { PageId } from '#shared/pages/page-list.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { paths } from '#web/config/paths.ts';
import { lazyRoute } from './lazy-route.ts';
import { routeTree, type PageRoute } from './page-routes.ts';
import { adminRoutes } from './routes/admin/admin-routes.ts';
import { collegesRoutes } from './routes/colleges/colleges-routes.ts';
import { contentRoutes } from './routes/content/content-routes.ts';
import { guardianRoutes } from './routes/guardians/guardian-routes.ts';
import { marketingRoutes } from './routes/marketing/marketing-routes.ts';
import { messagingRoutes } from './routes/messaging/messaging-routes.ts';
import { myHomeRoutes } from './routes/my-home/my-home-routes.ts';
import { onboardingRoutes } from './routes/profiles/onboarding-routes.ts';
import { outcomeRoutes } from './routes/outcomes/outcome-routes.ts';
import { playersRoutes } from './routes/players/players-routes.ts';
import { RootLayout } from './routes/root-layout.tsx';
import { recruitingLinkRoutes } from './routes/short-links/recruiting-routes.ts';
import { teamRoutes } from './routes/teams/team-routes.ts';
import { testingRoutes } from './routes/testing/testing-routes.ts';
import { RouteError } from './routes/route-error.tsx';
import { submissionsRoutes } from './routes/submissions/submissions-routes.ts';
import { subscriptionRoutes } from './routes/subscriptions/subscription-routes.ts';

/** Every page's route module, by page id. */
const pageRoutes: Record<PageId, PageRoute> = {
  home: { lazy: lazyRoute(() => import('./routes/home.tsx'), 'HomeRoute') },
  'auth.root': { lazy: lazyRoute(() => import('./routes/auth/auth.tsx'), 'AuthRoute') },
  'auth.resetPassword': { lazy: lazyRoute(() => import('./routes/auth/reset-password.tsx'), 'ResetPasswordRoute') },
  'auth.claimAccount': { lazy: lazyRoute(() => import('./routes/auth/claim-account.tsx'), 'ClaimAccountRoute') },
  'auth.confirmEmail': { lazy: lazyRoute(() => import('./routes/auth/confirm-email.tsx'), 'ConfirmEmailRoute') },
  account: { lazy: lazyRoute(() => import('./routes/account.tsx'), 'AccountRoute') },
  lists: { lazy: lazyRoute(() => import('./routes/lists/lists.tsx'), 'ListsRoute') },
  leaderboard: { lazy: lazyRoute(() => import('./routes/points/leaderboard.tsx'), 'LeaderboardRoute') },
  playerCollegeBoard: { lazy: lazyRoute(() => import('./routes/player-recruiting/college-board.tsx'), 'CollegeBoardRoute') },
  playerPipeline: { lazy: lazyRoute(() => import('./routes/player-recruiting/player-pipeline.tsx'), 'PlayerPipelineRoute') },
  playerCard: { lazy: lazyRoute(() => import('./routes/profiles/player-card.tsx'), 'PlayerCardRoute') },
  'teamPlayers.create': { lazy: lazyRoute(() => import('./routes/players/create-player.tsx'), 'CreatePlayerRoute') },
  player: { lazy: lazyRoute(() => import('./routes/profiles/player-profile.tsx'), 'PlayerProfileRoute') },
  pipeline: { lazy: lazyRoute(() => import('./routes/pipeline/pipeline.tsx'), 'PipelineRoute') },
  mrCooldowns: { lazy: lazyRoute(() => import('./routes/mr-cooldowns/mr-cooldowns.tsx'), 'MrCooldownsRoute') },
  matchmaking: { lazy: lazyRoute(() => import('./routes/matchmaking/matchmaking.tsx'), 'MatchmakingRoute') },
  ...marketingRoutes,
  ...myHomeRoutes,
  ...contentRoutes,
  ...testingRoutes,
  ...adminRoutes,
  ...teamRoutes,
  ...messagingRoutes,
  ...onboardingRoutes,
  ...guardianRoutes,
  ...playersRoutes,
  ...collegesRoutes,
  ...submissionsRoutes,
  ...recruitingLinkRoutes,
  ...outcomeRoutes,
  ...subscriptionRoutes,
};

const pages = routeTree(pageRoutes);

export const routes: RouteObject[] = [
  // Pages other sites embed (docs/decisions/041): no header, footer or banners around them.
  { ErrorBoundary: RouteError, HydrateFallback: PageLoading, children: pages.bare },
  {
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [...pages.shell, { path: '*', lazy: lazyRoute(() => import('./routes/not-found.tsx'), 'NotFoundRoute') }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** Resolves once the router has loaded the route modules of the current location (for hydrating a prerendered page). */
export function whenRouterInitialized(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
