/**
 * The landing route's live previews (issue 26 item 7, docs/decisions/079): the product's real board card and match
 * "Why?" render inside a frame that says it is a preview with sample data, and the sample score adds up.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { AuthContext, type AuthState } from '#web/lib/auth/auth-context.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { apiError, stubFetch } from '#web/test/stub-fetch.ts';
import { HomeRoute } from './home.tsx';

afterEach(() => vi.unstubAllGlobals());

const SIGNED_OUT: AuthState = { user: null, profile: null, roles: [], flags: {}, isSignedIn: false, isLoading: false, error: null };

it('shows the real board card and match "Why?" in a frame labelled as a preview with sample data', async () => {
  stubFetch((call) => (call.path === '/api/landing-figures' ? apiError(503, 'unavailable', 'The database is not reachable') : undefined));
  renderWithProviders(
    <AuthContext.Provider value={SIGNED_OUT}>
      <HomeRoute />
    </AuthContext.Provider>,
  );
  const section = screen.getByRole('region', { name: 'See it before you sign up' });
  const frame = within(section).getByRole('figure', { name: 'Preview: recruiting board' });
  expect(within(frame).getByText('Sample data')).toBeInTheDocument();
  expect(frame).toHaveTextContent('Sample data: these players and this program are made up.');

  // The components arrive in their own chunk (jsdom has no IntersectionObserver, so at once).
  const board = await within(frame).findByRole('list', { name: 'Sample pipeline board' }, { timeout: 5_000 });
  const columns = within(board).getAllByRole('listitem');
  expect(columns.map((column) => column.firstElementChild?.textContent)).toEqual(['Interested', 'Contacted', 'Evaluating']);
  // Every player on it is named as a sample.
  expect(columns.map((column) => within(column).getByText(/^Sample Player [A-C]$/).textContent)).toEqual(['Sample Player A', 'Sample Player B', 'Sample Player C']);
  expect(columns[0]).toHaveTextContent('90% Excellent');

  // The real "Why?" opens the real explanation, whose points add up to the score shown.
  await userEvent.setup().click(within(frame).getByRole('button', { name: 'Why 90%? Sample Player A' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sample Player A: 90% Excellent' });
  const factors = within(within(dialog).getByRole('list', { name: 'Match factors' })).getAllByRole('listitem');
  const earned = factors.map((item) => Number(/([\d.]+) of \d+ points/.exec(item.textContent ?? '')?.[1]));
  expect(earned).toHaveLength(6);
  expect(earned.reduce((sum, points) => sum + points, 0)).toBe(90);
  expect(dialog).toHaveTextContent('The player adds their hours a week on their profile.');
});

it('renders the previews (and so fetches their chunk) only once the frame comes near the screen', async () => {
  let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        notify = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  stubFetch(() => undefined);
  renderWithProviders(
    <AuthContext.Provider value={SIGNED_OUT}>
      <HomeRoute />
    </AuthContext.Provider>,
  );
  // Far from the screen: the page is whole, the frame holds a placeholder hidden from assistive technology.
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Get found. Get recruited. Level up.');
  const frame = screen.getByRole('figure', { name: 'Preview: recruiting board' });
  expect(within(frame).queryByRole('list', { name: 'Sample pipeline board' })).toBeNull();
  act(() => notify?.([{ isIntersecting: false }]));
  expect(within(frame).queryByRole('list', { name: 'Sample pipeline board' })).toBeNull();
  act(() => notify?.([{ isIntersecting: true }]));
  expect(await within(frame).findByRole('list', { name: 'Sample pipeline board' })).toBeInTheDocument();
});
