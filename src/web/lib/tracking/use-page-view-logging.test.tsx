import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthContext, type AuthState } from '#web/lib/auth/auth-context.ts';
import { TRACKING_SESSION_KEY } from './tracking-session-id.ts';
import { usePageViewLogging } from './use-page-view-logging.ts';

function Probe() {
  usePageViewLogging();
  return null;
}

const signedIn: AuthState = {
  user: { id: 'u1', email: 'a@b.c', fullName: 'A', avatarUrl: null },
  profile: null,
  roles: [],
  flags: {},
  isSignedIn: true,
  isLoading: false,
  error: null,
};

function renderAt(auth: AuthState, path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStorage.clear();
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));

describe('usePageViewLogging', () => {
  it('logs a page view per change of path or query, with one session id from session storage', async () => {
    const router = renderAt(signedIn, '/learn?x=1');
    await act(async () => router.navigate('/learn?x=2'));
    await act(async () => router.navigate('/news'));
    await act(async () => router.navigate('/news#top'));
    const bodies = sentBodies();
    expect(bodies.map((body) => body.pagePath)).toEqual(['/learn?x=1', '/learn?x=2', '/news']);
    expect(bodies[1].referrer).toBe('/learn?x=1');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/activity');
    const sessionId = sessionStorage.getItem(TRACKING_SESSION_KEY);
    expect(sessionId).toMatch(/^\d{13}-[a-z0-9]{9}$/);
    expect(new Set(bodies.map((body) => body.sessionId))).toEqual(new Set([sessionId]));
  });

  it('logs nothing for signed-out visitors', async () => {
    const router = renderAt({ ...signedIn, user: null, isSignedIn: false }, '/');
    await act(async () => router.navigate('/learn'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a failed log goes to the console only', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ error: { code: 'internal', message: 'boom' } }), { status: 500 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt(signedIn, '/');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(warn).toHaveBeenCalledWith('Page view was not logged', expect.any(Error));
    warn.mockRestore();
  });
});
