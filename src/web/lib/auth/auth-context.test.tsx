import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_OUTSIDE_PROVIDER_MESSAGE, useAuth } from './auth-context.ts';
import { AuthProvider } from './auth-provider.tsx';

function WhoAmI() {
  const { isLoading, isSignedIn, user } = useAuth();
  if (isLoading) return <p>loading</p>;
  return <p>{isSignedIn ? `signed in as ${user?.email}` : 'signed out'}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useAuth', () => {
  it('throws the spec message outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<WhoAmI />)).toThrow('useAuth must be used within AuthProvider');
    expect(AUTH_OUTSIDE_PROVIDER_MESSAGE).toBe('useAuth must be used within AuthProvider');
  });

  it('exposes the session from /api/me', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              user: { id: 'u1', email: 'p@example.test', fullName: 'P', avatarUrl: null },
              profile: null,
              roles: [],
              flags: {},
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <WhoAmI />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('signed in as p@example.test')).toBeInTheDocument();
  });
});
