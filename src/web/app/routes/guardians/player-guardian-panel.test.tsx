import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileAudienceTexts } from '#shared/access/profile-audience.ts';
import { GUARDIAN_TEXTS, type PlayerGuardianState } from '#shared/contracts/guardians.ts';
import { paths } from '#web/config/paths.ts';
import { PlayerGuardianPanel } from '#web/features/guardians/components/player-guardian-panel.tsx';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';

const STATE: PlayerGuardianState = {
  isMinor: true,
  isPublished: true,
  visibility: 'public',
  approvedVisibility: null,
  guardianRevoked: false,
  deletionRequestedAt: null,
  links: [
    { id: '11111111-1111-4111-8111-111111111111', guardianEmail: 'mum@example.com', guardianName: null, status: 'invited', isExpired: true, lastSentAt: '2026-11-01T10:00:00.000Z', acceptedAt: null },
    { id: '22222222-2222-4222-8222-222222222222', guardianEmail: 'dad@example.com', guardianName: 'Dad Yuri', status: 'active', isExpired: false, lastSentAt: null, acceptedAt: '2026-11-02T10:00:00.000Z' },
  ],
};
const SAYS = profileAudienceTexts({ kind: 'owner' });
const render = () => renderTeamRoute(<PlayerGuardianPanel userId="player-1" playerName="Young Yuri" />, { path: paths.account.path, url: paths.account.getHref() });

afterEach(() => vi.unstubAllGlobals());

describe('the player’s guardian panel on /account (decision 021)', () => {
  it('shows each link’s state, resends an invitation and shows the limit message', async () => {
    const calls = stubApi(meResponse(), (call) =>
      call.method === 'GET' ? json(200, STATE) : apiError(429, 'rate_limited', GUARDIAN_TEXTS.resendTooSoon),
    );
    render();
    const links = await screen.findByRole('list', { name: 'Parents and guardians' });
    const [mum, dad] = within(links).getAllByRole('listitem');
    expect(mum).toHaveTextContent('Invitation expired');
    expect(dad).toHaveTextContent('Active: Dad Yuri');
    expect(within(dad!).queryByRole('button')).toBeNull();
    expect(screen.getByText(SAYS.awaiting_guardian)).toBeInTheDocument();
    await userEvent.setup().click(within(mum!).getByRole('button', { name: 'Resend invitation to mum@example.com' }));
    expect(await screen.findByText(GUARDIAN_TEXTS.resendTooSoon)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(`/api/players/player-1/guardian-links/${STATE.links[0]!.id}/resend`);
    expect(screen.getByRole('link', { name: /Download data/ })).toHaveAttribute('href', '/api/players/player-1/export');
  });

  it('shows a requested deletion instead of the button', async () => {
    stubApi(meResponse(), () => json(200, { ...STATE, deletionRequestedAt: '2026-11-04T10:00:00.000Z' }));
    render();
    expect(await screen.findByText(/Deletion requested on Nov 4, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request deletion' })).toBeNull();
  });

  it.each([
    ['approved recruiters only, chose public', { approvedVisibility: 'recruiters_only' }, `${SAYS.recruiters_only} ${SAYS.capped}`, 'Recruiters only'],
    ['approved public', { approvedVisibility: 'public' }, SAYS.publicMinor, 'Public'],
    ['revoked', { isPublished: false, guardianRevoked: true }, SAYS.guardian_revoked, null],
  ] as const)('says who can see the profile when %s (decision 067)', async (_state, change, text, approved) => {
    stubApi(meResponse(), () => json(200, { ...STATE, ...change }));
    render();
    expect(await screen.findByText(text)).toBeInTheDocument();
    if (approved) expect(screen.getByText(`Your parent or guardian approved: ${approved}.`)).toBeInTheDocument();
    else expect(screen.queryByText(/Your parent or guardian approved/)).toBeNull();
    expect(screen.queryByText(SAYS.public)).toBeNull();
  });

  it('says nothing about guardians to an adult', async () => {
    stubApi(meResponse(), () => json(200, { ...STATE, isMinor: false, links: [] }));
    render();
    expect(await screen.findByRole('link', { name: /Download data/ })).toBeInTheDocument();
    expect(screen.queryByText(SAYS.public)).toBeNull();
    expect(screen.queryByText(/guardian/)).toBeNull();
  });
});
