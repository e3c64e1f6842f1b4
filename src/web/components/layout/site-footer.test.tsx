/**
 * The footer's diagnostic line (issue 26 items 4 and 5, docs/decisions/070): only platform admins and
 * developers see it, decided from the session the client has; it never carries a link's token, and each
 * part stays whole (the path is cut with an ellipsis instead of breaking mid-word).
 */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Role } from '#shared/access/roles.ts';
import { AuthContext, type AuthState } from '#web/lib/auth/auth-context.ts';
import { signedIn, visitor } from '#web/test/privacy/privacy-auth-states.ts';
import { SiteFooter } from './site-footer.tsx';

const withRoles = (...roles: Role[]): AuthState => ({ ...signedIn, roles: roles.map((role) => ({ role, collegeId: null })) });

const renderAt = (url: string, auth: AuthState = withRoles('yes_admin')) =>
  render(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={createMemoryRouter([{ path: '*', element: <SiteFooter /> }], { initialEntries: [url] })} />
    </AuthContext.Provider>,
  );

describe('SiteFooter diagnostic line', () => {
  it.each([
    ['a platform admin', withRoles('yes_admin')],
    ['a platform developer', withRoles('yes_developer')],
  ])('shows to %s: path, time, browser, OS and build', (_who, auth) => {
    renderAt('/college/demo-university', auth);
    const line = screen.getByTestId('diagnostic-line');
    expect(line).toHaveTextContent(/^\/college\/demo-university · .+ · .+ · .+ · build \S+$/);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Privacy');
  });

  it.each([
    ['a visitor', visitor],
    ['a member without roles', withRoles()],
    ['a player', withRoles('recruit_player')],
    ['a guardian', withRoles('family_guardian')],
    ['a college admin', withRoles('programs_college_admin')],
    ['platform support staff (yes_staff)', withRoles('yes_staff')],
  ])('is not shown to %s; the rest of the footer is', (_who, auth) => {
    renderAt('/college/demo-university', auth);
    expect(screen.queryByTestId('diagnostic-line')).toBeNull();
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent('build');
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  });

  it('hides the token of an application or confirmation link', () => {
    renderAt('/application/view/s3cret-token');
    expect(screen.getByTestId('diagnostic-line')).toHaveTextContent(/^\/application\/view\/:token · /);
    expect(screen.getByTestId('diagnostic-line')).not.toHaveTextContent('s3cret');
  });

  it('never breaks a part mid-word: the path is cut with an ellipsis, the other parts do not wrap inside', () => {
    const long = `/college/${'a-very-long-college-slug-'.repeat(8)}end`;
    renderAt(long);
    const line = screen.getByTestId('diagnostic-line');
    expect(line.className).not.toMatch(/break-all|break-words/);
    const [path, ...rest] = Array.from(line.children) as HTMLElement[];
    expect(path).toHaveClass('truncate');
    expect(path).toHaveAttribute('title', long);
    for (const part of rest) expect(part).toHaveClass('whitespace-nowrap');
  });
});
