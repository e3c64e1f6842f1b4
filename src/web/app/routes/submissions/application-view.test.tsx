import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBMISSION_TEXTS, type ApplicationView } from '#shared/contracts/submissions.ts';
import { paths } from '#web/config/paths.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { ApplicationViewRoute } from './application-view.tsx';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'b'.repeat(43);
const VIEW: ApplicationView = {
  formTitle: 'Spring tryouts',
  collegeName: 'Demo University',
  collegeSlug: 'demo-university',
  titleName: 'Valorant',
  level: 'varsity',
  status: 'added',
  statusLabel: "Added to the program's list",
  name: 'Sam Young',
  submittedAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-05-30T10:00:00.000Z',
  fields: [
    { kind: 'question', id: 'why', type: 'short_text', label: 'Why our program?', required: true },
    { kind: 'question', id: 'agree', type: 'checkbox', label: 'I agree to be contacted', required: true },
    { kind: 'profile', id: 'game', block: 'game_rank', label: 'Game and rank', required: false },
  ],
  answers: { why: 'Great team', agree: true, game: { title: 'Valorant', rank: 'Diamond 2' } },
  account: null,
};

const render = () => renderTeamRoute(<ApplicationViewRoute />, { path: paths.applicationView.path, url: paths.applicationView.getHref(TOKEN) });

describe('/application/view/{token}', () => {
  it('shows loading, then the status in the submitter words and the answers under their questions', async () => {
    const calls = stubApi(meResponse({ signedIn: false }), (call) => (call.path === '/api/applications/view' ? json(200, VIEW) : undefined));
    render();
    expect(screen.getByText('Loading your application...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring tryouts' })).toBeInTheDocument();
    expect(screen.getByTestId('application-status')).toHaveTextContent("Added to the program's list");
    expect(screen.getByText('Why our program?').nextElementSibling).toHaveTextContent('Great team');
    expect(screen.getByText('I agree to be contacted').nextElementSibling).toHaveTextContent('Yes');
    expect(screen.getByText('Game and rank').nextElementSibling).toHaveTextContent('Valorant, Diamond 2');
    expect(calls[0]).toMatchObject({ method: 'POST', body: { token: TOKEN } });
  });

  it('withdraws after confirming', async () => {
    const calls = stubApi(meResponse({ signedIn: false }), (call) => {
      if (call.path === '/api/applications/view') return json(200, VIEW);
      if (call.path === '/api/applications/withdraw') return json(200, { ...VIEW, status: 'withdrawn', statusLabel: 'Withdrawn' });
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw application' }));
    expect(screen.getByRole('alertdialog', { name: 'Withdraw your application?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawn', { selector: '[data-testid="application-status"]' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/applications/view', '/api/applications/withdraw']);
  });

  it('stops the link after confirming', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => {
      if (call.path === '/api/applications/view') return json(200, VIEW);
      if (call.path === '/api/applications/revoke') return json(200, { revoked: true });
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Stop this link' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop the link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works. Your application is unchanged.' })).toBeInTheDocument();
  });

  it('says nothing about an account signed out', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => (call.path === '/api/applications/view' ? json(200, VIEW) : undefined));
    render();
    await screen.findByRole('heading', { level: 1, name: 'Spring tryouts' });
    expect(screen.queryByRole('heading', { name: 'Your account' })).not.toBeInTheDocument();
  });

  it("adds a visitor's application to the signed-in account of its email", async () => {
    const calls = stubApi(meResponse({ signedIn: true }), (call) => {
      if (call.path === '/api/applications/view') return json(200, { ...VIEW, status: 'new', statusLabel: 'Received', account: { state: 'can_add', message: null } });
      if (call.path === '/api/applications/claim') return json(200, { ...VIEW, status: 'new', statusLabel: 'Received', account: { state: 'yours', message: null } });
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add this application to my account' }));
    expect(await screen.findByText('This application is in your account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add this application to my account' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/applications/claim')).toMatchObject({ method: 'POST', body: { token: TOKEN } });
  });

  it('says why the application cannot join the account, with the server message', async () => {
    stubApi(meResponse({ signedIn: true }), (call) =>
      call.path === '/api/applications/view' ? json(200, { ...VIEW, account: { state: 'already_sent', message: SUBMISSION_TEXTS.claimAlreadySent } }) : undefined,
    );
    render();
    expect(await screen.findByTestId('application-account-message')).toHaveTextContent(SUBMISSION_TEXTS.claimAlreadySent);
    expect(screen.queryByRole('button', { name: 'Add this application to my account' })).not.toBeInTheDocument();
  });

  it('shows the refusal when adding fails, then the state the server sees now', async () => {
    let views = 0;
    stubApi(meResponse({ signedIn: true }), (call) => {
      if (call.path === '/api/applications/view') {
        views += 1;
        return json(200, { ...VIEW, account: views === 1 ? { state: 'can_add', message: null } : { state: 'already_sent', message: SUBMISSION_TEXTS.claimAlreadySent } });
      }
      if (call.path === '/api/applications/claim') return apiError(409, 'conflict', SUBMISSION_TEXTS.claimAlreadySent);
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add this application to my account' }));
    expect(await screen.findByTestId('application-account-message')).toHaveTextContent(SUBMISSION_TEXTS.claimAlreadySent);
  });

  it('shows a clear page for a wrong, revoked or expired link', async () => {
    stubApi(meResponse({ signedIn: false }), () => apiError(404, 'not_found', SUBMISSION_TEXTS.invalidLink));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'This application link is not valid or has expired.' })).toBeInTheDocument();
  });

  it('says a link of an application that joined an account is no longer valid, shows nothing of it, and offers signing in', async () => {
    stubApi(meResponse({ signedIn: false }), () => apiError(410, 'gone', SUBMISSION_TEXTS.linkClaimed));
    render();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This application link is no longer valid: the application now belongs to an account. Sign in to that account to see it.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.auth.root.getHref('sign-in'));
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says a link replaced by newer answers is no longer valid, without signing in', async () => {
    stubApi(meResponse({ signedIn: false }), () => apiError(410, 'gone', SUBMISSION_TEXTS.linkReplaced));
    render();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This application link is no longer valid: the answers were replaced, and a newer link went to the email address the form was sent with.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toBeInTheDocument();
  });

  it('offers Try again when loading fails', async () => {
    let calls = 0;
    stubApi(meResponse({ signedIn: false }), () => (++calls === 1 ? apiError(500, 'internal', 'Something went wrong') : json(200, VIEW)));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring tryouts' })).toBeInTheDocument();
  });
});
