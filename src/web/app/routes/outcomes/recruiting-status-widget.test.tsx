import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Widget } from '#shared/contracts/outcomes.ts';
import { paths } from '#web/config/paths.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { OUTCOME_ID } from '#web/test/outcomes/outcome-test-data.ts';
import { RecruitingStatusWidgetRoute } from './recruiting-status-widget.tsx';

const COLLEGE: Widget = {
  kind: 'college',
  college: { name: 'Demo State University', slug: 'demo-state' },
  programs: [
    {
      id: 'p1',
      titleName: 'Valorant',
      level: 'varsity',
      openSpots: 2,
      classYears: [2027, 2028],
      rolesNeeded: [{ role: 'Duelist', count: 2, priority: 'high' }],
      applyPath: '/college/demo-state/apply/f1',
    },
  ],
};
const render = (url: string) => renderTeamRoute(<RecruitingStatusWidgetRoute />, { path: paths.recruitingStatusWidget.path, url });

afterEach(() => vi.unstubAllGlobals());

describe('/recruiting-status-widget', () => {
  it('?college= shows the open needs with an Apply link opening in a new tab', async () => {
    const calls = stubApi(meResponse({ signedIn: false }), (call) => (call.path === '/api/widget' ? json(200, COLLEGE) : undefined));
    render(paths.recruitingStatusWidget.getHref({ college: 'demo-state' }));
    const program = (await screen.findByRole('heading', { level: 2, name: 'Valorant · Varsity' })).closest('li')!;
    expect(within(program).getByText('Roles needed: Duelist (2, high priority)')).toBeInTheDocument();
    expect(within(program).getByText('Classes: 2027, 2028')).toBeInTheDocument();
    const apply = within(program).getByRole('link', { name: 'Apply to Valorant at Demo State University (opens in a new tab)' });
    expect(apply).toHaveAttribute('href', '/college/demo-state/apply/f1');
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    expect(calls.find((call) => call.path === '/api/widget')?.search.get('college')).toBe('demo-state');
  });

  it('?player= shows the public commitment badge', async () => {
    stubApi(meResponse({ signedIn: false }), (call) =>
      call.path === '/api/widget'
        ? json(200, {
            kind: 'player',
            player: { displayName: 'Mia', classYear: 2027, state: 'TX', profileSlug: null },
            commitment: { id: OUTCOME_ID, status: 'committed', decidedOn: null, college: { name: 'Demo State University', slug: 'demo-state' }, titleName: 'Valorant' },
          } satisfies Widget)
        : undefined,
    );
    render(paths.recruitingStatusWidget.getHref({ player: 'mia' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia' })).toBeInTheDocument();
    expect(screen.getByText('Confirmed by Demo State University')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the announcement (opens in a new tab)' })).toHaveAttribute('href', `/recruiting-success/${OUTCOME_ID}`);
  });

  it('nothing to show, no query, and a failure each say so', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => (call.path === '/api/widget' ? apiError(404, 'not_found', 'Nothing to show here') : undefined));
    const first = render('/recruiting-status-widget?player=nobody');
    expect(await screen.findByText('Nothing to show here')).toBeInTheDocument();
    first.unmount();
    const second = render('/recruiting-status-widget');
    expect(screen.getByText(/Add \?college=<college> or \?player=<player>/)).toBeInTheDocument();
    second.unmount();
    vi.unstubAllGlobals();
    stubApi(meResponse({ signedIn: false }), (call) => (call.path === '/api/widget' ? apiError(500, 'internal', 'Something went wrong on our side.') : undefined));
    render('/recruiting-status-widget?college=x');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
