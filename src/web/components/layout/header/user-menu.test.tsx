import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProfileSummary } from '#shared/contracts/me.ts';
import { AuthContext, type AuthState } from '#web/lib/auth/auth-context.ts';
import { ThemeContext } from '#web/lib/theme/theme-context.ts';
import { UserMenu } from './user-menu.tsx';

const PROFILE: ProfileSummary = { id: 'p1', slug: 'nova-strike', displayName: 'Nova', isPublished: false, themePreference: null, isMinor: false, setupComplete: false, completionPercent: 40 };

function renderMenu(profile: ProfileSummary, roles: AuthState['roles'] = [{ role: 'recruit_player', collegeId: null }]) {
  const auth: AuthState = {
    user: { id: 'u1', email: 'nova@example.test', fullName: 'Nova Player', avatarUrl: null },
    profile,
    roles,
    flags: {},
    isSignedIn: true,
    isLoading: false,
    error: null,
  };
  const router = createMemoryRouter([{ path: '*', element: <UserMenu open onOpenChange={() => {}} focusTriggerOnMount={false} /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={auth}>
        <ThemeContext.Provider value={{ theme: 'system', resolvedTheme: 'dark', setTheme: () => {} }}>
          <RouterProvider router={router} />
        </ThemeContext.Provider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

describe('avatar menu (spec 2.2)', () => {
  it('offers Create Profile to /welcome until setup is finished', async () => {
    renderMenu(PROFILE);
    expect(await screen.findByRole('menuitem', { name: 'Create Profile' })).toHaveAttribute('href', '/welcome');
    expect(screen.queryByRole('menuitem', { name: 'My Profile' })).toBeNull();
  });

  it('links My Profile to /player/{slug} once setup is finished', async () => {
    renderMenu({ ...PROFILE, setupComplete: true });
    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/player/nova-strike');
  });

  it('a guardian (decision 068): Home and Guardian, never Create Profile, My Profile, My Lists or Matchmaking', async () => {
    renderMenu({ ...PROFILE, setupComplete: true }, [{ role: 'family_guardian', collegeId: null }]);
    expect(await screen.findByRole('menuitem', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('menuitem', { name: 'Guardian' })).toHaveAttribute('href', '/guardian');
    for (const name of ['Create Profile', 'My Profile', 'My Lists', 'Matchmaking']) expect(screen.queryByRole('menuitem', { name }), name).toBeNull();
  });

  it('a team manager without a player profile: no Create Profile, but My Lists and Matchmaking', async () => {
    renderMenu(PROFILE, [{ role: 'recruit_team_manager', collegeId: null }]);
    expect(await screen.findByRole('menuitem', { name: 'My Lists' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Matchmaking' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Create Profile' })).toBeNull();
  });
});
