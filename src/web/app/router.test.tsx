import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from './provider.tsx';
import { routes } from './router.tsx';
import { RouteError } from './routes/route-error.tsx';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ user: null, profile: null, roles: [], flags: {} }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('app router', () => {
  it('shows the not-found page with a link home for unknown paths', async () => {
    renderAt('/definitely/not/a/page');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('sends signed-out visitors from /account to /auth and remembers where they were going', async () => {
    // The two lazy route modules on the way (account, then auth) are loaded first: compiling them can take
    // many seconds on a busy machine, and the state to wait for is the redirect, not the compiler.
    await Promise.all([import('./routes/account.tsx'), import('./routes/auth/auth.tsx')]);
    const router = renderAt('/account');
    expect(await screen.findByRole('tab', { name: 'Sign In' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(window.localStorage.getItem('redirect_after_login')).toBe('/account');
  });

  it('shows the router fallback when a route throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('kaboom');
    }
    const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: RouteError }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('kaboom')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });
});
