import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { toast } from '#web/lib/toast.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { json, manageData, stubFetch, TEAM_ID } from '../../../../../test/teams/schedule-test-data.ts';
import { TournamentsTab } from './tournaments-tab.tsx';

vi.mock('#web/lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const cup = {
  id: 'd0000000-0000-4000-8000-000000000001',
  name: 'Spring Cup',
  description: null,
  tournamentType: 'lan' as const,
  startDate: '2026-04-18',
  prizePool: 1500,
  placement: '2nd',
  status: 'in_progress' as const,
};

// Radix and DayPicker render slowly in jsdom when the whole suite runs at once.
describe('TournamentsTab', { timeout: 20_000 }, () => {
  it('hides Add Tournament on a bronze team and shows the upgrade prompt', () => {
    renderWithProviders(<TournamentsTab data={manageData({ tier: 'bronze' })} />);
    expect(screen.queryByRole('button', { name: 'Add Tournament' })).toBeNull();
    expect(screen.getByRole('heading', { name: TEAM_TEXTS.tournamentTierRequired })).toBeInTheDocument();
    expect(screen.getByText(/part of the Pro tiers, Silver and Gold/)).toBeInTheDocument();
  });

  it('shows Add Tournament to managers of silver teams only', () => {
    const { unmount } = renderWithProviders(<TournamentsTab data={manageData({ tier: 'silver' })} />);
    expect(screen.getByRole('button', { name: 'Add Tournament' })).toBeInTheDocument();
    expect(screen.queryByText(TEAM_TEXTS.tournamentTierRequired)).toBeNull();
    unmount();
    renderWithProviders(<TournamentsTab data={manageData({ tier: 'gold', viewer: { isManager: false, isMember: true } })} />);
    expect(screen.queryByRole('button', { name: 'Add Tournament' })).toBeNull();
  });

  it('"Show older tournaments" loads the next pages, keeps the loaded ones, and goes after the last', async () => {
    const older = (n: number) => ({ ...cup, id: `d0000000-0000-4000-8000-00000000010${n}`, name: `Winter Cup ${n}`, startDate: `2025-12-0${n}` });
    const calls = stubFetch((call) => {
      if (call.path !== apiPaths.teamItems(TEAM_ID, 'tournaments') || call.method !== 'GET') return undefined;
      if (call.search.get('cursor') === 'after-spring') return json(200, { tournaments: [older(2)], nextCursor: 'after-winter-2' });
      if (call.search.get('cursor') === 'after-winter-2') return json(200, { tournaments: [older(1)], nextCursor: null });
      return undefined;
    });
    renderWithProviders(<TournamentsTab data={{ ...manageData(), tournaments: [cup], olderTournamentsCursor: 'after-spring', tournamentCount: 3 }} />);
    const user = userEvent.setup();
    const names = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    expect(names()).toEqual(['Spring Cup']);
    await user.click(screen.getByRole('button', { name: 'Show older tournaments' }));
    await waitFor(() => expect(names()).toEqual(['Spring Cup', 'Winter Cup 2']));
    await user.click(screen.getByRole('button', { name: 'Show older tournaments' }));
    await waitFor(() => expect(names()).toEqual(['Spring Cup', 'Winter Cup 2', 'Winter Cup 1']));
    expect(screen.queryByRole('button', { name: 'Show older tournaments' })).toBeNull();
    expect(calls.map((call) => call.search.get('cursor'))).toEqual(['after-spring', 'after-winter-2']);
  });

  it('shows a card with the status spaced, the prize pool in dollars, type and placement', () => {
    renderWithProviders(<TournamentsTab data={{ ...manageData(), tournaments: [cup] }} />);
    const card = screen.getByRole('article', { name: 'Spring Cup' });
    expect(within(card).getByText('in progress')).toBeInTheDocument();
    expect(within(card).getByText('$1,500.00')).toBeInTheDocument();
    expect(within(card).getByText('LAN')).toBeInTheDocument();
    expect(within(card).getByText('2nd')).toBeInTheDocument();
    expect(within(card).getByText('Sat, Apr 18, 2026')).toBeInTheDocument();
  });

  it('adds a tournament: name and start date required, online by default, an empty prize pool is none', async () => {
    const calls = stubFetch((call) =>
      call.method === 'POST' && call.path === apiPaths.teamItems(TEAM_ID, 'tournaments') ? json(201, { id: cup.id }) : undefined,
    );
    renderWithProviders(<TournamentsTab data={manageData()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Tournament' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tournament' });
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveValue('online');
    expect(within(dialog).getByRole('spinbutton', { name: 'Prize pool (USD)' })).toHaveAttribute('step', '0.01');

    await user.click(within(dialog).getByRole('button', { name: 'Add Tournament' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Start date is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Summer Major');
    await user.type(within(dialog).getByLabelText('Start date'), '2026-07-01');
    await user.click(within(dialog).getByRole('button', { name: 'Add Tournament' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tournament Added'));
    expect(calls[0]?.body).toMatchObject({ name: 'Summer Major', startDate: '2026-07-01', tournamentType: 'online', prizePool: null });
  });
});
