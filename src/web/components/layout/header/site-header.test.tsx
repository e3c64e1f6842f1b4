import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '#shared/contracts/me.ts';
import type { Role } from '#shared/access/roles.ts';
import { AuthContext, type AuthState } from '#web/lib/auth/auth-context.ts';
import { ThemeContext } from '#web/lib/theme/theme-context.ts';
import { HeaderPlayerSearch } from '#web/features/profiles/components/search/header-player-search.tsx';
import { SiteHeader } from './site-header.tsx';

const COLLEGE = '3f2b8c1e-5d4a-4c9b-8e7f-1a2b3c4d5e6f';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        pages: [{ id: crypto.randomUUID(), slug: 'getting-recruited', title: 'Getting Recruited', menuDescription: null, isPublished: true, displayOrder: 0, createdAt: new Date().toISOString() }],
        total: 1,
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function authState({ roles = [], flags = [], signedIn = true, teams = [] }: { roles?: Role[]; flags?: string[]; signedIn?: boolean; teams?: { id: string; name: string }[] }): AuthState {
  const me: MeResponse = {
    user: signedIn ? { id: 'u1', email: 'pat@example.test', fullName: 'Pat Player', avatarUrl: null } : null,
    profile: null,
    roles: roles.map((role) => ({ role, collegeId: role.startsWith('programs_college') ? COLLEGE : null })),
    flags: Object.fromEntries(flags.map((key) => [key, { enabled: true, variant: 'control' }])),
  };
  return { ...me, teams, isSignedIn: signedIn, isLoading: false, error: null };
}

function renderHeaderOnce(auth: AuthState) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <SiteHeader search={HeaderPlayerSearch} /> }]);
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <ThemeContext.Provider value={{ theme: 'system', resolvedTheme: 'dark', setTheme: () => {} }}>
          <RouterProvider router={router} />
        </ThemeContext.Provider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

function renderHeader(auth: AuthState, setTheme: (theme: string) => void = () => {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <SiteHeader search={HeaderPlayerSearch} /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <ThemeContext.Provider value={{ theme: 'system', resolvedTheme: 'dark', setTheme }}>
          <RouterProvider router={router} />
        </ThemeContext.Provider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

async function openDrawer() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('dialog', { name: 'Menu' });
  await user.click(within(drawer).getByRole('button', { name: 'Find Programs' }));
  await user.click(within(drawer).getByRole('button', { name: 'Learn' }));
  return { drawer, user };
}

describe('SiteHeader', () => {
  it('homes (decision 068): Home and My teams for someone on a team; a guardian gets Guardian in the drawer and no Create Profile', async () => {
    const team = { id: '0b6f7c1e-5d4a-4c9b-8e7f-1a2b3c4d5e60', name: 'Zephyr Esports' };
    renderHeader(authState({ roles: ['recruit_player'], flags: ['teams_management'], teams: [team] }));
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(main).getByRole('button', { name: /My teams/ })).toBeInTheDocument();
    const { drawer } = await openDrawer();
    expect(within(drawer).getByRole('link', { name: 'Zephyr Esports' })).toHaveAttribute('href', `/teams/${team.id}/manage`);
    expect(within(drawer).getByRole('link', { name: 'Create Profile' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Guardian' })).toBeNull();
  });

  it('a guardian: Guardian in the drawer, no Create Profile, no My teams when on no team', async () => {
    renderHeader(authState({ roles: ['family_guardian'], flags: ['teams_management'] }));
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('button', { name: /My teams/ })).toBeNull();
    const { drawer } = await openDrawer();
    expect(within(drawer).getByRole('link', { name: 'Guardian' })).toHaveAttribute('href', '/guardian');
    expect(within(drawer).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(drawer).queryByRole('link', { name: 'Create Profile' })).toBeNull();
  });

  it('college staff and team managers without a player profile: no Create Profile in the drawer', async () => {
    for (const role of ['programs_college_staff', 'recruit_team_manager'] as const) {
      const { unmount } = renderHeaderOnce(authState({ roles: [role] }));
      const { drawer } = await openDrawer();
      expect(within(drawer).queryByRole('link', { name: 'Create Profile' }), role).toBeNull();
      unmount();
    }
  });

  it('signed out: Get Started and Sign In to /auth, no Inbox, Dashboard or Team Tools', async () => {
    renderHeader(authState({ signedIn: false, flags: [] }));
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).queryByRole('link', { name: /Inbox/ })).toBeNull();
    expect(within(main).queryByRole('link', { name: /Dashboard/ })).toBeNull();
    expect(within(main).queryByRole('button', { name: /Team Tools/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toMatch(/^\/auth/);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toMatch(/^\/auth/);
  });

  it('signed out: a theme switch turns the dark theme shown into light; signed in, it is in the avatar menu instead', async () => {
    const setTheme = vi.fn();
    renderHeader(authState({ signedIn: false }), setTheme);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(setTheme).toHaveBeenCalledWith('light');
  });

  it('signed in: no visitor theme switch in the bar', () => {
    renderHeader(authState({ roles: ['recruit_player'] }));
    expect(screen.queryByRole('button', { name: /Switch to/ })).toBeNull();
  });

  it('player with teams_management on: Team Tools without Create Team, Inbox, no Dashboard', async () => {
    renderHeader(authState({ roles: ['recruit_player'], flags: ['teams_management'] }));
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('button', { name: /Team Tools/ })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/inbox');
    expect(within(main).queryByRole('link', { name: /Dashboard/ })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Account menu for Pat Player' })).toBeInTheDocument();

    const { drawer } = await openDrawer();
    expect(within(drawer).getByRole('link', { name: 'Find Teams' })).toHaveAttribute('href', '/teams');
    expect(within(drawer).queryByRole('link', { name: 'Create Team' })).toBeNull();
    expect(within(drawer).queryByRole('link', { name: 'Add Page' })).toBeNull();
    expect(within(drawer).getByRole('link', { name: 'Valorant' })).toHaveAttribute('href', '/colleges?games=valorant');
    expect(await within(drawer).findByRole('link', { name: 'Getting Recruited' })).toHaveAttribute('href', '/learn/getting-recruited');
    expect(within(drawer).getByRole('link', { name: 'Create Profile' })).toHaveAttribute('href', '/profile-onboarding');
  });

  it('recruiter (coach): Dashboard to /recruiting-dashboard', () => {
    renderHeader(authState({ roles: ['coaching_private_coach'] }));
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /Dashboard/ })).toHaveAttribute(
      'href',
      '/recruiting-dashboard',
    );
  });

  it('yes_admin with teams_management: Create Team and Add Page in the drawer', async () => {
    renderHeader(authState({ roles: ['yes_admin'], flags: ['teams_management'] }));
    const { drawer } = await openDrawer();
    expect(within(drawer).getByRole('link', { name: 'Create Team' })).toHaveAttribute('href', '/teams/create');
    expect(within(drawer).getByRole('link', { name: 'Add Page' })).toHaveAttribute('href', '/learn/new');
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('yes_admin with teams_management off: no Team Tools anywhere', async () => {
    renderHeader(authState({ roles: ['yes_admin'] }));
    expect(screen.queryByRole('button', { name: /Team Tools/ })).toBeNull();
    const { drawer } = await openDrawer();
    expect(within(drawer).queryByRole('link', { name: 'Find Teams' })).toBeNull();
  });

  it('the drawer closes with Escape', async () => {
    renderHeader(authState({ signedIn: false }));
    const { user } = await openDrawer();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});
