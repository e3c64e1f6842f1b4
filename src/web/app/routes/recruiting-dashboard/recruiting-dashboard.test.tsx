/**
 * /recruiting-dashboard (docs/decisions/040): loading, error with Try
 * again, the sections with their figures and links, empty sections, the
 * guidance for a recruiter without a college, the not-found page for
 * others, and Add to pipeline on a suggestion (success and the server's
 * refusal).
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { consentToAnalytics, trackedEvents } from '#web/test/tracked-events.ts';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECRUITING_DASHBOARD_TEXTS as TEXTS, type ReadyDashboard } from '#shared/contracts/recruiting-dashboard.ts';
import type { MeResponse } from '#shared/contracts/me.ts';
import { paths } from '#web/config/paths.ts';
import { NOT_FOUND_TITLE } from '../not-found.tsx';
import { apiError, json, meResponse, renderTeamRoute, stubApi, type ApiHandler } from '#web/test/teams/teams-test-harness.tsx';
import { RecruitingDashboardRoute } from './recruiting-dashboard.tsx';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5000 });

const PROGRAM_ID = 'b0000000-0000-4000-8000-000000000001';
const PLAYER = { userId: 'p-1', slug: 'riley', displayName: 'Riley Rook', avatarUrl: null };

const READY: ReadyDashboard = {
  state: 'ready',
  scope: 'own',
  programs: [
    {
      id: PROGRAM_ID, collegeSlug: 'demo-university', collegeName: 'Demo University', titleSlug: 'valorant', titleName: 'Valorant', level: 'varsity',
      isRecruiting: true, stageCounts: { interested: 4, contacted: 3, evaluating: 2, committed: 1, not_a_fit: 5 }, newResponses: 2,
    },
  ],
  responses: { count: 2, latest: [{ id: 'a0000000-0000-4000-8000-000000000001', programId: PROGRAM_ID, name: 'Nia New', formTitle: 'Fall tryouts', status: 'new', submittedAt: '2026-11-24T10:00:00.000Z' }] },
  attention: [
    { entryId: 'e0000000-0000-4000-8000-000000000001', programId: PROGRAM_ID, player: PLAYER, stage: 'contacted', reasons: ['next_action_due', 'no_contact'], nextActionOn: '2026-11-20', nextActionNote: 'Call back', lastContactAt: '2026-11-01T10:00:00.000Z' },
  ],
  suggestions: [
    {
      programId: PROGRAM_ID,
      players: [{ userId: 'p-2', slug: 'ace', displayName: 'Ace Aim', avatarUrl: null, classYear: 2027, match: { score: 88, band: 'excellent', confidence: { value: 0.9, level: 'high' }, reasons: [{ factor: 'skill', evidence: 'Diamond 2 vs target Diamond 1' }] } }],
    },
  ],
  activity: [
    { kind: 'submission', id: 'a0000000-0000-4000-8000-000000000001', at: '2026-11-24T10:00:00.000Z', programId: PROGRAM_ID, name: 'Nia New', formTitle: 'Fall tryouts' },
    { kind: 'stage_move', id: '12', at: '2026-11-23T10:00:00.000Z', programId: PROGRAM_ID, player: PLAYER, fromStage: 'interested', toStage: 'contacted', actorName: 'Sam Staff' },
  ],
};

const staffMe = (): MeResponse => ({ ...meResponse(), roles: [{ role: 'programs_college_staff', collegeId: 'c0000000-0000-4000-8000-000000000001' }] });
const render = () => renderTeamRoute(<RecruitingDashboardRoute />, { path: paths.recruitingDashboard.path, url: paths.recruitingDashboard.getHref() });
const withDashboard = (answer: () => Response, more: ApiHandler = () => undefined): ApiHandler => (call) => (call.path === '/api/recruiting-dashboard' ? answer() : more(call));

describe('/recruiting-dashboard', () => {
  it('shows loading, then the error with Try again, then the dashboard', async () => {
    let fail = true;
    stubApi(staffMe(), withDashboard(() => (fail ? apiError(503, 'unavailable', 'The database is not reachable right now.') : json(200, READY))));
    render();
    expect(await screen.findByText(TEXTS.loading)).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TEXTS.loadFailed);
    expect(alert).toHaveTextContent('The database is not reachable right now.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(within(await screen.findByRole('list', { name: 'Your programs' })).getByRole('heading', { name: 'Demo University · Valorant Varsity' })).toBeInTheDocument();
  });

  it('shows each program’s stage counts and links, the responses, attention, suggestions with reasons, and activity', async () => {
    stubApi(staffMe(), withDashboard(() => json(200, READY)));
    render();
    const programs = await screen.findByRole('list', { name: 'Your programs' });
    const counts = within(programs).getAllByRole('definition').map((cell) => cell.textContent);
    expect(counts).toEqual(['4', '3', '2', '1', '5']);
    expect(within(programs).getByRole('link', { name: /Open the board/ })).toHaveAttribute('href', `/pipeline?program=${PROGRAM_ID}`);
    expect(within(programs).getByRole('link', { name: /Recruiting hub/ })).toHaveAttribute('href', `/college/demo-university/recruiting?program=${PROGRAM_ID}`);

    const responses = screen.getByRole('region', { name: 'New responses (2)' });
    expect(within(responses).getByRole('link', { name: 'Nia New' })).toHaveAttribute('href', `/college/demo-university/recruiting?program=${PROGRAM_ID}&tab=responses`);

    const attention = screen.getByRole('region', { name: 'Needs attention' });
    expect(within(attention).getByRole('link', { name: 'Riley Rook' })).toHaveAttribute('href', '/player/riley');
    expect(attention).toHaveTextContent('Next action due Nov 20: Call back');
    expect(attention).toHaveTextContent('No contact in 14 days (since Nov 1)');

    const suggestions = screen.getByRole('region', { name: 'Suggested players' });
    expect(suggestions).toHaveTextContent('Class of 2027 · 88% Excellent');
    expect(within(within(suggestions).getByRole('list', { name: 'Why Ace Aim' })).getByRole('listitem')).toHaveTextContent('Skill: Diamond 2 vs target Diamond 1');

    const activity = screen.getByRole('region', { name: 'Recent activity' });
    expect(within(activity).getAllByRole('listitem').map((item) => item.textContent?.replace(/[A-Z][a-z]{2} \d+, \d+:\d+ [AP]M$/, ''))).toEqual([
      'New response from Nia New to “Fall tryouts”',
      'Riley Rook moved from Interested to Contacted by Sam Staff',
    ]);
  });

  it('says so in each empty section', async () => {
    stubApi(staffMe(), withDashboard(() => json(200, { ...READY, responses: { count: 0, latest: [] }, attention: [], suggestions: [{ programId: PROGRAM_ID, players: [] }], activity: [] })));
    render();
    expect(await screen.findByText(TEXTS.noResponses)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.noAttention)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.noSuggestions)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.noActivity)).toBeInTheDocument();
  });

  it('adds a suggestion to the pipeline (a recruitment action), and shows the server’s refusal (none)', async () => {
    consentToAnalytics();
    let refuse = false;
    const calls = stubApi(
      staffMe(),
      withDashboard(
        () => json(200, READY),
        (call) => (call.path === `/api/programs/${PROGRAM_ID}/pipeline` ? (refuse ? apiError(404, 'not_found', 'Player not found') : json(201, { added: true })) : undefined),
      ),
    );
    render();
    const user = userEvent.setup();
    refuse = true;
    await user.click(await screen.findByRole('button', { name: 'Add to pipeline: Ace Aim' }));
    expect(await screen.findByText('Player not found')).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Add to pipeline: Ace Aim' }));
    expect(await screen.findByText(TEXTS.added('Ace Aim'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to pipeline: Ace Aim' })).toBeDisabled();
    const posts = calls.filter((call) => call.method === 'POST' && call.path !== '/api/tracking/events');
    expect(posts.map((call) => call.body)).toEqual([
      { playerUserId: 'p-2', source: 'match' },
      { playerUserId: 'p-2', source: 'match' },
    ]);
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/recruiting-dashboard').length).toBeGreaterThan(1));
    await waitFor(() => expect(trackedEvents('recruitment_action')).toEqual([expect.objectContaining({ action: 'pipeline_add_suggestion', targetType: 'program', targetId: PROGRAM_ID })]));
  });

  it('tells a recruiter without a college how to claim or join one', async () => {
    stubApi({ ...meResponse({ roles: ['coaching_private_coach'] }) }, withDashboard(() => json(200, { state: 'no_college' })));
    render();
    expect(await screen.findByRole('heading', { name: TEXTS.noCollegeTitle })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.claimStep)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.joinStep)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXTS.findCollege })).toHaveAttribute('href', '/colleges');
  });

  it('shows the not-found page to a signed-in player, without asking the server', async () => {
    const calls = stubApi(meResponse({ roles: ['recruit_player'] }), () => undefined);
    render();
    expect(await screen.findByRole('heading', { name: NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/recruiting-dashboard')).toBe(false);
  });

  it('sends a signed-out visitor to sign in', async () => {
    stubApi(meResponse({ signedIn: false }), () => undefined);
    render();
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });
});
