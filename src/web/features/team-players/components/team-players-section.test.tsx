import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEAM_PLAYER_TEXTS, type TeamPlayerRow, type TeamPlayersResponse } from '#shared/contracts/team-players.ts';
import { toast } from '#web/lib/toast.ts';
import { TeamPlayersSection } from './team-players-section.tsx';
import { apiError, json, renderAsCoach, stubFetch, type ApiCall } from '#web/test/team-players/team-players-test-api.tsx';

vi.mock(import('#web/lib/toast.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const TEAM = { id: '6f1c1a4e-2b1d-4c1e-9a57-0d4f6a8b9c10', name: 'Alpha Esports' };

const row = (displayName: string, overrides: Partial<TeamPlayerRow> = {}): TeamPlayerRow => ({
  userId: `user-${displayName.toLowerCase().replace(/\s+/g, '-')}`,
  teamId: TEAM.id,
  teamName: TEAM.name,
  displayName,
  slug: null,
  gameName: 'Valorant',
  role: 'Duelist',
  classYear: 2028,
  status: 'invited',
  isOnRoster: false,
  canSendClaimLink: false,
  canEvaluate: false,
  isMinor: false,
  guardianStatus: null,
  ...overrides,
});

const answer = (players: TeamPlayerRow[], total = players.length): TeamPlayersResponse => ({ players, teams: [TEAM], total, page: 1, pageSize: 50 });

function stubList(list: (call: ApiCall) => Response, claimLink: (call: ApiCall) => Response = () => json(202, { sentTo: 'player' })) {
  return stubFetch((call) => {
    if (call.path === '/api/team-players' && call.method === 'GET') return list(call);
    if (call.path.endsWith('/claim-link') && call.method === 'POST') return claimLink(call);
    return undefined;
  });
}

const itemOf = (name: string) => screen.getByText(name).closest('li')!;
const chips = (item: HTMLElement) => within(within(item).getByRole('list', { name: 'Status' })).getAllByRole('listitem').map((chip) => chip.textContent);

describe('TeamPlayersSection', () => {
  it('shows each player’s status, the guardian status for minors only, and the roster chip', async () => {
    stubList(() =>
      json(
        200,
        answer([
          row('Drafted Dan', { status: 'draft', canSendClaimLink: true }),
          row('Young Ace', { status: 'invited', isMinor: true, guardianStatus: 'invited', canSendClaimLink: true }),
          row('Claimed Casey', { status: 'claimed', gameName: null, role: null, classYear: null }),
          row('Rostered Riley', { status: 'published', isOnRoster: true, slug: 'rostered-riley', isMinor: true, guardianStatus: 'approved', canEvaluate: true }),
          row('Quiet Quinn', { status: 'unpublished', isOnRoster: true }),
        ]),
      ),
    );
    renderAsCoach(<TeamPlayersSection />);
    expect(await screen.findByRole('heading', { name: "My teams' players" })).toBeInTheDocument();
    await screen.findByText('Drafted Dan');
    expect(chips(itemOf('Drafted Dan'))).toEqual(['Draft']);
    expect(chips(itemOf('Young Ace'))).toEqual(['Invited', 'Guardian invited']);
    expect(chips(itemOf('Claimed Casey'))).toEqual(['Claimed']);
    expect(chips(itemOf('Rostered Riley'))).toEqual(['Published', 'Guardian approved', 'On roster']);
    expect(chips(itemOf('Quiet Quinn'))).toEqual(['Not published', 'On roster']);
    expect(itemOf('Drafted Dan')).toHaveTextContent('Alpha Esports · Valorant · Duelist · Class of 2028');
    // The profile link only where the server gave a slug (the viewer may open it).
    expect(screen.getByRole('link', { name: 'Rostered Riley' })).toHaveAttribute('href', '/player/rostered-riley');
    expect(screen.queryByRole('link', { name: 'Claimed Casey' })).toBeNull();
    // Actions as the server allows them.
    expect(within(itemOf('Drafted Dan')).getByRole('button', { name: 'Send claim link' })).toBeInTheDocument();
    expect(within(itemOf('Young Ace')).getByRole('button', { name: 'Resend claim link' })).toBeInTheDocument();
    expect(within(itemOf('Claimed Casey')).queryByRole('button')).toBeNull();
    expect(within(itemOf('Rostered Riley')).getByRole('button', { name: 'Write evaluation' })).toBeInTheDocument();
  });

  it('sends the claim link and says where it went; a refused resend shows the server’s reason', async () => {
    let refuse = false;
    const calls = stubList(
      () => json(200, answer([row('Young Ace', { isMinor: true, guardianStatus: 'invited', canSendClaimLink: true })])),
      () => (refuse ? apiError(429, 'rate_limited', TEAM_PLAYER_TEXTS.claimLinkTooSoon) : json(202, { sentTo: 'guardian' })),
    );
    renderAsCoach(<TeamPlayersSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resend claim link' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(TEAM_PLAYER_TEXTS.claimLinkSent, { description: TEAM_PLAYER_TEXTS.sentTo('guardian') }));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/team-players/user-young-ace/claim-link']);
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Resend claim link' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(TEAM_PLAYER_TEXTS.claimLinkTooSoon));
  });

  it('searches the list, and says so when nothing matches', async () => {
    const calls = stubList((call) => json(200, answer(call.search.get('q') ? [] : [row('Drafted Dan')])));
    renderAsCoach(<TeamPlayersSection />);
    await screen.findByText('Drafted Dan');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search your players' }), 'zz');
    expect(await screen.findByText('No players match your search.')).toBeInTheDocument();
    expect(calls.at(-1)!.search.get('q')).toBe('zz');
  });

  it('shows the empty state with the way to add players', async () => {
    stubList(() => json(200, answer([])));
    renderAsCoach(<TeamPlayersSection />);
    expect(await screen.findByText('No players yet. Create one or add players to your rosters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create player' })).toHaveAttribute('href', '/players/create');
  });

  it('shows a load error with Try again, which loads the list', async () => {
    let fail = true;
    const calls = stubList(() => (fail ? apiError(500, 'internal', 'Could not load your players') : json(200, answer([row('Riley Retry')]))));
    renderAsCoach(<TeamPlayersSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your players');
    expect(screen.getByRole('heading', { name: "My teams' players" })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Riley Retry')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.path === '/api/team-players')).toHaveLength(2);
  });

  it('shows nothing to someone who manages no team (the server says 403)', async () => {
    const calls = stubList(() => apiError(403, 'forbidden', 'Only team managers can do this'));
    const { container } = renderAsCoach(<TeamPlayersSection />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Loading players...')).toBeNull());
    expect(screen.queryByRole('heading', { name: "My teams' players" })).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });

  it('pages when there are more players than a page holds', async () => {
    const calls = stubList((call) => json(200, { ...answer([row(`Player page ${call.search.get('page') ?? 1}`)], 120), page: Number(call.search.get('page') ?? 1) }));
    renderAsCoach(<TeamPlayersSection />);
    await screen.findByText('Player page 1');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Player page 2')).toBeInTheDocument();
    expect(calls.at(-1)!.search.get('page')).toBe('2');
  });
});
