/**
 * Test support for the team route tests: the app's real providers (data
 * client, session from /api/me, theme, toasts) on a memory router, with
 * fetch stubbed at the network boundary. Not part of the app bundle.
 */
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MeResponse } from '#shared/contracts/me.ts';
import type { Role } from '#shared/access/roles.ts';
import { AppProvider } from '#web/app/provider.tsx';
import { paths } from '#web/config/paths.ts';
import { json, stubFetch, type ApiCall, type ApiHandler } from '#web/test/stub-fetch.ts';

export { apiError, json, type ApiCall, type ApiHandler } from '#web/test/stub-fetch.ts';

export const USER_ID = 'user-1';

export function meResponse({
  roles = [],
  flags = ['teams_management'],
  signedIn = true,
}: { roles?: Role[]; flags?: string[]; signedIn?: boolean } = {}): MeResponse {
  return {
    user: signedIn ? { id: USER_ID, email: 'pat@example.test', fullName: 'Pat Manager', avatarUrl: null } : null,
    profile: null,
    roles: signedIn ? roles.map((role) => ({ role, collegeId: null })) : [],
    flags: Object.fromEntries(flags.map((key) => [key, { enabled: true, variant: 'control' }])),
  };
}

/** Stubs fetch: /api/me answers `me`; every other call is recorded and given to `handler`. */
export function stubApi(me: MeResponse, handler: ApiHandler): ApiCall[] {
  return stubFetch(
    (call) => (call.path === '/api/me' ? json(200, me) : handler(call)),
    (call) => call.path !== '/api/me',
  );
}

/** Renders one route element at `url`, beside stand-ins for the pages it may lead to. */
export function renderTeamRoute(element: ReactElement, { path, url }: { path: string; url: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: paths.teams.manage.path, element: <p>Manage page</p> },
      { path: paths.auth.root.path, element: <p>Sign-in page</p> },
      { path: '*', element: <p>Navigated away</p> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}
