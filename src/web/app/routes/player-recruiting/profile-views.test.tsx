/** The "Profile views" section of /player/{slug}/pipeline (docs/decisions/049): loading, empty, weeks of colleges with links, a load error with Try Again, a guardian's wording. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileViews } from '#shared/contracts/profile-views.ts';
import { paths } from '#web/config/paths.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { PROFILE_VIEW_TEXTS } from '#web/features/profile-views/components/profile-views-section.tsx';
import { PlayerPipelineRoute } from './player-pipeline.tsx';
import { pipelineFixture, SLUG } from '#web/test/player-recruiting/player-recruiting-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const PIPELINE_PATH = `/api/players/${SLUG}/pipeline`;
const VIEWS_PATH = `/api/players/${SLUG}/profile-views`;

const college = (n: number, days: number, lastViewedOn: string) => ({
  collegeId: `10000000-0000-4000-8000-00000000000${n}`,
  name: `College ${n}`,
  slug: `college-${n}`,
  days,
  lastViewedOn,
});

function viewsFixture(overrides: Partial<ProfileViews> = {}): ProfileViews {
  return {
    viewer: 'player',
    weeks: [
      { weekStart: '2026-11-23', colleges: [college(1, 1, '2026-11-24')] },
      { weekStart: '2026-11-16', colleges: [college(2, 3, '2026-11-21'), college(1, 1, '2026-11-17')] },
    ],
    weeksShown: 12,
    olderViewsHidden: false,
    ...overrides,
  };
}

function renderWith(views: () => Response | Promise<Response>, pipeline = pipelineFixture()) {
  stubApi(meResponse(), (call) => (call.path === PIPELINE_PATH ? json(200, pipeline) : call.path === VIEWS_PATH ? views() : undefined));
  return renderTeamRoute(<PlayerPipelineRoute />, { path: paths.playerPipeline.path, url: paths.playerPipeline.getHref(SLUG) });
}

const section = async () => screen.findByRole('region', { name: 'Profile views' });

describe('Profile views on /player/{slug}/pipeline', { timeout: 20_000 }, () => {
  it('shows loading while the views are on their way', async () => {
    renderWith(() => new Promise<Response>(() => {}));
    expect(await within(await section()).findByText('Loading profile views...')).toBeInTheDocument();
  });

  it('lists the colleges by week, newest first, with days and links to their pages', async () => {
    renderWith(() => json(200, viewsFixture()));
    const region = await section();
    const weeks = await within(region).findAllByRole('list', { name: /^Week of / });
    expect(weeks.map((list) => list.getAttribute('aria-label'))).toEqual(['Week of Nov 23, 2026', 'Week of Nov 16, 2026']);
    const items = within(weeks[1]!).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('College 2');
    expect(items[0]).toHaveTextContent('3 days, last on Nov 21, 2026');
    expect(within(items[0]!).getByRole('link', { name: 'College 2' })).toHaveAttribute('href', '/college/college-2');
    expect(within(weeks[0]!).getByRole('listitem')).toHaveTextContent('1 day, last on Nov 24, 2026');
    expect(within(region).getByRole('link', { name: 'Turn it off under Recruiting emails in your account' })).toHaveAttribute('href', '/account');
  });

  it('on the free plan says the window, and points the player to Player Plus when older views are kept', async () => {
    renderWith(() => json(200, viewsFixture({ olderViewsHidden: true })));
    const region = await section();
    expect(await within(region).findByText(PROFILE_VIEW_TEXTS.lastWeeks(12))).toBeInTheDocument();
    expect(within(region).getByText(/Older views are kept/)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: PROFILE_VIEW_TEXTS.seePlus })).toHaveAttribute('href', '/subscription');
  });

  it('on Player Plus says the whole history is shown, and nothing is hidden', async () => {
    renderWith(() => json(200, viewsFixture({ weeksShown: null })));
    const region = await section();
    expect(await within(region).findByText(PROFILE_VIEW_TEXTS.wholeHistory)).toBeInTheDocument();
    expect(within(region).queryByText(/Older views are kept/)).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderWith(() => json(200, viewsFixture({ weeks: [] })));
    expect(await within(await section()).findByText(/No college has viewed your profile yet\./)).toBeInTheDocument();
  });

  it('a guardian reads it, without the email switch', async () => {
    renderWith(() => json(200, viewsFixture({ viewer: 'guardian', weeks: [] })), pipelineFixture({ viewer: 'guardian', canEdit: false }));
    const region = await section();
    expect(await within(region).findByText(/No college has viewed this profile yet\./)).toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: /Recruiting emails/ })).not.toBeInTheDocument();
  });

  it('shows a load error with Try Again', async () => {
    let fail = true;
    renderWith(() => (fail ? apiError(503, 'unavailable', 'The database is not answering.') : json(200, viewsFixture())));
    const region = await section();
    expect(await within(region).findByText('The database is not answering.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Try Again' }));
    expect(await within(region).findByRole('list', { name: 'Week of Nov 23, 2026' })).toBeInTheDocument();
  });
});
