import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { profileAudienceTexts } from '#shared/access/profile-audience.ts';
import type { GuardedPlayer } from '#shared/contracts/guardians.ts';
import type { GuardianPractice } from '#shared/contracts/teams-rsvp.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { paths } from '#web/config/paths.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi, type ApiCall } from '#web/test/teams/teams-test-harness.tsx';
import { installResizeObserver } from '#web/test/install-resize-observer.ts';
import { GuardianRoute } from './guardian-page.tsx';

const PLAYER: GuardedPlayer = {
  userId: 'player-1',
  displayName: 'Young Yuri',
  slug: 'young-yuri',
  isMinor: true,
  isPublished: false,
  visibility: 'private',
  approvedVisibility: null,
  isPendingApproval: true,
  guardianRevoked: false,
  deletionRequestedAt: null,
  consentLog: [
    { id: 'e2', kind: 'guardian_accepted', actorName: 'Parent Pat', detail: {}, createdAt: '2026-11-02T10:00:00.000Z' },
    { id: 'e1', kind: 'guardian_invited', actorName: 'Young Yuri', detail: {}, createdAt: '2026-11-01T10:00:00.000Z' },
  ],
};
const CONVERSATION = {
  id: '11111111-1111-4111-8111-111111111111',
  type: 'dm',
  title: null,
  createdBy: 'coach-1',
  maxParticipants: 2,
  updatedAt: '2026-11-03T10:00:00.000Z',
  isStarred: false,
  role: 'member',
  participants: [
    { userId: 'coach-1', displayName: 'Coach Cole', avatarUrl: null, role: 'admin' },
    { userId: 'player-1', displayName: 'Young Yuri', avatarUrl: null, role: 'member' },
  ],
  latestMessage: { id: '22222222-2222-4222-8222-222222222222', senderId: 'coach-1', senderName: 'Coach Cole', body: 'Tryout on Friday?', createdAt: '2026-11-03T10:00:00.000Z' },
  unreadCount: 0,
  readOnly: true,
};

const PRACTICE: GuardianPractice = {
  practiceId: '33333333-3333-4333-8333-333333333333',
  teamId: '44444444-4444-4444-8444-444444444444',
  teamName: 'Night Owls',
  title: 'Scrim night',
  scheduledAt: '2030-06-03T18:05:00.000Z',
  durationMinutes: 90,
  location: 'Lab 2',
  isMandatory: true,
  answer: null,
  notes: null,
};

function stubGuardian(players: GuardedPlayer[], onWrite: (call: ApiCall) => Response = () => json(200, { ok: true })) {
  return stubApi(meResponse({ roles: ['family_parent'] }), (call) => {
    if (call.path === '/api/guardian/players') return json(200, { players });
    // The minor's practices (docs/decisions/073).
    if (call.method === 'GET' && call.path === '/api/guardian/players/player-1/practices') return json(200, { practices: [PRACTICE] });
    if (call.path === '/api/guardian/conversations') return json(200, { conversations: [CONVERSATION], nextBefore: null });
    if (call.path === '/api/guardian/recruiting-outcomes') return json(200, { outcomes: [] });
    return onWrite(call);
  });
}
/** What the guardian reads about Young Yuri (#shared/access/profile-audience.ts). */
const SAYS = profileAudienceTexts({ kind: 'guardian', name: 'Young Yuri' });
const render = () => renderTeamRoute(<GuardianRoute />, { path: paths.guardian.root.path, url: paths.guardian.root.getHref() });

beforeAll(installResizeObserver);
afterEach(() => vi.unstubAllGlobals());

describe('/guardian (decision 021)', () => {
  it('shows each player with the pending approval, profile link, consent log newest first and the read-only conversations', async () => {
    stubGuardian([PLAYER]);
    render();
    expect(await screen.findByText(/is waiting for your approval/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/player/young-yuri');
    // The player's recruiting pages, which guardians read (decision 042).
    expect(screen.getByRole('link', { name: 'Recruiting pipeline' })).toHaveAttribute('href', '/player/young-yuri/pipeline');
    expect(screen.getByRole('link', { name: 'College board' })).toHaveAttribute('href', '/player/young-yuri/college-board');
    const log = screen.getByRole('list', { name: 'Consent log' });
    expect(within(log).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Guardian accepted by Parent Pat'),
      expect.stringContaining('Guardian invited by Young Yuri'),
    ]);
    const conversation = await screen.findByRole('link', { name: /Coach Cole, Young Yuri/ });
    expect(conversation).toHaveAttribute('href', `/inbox/${CONVERSATION.id}`);
    expect(screen.getByRole('link', { name: /Download data/ })).toHaveAttribute('href', '/api/players/player-1/export');
  });

  it('approves publishing with the chosen audience (recruiters only by default)', async () => {
    const calls = stubGuardian([PLAYER]);
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Public' }));
    await user.click(screen.getByRole('button', { name: 'Approve publishing' }));
    await vi.waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ path: '/api/guardian/players/player-1/approval', body: { visibility: 'public' } }));
  });

  it('revokes after confirming, and requests deletion after confirming', async () => {
    const calls = stubGuardian([{ ...PLAYER, isPublished: true, visibility: 'recruiters_only', approvedVisibility: 'recruiters_only', isPendingApproval: false }], (call) =>
      call.path.endsWith('/deletion-request') ? json(200, { deletionRequestedAt: '2026-11-04T10:00:00.000Z' }) : json(200, { ok: true }),
    );
    render();
    const user = userEvent.setup();
    expect(await screen.findByText(SAYS.recruiters_only)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke publishing' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/private and unpublished at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/guardian/players/player-1/approval')).toBe(true));

    await user.click(await screen.findByRole('button', { name: 'Request deletion' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Request deletion' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/players/player-1/deletion-request')).toBe(true));
  });

  it("answers a practice for the minor (docs/decisions/073): a reason for not attending, then the saved answer", async () => {
    let saved: GuardianPractice = PRACTICE;
    const calls = stubApi(meResponse({ roles: ['family_parent'] }), (call) => {
      if (call.path === '/api/guardian/players') return json(200, { players: [PLAYER] });
      if (call.path === '/api/guardian/conversations') return json(200, { conversations: [], nextBefore: null });
      if (call.path === '/api/guardian/recruiting-outcomes') return json(200, { outcomes: [] });
      if (call.method === 'GET' && call.path === '/api/guardian/players/player-1/practices') return json(200, { practices: [saved] });
      if (call.method === 'PUT' && call.path === `/api/guardian/players/player-1/practices/${PRACTICE.practiceId}/attendance`) {
        saved = { ...PRACTICE, ...(call.body as { status: 'not_attending'; notes: string }), answer: 'not_attending' };
        return json(200, saved);
      }
      return undefined;
    });
    render();
    const user = userEvent.setup();
    const practices = await screen.findByRole('region', { name: 'Practices' });
    const row = await within(practices).findByRole('listitem', { name: 'Scrim night' });
    expect(row).toHaveTextContent('No answer yet');
    await user.click(within(row).getByRole('button', { name: 'Answer' }));
    await user.selectOptions(within(row).getByLabelText("Young Yuri's attendance"), 'not_attending');
    await user.click(within(row).getByRole('button', { name: 'Submit Attendance' }));
    expect(await within(row).findByText(TEAM_TEXTS.reasonRequired)).toBeInTheDocument();
    await user.type(within(row).getByLabelText('Reason for not attending'), 'Dentist');
    await user.click(within(row).getByRole('button', { name: 'Submit Attendance' }));
    expect(await within(row).findByRole('button', { name: 'Change answer' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Not Attending');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({ body: { status: 'not_attending', notes: 'Dentist' } }),
    ]);
  });

  it('has an empty state and an error state with retry', async () => {
    stubGuardian([]);
    const first = render();
    expect(await screen.findByText('No linked players yet')).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    stubApi(meResponse({ roles: ['family_parent'] }), () => apiError(500, 'internal', 'Server trouble'));
    render();
    expect(await screen.findByText(/Could not load your players/)).toBeInTheDocument();
    expect(await screen.findByText(/Could not load the conversations/)).toBeInTheDocument();
    expect(await screen.findByText(/Could not load recruiting outcomes/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(3);
  });

  describe('the card says who can see the profile, by the server’s rule (decision 067)', () => {
    const card = async () => (await screen.findByRole('link', { name: 'View profile' })).closest('[aria-labelledby]') as HTMLElement;

    it('pending: only the player and their guardians, until you approve', async () => {
      stubGuardian([{ ...PLAYER, isPublished: true, visibility: 'public' }]);
      render();
      expect(within(await card()).getByText(SAYS.awaiting_guardian)).toBeInTheDocument();
      expect(screen.queryByText(/Everyone can see|Published/)).toBeNull();
    });

    it('approved recruiters only while the player chose public: recruiters, never "Public"', async () => {
      stubGuardian([{ ...PLAYER, isPublished: true, visibility: 'public', approvedVisibility: 'recruiters_only', isPendingApproval: false }]);
      render();
      expect(within(await card()).getByText(`${SAYS.recruiters_only} ${SAYS.capped}`)).toBeInTheDocument();
      expect(screen.getByText('You approved:')).toHaveTextContent('You approved: Recruiters only');
      expect(screen.queryByText(/Published: Public/)).toBeNull();
    });

    it('approved public: everyone, with a minor’s public fields only', async () => {
      stubGuardian([{ ...PLAYER, isPublished: true, visibility: 'public', approvedVisibility: 'public', isPendingApproval: false }]);
      render();
      expect(within(await card()).getByText(SAYS.publicMinor)).toBeInTheDocument();
    });

    it('revoked: hidden again, and not shown as waiting for approval', async () => {
      stubGuardian([{ ...PLAYER, isPublished: false, visibility: 'public', isPendingApproval: false, guardianRevoked: true }]);
      render();
      expect(within(await card()).getByText(SAYS.guardian_revoked)).toBeInTheDocument();
      expect(screen.queryByText(/is waiting for your approval/)).toBeNull();
    });
  });
});
