import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRIVACY_CONSENT_KEY } from '#shared/tracking-constants.ts';
import { AuthContext } from '#web/lib/auth/auth-context.ts';
import { resetPrivacyConsentCache } from '#web/lib/consent/privacy-consent.ts';
import { PRIVACY_TEXTS } from '#web/lib/consent/privacy-texts.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { apiError, json, stubFetch } from '#web/test/stub-fetch.ts';
import { signedIn } from '#web/test/privacy/privacy-auth-states.ts';
import { PrivacyAccountSettings } from './privacy-account-settings.tsx';

// The store caches what it read: each test starts from what it puts in localStorage.
beforeEach(() => resetPrivacyConsentCache());

const EARLIER = '2026-11-01T10:00:00.000Z';
const LATER = '2026-11-02T10:00:00.000Z';
const storeLocal = (analytics: boolean, decidedAt: string) => localStorage.setItem(PRIVACY_CONSENT_KEY, JSON.stringify({ analytics, necessary: true, decidedAt, version: 1 }));
const local = () => JSON.parse(localStorage.getItem(PRIVACY_CONSENT_KEY) ?? 'null');

function renderCard(account: () => Response) {
  const calls = stubFetch((call) => {
    if (call.path === '/api/tracking/consent') return account();
    if (call.path === '/api/tracking/events') return json(202, { accepted: 1 });
    return undefined;
  });
  renderWithProviders(
    <AuthContext.Provider value={signedIn}>
      <PrivacyAccountSettings />
    </AuthContext.Provider>,
  );
  const status = () => screen.getByTestId('privacy-status');
  const privacyEvents = () => calls.filter((call) => call.path === '/api/tracking/events').flatMap((call) => (call.body as { events: unknown[] }).events);
  return { status, privacyEvents };
}

describe('/account privacy card, signed in', () => {
  it('shows the account\u2019s choice turned off later on another device, and takes it for this browser (nothing sent)', async () => {
    storeLocal(true, EARLIER);
    const { status, privacyEvents } = renderCard(() => json(200, { analytics: false, decidedAt: LATER }));
    expect(status()).toHaveTextContent(PRIVACY_TEXTS.accountOn);
    await waitFor(() => expect(status()).toHaveTextContent(PRIVACY_TEXTS.accountStoredOff));
    expect(local()).toMatchObject({ analytics: false, decidedAt: LATER });
    expect(privacyEvents()).toEqual([]);
  });

  it('sends this browser\u2019s choice when the account has none yet', async () => {
    storeLocal(false, EARLIER);
    const { status, privacyEvents } = renderCard(() => json(200, { analytics: null, decidedAt: null }));
    await waitFor(() => expect(privacyEvents()).toEqual([expect.objectContaining({ type: 'privacy', action: 'consent_updated', analytics: false })]));
    expect(status()).toHaveTextContent(PRIVACY_TEXTS.accountStoredOff);
  });

  it('sends this browser\u2019s newer choice over the account\u2019s older one', async () => {
    storeLocal(true, LATER);
    const { status, privacyEvents } = renderCard(() => json(200, { analytics: false, decidedAt: EARLIER }));
    await waitFor(() => expect(privacyEvents()).toEqual([expect.objectContaining({ type: 'privacy', analytics: true })]));
    expect(status()).toHaveTextContent(PRIVACY_TEXTS.accountStoredOn);
    expect(local()).toMatchObject({ analytics: true, decidedAt: LATER });
  });

  it('takes the account\u2019s choice in a browser that has none', async () => {
    const adopted = renderCard(() => json(200, { analytics: true, decidedAt: EARLIER }));
    await waitFor(() => expect(adopted.status()).toHaveTextContent(PRIVACY_TEXTS.accountStoredOn));
    expect(local()).toMatchObject({ analytics: true });
    expect(adopted.privacyEvents()).toEqual([]);
  });

  it('says this browser\u2019s choice when the account\u2019s cannot be read', async () => {
    storeLocal(false, EARLIER);
    const calls = renderCard(() => apiError(500, 'internal', 'Something went wrong on our side. Please try again.'));
    await waitFor(() => expect(calls.status()).toHaveTextContent(PRIVACY_TEXTS.accountOff));
    expect(calls.privacyEvents()).toEqual([]);
  });
});
