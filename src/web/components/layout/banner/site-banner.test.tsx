import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DISMISSED_BANNERS_STORAGE_KEY } from '#shared/contracts/alerts.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { chooseBanner, onboardingBanner, shouldShowOnboardingBanner, type Banner } from './banner-choice.ts';
import { SiteBanner } from './site-banner.tsx';

const alert = (id: string, priority: number, extra: Partial<Banner> = {}): Banner => ({
  id,
  message: `Alert ${id}`,
  priority,
  backgroundColor: '#FEF3C7',
  textColor: '#92400E',
  linkUrl: null,
  linkText: null,
  dismissible: true,
  ...extra,
});

describe('banner choice', () => {
  it('the highest priority number wins; dismissed ones are skipped', () => {
    const candidates = [alert('a', 20), onboardingBanner, alert('b', 90), alert('c', 50)];
    expect(chooseBanner(candidates, new Set())?.id).toBe('b');
    expect(chooseBanner(candidates, new Set(['b']))?.id).toBe('c');
    expect(chooseBanner(candidates, new Set(['a', 'b', 'c']))?.id).toBe('onboarding-incomplete');
    expect(chooseBanner(candidates, new Set(['a', 'b', 'c', 'onboarding-incomplete']))).toBeNull();
  });

  it('onboarding banner: signed in, profile check finished, no profile, a player account, not on /welcome', () => {
    const base = { isSignedIn: true, isProfileChecked: true, isSetupComplete: false, isPlayerAccount: true, pathname: '/' };
    expect(shouldShowOnboardingBanner(base)).toBe(true);
    // Parents, guardians, recruiters and team managers have no player profile to set up (docs/decisions/068).
    expect(shouldShowOnboardingBanner({ ...base, isPlayerAccount: false })).toBe(false);
    expect(shouldShowOnboardingBanner({ ...base, pathname: '/teams' })).toBe(true);
    expect(shouldShowOnboardingBanner({ ...base, isSignedIn: false })).toBe(false);
    expect(shouldShowOnboardingBanner({ ...base, isProfileChecked: false })).toBe(false);
    expect(shouldShowOnboardingBanner({ ...base, isSetupComplete: true })).toBe(false);
    for (const pathname of ['/welcome', '/onboarding', '/profile-onboarding', '/Welcome/']) {
      expect(shouldShowOnboardingBanner({ ...base, pathname }), pathname).toBe(false);
    }
    expect(onboardingBanner).toMatchObject({
      message: 'Complete your profile setup to start connecting with college esports programs.',
      linkText: 'Complete Setup',
      linkUrl: '/welcome',
      priority: 10,
    });
  });
});

describe('SiteBanner', () => {
  it('shows the winner with its link; dismissing stores the id and shows the next one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteBanner candidates={[alert('low', 10), alert('high', 60, { linkUrl: '/features', linkText: 'See more' })]} />);
    expect(screen.getByText('Alert high')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See more' })).toHaveAttribute('href', '/features');
    await user.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.getByText('Alert low')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(DISMISSED_BANNERS_STORAGE_KEY) ?? '[]')).toEqual(['high']);
  });

  it('remembers dismissals from earlier visits and offers no dismiss button when not dismissible', () => {
    window.localStorage.setItem(DISMISSED_BANNERS_STORAGE_KEY, JSON.stringify(['high']));
    renderWithProviders(<SiteBanner candidates={[alert('high', 60), alert('sticky', 5, { dismissible: false })]} />);
    expect(screen.getByText('Alert sticky')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss announcement' })).toBeNull();
  });

  it('ignores a corrupted dismissed list', () => {
    window.localStorage.setItem(DISMISSED_BANNERS_STORAGE_KEY, '{not json');
    renderWithProviders(<SiteBanner candidates={[alert('x', 1)]} />);
    expect(screen.getByText('Alert x')).toBeInTheDocument();
  });
});
