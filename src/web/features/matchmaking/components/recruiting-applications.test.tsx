/**
 * The Recruiting tab's applications (docs/decisions/047, 071): each
 * applicant's state, and "Invite to roster" sending the roster invitation,
 * after which the list says the player was invited.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecruitingApplication } from '#shared/contracts/matchmaking.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { json, stubFetch } from '#web/test/stub-fetch.ts';
import { APPLICATIONS_TEXTS, RecruitingApplications } from './recruiting-applications.tsx';

afterEach(() => vi.unstubAllGlobals());

const TEAM_ID = '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const base = (id: string, name: string, status: RecruitingApplication['status']): RecruitingApplication => ({
  id,
  postId: '9b1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  postTitle: 'Controller wanted',
  applicant: { userId: `user-${id}`, displayName: name, slug: null },
  message: null,
  score: 80,
  conversationId: null,
  createdAt: '2026-11-02T18:00:00.000Z',
  status,
});
const NEW_ID = '1a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('RecruitingApplications', () => {
  it('shows where each applicant stands; Invite to roster sends the invitation and the list then says invited', async () => {
    let invited = false;
    const calls = stubFetch((call) => {
      if (call.method === 'GET' && call.path === `/api/teams/${TEAM_ID}/recruiting-applications`) {
        return json(200, {
          applications: [
            base(NEW_ID, 'Nia New', invited ? 'invited' : 'new'),
            base('2a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d', 'Ivy Invited', 'invited'),
            base('3a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d', 'Rory Rostered', 'on_roster'),
          ],
        });
      }
      if (call.method === 'POST' && call.path === `/api/teams/${TEAM_ID}/recruiting-applications/${NEW_ID}/invite`) {
        invited = true;
        return json(202, { status: 'invited' });
      }
      return undefined;
    });
    renderWithProviders(<RecruitingApplications teamId={TEAM_ID} />);

    const items = await screen.findAllByRole('listitem');
    expect(within(items[1]!).getByText(APPLICATIONS_TEXTS.invited)).toBeInTheDocument();
    expect(within(items[2]!).getByText(APPLICATIONS_TEXTS.onRoster)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Invite to roster/ })).toHaveLength(1);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Invite to roster: Nia New' }));
    expect(await within(items[0]!).findByText(APPLICATIONS_TEXTS.invited)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Invite to roster/ })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('an archived team lists applications without the invite button', async () => {
    stubFetch((call) => (call.path.endsWith('/recruiting-applications') ? json(200, { applications: [base(NEW_ID, 'Nia New', 'new')] }) : undefined));
    renderWithProviders(<RecruitingApplications teamId={TEAM_ID} canInvite={false} />);
    expect(await screen.findByText(/Nia New/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Invite to roster/ })).toBeNull();
  });
});
