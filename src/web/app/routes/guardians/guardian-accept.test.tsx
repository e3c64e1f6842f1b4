import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUARDIAN_ADULT_MESSAGE, GUARDIAN_TEXTS } from '#shared/contracts/guardians.ts';
import { paths } from '#web/config/paths.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { GuardianAcceptRoute } from './guardian-accept.tsx';

const TOKEN = 'a'.repeat(43);
const INVITATION = { playerDisplayName: 'Young Yuri', guardianEmail: 'mum@example.com', expiresAt: '2030-01-01T00:00:00.000Z' };
const render = () => renderTeamRoute(<GuardianAcceptRoute />, { path: paths.guardian.accept.path, url: paths.guardian.accept.getHref(TOKEN) });

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('/guardian/accept (decision 021)', () => {
  it('an expired or used link says so and offers nothing but going home', async () => {
    stubApi(meResponse({ signedIn: false }), () => apiError(404, 'not_found', GUARDIAN_TEXTS.invalidInvitation));
    render();
    expect(await screen.findByText(GUARDIAN_TEXTS.invalidInvitation)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('signed out: creates a family account for the invited address and accepts, showing server field errors', async () => {
    let attempts = 0;
    const calls = stubApi(meResponse({ signedIn: false }), (call) => {
      if (call.method === 'GET') return json(200, INVITATION);
      attempts += 1;
      if (attempts === 1) return apiError(400, 'validation', 'Invalid', { password: 'Password must not contain your email' });
      return json(200, { playerUserId: 'player-1' });
    });
    render();
    expect(await screen.findByText('Young Yuri')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('mum@example.com');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your name'), 'Mum Yuri');
    await user.selectOptions(screen.getByLabelText("I am the player's"), 'guardian');
    await user.type(screen.getByLabelText(/Date of birth/), '1980-02-03');
    await user.type(screen.getByLabelText('Password'), 'a-long-good-passphrase');
    await user.click(screen.getByRole('button', { name: 'Create account and accept' }));
    expect(await screen.findByText('Password must not contain your email')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account and accept' }));
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    const posted = calls.filter((call) => call.method === 'POST');
    expect(posted[1]).toMatchObject({
      path: '/api/guardian/invitations/sign-up',
      body: { token: TOKEN, email: 'mum@example.com', displayName: 'Mum Yuri', accountType: 'guardian', birthDate: '1980-02-03' },
    });
  });

  it('refuses an under-18 birth date in the form, before any request', async () => {
    const calls = stubApi(meResponse({ signedIn: false }), () => json(200, INVITATION));
    render();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your name'), 'Young Parent');
    await user.type(screen.getByLabelText(/Date of birth/), `${new Date().getFullYear() - 16}-01-01`);
    await user.type(screen.getByLabelText('Password'), 'a-long-good-passphrase');
    await user.click(screen.getByRole('button', { name: 'Create account and accept' }));
    expect(await screen.findByText(GUARDIAN_ADULT_MESSAGE)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('signed out: "Sign in to accept" goes to sign-in and comes back to this link', async () => {
    stubApi(meResponse({ signedIn: false }), () => json(200, INVITATION));
    render();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in to accept' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(window.localStorage.getItem('redirect_after_login')).toBe(paths.guardian.accept.getHref(TOKEN));
  });

  it('signed in: accepts in one click and goes to the guardian page', async () => {
    const calls = stubApi(meResponse(), (call) => (call.method === 'GET' ? json(200, INVITATION) : json(200, { playerUserId: 'player-1' })));
    render();
    expect(await screen.findByText('pat@example.test')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ method: 'POST', path: '/api/guardian/invitations/accept', body: { token: TOKEN } });
  });
});
