/**
 * The data router: a layout route (header, footer) around lazily loaded
 * pages, each loaded through lazyRoute (one automatic retry of a failed
 * chunk, then the section-loading panel). Errors inside a page keep the
 * layout; an error in the layout itself falls back to the bare error page.
 * Unknown paths get the not-found page. Every page's pattern is also in
 * #shared/client-routes.ts, from which the server answers other paths 404
 * (client-routes.test.ts checks the two agree).
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { paths } from '#web/config/paths.ts';
import { lazyRoute } from './lazy-route.ts';
import { adminRoutes } from './routes/admin/admin-routes.ts';
import { collegesRoutes } from './routes/colleges/colleges-routes.ts';
import { contentRoutes } from './routes/content/content-routes.ts';
import { guardianRoutes } from './routes/guardians/guardian-routes.ts';
import { marketingRoutes } from './routes/marketing/marketing-routes.ts';
import { messagingRoutes } from './routes/messaging/messaging-routes.ts';
import { onboardingRoutes } from './routes/profiles/onboarding-routes.ts';
import { outcomeRoutes, widgetRoutes } from './routes/outcomes/outcome-routes.ts';
import { playersRoutes } from './routes/players/players-routes.ts';
import { RootLayout } from './routes/root-layout.tsx';
import { recruitingLinkRoutes } from './routes/short-links/recruiting-routes.ts';
import { teamRoutes } from './routes/teams/team-routes.ts';
import { testingRoutes } from './routes/testing/testing-routes.ts';
import { RouteError } from './routes/route-error.tsx';
import { submissionsRoutes } from './routes/submissions/submissions-routes.ts';
import { subscriptionRoutes } from './routes/subscriptions/subscription-routes.ts';

export const routes: RouteObject[] = [
  // Pages other sites embed (docs/decisions/041): no header, footer or banners around them.
  { ErrorBoundary: RouteError, HydrateFallback: PageLoading, children: widgetRoutes },
  {
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: lazyRoute(() => import('./routes/home.tsx'), 'HomeRoute'),
          },
          {
            path: paths.auth.root.path,
            lazy: lazyRoute(() => import('./routes/auth/auth.tsx'), 'AuthRoute'),
          },
          {
            path: paths.auth.resetPassword.path,
            lazy: lazyRoute(() => import('./routes/auth/reset-password.tsx'), 'ResetPasswordRoute'),
          },
          {
            path: paths.auth.claimAccount.path,
            lazy: lazyRoute(() => import('./routes/auth/claim-account.tsx'), 'ClaimAccountRoute'),
          },
          {
            path: paths.auth.confirmEmail.path,
            lazy: lazyRoute(() => import('./routes/auth/confirm-email.tsx'), 'ConfirmEmailRoute'),
          },
          {
            path: paths.account.path,
            lazy: lazyRoute(() => import('./routes/account.tsx'), 'AccountRoute'),
          },
          ...marketingRoutes,
          ...contentRoutes,
          ...testingRoutes,
          ...adminRoutes,
          ...teamRoutes,
          ...messagingRoutes,
          { path: paths.lists.path, lazy: lazyRoute(() => import('./routes/lists/lists.tsx'), 'ListsRoute') },
          { path: paths.leaderboard.path, lazy: lazyRoute(() => import('./routes/points/leaderboard.tsx'), 'LeaderboardRoute') },
          {
            path: paths.playerCollegeBoard.path,
            lazy: lazyRoute(() => import('./routes/player-recruiting/college-board.tsx'), 'CollegeBoardRoute'),
          },
          {
            path: paths.playerPipeline.path,
            lazy: lazyRoute(() => import('./routes/player-recruiting/player-pipeline.tsx'), 'PlayerPipelineRoute'),
          },
          {
            path: paths.playerCard.path,
            lazy: lazyRoute(() => import('./routes/profiles/player-card.tsx'), 'PlayerCardRoute'),
          },
          {
            path: paths.teamPlayers.create.path,
            lazy: lazyRoute(() => import('./routes/players/create-player.tsx'), 'CreatePlayerRoute'),
          },
          ...onboardingRoutes,
          {
            path: paths.player.path,
            lazy: lazyRoute(() => import('./routes/profiles/player-profile.tsx'), 'PlayerProfileRoute'),
          },
          ...guardianRoutes,
          ...playersRoutes,
          ...collegesRoutes,
          ...submissionsRoutes,
          ...recruitingLinkRoutes,
          { path: paths.pipeline.path, lazy: lazyRoute(() => import('./routes/pipeline/pipeline.tsx'), 'PipelineRoute') },
          { path: paths.mrCooldowns.path, lazy: lazyRoute(() => import('./routes/mr-cooldowns/mr-cooldowns.tsx'), 'MrCooldownsRoute') },
          { path: paths.matchmaking.path, lazy: lazyRoute(() => import('./routes/matchmaking/matchmaking.tsx'), 'MatchmakingRoute') },
          ...outcomeRoutes,
          ...subscriptionRoutes,
          {
            path: '*',
            lazy: lazyRoute(() => import('./routes/not-found.tsx'), 'NotFoundRoute'),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
