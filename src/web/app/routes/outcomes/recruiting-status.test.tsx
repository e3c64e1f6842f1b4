import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '#web/config/paths.ts';
import { installResizeObserver } from '#web/test/install-resize-observer.ts';
import { GuardianOutcomesSection } from '#web/features/outcomes/components/guardian-outcomes-section.tsx';
import { apiError, json, meResponse, renderTeamRoute, stubApi, type ApiCall } from '#web/test/teams/teams-test-harness.tsx';
import { OUTCOME_ID, outcomeAnswer } from '#web/test/outcomes/outcome-test-data.ts';
import { RecruitingStatusRoute } from './recruiting-status.tsx';

const STATUS_PATH = `/api/recruiting-status/${OUTCOME_ID}`;
const render = () => renderTeamRoute(<RecruitingStatusRoute />, { path: paths.recruitingStatus.path, url: paths.recruitingStatus.getHref(OUTCOME_ID) });

beforeAll(installResizeObserver);
afterEach(() => vi.unstubAllGlobals());

describe('/recruiting-status/{id}', () => {
  it('shows the outcome, self-reported, and lets the player choose to show it publicly', async () => {
    let outcome = outcomeAnswer({}, { relation: 'player', canConsent: true, canWithdraw: true });
    const calls = stubApi(meResponse(), (call: ApiCall) => {
      if (call.path === STATUS_PATH) return json(200, outcome);
      if (call.path.endsWith('/public-consent')) {
        outcome = { ...outcome, playerPublicConsent: true, isPublic: true };
        return json(200, outcome);
      }
      return undefined;
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia: Committed' })).toBeInTheDocument();
    expect(screen.getByText('Class of 2027 · TX')).toBeInTheDocument();
    expect(screen.getByText('Self-reported')).toBeInTheDocument();
    expect(screen.getByText('November 2, 2026')).toBeInTheDocument();
    expect(screen.getByText('Valorant · Varsity')).toBeInTheDocument();
    expect(screen.getByText(/Not shown publicly: it needs the consent of the player\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Show publicly' }));
    expect(await screen.findByText(/Shown publicly\./)).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/public-consent'))?.body).toEqual({ show: true });
  });

  it('gives the college’s staff Confirm and Decline on a self-reported outcome', async () => {
    const calls = stubApi(meResponse(), (call) => {
      if (call.path === STATUS_PATH) return json(200, outcomeAnswer({}, { relation: 'college_staff', canConfirm: true }));
      if (call.path.endsWith('/confirm')) return json(200, outcomeAnswer({ confirmed: true }, { relation: 'college_staff', canConfirm: true }));
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(calls.some((call) => call.method === 'POST' && call.path === `/api/recruiting-outcomes/${OUTCOME_ID}/confirm`)).toBe(true);
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it('a public, confirmed outcome says who confirmed it, links its celebration page and makes a share link on demand', async () => {
    stubApi(meResponse(), (call) => {
      if (call.path === STATUS_PATH) {
        return json(200, outcomeAnswer({ confirmed: true, isPublic: true, playerPublicConsent: true, recordedBy: 'program' }, { relation: 'player', canShare: true }));
      }
      if (call.path.endsWith('/short-link')) return json(200, { code: 'BCDFGHJ', path: '/r/BCDFGHJ' });
      return undefined;
    });
    render();
    expect(await screen.findByText('Confirmed by Demo State University')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Celebration page' })).toHaveAttribute('href', paths.recruitingSuccess.getHref(OUTCOME_ID));
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByLabelText('Short link')).toHaveValue(`${window.location.origin}/r/BCDFGHJ`);
  });

  it('an application shows its status', async () => {
    stubApi(meResponse(), (call) =>
      call.path === STATUS_PATH
        ? json(200, {
            kind: 'application',
            id: OUTCOME_ID,
            status: 'reviewed',
            formTitle: 'Tryout interest',
            college: { name: 'Demo State University', slug: 'demo-state' },
            titleName: 'Valorant',
            submittedAt: '2026-11-01T10:00:00.000Z',
            updatedAt: '2026-11-02T10:00:00.000Z',
          })
        : undefined,
    );
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviewed' })).toBeInTheDocument();
    expect(screen.getByText('Tryout interest')).toBeInTheDocument();
  });

  it('not allowed or unknown: the not-found page', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => (call.path === STATUS_PATH ? apiError(404, 'not_found', 'Recruiting status not found') : undefined));
    render();
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
  });

  it('a failed load offers Try Again', async () => {
    let fail = true;
    stubApi(meResponse(), (call) => {
      if (call.path !== STATUS_PATH) return undefined;
      return fail ? apiError(500, 'internal', 'Something went wrong on our side. Please try again.') : json(200, outcomeAnswer());
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Could not load this recruiting status' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia: Committed' })).toBeInTheDocument();
  });
});

describe('the guardian page’s recruiting outcomes', () => {
  const renderSection = () => renderTeamRoute(<GuardianOutcomesSection />, { path: paths.guardian.root.path, url: paths.guardian.root.getHref() });

  it('lists a minor’s record waiting for approval, and approves it', async () => {
    const pending = { ...outcomeAnswer({ awaitingGuardianApproval: true, needsGuardianConsent: true }, { relation: 'guardian', canApprove: true, canConsent: true }), playerUserId: 'p1' };
    const calls = stubApi(meResponse({ roles: ['family_parent'] }), (call) => {
      if (call.path === '/api/guardian/recruiting-outcomes') return json(200, { outcomes: [pending] });
      if (call.path.endsWith('/guardian-approval')) return json(200, { ...pending, awaitingGuardianApproval: false });
      return undefined;
    });
    renderSection();
    expect(await screen.findByText('Mia: Committed · Demo State University · Valorant')).toBeInTheDocument();
    expect(screen.getByText('Waiting for a guardian’s approval.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Approve/ }));
    expect(calls.some((call) => call.method === 'POST' && call.path === `/api/recruiting-outcomes/${OUTCOME_ID}/guardian-approval`)).toBe(true);
  });

  it('says when there is nothing, and offers Try again on a failure', async () => {
    stubApi(meResponse({ roles: ['family_parent'] }), (call) => (call.path === '/api/guardian/recruiting-outcomes' ? json(200, { outcomes: [] }) : undefined));
    renderSection();
    expect(await screen.findByText('No recruiting outcomes yet.')).toBeInTheDocument();
    vi.unstubAllGlobals();
    stubApi(meResponse({ roles: ['family_parent'] }), (call) => (call.path === '/api/guardian/recruiting-outcomes' ? apiError(500, 'internal', 'Boom.') : undefined));
    renderSection();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
