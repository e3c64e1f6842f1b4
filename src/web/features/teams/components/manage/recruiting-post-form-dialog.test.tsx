import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '#web/config/paths.ts';
import { toast } from '#web/lib/toast.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { RecruitingTab } from './recruiting-tab.tsx';
import { installResizeObserver } from '#web/test/install-resize-observer.ts';
import { json, manageData, stubFetch, TEAM_ID } from './schedule-test-data.ts';

vi.mock('#web/lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(installResizeObserver);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function openCreate() {
  const calls = stubFetch((call) =>
    call.method === 'POST' && call.path === apiPaths.teamItems(TEAM_ID, 'recruiting-posts')
      ? json(201, { id: 'e0000000-0000-4000-8000-000000000001' })
      : undefined,
  );
  renderWithProviders(<RecruitingTab data={manageData()} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Create Post' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Recruiting Post' });
  return { calls, user, dialog };
}

// Radix and DayPicker render slowly in jsdom when the whole suite runs at once.
describe('Recruiting post form (spec 5)', { timeout: 20_000 }, () => {
  it('splits positions on commas, trims them and drops empties; competitive and active by default', async () => {
    const { calls, user, dialog } = await openCreate();
    expect(within(dialog).getByRole('combobox', { name: 'Commitment' })).toHaveValue('competitive');
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Looking for a support');
    await user.type(within(dialog).getByRole('textbox', { name: 'Positions' }), 'IGL, Duelist, ,Support ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Recruiting Post Created'));
    expect(calls[0]?.body).toMatchObject({
      title: 'Looking for a support',
      positionsNeeded: ['IGL', 'Duelist', 'Support'],
      commitmentLevel: 'competitive',
      isPaid: false,
      salaryRange: null,
      isActive: true,
    });
  });

  it('shows the salary range only while paid is on, and sends it only then', async () => {
    const { calls, user, dialog } = await openCreate();
    expect(within(dialog).queryByRole('textbox', { name: 'Salary range' })).toBeNull();
    const paid = within(dialog).getByRole('switch', { name: 'Paid position' });
    await user.click(paid);
    await user.type(within(dialog).getByRole('textbox', { name: 'Salary range' }), '$500 - $1,000 / month');
    await user.click(paid);
    expect(within(dialog).queryByRole('textbox', { name: 'Salary range' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Unpaid trial');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ isPaid: false, salaryRange: null });
  });

  it('requires a title', async () => {
    const { calls, user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows positions as chips and "Paid · {salary range}" on the card', () => {
    renderWithProviders(
      <RecruitingTab
        data={{
          ...manageData({ viewer: { isManager: false, isMember: true } }),
          recruitingPosts: [
            {
              id: 'e0000000-0000-4000-8000-000000000002',
              title: 'Pro roster tryouts',
              description: null,
              commitmentLevel: 'semi_pro',
              positionsNeeded: ['IGL', 'Duelist', 'Support'],
              isPaid: true,
              salaryRange: '$2k/month',
              isActive: false,
              createdAt: '2026-01-05T12:00:00.000Z',
              esportsTitleId: null,
              minTierOrdinal: null,
              maxTierOrdinal: null,
              availability: [],
              timeZone: null,
            },
          ],
        }}
      />,
    );
    const card = screen.getByRole('article', { name: 'Pro roster tryouts' });
    expect(within(within(card).getByRole('list', { name: 'Positions' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByText('Paid · $2k/month')).toBeInTheDocument();
    expect(within(card).getByText('Inactive')).toBeInTheDocument();
    expect(within(card).getByText(/Semi Pro/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Post' })).toBeNull();
  });
});
