import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBMISSION_TEXTS } from '#shared/contracts/submissions.ts';
import { paths } from '#web/config/paths.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { ApplicationConfirmRoute } from './application-confirm.tsx';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'c'.repeat(43);
const render = () => renderTeamRoute(<ApplicationConfirmRoute />, { path: paths.applicationConfirm.path, url: paths.applicationConfirm.getHref(TOKEN) });

describe('/application/confirm/{token}', () => {
  it('changes nothing on opening; the button replaces the answers and opens the application page with its new link', async () => {
    const calls = stubApi(meResponse({ signedIn: false }), (call) =>
      call.path === '/api/applications/confirm-update' ? json(200, { applicationPath: '/application/view/new-token' }) : undefined,
    );
    const { router } = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Replace your earlier answers?' })).toBeInTheDocument();
    expect(screen.getByText(/If you did not send the form again/)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/applications/confirm-update')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Replace my answers' }));
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/application/view/new-token');
    expect(await screen.findByText(SUBMISSION_TEXTS.updateConfirmed)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/applications/confirm-update')).toEqual([expect.objectContaining({ method: 'POST', body: { token: TOKEN } })]);
  });

  it('shows the server message for a used or expired link, a closed form or an application in an account', async () => {
    for (const [status, code, message] of [
      [404, 'not_found', SUBMISSION_TEXTS.invalidUpdateLink],
      [409, 'conflict', SUBMISSION_TEXTS.formClosed],
      [409, 'conflict', SUBMISSION_TEXTS.updateClaimed],
    ] as const) {
      stubApi(meResponse({ signedIn: false }), (call) => (call.path === '/api/applications/confirm-update' ? apiError(status, code, message) : undefined));
      const { unmount } = render();
      await userEvent.click(await screen.findByRole('button', { name: 'Replace my answers' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(screen.getByRole('link', { name: 'Return to Home' })).toBeInTheDocument();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('offers Try again after a failure that is not the link', async () => {
    let attempts = 0;
    stubApi(meResponse({ signedIn: false }), (call) =>
      call.path === '/api/applications/confirm-update'
        ? ++attempts === 1
          ? apiError(500, 'internal', 'Something went wrong')
          : json(200, { applicationPath: '/application/view/new-token' })
        : undefined,
    );
    const { router } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Replace my answers' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Replace my answers' }));
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/application/view/new-token');
  });
});
