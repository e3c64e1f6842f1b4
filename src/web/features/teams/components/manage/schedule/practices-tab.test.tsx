import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '#web/config/api-paths.ts';
import { toast } from '#web/lib/toast.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { PracticesTab } from './practices-tab.tsx';
import { installResizeObserver } from '#web/test/install-resize-observer.ts';
import { attendanceData, json, manageData, practice, stubFetch, TEAM_ID } from '../../../../../test/teams/schedule-test-data.ts';

vi.mock('#web/lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(installResizeObserver);
/** Today is June 5, 2026, noon local (only Date is faked: the calendar opens on June, days 1-4 are past). */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 5, 5, 12) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** Local 6 PM on a day of June 2026. */
const onDay = (day: number) => new Date(2026, 5, day, 18).toISOString();
const dayLabel = (day: number) => format(new Date(2026, 5, day), 'EEEE, MMMM d, yyyy');

const scrim = practice({ id: 'c0000000-0000-4000-8000-000000000001', title: 'Scrim night', scheduledAt: onDay(10) });
const review = practice({
  id: 'c0000000-0000-4000-8000-000000000002',
  title: 'VOD review',
  scheduledAt: onDay(20),
  counts: { attending: 2, maybe: 1, notAttending: 0 },
});

function renderTab(url = '/teams/t/manage', data = manageData({ practices: [review, scrim] })) {
  return renderWithProviders(<PracticesTab data={data} />, { path: '/teams/t/manage' }).router.navigate(url);
}

// Radix and DayPicker render slowly in jsdom when the whole suite runs at once.
describe('PracticesTab calendar', { timeout: 20_000 }, () => {
  it('filters the list by the picked day, says when a day has none, and clears the filter', async () => {
    stubFetch(() => undefined);
    await renderTab();
    const user = userEvent.setup();
    const list = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    expect(list()).toEqual(['Scrim night', 'VOD review']);
    expect(screen.getByText('2 attending')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: new RegExp(`^(Today, )?${dayLabel(10)}, practice scheduled$`) }));
    expect(list()).toEqual(['Scrim night']);

    await user.click(screen.getByRole('button', { name: new RegExp(`^(Today, )?${dayLabel(15)}$`) }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No practices scheduled for June 15, 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(list()).toEqual(['Scrim night', 'VOD review']);
    expect(screen.queryByRole('button', { name: 'Clear filter' })).toBeNull();
  });

  it('shows the empty state without practices, and Schedule Practice only to managers', async () => {
    stubFetch(() => undefined);
    await renderTab('/teams/t/manage', manageData({ viewer: { isManager: false, isMember: true } }));
    expect(screen.getByText('No practices scheduled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule Practice' })).toBeNull();
  });
});

// Radix and DayPicker render slowly in jsdom when the whole suite runs at once.
describe('PracticesTab attendance dialog', { timeout: 20_000 }, () => {
  it('opens from ?practice=, submits the answer and reloads the list', async () => {
    let saved = false;
    const entry = {
      userId: 'me',
      fullName: 'Pat Player',
      avatarUrl: null,
      status: 'not_attending' as const,
      notes: 'Exam',
      updatedAt: '2026-01-05T12:00:00.000Z',
    };
    const calls = stubFetch((call) => {
      if (call.path !== apiPaths.practiceAttendance(TEAM_ID, scrim.id)) return undefined;
      if (call.method === 'PUT') {
        saved = true;
        return json(200, entry);
      }
      return json(200, attendanceData(scrim, saved ? { mine: entry, entries: [entry] } : {}));
    });
    await renderTab(`/teams/t/manage?practice=${scrim.id}`, manageData({ practices: [scrim], viewer: { isManager: false, isMember: true } }));
    const user = userEvent.setup();

    const dialog = await screen.findByRole('dialog', { name: 'Scrim night' }, { timeout: 5000 });
    expect(await within(dialog).findByRole('tab', { name: 'Attending (0)' })).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Your attendance' }), 'not_attending');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for not attending' }), 'Exam');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Attendance' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Attendance updated successfully!'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'not_attending', notes: 'Exam' });
    expect(await within(dialog).findByRole('tab', { name: 'Not Attending (1)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update Attendance' })).toBeInTheDocument();
    // Loaded when it opened and once more after the submit.
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('opens from the Attendance button of a practice; managers see who has not answered and send a reminder', async () => {
    const calls = stubFetch((call) => {
      if (call.path === apiPaths.practiceReminders(TEAM_ID, review.id)) return json(200, { sent: 2 });
      if (call.path === apiPaths.practiceAttendance(TEAM_ID, review.id)) {
        return json(
          200,
          attendanceData(review, {
            nonResponders: [
              { userId: 'a', fullName: 'Alex Doe', avatarUrl: null },
              { userId: 'b', fullName: null, avatarUrl: null },
            ],
          }),
        );
      }
      return undefined;
    });
    await renderTab();
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('article', { name: 'VOD review' })).getByRole('button', { name: 'Attendance' }));
    const dialog = await screen.findByRole('dialog', { name: 'VOD review' }, { timeout: 5000 });
    expect(await within(dialog).findByRole('heading', { name: 'Not responded (2)' })).toBeInTheDocument();
    expect(within(dialog).getByText('Unknown User')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Reminder sent to 2 people'));
    expect(calls.some((call) => call.method === 'POST')).toBe(true);
  });
});

describe('PracticesTab order', { timeout: 20_000 }, () => {
  it('lists upcoming practices soonest first and folds past ones, latest first, under "Past practices (N)"', async () => {
    stubFetch(() => undefined);
    const older = practice({ id: 'c0000000-0000-4000-8000-000000000003', title: 'June 1 review', scheduledAt: onDay(1) });
    const recent = practice({ id: 'c0000000-0000-4000-8000-000000000004', title: 'June 3 scrim', scheduledAt: onDay(3) });
    await renderTab('/teams/t/manage', manageData({ practices: [review, recent, scrim, older] }));
    const user = userEvent.setup();

    const summary = screen.getByText('Past practices (2)');
    const past = summary.closest('details')!;
    expect(past.open).toBe(false);
    const titles = (cards: HTMLElement[]) => cards.map((card) => card.getAttribute('aria-label'));
    const upcoming = screen.getAllByRole('article').filter((card) => !past.contains(card));
    expect(titles(upcoming)).toEqual(['Scrim night', 'VOD review']);

    await user.click(summary);
    expect(past.open).toBe(true);
    expect(titles(within(past).getAllByRole('article'))).toEqual(['June 3 scrim', 'June 1 review']);
    // Every practice, past or not, has its visible Attendance button.
    expect(within(past).getAllByRole('button', { name: 'Attendance' })).toHaveLength(2);
  });

  it('says when nothing is upcoming and shows no past section without past practices', async () => {
    stubFetch(() => undefined);
    await renderTab('/teams/t/manage', manageData({ practices: [practice({ id: 'c0000000-0000-4000-8000-000000000005', title: 'Old', scheduledAt: onDay(2) })] }));
    expect(screen.getByText('No upcoming practices')).toBeInTheDocument();
    expect(screen.getByText('Past practices (1)')).toBeInTheDocument();
  });
});
