import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { College } from '#shared/contracts/colleges.ts';
import { paths } from '#web/config/paths.ts';
import { REDIRECT_AFTER_LOGIN_KEY } from '#web/lib/auth/redirect-after-login.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { CollegePageRoute } from './college-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const DEMO: College = {
  id: '22222222-2222-4222-8222-222222222222', slug: 'demo-university', name: 'Demo University', city: 'Demoville', state: 'OH', zip: null,
  latitude: null, longitude: null, website: null, predominantDegree: 'bachelor', control: 'public', locale: null, undergradEnrollment: 5000,
  admissionRate: null, sat25: null, sat75: null, act25: null, act75: null, tuitionInState: null, tuitionOutOfState: null, costOfAttendance: null,
  isHbcu: null, isClaimed: true, isDemo: true, scholarships: null, programs: [],
  staff: [
    { displayName: 'Casey College', title: 'Director of Esports (demo)', isPrimaryContact: true },
    { displayName: 'Cory Coach', title: null, isPrimaryContact: false },
  ],
  hasStaffContact: true,
  description: null,
  logoUrl: null,
  socials: { x: null, twitch: null, youtube: null, discord: null, instagram: null, tiktok: null },
};

const CONVERSATION_ID = '55555555-5555-4555-8555-555555555555';

function render() {
  return renderTeamRoute(<CollegePageRoute />, { path: paths.college.path, url: paths.college.getHref(DEMO.slug) });
}

describe('/college/{slug}: staff and Message staff', () => {
  it('lists the public staff (name and title, primary contact marked) and opens the conversation with the contact', async () => {
    const calls = stubApi(meResponse(), (call) => {
      if (call.path === `/api/colleges/${DEMO.slug}`) return json(200, DEMO);
      if (call.path === `/api/colleges/${DEMO.slug}/claims/mine`) return json(200, { claim: null, blocked: null });
      if (call.method === 'POST' && call.path === `/api/colleges/${DEMO.slug}/staff-conversation`) return json(200, { conversationId: CONVERSATION_ID, isExisting: false });
      return undefined;
    });
    const { router } = render();
    const staff = await screen.findByRole('list', { name: 'Staff' });
    const items = within(staff).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Casey CollegeDirector of Esports (demo) Primary contact', 'Cory Coach']);
    await userEvent.click(screen.getByRole('button', { name: 'Message staff' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.conversation.getHref(CONVERSATION_ID)));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/api/colleges/${DEMO.slug}/staff-conversation`]);
  });

  it('asks a signed-out visitor to sign in first, and comes back to the page', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => (call.path === `/api/colleges/${DEMO.slug}` ? json(200, DEMO) : undefined));
    const { router } = render();
    await userEvent.click(await screen.findByRole('link', { name: 'Sign in to message staff' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(window.localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe(paths.college.getHref(DEMO.slug));
  });

  it('shows the server’s refusal when the conversation cannot be opened', async () => {
    stubApi(meResponse(), (call) => {
      if (call.path === `/api/colleges/${DEMO.slug}`) return json(200, DEMO);
      if (call.path.endsWith('/claims/mine')) return json(200, { claim: null, blocked: null });
      if (call.path.endsWith('/staff-conversation')) return apiError(409, 'conflict', 'You are this college’s staff contact.');
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Message staff' }));
    expect(await screen.findByText('You are this college’s staff contact.')).toBeInTheDocument();
  });

  it('shows no staff section and no Message staff without staff (an unclaimed page)', async () => {
    const unclaimed: College = { ...DEMO, isDemo: false, isClaimed: false, staff: [], hasStaffContact: false };
    stubApi(meResponse(), (call) => {
      if (call.path === `/api/colleges/${DEMO.slug}`) return json(200, unclaimed);
      if (call.path.endsWith('/claims/mine')) return json(200, { claim: null, blocked: null });
      return undefined;
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo University' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Staff' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Message staff' })).toBeNull();
  });

  it('offers Message staff when the contact is not listed publicly', async () => {
    stubApi(meResponse(), (call) => {
      if (call.path === `/api/colleges/${DEMO.slug}`) return json(200, { ...DEMO, staff: [] });
      if (call.path.endsWith('/claims/mine')) return json(200, { claim: null, blocked: null });
      return undefined;
    });
    render();
    expect(await screen.findByRole('button', { name: 'Message staff' })).toBeInTheDocument();
    expect(screen.getByText('The staff have not listed their names publicly. Message staff reaches their contact.')).toBeInTheDocument();
  });
});
