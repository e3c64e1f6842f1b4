import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '#web/lib/auth/auth-provider.tsx';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { ConfirmEmailPanel } from './confirm-email-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const signedIn = {
  user: { id: 'u1', email: 'new@example.test', fullName: 'New Player' },
  profile: null,
  roles: [],
  flags: {},
};

describe('ConfirmEmailPanel', () => {
  it('ends signed in even when the page\'s first /api/me answers after the link signed in', async () => {
    // The page's first /api/me left before the session cookie existed; it answers "signed out" only
    // after the confirmation has succeeded. The session must come from a request made after it.
    let answerFirstMe: (response: Response) => void = () => {};
    const fetchMock = vi.fn<typeof fetch>((input) => {
      const url = String(input);
      if (url === '/api/account/confirm-email') return Promise.resolve(json({ ok: true }));
      if (url === '/api/me' && fetchMock.mock.calls.filter(([u]) => String(u) === '/api/me').length === 1) {
        return new Promise<Response>((resolve) => {
          answerFirstMe = resolve;
        });
      }
      if (url === '/api/me') return Promise.resolve(json(signedIn));
      return Promise.resolve(new Response('{}', { status: 404 }));
    });
    vi.stubGlobal('fetch', fetchMock);

    const { router, queryClient } = renderWithProviders(
      <AuthProvider>
        <ConfirmEmailPanel token="the-token" />
      </AuthProvider>,
      { path: '/auth/confirm-email' },
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/account/confirm-email', expect.anything()));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([u]) => String(u) === '/api/me')).toHaveLength(2));
    answerFirstMe(json({ user: null, profile: null, roles: [], flags: {} }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(queryClient.getQueryData(meQueryKey)).toEqual(signedIn);
  });
});
