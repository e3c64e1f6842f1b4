import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_CONSENT_KEY } from '#shared/tracking-constants.ts';
import { SiteFooter } from '#web/components/layout/site-footer.tsx';
import { AuthContext, type AuthState } from '#web/lib/auth/auth-context.ts';
import { resetPrivacyConsentCache, setPrivacySettingsOpen } from '#web/lib/consent/privacy-consent.ts';
import { PRIVACY_TEXTS } from '#web/lib/consent/privacy-texts.ts';
import { usePageTracking } from '#web/lib/tracking/use-page-tracking.ts';
import { signedIn, visitor } from '#web/test/privacy/privacy-auth-states.ts';
import { PrivacyAccountSettings } from './privacy-account-settings.tsx';
import { PrivacyBanner } from './privacy-banner.tsx';
import { PrivacySettingsHost } from './privacy-settings-host.tsx';

function Layout() {
  usePageTracking();
  return (
    <>
      <Outlet />
      <SiteFooter />
      <PrivacyBanner />
      <PrivacySettingsHost />
    </>
  );
}

function renderApp(auth: AuthState, path = '/') {
  const router = createMemoryRouter(
    [{ element: <Layout />, children: [{ path: '/account', element: <PrivacyAccountSettings /> }, { path: '*', element: <p>Page</p> }] }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetPrivacyConsentCache();
  setPrivacySettingsOpen(false);
  window.dataLayer = [];
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ accepted: 1 }), { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  (await import('#web/lib/tracking/tracker.ts')).stopTracker();
});

const stored = () => JSON.parse(localStorage.getItem(PRIVACY_CONSENT_KEY) ?? 'null');
const banner = () => screen.queryByRole('region', { name: PRIVACY_TEXTS.bannerLabel });
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));

describe('privacy banner', () => {
  it('asks a visitor who has not chosen; rejecting stores analytics off, hides the banner and sends nothing', async () => {
    const user = userEvent.setup();
    renderApp(visitor);
    const region = banner()!;
    expect(within(region).getByRole('heading', { name: PRIVACY_TEXTS.bannerTitle })).toBeInTheDocument();
    expect(within(region).getByText(PRIVACY_TEXTS.bannerBody)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: PRIVACY_TEXTS.reject }));
    expect(stored()).toMatchObject({ analytics: false, necessary: true, version: 1 });
    expect(banner()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.dataLayer).toEqual([{ event: 'privacy_consent', category: 'privacy', label: 'analytics_off', value: 0, analytics: false }]);
  });

  it('accepting stores analytics on and hides the banner; a visitor’s choice is not sent anywhere', async () => {
    const user = userEvent.setup();
    renderApp(visitor);
    await user.click(screen.getByRole('button', { name: PRIVACY_TEXTS.accept }));
    expect(stored()).toMatchObject({ analytics: true });
    expect(banner()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a signed-in user’s choice is recorded on the account with a privacy event, even when rejecting', async () => {
    const user = userEvent.setup();
    renderApp(signedIn, '/news?page=2');
    await user.click(screen.getByRole('button', { name: PRIVACY_TEXTS.reject }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/tracking/events');
    expect(sentBodies()[0]).toMatchObject({
      consent: { analytics: false },
      events: [{ type: 'privacy', path: '/', action: 'consent_updated', analytics: false }],
    });
  });

  it('settings: analytics starts off, Cancel keeps the banner and stores nothing, Save stores the switch', async () => {
    const user = userEvent.setup();
    renderApp(visitor);
    await user.click(screen.getByRole('button', { name: PRIVACY_TEXTS.settings }));
    const dialog = await screen.findByRole('dialog', { name: PRIVACY_TEXTS.dialogTitle });
    const analytics = within(dialog).getByRole('switch', { name: PRIVACY_TEXTS.analyticsLabel });
    expect(analytics).not.toBeChecked();
    expect(within(dialog).getByText(PRIVACY_TEXTS.necessaryDescription)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: PRIVACY_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toBeNull();
    expect(banner()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: PRIVACY_TEXTS.settings }));
    await user.click(await screen.findByRole('switch', { name: PRIVACY_TEXTS.analyticsLabel }));
    await user.click(screen.getByRole('button', { name: PRIVACY_TEXTS.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toMatchObject({ analytics: true });
    expect(banner()).toBeNull();
  });

  it('the footer reopens the settings at the stored choice, and turning analytics off there is stored', async () => {
    localStorage.setItem(PRIVACY_CONSENT_KEY, JSON.stringify({ analytics: true }));
    const user = userEvent.setup();
    renderApp(visitor);
    expect(banner()).toBeNull();
    await user.click(within(screen.getByRole('navigation', { name: 'Footer' })).getByRole('button', { name: PRIVACY_TEXTS.footerLink }));
    const analytics = await screen.findByRole('switch', { name: PRIVACY_TEXTS.analyticsLabel });
    expect(analytics).toBeChecked();
    await user.click(analytics);
    await user.click(screen.getByRole('button', { name: PRIVACY_TEXTS.save }));
    expect(stored()).toMatchObject({ analytics: false });
  });

  it('/account shows the choice and opens the settings; a choice made there is the account\u2019s', async () => {
    // The account has no stored choice yet (GET /api/tracking/consent).
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/tracking/consent' ? Response.json({ analytics: null, decidedAt: null }) : new Response(JSON.stringify({ accepted: 1 }), { status: 202 }),
    );
    const user = userEvent.setup();
    renderApp(signedIn, '/account');
    expect(screen.getByTestId('privacy-status')).toHaveTextContent(PRIVACY_TEXTS.accountUndecided);
    await user.click(screen.getByRole('button', { name: PRIVACY_TEXTS.accept }));
    expect(screen.getByTestId('privacy-status')).toHaveTextContent(PRIVACY_TEXTS.accountStoredOn);
    await user.click(screen.getByRole('button', { name: PRIVACY_TEXTS.accountButton }));
    await user.click(await screen.findByRole('switch', { name: PRIVACY_TEXTS.analyticsLabel }));
    await user.click(screen.getByRole('button', { name: PRIVACY_TEXTS.save }));
    expect(screen.getByTestId('privacy-status')).toHaveTextContent(PRIVACY_TEXTS.accountStoredOff);
  });

  it('a stored value that is not a choice counts as no choice', () => {
    localStorage.setItem(PRIVACY_CONSENT_KEY, '{"analytics":"yes"}');
    renderApp(visitor);
    expect(banner()).not.toBeNull();
  });
});

describe('page tracking', () => {
  const flush = async () => (await import('#web/lib/tracking/tracker.ts')).flushTracker();

  it('with consent, records a page view per change of path or query for a signed-in user, with the previous path as referrer', async () => {
    localStorage.setItem(PRIVACY_CONSENT_KEY, JSON.stringify({ analytics: true }));
    const router = renderApp(signedIn, '/learn?x=1');
    await act(async () => router.navigate('/learn?x=2'));
    await act(async () => router.navigate('/news'));
    await act(async () => router.navigate('/news#top'));
    await waitFor(async () => {
      await flush();
      const views = sentBodies()
        .flatMap((body) => body.events)
        .filter((event) => event.type === 'page_view');
      expect(views.map((event) => [event.path, event.referrer])).toEqual([
        ['/learn?x=1', null],
        ['/learn?x=2', '/learn?x=1'],
        ['/news', '/learn?x=2'],
      ]);
    });
    expect(new Set(sentBodies().map((body) => body.consent.analytics))).toEqual(new Set([true]));
  });

  it('without consent nothing is sent, even for a signed-in user', async () => {
    const router = renderApp(signedIn, '/learn');
    await act(async () => router.navigate('/news'));
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a visitor with consent sends no page views', async () => {
    localStorage.setItem(PRIVACY_CONSENT_KEY, JSON.stringify({ analytics: true }));
    const router = renderApp(visitor, '/learn');
    await act(async () => router.navigate('/news'));
    await flush();
    const events = sentBodies().flatMap((body) => body.events);
    expect(events.filter((event) => event.type === 'page_view')).toEqual([]);
  });
});
