/** /account "My points": totals and history, paging, the empty state, and a load error with Try Again. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POINTS_TEXTS, type MyPointsResponse, type PointsEntry } from '#shared/contracts/points.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { apiError, json, stubFetch } from '#web/test/stub-fetch.ts';
import { MyPointsPanel } from './my-points-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const entry = (n: number, overrides: Partial<PointsEntry> = {}): PointsEntry => ({
  id: `id-${n}`,
  rule: 'highlight_added',
  label: 'Added a highlight',
  points: 5,
  isReversal: false,
  createdAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

const pageOf = (page: number, history: PointsEntry[], hasMore: boolean): MyPointsResponse => ({
  total: 70,
  thisWeek: 15,
  weekStart: '2026-11-23T00:00:00.000Z',
  history,
  page,
  hasMore,
});

describe('MyPointsPanel', () => {
  it('shows the totals and the history, a reversal as taken back, and pages older and newer', async () => {
    stubFetch((call) => {
      if (call.path !== '/api/points/me') return undefined;
      const page = Number(call.search.get('page'));
      return page === 1
        ? json(200, pageOf(1, [entry(1, { rule: 'highlight_added', points: -5, isReversal: true }), entry(2)], true))
        : json(200, pageOf(2, [entry(3, { rule: 'profile_published', label: 'Published your profile', points: 50 })], false));
    });
    renderWithProviders(<MyPointsPanel />);
    const history = await screen.findByRole('list', { name: 'Points history' });
    expect(screen.getByText(POINTS_TEXTS.total).nextSibling).toHaveTextContent('70');
    expect(screen.getByText(POINTS_TEXTS.thisWeek).nextSibling).toHaveTextContent('15');
    const rows = within(history).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Added a highlight (Taken back)');
    expect(rows[0]).toHaveTextContent('−5');
    expect(rows[1]).toHaveTextContent('+5');
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Published your profile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('Added a highlight (Taken back)')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    stubFetch((call) => (call.path === '/api/points/me' ? json(200, { ...pageOf(1, [], false), total: 0, thisWeek: 0 }) : undefined));
    renderWithProviders(<MyPointsPanel />);
    expect(await screen.findByText(POINTS_TEXTS.historyEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Older' })).not.toBeInTheDocument();
  });

  it('shows a load error with Try Again', async () => {
    let fail = true;
    stubFetch((call) => (call.path !== '/api/points/me' ? undefined : fail ? apiError(503, 'unavailable', 'The database is not answering.') : json(200, pageOf(1, [entry(1)], false))));
    renderWithProviders(<MyPointsPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent(`${POINTS_TEXTS.loadFailed} The database is not answering.`);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Points history' })).toBeInTheDocument();
  });
});
