import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollegeInvitationInfo } from '#shared/contracts/college-staff.ts';
import { paths } from '#web/config/paths.ts';
import { REDIRECT_AFTER_LOGIN_KEY } from '#web/lib/auth/redirect-after-login.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { CollegeInvitationRoute } from './college-invitation.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const TOKEN = 'a'.repeat(43);
const INFO: CollegeInvitationInfo = {
  college: { slug: 'demo-university', name: 'Demo University', city: 'Demoville', state: 'OH', isDemo: true },
  role: 'staff',
  title: 'Assistant coach',
  isPublic: true,
  email: 'pat@example.test',
  invitedByName: 'Casey College',
  expiresAt: '2026-03-08T10:00:00.000Z',
};

const render = (url = paths.collegeInvitation.getHref(TOKEN)) =>
  renderTeamRoute(<CollegeInvitationRoute />, { path: paths.collegeInvitation.path, url });

describe('/college-invitation', () => {
  it('asks a signed-out visitor to sign in or create an account, remembering the link', async () => {
    const calls = stubApi(meResponse({ signedIn: false }), () => undefined);
    const { router } = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'College staff invitation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create an account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(window.localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe(paths.collegeInvitation.getHref(TOKEN));
    // Nothing about the invitation is asked for before signing in.
    expect(calls).toEqual([]);
  });

  it('shows the invited account the college and role, and accepting goes to the college page', async () => {
    const calls = stubApi(meResponse(), (call) => {
      if (call.path === '/api/college-invitations/lookup') return json(200, INFO);
      if (call.path === '/api/college-invitations/accept') return json(200, { college: { slug: 'demo-university', name: 'Demo University' }, status: 'accepted' });
      return undefined;
    });
    const { router } = render();
    expect(await screen.findByText(/Casey College invited you to join the esports staff of/)).toHaveTextContent('Demo University (Demoville, OH)');
    expect(screen.getByText('Staff')).toBeInTheDocument();
    expect(screen.getByText('Assistant coach')).toBeInTheDocument();
    expect(screen.getByText('Your name and title')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.college.getHref('demo-university')));
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/api/college-invitations/lookup', { token: TOKEN }],
      ['/api/college-invitations/accept', { token: TOKEN }],
    ]);
  });

  it('lists the invitation as terms and their definitions only (axe definition-list: a dl holds dt, dd and div groups of them)', async () => {
    stubApi(meResponse(), (call) => (call.path === '/api/college-invitations/lookup' ? json(200, INFO) : undefined));
    render();
    const role = await screen.findByText('Role', { selector: 'dt' });
    const list = role.closest('dl')!;
    const allowed = (element: Element, tags: string[]) => expect(tags, `<${element.tagName.toLowerCase()}> in the dl`).toContain(element.tagName);
    for (const child of list.children) {
      allowed(child, ['DT', 'DD', 'DIV']);
      if (child.tagName === 'DIV') for (const grandchild of child.children) allowed(grandchild, ['DT', 'DD']);
    }
    // The role's description is one of the role's definitions.
    expect(screen.getByText('Sees programs and staff; cannot change them.').tagName).toBe('DD');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Role', 'Title', 'On the public page']);
  });

  it('declining goes home', async () => {
    stubApi(meResponse(), (call) => {
      if (call.path === '/api/college-invitations/lookup') return json(200, INFO);
      if (call.path === '/api/college-invitations/decline') return json(200, { college: { slug: 'demo-university', name: 'Demo University' }, status: 'declined' });
      return undefined;
    });
    const { router } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    [403, 'forbidden', 'This invitation was sent to another email address. Sign in with the address that received it.'],
    [410, 'gone', 'This invitation has expired. Ask the college’s staff to send a new one.'],
    [409, 'conflict', 'This invitation has already been accepted.'],
    [404, 'not_found', 'This invitation link is not valid. Open the whole link from the email, or ask the college’s staff for a new one.'],
  ])('shows the server’s %s message and a way home', async (status, code, message) => {
    stubApi(meResponse(), (call) => (call.path === '/api/college-invitations/lookup' ? apiError(status, code, message) : undefined));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('shows a refusal when accepting fails, and stays', async () => {
    stubApi(meResponse(), (call) => {
      if (call.path === '/api/college-invitations/lookup') return json(200, INFO);
      if (call.path === '/api/college-invitations/accept') return apiError(410, 'gone', 'This invitation was withdrawn by the college’s staff.');
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation was withdrawn by the college’s staff.');
  });

  it('needs the token of the email', async () => {
    stubApi(meResponse(), () => undefined);
    render(paths.collegeInvitation.path);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page needs the link from the invitation email.');
  });
});
