import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBMISSION_TEXTS, type GuardianCopyView } from '#shared/contracts/submissions.ts';
import { paths } from '#web/config/paths.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { ApplicationGuardianRoute } from './application-guardian.tsx';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'g'.repeat(43);
const VIEW: GuardianCopyView = {
  formTitle: 'Spring tryouts',
  collegeName: 'Demo University',
  collegeSlug: 'demo-university',
  titleName: 'Valorant',
  level: 'varsity',
  playerName: 'Sam <b>Young</b>',
  submittedAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-03-31T10:00:00.000Z',
  fields: [
    { kind: 'question', id: 'why', type: 'short_text', label: 'Why our program?', required: true },
    { kind: 'question', id: 'agree', type: 'checkbox', label: 'I agree to be contacted', required: true },
  ],
  answers: { why: '<img src=x onerror=alert(1)> https://evil.example', agree: true },
};

const render = () => renderTeamRoute(<ApplicationGuardianRoute />, { path: paths.applicationGuardian.path, url: paths.applicationGuardian.getHref(TOKEN) });

describe('/application/guardian/{token}', () => {
  it('shows loading, then the program, who sent it and the answers as plain text under their questions', async () => {
    const calls = stubApi(meResponse({ signedIn: false }), (call) => (call.path === '/api/applications/guardian-view' ? json(200, VIEW) : undefined));
    render();
    expect(screen.getByText('Loading what was sent...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring tryouts' })).toBeInTheDocument();
    expect(screen.getByTestId('guardian-copy-player')).toHaveTextContent('Sam <b>Young</b>');
    expect(screen.getByText('Why our program?').nextElementSibling).toHaveTextContent('<img src=x onerror=alert(1)> https://evil.example');
    expect(document.querySelector('main img, [data-testid="guardian-copy-player"] b')).toBeNull();
    expect(screen.getByText('I agree to be contacted').nextElementSibling).toHaveTextContent('Yes');
    expect(within(screen.getByRole('region', { name: 'Why you got this' })).getByText(/named|gave your email address/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/applications/guardian-view', body: { token: TOKEN } });
  });

  it('lists the answers as terms and their definitions only (axe definition-list)', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => (call.path === '/api/applications/guardian-view' ? json(200, VIEW) : undefined));
    render();
    const term = await screen.findByText('Why our program?', { selector: 'dt' });
    for (const child of term.closest('dl')!.children) {
      expect(child.tagName).toBe('DIV');
      for (const grandchild of child.children) expect(['DT', 'DD']).toContain(grandchild.tagName);
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says a wrong or expired link is not valid', async () => {
    stubApi(meResponse({ signedIn: false }), () => apiError(404, 'not_found', SUBMISSION_TEXTS.invalidGuardianLink));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid or has expired.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toBeInTheDocument();
  });

  it('says a link the application has outgrown is no longer valid, with nothing of the application', async () => {
    stubApi(meResponse({ signedIn: false }), () => apiError(410, 'gone', SUBMISSION_TEXTS.guardianLinkReplaced));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is no longer valid: the application changed after this email was sent.' })).toBeInTheDocument();
    expect(screen.queryByText('Why our program?')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers Try again when loading fails', async () => {
    let calls = 0;
    stubApi(meResponse({ signedIn: false }), () => (++calls === 1 ? apiError(500, 'internal', 'Something went wrong') : json(200, VIEW)));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load what was sent.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring tryouts' })).toBeInTheDocument();
  });
});
