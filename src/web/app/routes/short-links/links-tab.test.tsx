/**
 * The hub's Links tab (docs/decisions/039), rendered as the hub will: its
 * loading, error (Try again), empty and filled states, creating a link with
 * the server's field message, turning a link off, deleting with a
 * confirmation; the /r/{code} page the SPA renders when the server did not
 * redirect; "Share my card" on the player's own card.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHORT_LINK_TEXTS, type ProgramLink, type ProgramLinksResponse } from '#shared/contracts/short-links.ts';
import type { MeResponse } from '#shared/contracts/me.ts';
import { paths } from '#web/config/paths.ts';
import { LINKS_TAB_TEXTS, LinksTab } from '#web/features/short-links/components/links-tab.tsx';
import { SHARE_CARD_TEXTS } from '#web/features/short-links/components/share-card-link-button.tsx';
import { NOT_FOUND_TITLE } from '../not-found.tsx';
import { PlayerCardRoute } from '../profiles/player-card.tsx';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { restoreScreenWidth, stubScreenWidth } from '#web/test/screen-width.ts';
import { ShortLinkRoute } from './short-link.tsx';

// A desktop unless a test says otherwise: the table is from `md` up, cards below.
beforeEach(() => stubScreenWidth(1280));
afterEach(() => {
  vi.unstubAllGlobals();
  restoreScreenWidth();
});
configure({ asyncUtilTimeout: 5000 });

const PROGRAM_ID = 'b0000000-0000-4000-8000-000000000001';
const FORM_ID = 'f0000000-0000-4000-8000-000000000001';
const LINKS_URL = `/api/programs/${PROGRAM_ID}/short-links`;
const DAYS = Array.from({ length: 30 }, (_, index) => `2026-10-${String(index + 1).padStart(2, '0')}`).slice(0, 30);

const link = (overrides: Partial<ProgramLink> = {}): ProgramLink => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  code: 'BCDFGHJ',
  path: '/r/BCDFGHJ',
  target: 'form',
  targetLabel: 'Fall tryouts',
  targetPath: `/college/demo-university/apply/${FORM_ID}`,
  formId: FORM_ID,
  label: 'Flyer',
  state: 'active',
  expiresAt: null,
  createdAt: '2026-10-02T10:00:00.000Z',
  stats: { clicks7d: 4, clicks30d: 9, clicksTotal: 15, submissions30d: 2, submissionsTotal: 3, days: [{ day: '2026-10-29', clicks: 4, submissions: 1 }, { day: '2026-10-03', clicks: 5, submissions: 1 }] },
  ...overrides,
});

const response = (links: ProgramLink[]): ProgramLinksResponse => ({
  program: { id: PROGRAM_ID, collegeSlug: 'demo-university', collegeName: 'Demo University' },
  days: DAYS,
  links,
  forms: [
    { id: FORM_ID, title: 'Fall tryouts', status: 'published' },
    { id: 'f0000000-0000-4000-8000-000000000002', title: 'Next year', status: 'draft' },
  ],
});

const staffMe = (): MeResponse => ({ ...meResponse(), roles: [{ role: 'programs_college_staff', collegeId: 'c0000000-0000-4000-8000-000000000001' }] });
const renderTab = () => renderTeamRoute(<LinksTab collegeSlug="demo-university" programId={PROGRAM_ID} />, { path: '/college/:slug/recruiting', url: '/college/demo-university/recruiting' });

describe('the Links tab', () => {
  it('shows loading, then the error with Try again, then the links after a retry', async () => {
    let fail = true;
    stubApi(staffMe(), (call) => (call.path === LINKS_URL ? (fail ? apiError(500, 'internal', 'Something went wrong on our side. Please try again.') : json(200, response([link()]))) : undefined));
    renderTab();
    expect(screen.getByRole('status')).toHaveTextContent(LINKS_TAB_TEXTS.loading);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LINKS_TAB_TEXTS.loadFailed);
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /\/r\/BCDFGHJ/ })).toBeInTheDocument();
  });

  it('shows the empty state and the create form, which offers the college page and published forms only', async () => {
    stubApi(staffMe(), (call) => (call.path === LINKS_URL ? json(200, response([])) : undefined));
    renderTab();
    expect(await screen.findByText(LINKS_TAB_TEXTS.empty)).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Links to' });
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.textContent, option.disabled])).toEqual([
      ['College page (Demo University)', false],
      ['Form: Fall tryouts', false],
      ['Form: Next year (draft, publish it first)', true],
    ]);
  });

  it('lists each link with its figures and a labelled line of clicks per day', async () => {
    stubApi(staffMe(), (call) => (call.path === LINKS_URL ? json(200, response([link(), link({ id: 'a0000000-0000-4000-8000-000000000002', code: 'CDFGHJK', path: '/r/CDFGHJK', state: 'disabled', target: 'college', targetLabel: 'Demo University', label: null, stats: { clicks7d: 0, clicks30d: 0, clicksTotal: 0, submissions30d: 0, submissionsTotal: 0, days: [] } })])) : undefined));
    renderTab();
    const row = await screen.findByRole('row', { name: /\/r\/BCDFGHJ/ });
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual(['Fall tryoutsInterest form', 'Flyer', 'Oct 2, 2026', '4', '9', '15', '3']);
    expect(within(row).getByRole('img')).toHaveAccessibleName('9 clicks in the last 30 days, most on 2026-10-03 (5)');
    expect(within(row).getByRole('button', { name: 'Copy /r/BCDFGHJ' })).toBeInTheDocument();
    const off = screen.getByRole('row', { name: /\/r\/CDFGHJK/ });
    expect(off).toHaveTextContent('Off');
    expect(within(off).getByRole('img')).toHaveAccessibleName('No clicks in the last 30 days');
    expect(within(off).getByRole('button', { name: 'Turn on /r/CDFGHJK' })).toBeInTheDocument();
  });

  it('on a phone: a card per link (no table) with its figures, line of clicks, Copy and the actions', async () => {
    stubScreenWidth(360);
    stubApi(staffMe(), (call) => (call.path === LINKS_URL ? json(200, response([link()])) : undefined));
    renderTab();
    const card = await screen.findByRole('listitem', { name: '/r/BCDFGHJ' });
    expect(screen.queryByRole('table')).toBeNull();
    const figures = Object.fromEntries(within(card).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(figures).toEqual({
      'Goes to': 'Fall tryouts (Interest form)',
      Label: 'Flyer',
      Created: 'Oct 2, 2026',
      'Clicks 7 d': '4',
      'Clicks 30 d': '9',
      'Clicks total': '15',
      Submissions: '3',
    });
    expect(within(card).getByRole('img')).toHaveAccessibleName('9 clicks in the last 30 days, most on 2026-10-03 (5)');
    expect(within(card).getByRole('button', { name: 'Copy /r/BCDFGHJ' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Turn off /r/BCDFGHJ' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete /r/BCDFGHJ' })).toBeInTheDocument();
  });

  it('creates a form link, showing the server’s field message on its field first', async () => {
    let attempts = 0;
    const calls = stubApi(staffMe(), (call) => {
      if (call.path === LINKS_URL && call.method === 'GET') return json(200, response([]));
      if (call.path === LINKS_URL && call.method === 'POST') {
        attempts += 1;
        return attempts === 1 ? apiError(400, 'validation', 'Please correct the highlighted fields.', { expiresAt: SHORT_LINK_TEXTS.expiryInPast }) : json(201, link());
      }
      return undefined;
    });
    renderTab();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Links to' }), FORM_ID);
    await user.type(screen.getByRole('textbox', { name: 'Label (optional)' }), 'Flyer');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText(SHORT_LINK_TEXTS.expiryInPast)).toBeInTheDocument();
    expect(screen.getByLabelText('Last day (optional)')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(attempts).toBe(2));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { target: 'form', formId: FORM_ID, label: 'Flyer', expiresAt: null },
      { target: 'form', formId: FORM_ID, label: 'Flyer', expiresAt: null },
    ]);
  });

  it('turns a link off and deletes one after confirming', async () => {
    const calls = stubApi(staffMe(), (call) => {
      if (call.path === LINKS_URL) return json(200, response([link()]));
      if (call.path === `/api/short-links/${link().id}` && call.method === 'PATCH') return json(200, { ...link(), state: 'disabled' });
      if (call.path === `/api/short-links/${link().id}` && call.method === 'DELETE') return new Response(null, { status: 204 });
      return undefined;
    });
    renderTab();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn off /r/BCDFGHJ' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({ disabled: true });
    await user.click(screen.getByRole('button', { name: 'Delete /r/BCDFGHJ' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete link' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});

describe('/r/{code} rendered by the web client', () => {
  const renderCode = (code: string) => renderTeamRoute(<ShortLinkRoute />, { path: paths.shortLink.path, url: paths.shortLink.getHref(code) });

  it('says an expired link no longer works, with the server’s reason', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => (call.path === '/api/short-links/BCDFGHJ/status' ? apiError(410, 'gone', SHORT_LINK_TEXTS.goneExpired) : undefined));
    renderCode('BCDFGHJ');
    expect(await screen.findByRole('heading', { name: SHORT_LINK_TEXTS.goneTitle })).toBeInTheDocument();
    expect(screen.getByText(`${SHORT_LINK_TEXTS.goneExpired} ${SHORT_LINK_TEXTS.goneHelp}`)).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown code', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => (call.path === '/api/short-links/BCDFGHJ/status' ? apiError(404, 'not_found', 'Link not found') : undefined));
    renderCode('BCDFGHJ');
    expect(await screen.findByRole('heading', { name: NOT_FOUND_TITLE })).toBeInTheDocument();
  });

  it('shows a target that is not public now, and asks to wait when rate limited (Try again)', async () => {
    let limited = true;
    stubApi(meResponse({ signedIn: false }), (call) =>
      call.path === '/api/short-links/BCDFGHJ/status' ? (limited ? apiError(429, 'rate_limited', SHORT_LINK_TEXTS.rateLimited) : json(200, { state: 'unavailable', targetPath: null })) : undefined,
    );
    renderCode('BCDFGHJ');
    expect(await screen.findByText(SHORT_LINK_TEXTS.rateLimited)).toBeInTheDocument();
    limited = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: SHORT_LINK_TEXTS.unavailableTitle })).toBeInTheDocument();
  });
});

describe('Share my card', () => {
  it('appears on the player’s own card only, and shows the link and the not-public notice', async () => {
    const card = { slug: 'riley', displayName: 'Riley', gradYear: 2027, state: 'TX', limited: false, games: [], team: null, highlight: null, imagePath: null };
    const me: MeResponse = {
      ...meResponse({ roles: ['recruit_player'] }),
      profile: { id: 'profile-1', slug: 'riley', displayName: 'Riley', isPublished: true, themePreference: null, isMinor: false, setupComplete: true, completionPercent: 90 },
    };
    stubApi(me, (call) => {
      if (call.path === '/api/players/riley/card' || call.path === '/api/players/other/card') return json(200, { ...card, slug: call.path.split('/')[3] });
      if (call.path === '/api/me/short-links/card') return json(200, { cardIsPublic: false, link: { ...link(), target: 'player_card', path: '/r/CDFGHJK', code: 'CDFGHJK' } });
      return undefined;
    });
    renderTeamRoute(<PlayerCardRoute />, { path: paths.playerCard.path, url: paths.playerCard.getHref('riley') });
    await userEvent.click(await screen.findByRole('button', { name: SHARE_CARD_TEXTS.button }));
    expect(await screen.findByText(`${window.location.origin}/r/CDFGHJK`)).toBeInTheDocument();
    expect(screen.getByText(SHARE_CARD_TEXTS.notPublic)).toBeInTheDocument();
  });

  it('is not offered on someone else’s card', async () => {
    stubApi(meResponse(), (call) => (call.path === '/api/players/other/card' ? json(200, { slug: 'other', displayName: 'Other', gradYear: null, state: null, limited: false, games: [], team: null, highlight: null, imagePath: null }) : undefined));
    renderTeamRoute(<PlayerCardRoute />, { path: paths.playerCard.path, url: paths.playerCard.getHref('other') });
    expect(await screen.findByRole('article', { name: 'Other' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SHARE_CARD_TEXTS.button })).toBeNull();
  });
});
