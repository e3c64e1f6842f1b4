/** The practice form's weekly repeat, and editing or deleting one or following occurrences of a series (docs/decisions/072). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRACTICE_SERIES_TEXTS } from '#shared/contracts/practice-series.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { toast } from '#web/lib/toast.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { installResizeObserver } from '#web/test/install-resize-observer.ts';
import { PracticesTab } from './practices-tab.tsx';
import { json, manageData, practice, stubFetch, TEAM_ID } from '../../../../../test/teams/schedule-test-data.ts';

vi.mock('#web/lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(installResizeObserver);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 5, 5, 12) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const SERIES_ID = 'd0000000-0000-4000-8000-000000000009';
const scrim = practice({
  id: 'c0000000-0000-4000-8000-000000000001',
  title: 'Scrim night',
  scheduledAt: new Date(2026, 5, 16, 18).toISOString(),
  seriesId: SERIES_ID,
});

async function renderTab(practices = [scrim]) {
  await renderWithProviders(<PracticesTab data={manageData({ practices })} />, { path: '/teams/t/manage' }).router.navigate('/teams/t/manage');
  return userEvent.setup();
}

async function openScheduleDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Schedule Practice' }));
  const dialog = await screen.findByRole('dialog', { name: 'Schedule Practice' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Scrim block');
  fireEvent.change(within(dialog).getByLabelText('Date and time'), { target: { value: '2026-06-16T18:00' } });
  await user.click(within(dialog).getByRole('switch', { name: 'Repeat weekly' }));
  return dialog;
}

// Radix renders slowly in jsdom when the whole suite runs at once.
describe('Schedule Practice: repeat weekly', { timeout: 20_000 }, () => {
  it('sends the chosen days, the until date and the viewer’s zone to the series route, and says how many were scheduled', async () => {
    const calls = stubFetch((call) =>
      call.path === apiPaths.practiceSeries(TEAM_ID) ? json(201, { id: scrim.id, seriesId: SERIES_ID, count: 8 }) : undefined,
    );
    const user = await renderTab([]);
    const dialog = await openScheduleDialog(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tue' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Thu' }));
    fireEvent.change(within(dialog).getByLabelText('Until'), { target: { value: '2026-07-09' } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Practice' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('8 practices scheduled'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(apiPaths.practiceSeries(TEAM_ID));
    expect(post?.body).toMatchObject({
      title: 'Scrim block',
      scheduledAt: new Date(2026, 5, 16, 18).toISOString(),
      weekdays: [2, 4],
      untilDate: '2026-07-09',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('shows field errors for no days, no until date and an until date before the start, and sends nothing', async () => {
    const calls = stubFetch(() => undefined);
    const user = await renderTab([]);
    const dialog = await openScheduleDialog(user);
    expect(within(dialog).getByLabelText('First date and time')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Practice' }));
    expect(await within(dialog).findByText(PRACTICE_SERIES_TEXTS.weekdays)).toBeInTheDocument();
    expect(within(dialog).getByText(PRACTICE_SERIES_TEXTS.untilRequired)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Tue' }));
    fireEvent.change(within(dialog).getByLabelText('Until'), { target: { value: '2026-06-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Practice' }));
    expect(await within(dialog).findByText(PRACTICE_SERIES_TEXTS.untilBeforeStart)).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('a one-off practice still goes to the practices route', async () => {
    const calls = stubFetch((call) => (call.path === apiPaths.teamItems(TEAM_ID, 'practices') ? json(201, { id: scrim.id }) : undefined));
    const user = await renderTab([]);
    const dialog = await openScheduleDialog(user);
    await user.click(within(dialog).getByRole('switch', { name: 'Repeat weekly' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Tue' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Practice' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Practice Scheduled'));
    expect(calls.find((call) => call.method === 'POST')?.body).not.toHaveProperty('weekdays');
  });
});

describe('A practice of a series', { timeout: 20_000 }, () => {
  it('is edited with the following ones when "This and following practices" is chosen', async () => {
    const calls = stubFetch((call) => (call.method === 'PATCH' ? json(200, { id: scrim.id }) : undefined));
    const user = await renderTab();
    expect(within(screen.getByRole('article', { name: 'Scrim night' })).getByText('Weekly')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Scrim night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Practice' });
    expect(within(dialog).getByRole('radio', { name: 'This practice only' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'This and following practices' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Location' }), 'Lab 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save Practice' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Practice Updated'));
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.path).toBe(apiPaths.teamItem(TEAM_ID, 'practices', scrim.id));
    expect(patch.search.get('scope')).toBe('following');
    expect(patch.body).toMatchObject({ location: 'Lab 2', title: 'Scrim night' });
  });

  it('is deleted with the following ones when chosen; a one-off practice is not asked', async () => {
    const calls = stubFetch((call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    const single = practice({ id: 'c0000000-0000-4000-8000-000000000002', title: 'One-off', scheduledAt: new Date(2026, 5, 20, 18).toISOString() });
    const user = await renderTab([scrim, single]);

    await user.click(screen.getByRole('button', { name: 'Delete One-off' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).queryByRole('radio')).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete Scrim night' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('radio', { name: 'This and following practices' }));
    await user.click(within(confirm).getByRole('button', { name: 'Delete practices' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Practices deleted'));
    const deleted = calls.find((call) => call.method === 'DELETE')!;
    expect(deleted.path).toBe(apiPaths.teamItem(TEAM_ID, 'practices', scrim.id));
    expect(deleted.search.get('scope')).toBe('following');
  });
});
