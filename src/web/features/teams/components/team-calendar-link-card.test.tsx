import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEAM_CALENDAR_LINK_TEXTS } from '#shared/contracts/team-calendar-link.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { json, manageData, stubFetch, TEAM_ID } from '#web/test/teams/schedule-test-data.ts';
import { TeamCalendarLinkCard } from './team-calendar-link-card.tsx';

vi.mock('#web/lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const URL_SHOWN = `http://localhost:3000/api/team-calendar/${'a'.repeat(43)}.ics`;

describe('TeamCalendarLinkCard', { timeout: 20_000 }, () => {
  it('shows the Gold prompt on a Silver team and asks for nothing', () => {
    const calls = stubFetch(() => undefined);
    renderWithProviders(<TeamCalendarLinkCard data={manageData({ tier: 'silver' })} />);
    expect(screen.getByRole('heading', { name: TEAM_CALENDAR_LINK_TEXTS.tierRequired })).toBeInTheDocument();
    expect(screen.getByText(/The team calendar link is part of the Gold tier\. This team is on Silver\./)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('creates the link, shows it once in a labelled field, and turns it off', async () => {
    const user = userEvent.setup();
    let exists = false;
    const calls = stubFetch((call) => {
      if (call.path !== apiPaths.teamCalendarLink(TEAM_ID)) return undefined;
      if (call.method === 'GET') return json(200, { url: null, exists });
      if (call.method === 'POST') {
        exists = true;
        return json(200, { url: URL_SHOWN, exists: true });
      }
      if (call.method === 'DELETE') {
        exists = false;
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    renderWithProviders(<TeamCalendarLinkCard data={manageData({ tier: 'gold' })} />);
    expect(await screen.findByText('The team calendar link is off.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create team link' }));
    expect(await screen.findByLabelText('Team calendar link')).toHaveValue(URL_SHOWN);
    expect(screen.getByRole('button', { name: 'Regenerate team link' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn off team link' }));
    expect(await screen.findByText('The team calendar link is off.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Team calendar link')).toBeNull();
    await waitFor(() => expect(calls.map((call) => call.method)).toEqual(['GET', 'POST', 'DELETE']));
  });
});
