import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutcomeSuccess } from '#shared/contracts/outcomes.ts';
import { paths } from '#web/config/paths.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { OUTCOME_ID } from '#web/test/outcomes/outcome-test-data.ts';
import { RecruitingSuccessRoute } from './recruiting-success.tsx';

const SUCCESS: OutcomeSuccess = {
  id: OUTCOME_ID,
  status: 'signed',
  decidedOn: '2026-11-20',
  player: { displayName: 'Mia', classYear: 2027, state: 'TX', profileSlug: null },
  college: { name: 'Demo State University', slug: 'demo-state' },
  titleName: 'Valorant',
  imagePath: `/api/recruiting-outcomes/${OUTCOME_ID}/share-image.png`,
};
const render = () => renderTeamRoute(<RecruitingSuccessRoute />, { path: paths.recruitingSuccess.path, url: paths.recruitingSuccess.getHref(OUTCOME_ID) });

afterEach(() => vi.unstubAllGlobals());

describe('/recruiting-success/{id}', () => {
  it('celebrates the confirmed commitment and shares the public address only', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => (call.path === `/api/recruiting-success/${OUTCOME_ID}` ? json(200, SUCCESS) : undefined));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia' })).toBeInTheDocument();
    expect(screen.getByText('Signed')).toBeInTheDocument();
    expect(screen.getByText('Demo State University · Valorant')).toBeInTheDocument();
    expect(screen.getByText('Confirmed by Demo State University · November 20, 2026')).toBeInTheDocument();
    const pageUrl = encodeURIComponent(`${window.location.origin}/recruiting-success/${OUTCOME_ID}`);
    const x = screen.getByRole('link', { name: 'Share on X (opens in a new tab)' });
    expect(x.getAttribute('href')).toContain(`url=${pageUrl}`);
    expect(x).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Share on Facebook (opens in a new tab)' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`,
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mia: Signed to Demo State University' })).toHaveAttribute('src', SUCCESS.imagePath);
  });

  it('not confirmed or not public: the not-found page', async () => {
    stubApi(meResponse({ signedIn: false }), (call) =>
      call.path === `/api/recruiting-success/${OUTCOME_ID}` ? apiError(404, 'not_found', 'Recruiting status not found') : undefined,
    );
    render();
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
  });
});
