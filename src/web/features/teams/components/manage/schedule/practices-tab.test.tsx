import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '#web/config/api-paths.ts';
import { toast } from '#web/lib/toast.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { PracticesTab } from './practices-tab.tsx';
import { installResizeObserver } from '#web/test/install-resize-observer.ts';
import type { Practice } from '#shared/contracts/teams-schedule.ts';
import { attendanceData, json, manageData, practice, stubFetch, TEAM_ID, type ApiCall } from '../../../../../test/teams/schedule-test-data.ts';

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

/** The server's GET /api/teams/:teamId/practices?scope=day over these practices (soonest first). */
function dayPages(practices: Practice[]) {
  return (call: ApiCall) => {
    if (call.path !== apiPaths.teamItems(TEAM_ID, 'practices') || call.search.get('scope') !== 'day') return undefined;
    const from = Date.parse(call.search.get('from')!);
    const to = Date.parse(call.search.get('to')!);
    const onDay = practices.filter((row) => Date.parse(row.scheduledAt) >= from && Date.parse(row.scheduledAt) < to);
    return json(200, { practices: onDay.sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt)), nextCursor: null });
  };
}

function renderTab(url = '/teams/t/manage', data = manageData({ practices: [review, scrim] })) {
  return renderWithProviders(<PracticesTab data={data} />, { path: '/teams/t/manage' }).router.navigate(url);
}

// Radix and DayPicker render slowly in jsdom when the whole suite runs at once.
describe('PracticesTab calendar', { timeout: 20_000 }, () => {
  it('filters the list by the picked day (loading that day’s practices), says when a day has none, and clears the filter', async () => {
    const calls = stubFetch(dayPages([review, scrim]));
    await renderTab();
    const user = userEvent.setup();
    const list = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    expect(list()).toEqual(['Scrim night', 'VOD review']);
    expect(screen.getByText('2 attending')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: new RegExp(`^(Today, )?${dayLabel(10)}, practice scheduled$`) }));
    expect(await screen.findByText('1 practice on June 10, 2026')).toBeInTheDocument();
    expect(list()).toEqual(['Scrim night']);
    // The viewer's local day, as instants.
    expect(calls.at(-1)!.search.get('from')).toBe(new Date(2026, 5, 10).toISOString());
    expect(calls.at(-1)!.search.get('to')).toBe(new Date(2026, 5, 11).toISOString());

    await user.click(screen.getByRole('button', { name: new RegExp(`^(Today, )?${dayLabel(15)}$`) }));
    expect(await screen.findByText('No practices scheduled for June 15, 2026')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);

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

  it('"Show older practices" loads the next pages after the first, keeps what is loaded, and goes once the last is in', async () => {
    const older = (n: number, day: number) =>
      practice({ id: `c0000000-0000-4000-8000-00000000010${n}`, title: `May ${day} scrim`, scheduledAt: new Date(2026, 4, day, 18).toISOString() });
    const calls = stubFetch((call) => {
      if (call.path !== apiPaths.teamItems(TEAM_ID, 'practices') || call.search.get('scope') !== 'past') return undefined;
      if (call.search.get('cursor') === 'after-june-1') return json(200, { practices: [older(1, 20), older(2, 10)], nextCursor: 'after-may-10' });
      if (call.search.get('cursor') === 'after-may-10') return json(200, { practices: [older(3, 2)], nextCursor: null });
      return undefined;
    });
    const june1 = practice({ id: 'c0000000-0000-4000-8000-000000000003', title: 'June 1 review', scheduledAt: onDay(1) });
    await renderTab('/teams/t/manage', manageData({ practices: [scrim, june1], paging: { olderCursor: 'after-june-1', pastCount: 4 } }));
    const user = userEvent.setup();

    const summary = screen.getByText('Past practices (4)');
    await user.click(summary);
    const past = summary.closest('details')!;
    const titles = () => within(past).getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    expect(titles()).toEqual(['June 1 review']);
    expect(calls).toHaveLength(0);

    await user.click(within(past).getByRole('button', { name: 'Show older practices' }));
    await waitFor(() => expect(titles()).toEqual(['June 1 review', 'May 20 scrim', 'May 10 scrim']));
    await user.click(within(past).getByRole('button', { name: 'Show older practices' }));
    await waitFor(() => expect(titles()).toEqual(['June 1 review', 'May 20 scrim', 'May 10 scrim', 'May 2 scrim']));
    expect(within(past).queryByRole('button', { name: 'Show older practices' })).toBeNull();
    expect(calls.map((call) => call.search.get('cursor'))).toEqual(['after-june-1', 'after-may-10']);
  });

  it('says when older practices could not be loaded and tries again', async () => {
    let fail = true;
    stubFetch((call) => {
      if (call.path !== apiPaths.teamItems(TEAM_ID, 'practices')) return undefined;
      if (fail) return json(500, { error: { code: 'internal', message: 'Something went wrong' } });
      return json(200, { practices: [practice({ id: 'c0000000-0000-4000-8000-000000000201', title: 'April scrim', scheduledAt: new Date(2026, 3, 2, 18).toISOString() })], nextCursor: null });
    });
    const june1 = practice({ id: 'c0000000-0000-4000-8000-000000000003', title: 'June 1 review', scheduledAt: onDay(1) });
    await renderTab('/teams/t/manage', manageData({ practices: [june1], paging: { olderCursor: 'after-june-1', pastCount: 2 } }));
    const user = userEvent.setup();
    await user.click(screen.getByText('Past practices (2)'));
    await user.click(screen.getByRole('button', { name: 'Show older practices' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Older practices could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'April scrim' })).toBeInTheDocument();
  });

  it('says when nothing is upcoming and shows no past section without past practices', async () => {
    stubFetch(() => undefined);
    await renderTab('/teams/t/manage', manageData({ practices: [practice({ id: 'c0000000-0000-4000-8000-000000000005', title: 'Old', scheduledAt: onDay(2) })] }));
    expect(screen.getByText('No upcoming practices')).toBeInTheDocument();
    expect(screen.getByText('Past practices (1)')).toBeInTheDocument();
  });
});
