import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomeResponse } from '#shared/contracts/home.ts';
import { AuthContext, type AuthState } from '#web/lib/auth/auth-context.ts';
import { MyHomeRoute } from './my-home.tsx';

const auth: AuthState = {
  user: { id: 'u1', email: 'u1@example.test', fullName: 'Uma User', avatarUrl: null },
  profile: null,
  roles: [],
  flags: {},
  isSignedIn: true,
  isLoading: false,
  error: null,
};

const empty: HomeResponse = {
  displayName: 'Uma User',
  sections: [],
  college: null,
  guardian: null,
  teams: [],
  practices: [],
  player: null,
  messages: { unreadTotal: 0, conversations: [] },
};

const TEAM = '0b6f7c1e-5d4a-4c9b-8e7f-1a2b3c4d5e60';
const PRACTICE = '0b6f7c1e-5d4a-4c9b-8e7f-1a2b3c4d5e61';

/** A guardian's read-only view of their player's direct conversation with a coach (docs/decisions/077). */
const GUARDED_CONVERSATION: NonNullable<HomeResponse['guardian']>['conversations'][number] = {
  id: '0b6f7c1e-5d4a-4c9b-8e7f-1a2b3c4d5e62',
  type: 'dm',
  title: null,
  createdBy: 'c1',
  maxParticipants: 2,
  updatedAt: '2030-01-01T12:00:00.000Z',
  isStarred: false,
  role: 'member',
  participants: [
    { userId: 'c1', displayName: 'Casey Coach', avatarUrl: null, role: 'admin' },
    { userId: 'm1', displayName: 'Riley Minor', avatarUrl: null, role: 'member' },
  ],
  latestMessage: null,
  unreadCount: 0,
  readOnly: true,
  minorParticipantIds: [],
  guardedPlayerIds: ['m1'],
};

function renderHome(home: HomeResponse) {
  vi.stubGlobal('fetch', vi.fn(async () => Response.json(home)));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <MyHomeRoute /> }], { initialEntries: ['/home'] });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('/home per role', () => {
  it('a player: completeness, next steps, teams with practices to RSVP, messages', async () => {
    renderHome({
      ...empty,
      sections: ['teams', 'player'],
      teams: [{ id: TEAM, name: 'Zephyr Esports', organizationType: 'college', role: 'player', activePlayers: 3, maxRosterSize: 8 }],
      practices: [
        { id: PRACTICE, teamId: TEAM, teamName: 'Zephyr Esports', title: 'Scrim night', scheduledAt: '2030-01-02T18:00:00.000Z', durationMinutes: 120, location: null, isMandatory: true, myStatus: null },
      ],
      player: { slug: 'uma', displayName: 'Uma User', completionPercent: 40, setupComplete: false, nextSteps: [{ key: 'finish-setup', label: 'Finish your profile setup', href: '/welcome' }], hasMatch: false, matches: [], deadlines: [] },
      messages: { unreadTotal: 2, conversations: [] },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Uma User' })).toBeInTheDocument();
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(regions).toEqual(['home-teams-heading', 'home-player-heading', 'home-messages-heading']);
    expect(screen.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('link', { name: 'Finish your profile setup' })).toHaveAttribute('href', '/welcome');
    expect(screen.getByRole('link', { name: 'Zephyr Esports' })).toHaveAttribute('href', `/teams/${TEAM}/manage`);
    expect(screen.getByRole('button', { name: 'RSVP to Scrim night' })).toBeInTheDocument();
    expect(screen.getByText('You have not answered yet')).toBeInTheDocument();
    expect(screen.getByText('2 new messages.')).toBeInTheDocument();
  });

  it('a guardian: their players and what waits, no player section', async () => {
    renderHome({
      ...empty,
      sections: ['guardian'],
      guardian: {
        players: [
          { userId: 'm1', displayName: 'Riley Minor', slug: 'riley', isPendingApproval: true, outcomesAwaitingGuardian: 2 },
          { userId: 'm2', displayName: 'Sky Minor', slug: 'sky', isPendingApproval: false, outcomesAwaitingGuardian: 0 },
        ],
        conversationCount: 1,
        conversations: [GUARDED_CONVERSATION],
      },
    });
    const section = await screen.findByRole('region', { name: 'Your players' });
    expect(within(section).getByText('1 player waits for your approval.')).toBeInTheDocument();
    expect(within(section).getByText('Riley Minor')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Review publishing and 2 recruiting outcomes' })).toHaveAttribute(
      'href',
      '/guardian',
    );
    expect(within(section).getByText('Nothing waiting')).toBeInTheDocument();
    // The player's conversation, read-only and labelled as theirs, opens in the inbox.
    const list = within(section).getByRole('list', { name: "Your players' conversations" });
    expect(within(list).getByRole('link', { name: 'Casey Coach, Riley Minor' })).toHaveAttribute('href', `/inbox/${GUARDED_CONVERSATION.id}`);
    expect(within(list).getByText("Riley Minor's conversation · read-only")).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: "Read your players' conversation in the Inbox (1)" })).toHaveAttribute('href', '/inbox');
    expect(screen.queryByRole('region', { name: 'Your recruiting profile' })).toBeNull();
    expect(screen.queryByText(/Complete your profile setup|Create Profile/)).toBeNull();
    // Their own messages say "of your own": the players' conversations are right above.
    expect(within(screen.getByRole('region', { name: 'Messages' })).getByText('No conversations of your own yet.')).toBeInTheDocument();
  });

  it('a team manager without teams: the teams section says so; college staff: the dashboard link', async () => {
    renderHome({ ...empty, sections: ['college', 'teams'], college: { colleges: [{ id: TEAM, slug: 'demo-u', name: 'Demo University' }] } });
    expect(await screen.findByRole('link', { name: 'Open the recruiting dashboard' })).toHaveAttribute('href', '/recruiting-dashboard');
    expect(screen.getByRole('link', { name: 'Demo University' })).toHaveAttribute('href', '/college/demo-u');
    expect(screen.getByText(/You are not on a team yet/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your recruiting profile' })).toBeNull();
  });
});
