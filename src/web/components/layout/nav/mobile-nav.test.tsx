import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthState } from '#web/lib/auth/auth-context.ts';
import { buildHeaderNav } from './header-nav.ts';
import { MobileNav } from './mobile-nav.tsx';

/** A stand-in for the profiles feature's search: the drawer's first focusable element. */
function FakeSearch() {
  return <input type="search" aria-label="Search players" />;
}

const signedOut: AuthState = { user: null, profile: null, roles: [], flags: {}, teams: [], isSignedIn: false, isLoading: false, error: null };

function renderNav() {
  const nav = buildHeaderNav({ isSignedIn: false, roles: [], flags: {}, learnPages: [], learnTotal: 0 });
  const router = createMemoryRouter([{ path: '*', element: <MobileNav nav={nav} search={FakeSearch} /> }]);
  render(
    <AuthContext.Provider value={signedOut}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
}

describe('MobileNav drawer focus (issue 26, item 4)', () => {
  it('opening the drawer focuses its first link, not the search field (no keyboard popping up on a phone)', async () => {
    renderNav();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const firstLink = within(within(drawer).getByRole('navigation', { name: 'Mobile' })).getAllByRole('link')[0]!;
    expect(firstLink).toHaveFocus();
    expect(within(drawer).getByRole('searchbox', { name: 'Search players' })).not.toHaveFocus();
    // Escape closes it and focus goes back to the menu button.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
