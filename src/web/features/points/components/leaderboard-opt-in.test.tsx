/** /account leaderboard opt-in: off as stored, a flip saved, a refused save shown, a load error with Try Again. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POINTS_TEXTS } from '#shared/contracts/points.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { apiError, json, stubFetch } from '#web/test/stub-fetch.ts';
import { LeaderboardOptIn } from './leaderboard-opt-in.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/api/points/settings';

describe('LeaderboardOptIn', () => {
  it('is off as stored and saves a flip', async () => {
    let stored = { leaderboardOptIn: false };
    const calls = stubFetch((call) => {
      if (call.path !== PATH) return undefined;
      if (call.method === 'PUT') stored = call.body as typeof stored;
      return json(200, stored);
    });
    renderWithProviders(<LeaderboardOptIn />);
    const toggle = await screen.findByRole('switch', { name: POINTS_TEXTS.optInLabel });
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: POINTS_TEXTS.optInLabel })).toBeChecked());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ leaderboardOptIn: true });
    expect(screen.getByRole('status')).toHaveTextContent(`${POINTS_TEXTS.optInSaved}: on.`);
  });

  it('shows a refused save', async () => {
    stubFetch((call) =>
      call.path !== PATH ? undefined : call.method === 'PUT' ? apiError(400, 'validation', 'Please correct the highlighted fields.', { leaderboardOptIn: 'Choose on or off' }) : json(200, { leaderboardOptIn: false }),
    );
    renderWithProviders(<LeaderboardOptIn />);
    await userEvent.setup().click(await screen.findByRole('switch', { name: POINTS_TEXTS.optInLabel }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
  });

  it('shows a load error with Try Again', async () => {
    let fail = true;
    stubFetch((call) => (call.path !== PATH ? undefined : fail ? apiError(503, 'unavailable', 'The database is not answering.') : json(200, { leaderboardOptIn: true })));
    renderWithProviders(<LeaderboardOptIn />);
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('switch', { name: POINTS_TEXTS.optInLabel })).toBeChecked();
  });
});
