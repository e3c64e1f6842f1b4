import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_TEXTS, type TeamContract } from '#shared/contracts/team-contracts.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { apiError } from '#web/test/stub-fetch.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { ContractsTab } from './contracts-tab.tsx';
import { json, manageData, stubFetch, TEAM_ID } from '../../../../../test/teams/schedule-test-data.ts';

vi.mock('#web/lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const coach: TeamContract = {
  kind: 'staff',
  id: 'e0000000-0000-4000-8000-000000000001',
  userId: 'u-coach',
  fullName: 'Sam Staff',
  role: 'head_coach',
  rosterName: null,
  contractStart: '2026-01-01',
  contractEnd: '2026-12-20',
  endingSoon: true,
  ended: false,
};
const player: TeamContract = {
  kind: 'player',
  id: 'e0000000-0000-4000-8000-000000000002',
  userId: 'u-ann',
  fullName: 'Ann Player',
  role: 'captain',
  rosterName: 'Valorant',
  contractStart: null,
  contractEnd: null,
  endingSoon: false,
  ended: false,
};
const contracts = { reminderDays: 30, contracts: [coach, player] };

describe('ContractsTab', { timeout: 20_000 }, () => {
  it('shows the Gold upgrade prompt to a Silver team and asks for nothing', () => {
    const calls = stubFetch(() => undefined);
    renderWithProviders(<ContractsTab data={manageData({ tier: 'silver' })} />);
    expect(screen.getByRole('heading', { name: CONTRACT_TEXTS.tierRequired })).toBeInTheDocument();
    expect(screen.getByText('Contract management is part of the Gold tier. This team is on Silver. See the plans to upgrade.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('tells a member of a Gold team that contracts are for managers', () => {
    const calls = stubFetch(() => undefined);
    renderWithProviders(<ContractsTab data={manageData({ tier: 'gold', viewer: { isManager: false, isMember: true } })} />);
    expect(screen.getByText('Contracts are visible to team managers.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('lists contracts with the ending-soon one marked, and saves edited dates', async () => {
    const user = userEvent.setup();
    const calls = stubFetch((call) => {
      if (call.method === 'GET' && call.path === apiPaths.teamContracts(TEAM_ID)) return json(200, contracts);
      if (call.method === 'PUT' && call.path === apiPaths.teamContract(TEAM_ID, 'player', player.id)) return json(200, { id: player.id });
      return undefined;
    });
    renderWithProviders(<ContractsTab data={manageData({ tier: 'gold' })} />);
    const table = await screen.findByRole('table', { name: "Contracts of the team's players and staff" });
    const coachRow = within(table).getByRole('row', { name: /Sam Staff/ });
    expect(within(coachRow).getByText('Ends soon')).toBeInTheDocument();
    expect(within(coachRow).getByText('Staff · Head Coach')).toBeInTheDocument();
    const annRow = within(table).getByRole('row', { name: /Ann Player/ });
    expect(within(annRow).getAllByText('Not set')).toHaveLength(2);
    expect(within(annRow).getByText('Valorant')).toBeInTheDocument();

    await user.click(within(annRow).getByRole('button', { name: 'Edit contract of Ann Player' }));
    const form = screen.getByRole('form', { name: 'Edit contract: Ann Player' });
    await user.type(within(form).getByLabelText('Contract start'), '2026-02-01');
    await user.type(within(form).getByLabelText('Contract end'), '2027-01-31');
    await user.click(within(form).getByRole('button', { name: 'Save contract' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit contract: Ann Player' })).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ contractStart: '2026-02-01', contractEnd: '2027-01-31' });
  });

  it('refuses an end before the start in the form, and shows the field error the server names', async () => {
    const user = userEvent.setup();
    const calls = stubFetch((call) => {
      if (call.method === 'GET' && call.path === apiPaths.teamContracts(TEAM_ID)) return json(200, contracts);
      if (call.method === 'PUT') return apiError(400, 'validation', 'Check the highlighted fields', { contractStart: 'Choose a date between 2000-01-01 and 10 years from today' });
      return undefined;
    });
    renderWithProviders(<ContractsTab data={manageData({ tier: 'gold' })} />);
    await user.click(await screen.findByRole('button', { name: 'Edit contract of Sam Staff' }));
    const form = screen.getByRole('form', { name: 'Edit contract: Sam Staff' });
    const end = within(form).getByLabelText('Contract end');
    await user.clear(end);
    await user.type(end, '2025-12-31');
    await user.click(within(form).getByRole('button', { name: 'Save contract' }));
    expect(within(form).getByText(CONTRACT_TEXTS.endBeforeStart)).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.clear(end);
    await user.type(end, '2026-12-31');
    await user.click(within(form).getByRole('button', { name: 'Save contract' }));
    expect(await within(form).findByText('Choose a date between 2000-01-01 and 10 years from today')).toBeInTheDocument();
    expect(within(form).getByLabelText('Contract start')).toHaveAttribute('aria-invalid', 'true');
  });
});
