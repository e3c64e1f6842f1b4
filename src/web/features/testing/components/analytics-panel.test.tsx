import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_TEXTS, defaultAnalyticsRange, type AnalyticsDaily } from '#shared/contracts/analytics.ts';
import { installResizeObserver } from '#web/test/install-resize-observer.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { apiError, json, stubFetch, type ApiCall } from '#web/test/stub-fetch.ts';
import { AnalyticsPanel } from './analytics-panel.tsx';

beforeAll(() => installResizeObserver());
afterEach(() => vi.unstubAllGlobals());

const range = { from: '2026-11-01', to: '2026-11-03' };
const daily = (values: number[], total: number): AnalyticsDaily => ({
  ...range,
  days: values.map((value, index) => ({ day: `2026-11-0${index + 1}`, value })),
  total,
});
const ANSWERS: Record<string, unknown> = {
  'daily-active-users': daily([2, 5, 1], 8),
  'page-views': { ...range, routes: [{ route: '/player/:slug', views: 40 }, { route: '/colleges', views: 12 }, { route: ANALYTICS_TEXTS.otherRoutes, views: 3 }], total: 55 },
  searches: daily([0, 0, 0], 0),
  funnel: {
    ...range,
    steps: [
      { key: 'signed_up', label: 'Signed up', count: 20 },
      { key: 'published_profile', label: 'Published a player profile', count: 10 },
      { key: 'submitted_form', label: 'Submitted an interest form', count: 3 },
    ],
  },
  points: {
    ...range,
    days: [
      { day: '2026-11-01', awarded: 0, reversed: 0 },
      { day: '2026-11-02', awarded: 15, reversed: 5 },
      { day: '2026-11-03', awarded: 2, reversed: 0 },
    ],
    awarded: 17,
    reversed: 5,
  },
};
const chartOf = (call: ApiCall) => call.path.replace('/api/admin/analytics/', '');
const analyticsCalls = (calls: ApiCall[]) => calls.filter((call) => call.path.startsWith('/api/admin/analytics/'));
const card = (title: string) => screen.getByRole('region', { name: title });

describe('AnalyticsPanel', () => {
  it('loads the five charts for the last 30 days, each with a sentence and its figures as a table; an empty chart says so', async () => {
    const calls = stubFetch((call) => (call.path.startsWith('/api/admin/analytics/') ? json(200, ANSWERS[chartOf(call)]) : undefined));
    renderWithProviders(<AnalyticsPanel />);
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);

    expect(await within(card('Daily active users')).findByText('2.7 signed-in users a day on average over 3 days, the most on 2026-11-02 (5).')).toBeInTheDocument();
    const { from, to } = defaultAnalyticsRange();
    expect(analyticsCalls(calls).map((call) => [chartOf(call), call.search.get('from'), call.search.get('to')]).sort()).toEqual(
      ['daily-active-users', 'funnel', 'page-views', 'points', 'searches'].map((chart) => [chart, from, to]),
    );
    expect(await within(card('Page views per route')).findByText('55 page views; the busiest route is /player/:slug (40).')).toBeInTheDocument();
    const routes = within(card('Page views per route')).getByRole('table', { name: 'Page views per route' });
    expect(within(routes).getAllByRole('row').map((row) => row.textContent)).toEqual(['RoutePage views', '/player/:slug40', '/colleges12', 'Other routes3']);
    expect(await within(card('Searches')).findByText('No searches in this range.')).toBeInTheDocument();
    expect(
      await within(card('Sign-up funnel')).findByText('20 signed up in the range; 10 (50%) published a player profile; 3 (15%) then submitted an interest form.'),
    ).toBeInTheDocument();
    const points = card('Points awarded and reversed');
    expect(await within(points).findByText('17 points awarded and 5 reversed in 3 days (net 12), the most awarded on 2026-11-02 (15).')).toBeInTheDocument();
    const pointsTable = within(points).getByRole('table', { name: 'Points awarded and reversed' });
    expect(within(pointsTable).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DayPoints awardedPoints reversed',
      '2026-11-0100',
      '2026-11-02155',
      '2026-11-0320',
    ]);
    expect(screen.getByText(`Showing ${from} to ${to} (30 days, at most 365).`)).toBeInTheDocument();
  });

  it('shows the server’s message when a chart fails, and Try again loads it', async () => {
    let failing = true;
    stubFetch((call) => {
      if (!call.path.startsWith('/api/admin/analytics/')) return undefined;
      if (chartOf(call) === 'funnel' && failing) return apiError(403, 'forbidden', 'Only platform staff can do this.');
      return json(200, ANSWERS[chartOf(call)]);
    });
    renderWithProviders(<AnalyticsPanel />);
    const funnel = card('Sign-up funnel');
    expect(await within(funnel).findByRole('alert')).toHaveTextContent('Could not load sign-up funnel: Only platform staff can do this.');
    failing = false;
    await userEvent.click(within(funnel).getByRole('button', { name: 'Try again' }));
    expect(await within(funnel).findByText(/^20 signed up in the range/)).toBeInTheDocument();
  });

  it('checks the range before asking: a start after the end or more than 365 days is a field message and no request; a valid range reloads every chart', async () => {
    const calls = stubFetch((call) => (call.path.startsWith('/api/admin/analytics/') ? json(200, ANSWERS[chartOf(call)]) : undefined));
    renderWithProviders(<AnalyticsPanel />);
    await within(card('Daily active users')).findByText(/signed-in users a day on average/);
    const before = analyticsCalls(calls).length;
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');

    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-05');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText(ANALYTICS_TEXTS.order)).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(from);
    await userEvent.type(from, '2024-01-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2025-06-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText(ANALYTICS_TEXTS.span)).toBeInTheDocument();
    expect(analyticsCalls(calls)).toHaveLength(before);

    await userEvent.clear(from);
    await userEvent.type(from, '2025-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.queryByText(ANALYTICS_TEXTS.span)).toBeNull();
    await waitFor(() => expect(analyticsCalls(calls).filter((call) => call.search.get('from') === '2025-01-01' && call.search.get('to') === '2025-06-01')).toHaveLength(5));
    expect(screen.getByText('Showing 2025-01-01 to 2025-06-01 (152 days, at most 365).')).toBeInTheDocument();
  });

  it('a quick range asks for the last 7 days', async () => {
    const calls = stubFetch((call) => (call.path.startsWith('/api/admin/analytics/') ? json(200, ANSWERS[chartOf(call)]) : undefined));
    renderWithProviders(<AnalyticsPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(analyticsCalls(calls).filter((call) => call.search.get('to') === defaultAnalyticsRange().to && daysBetween(call) === 7)).toHaveLength(5));
  });
});

function daysBetween(call: ApiCall): number {
  return (Date.parse(call.search.get('to')!) - Date.parse(call.search.get('from')!)) / 86_400_000 + 1;
}
