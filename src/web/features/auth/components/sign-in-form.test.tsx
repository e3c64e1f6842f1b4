import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tooManyAttemptsMessage } from '#shared/rate-limit-messages.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { SignInForm } from './sign-in-form.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('SignInForm', () => {
  it('shows the backend error message and stays on the page', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Invalid email or password' } }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SignInForm onForgotPassword={() => {}} />, { path: '/auth' });

    await user.type(screen.getByLabelText('Email'), 'player@example.test');
    await user.type(screen.getByLabelText('Password'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/auth');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/sign-in/email');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'player@example.test', password: 'not-my-password' });
  });

  it('a sign-in lockout says how long to wait, as the server words it from Retry-After (issue 24)', async () => {
    const message = tooManyAttemptsMessage(899);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        async () =>
          new Response(JSON.stringify({ error: { code: 'rate_limited', message } }), {
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '899' },
          }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignInForm onForgotPassword={() => {}} />, { path: '/auth' });
    await user.type(screen.getByLabelText('Email'), 'player@example.test');
    await user.type(screen.getByLabelText('Password'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
  });

  it('validates with the shared schema before calling the server', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<SignInForm onForgotPassword={() => {}} />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hands the typed email to the forgotten-password view', async () => {
    const onForgotPassword = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SignInForm onForgotPassword={onForgotPassword} />);
    await user.type(screen.getByLabelText('Email'), 'me@example.test');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgotPassword).toHaveBeenCalledWith('me@example.test');
  });
});
