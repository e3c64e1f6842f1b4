import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_CONSENT_KEY } from '#shared/tracking-constants.ts';
import { ShareLinkButton } from '#web/components/ui/share-link-button.tsx';
import { resetPrivacyConsentCache } from '#web/lib/consent/privacy-consent.ts';
import { choosePrivacy, track } from './track.ts';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetPrivacyConsentCache();
  window.dataLayer = [];
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ accepted: 1 }), { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => (await import('./tracker.ts')).stopTracker());

const consent = (analytics: boolean) => localStorage.setItem(PRIVACY_CONSENT_KEY, JSON.stringify({ analytics }));
const flush = async () => (await import('./tracker.ts')).flushTracker();
const sentEvents = () => fetchMock.mock.calls.flatMap(([, init]) => JSON.parse((init as RequestInit).body as string).events);

describe('track', () => {
  it('does nothing at all without a choice or after a rejection', async () => {
    for (const stored of [null, false]) {
      resetPrivacyConsentCache();
      localStorage.clear();
      if (stored !== null) consent(stored);
      track({ type: 'college_profile_view', collegeSlug: 'demo-u' });
      await flush();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(window.dataLayer).toEqual([]);
    }
  });

  it('with consent, queues the event with the current path and mirrors it into the data layer', async () => {
    consent(true);
    window.history.replaceState(null, '', '/college/demo-u?tab=valorant');
    track({ type: 'college_profile_view', collegeSlug: 'demo-u' });
    await vi.waitFor(() => expect(window.dataLayer).toHaveLength(1));
    expect(window.dataLayer![0]).toMatchObject({ event: 'custom_activity', type: 'college_profile_view', collegeSlug: 'demo-u', category: 'college', label: 'demo-u', value: 1 });
    await flush();
    expect(sentEvents()).toEqual([{ type: 'college_profile_view', path: '/college/demo-u?tab=valorant', collegeSlug: 'demo-u' }]);
  });

  it('choosing for a visitor stores the choice and sends nothing; for a signed-in user it sends the privacy event only', async () => {
    choosePrivacy(true, false);
    expect(JSON.parse(localStorage.getItem(PRIVACY_CONSENT_KEY)!)).toMatchObject({ analytics: true });
    expect(fetchMock).not.toHaveBeenCalled();
    choosePrivacy(false, true);
    expect(sentEvents()).toEqual([{ type: 'privacy', path: expect.any(String), action: 'consent_updated', analytics: false }]);
    expect(JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string).consent).toEqual({ analytics: false });
  });

  it('a copied share link is a share event (viral activity in the data layer)', async () => {
    consent(true);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const user = userEvent.setup();
    render(<ShareLinkButton path="/player/ace" dialogTitle="Share this profile" linkLabel="Profile link" content={{ type: 'player_profile', id: 'ace' }} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await vi.waitFor(() => expect(window.dataLayer!.map((entry) => entry.event)).toContain('viral_activity'));
    await flush();
    expect(sentEvents()).toContainEqual({ type: 'share', path: expect.any(String), contentType: 'player_profile', contentId: 'ace', platform: 'copy_link' });
  });
});
