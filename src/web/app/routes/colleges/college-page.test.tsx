import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { College } from '#shared/contracts/colleges.ts';
import { paths } from '#web/config/paths.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '../teams/teams-test-harness.tsx';
import { CollegePageRoute } from './college-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const OHIO_STATE: College = {
  id: '11111111-1111-4111-8111-111111111111', slug: 'ohio-state-university-main-campus', name: 'Ohio State University-Main Campus',
  city: 'Columbus', state: 'OH', zip: '43201', latitude: 39.999803, longitude: -83.007525, website: 'https://www.osu.edu/',
  predominantDegree: 'bachelor', control: 'public', locale: 'City Large', undergradEnrollment: 45986, admissionRate: 0.5718,
  sat25: 1250, sat75: 1440, act25: 26, act75: 32, tuitionInState: 11936, tuitionOutOfState: 35019, costOfAttendance: 27817,
  isHbcu: false, isClaimed: false, isDemo: false, scholarships: null, programs: [],
};

const render = (slug = OHIO_STATE.slug) => renderTeamRoute(<CollegePageRoute />, { path: paths.college.path, url: paths.college.getHref(slug) });

describe('/college/{slug}', () => {
  it('shows the header (name, place, website, type, Unclaimed) and the academics and cost, signed out', async () => {
    const calls = stubApi(meResponse({ signedIn: false }), (call) => (call.path === `/api/colleges/${OHIO_STATE.slug}` ? json(200, OHIO_STATE) : undefined));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ohio State University-Main Campus' })).toBeInTheDocument();
    expect(screen.getByText('Columbus, OH')).toBeInTheDocument();
    expect(screen.getByText('Public')).toBeInTheDocument();
    expect(screen.getByText('Unclaimed')).toBeInTheDocument();
    const website = screen.getByRole('link', { name: /www\.osu\.edu/ });
    expect(website).toHaveAttribute('href', 'https://www.osu.edu/');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    const academics = screen.getByRole('heading', { name: 'Academics' }).closest('[data-slot="card"]')!;
    expect(academics).toHaveTextContent('Admission rate57.2%');
    expect(academics).toHaveTextContent('SAT (25th to 75th percentile)1250 to 1440');
    expect(academics).toHaveTextContent('ACT (25th to 75th percentile)26 to 32');
    const cost = screen.getByRole('heading', { name: 'Cost' }).closest('[data-slot="card"]')!;
    expect(cost).toHaveTextContent('Tuition, in state$11,936');
    expect(cost).toHaveTextContent('Tuition, out of state$35,019');
    expect(cost).toHaveTextContent('Cost of attendance$27,817');
    expect(screen.getByRole('heading', { name: 'Campus' }).closest('[data-slot="card"]')).toHaveTextContent('Undergraduate enrollment45,986');
    expect(calls.map((call) => call.path)).toEqual([`/api/colleges/${OHIO_STATE.slug}`]);
  });

  it('says Not reported for blank facts and shows no website link without one', async () => {
    const blank: College = { ...OHIO_STATE, website: null, admissionRate: null, sat25: null, sat75: null, act25: null, act75: null, costOfAttendance: null };
    stubApi(meResponse(), (call) => (call.path.startsWith('/api/colleges/') ? json(200, blank) : undefined));
    render();
    const academics = (await screen.findByRole('heading', { name: 'Academics' })).closest('[data-slot="card"]')!;
    expect(academics).toHaveTextContent('Admission rateOpen or not reported');
    expect(academics).toHaveTextContent('SAT (25th to 75th percentile)Not reported');
    expect(screen.getByRole('heading', { name: 'Cost' }).closest('[data-slot="card"]')).toHaveTextContent('Cost of attendanceNot reported');
    expect(screen.queryByRole('link', { name: /osu/ })).toBeNull();
  });

  it('shows "College not found" with a way back to the directory on a 404', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => (call.path.startsWith('/api/colleges/') ? apiError(404, 'not_found', 'College not found') : undefined));
    render('no-such-college');
    expect(await screen.findByRole('heading', { level: 1, name: 'College not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all colleges' })).toHaveAttribute('href', '/colleges');
  });

  it('shows a load failure with Try Again, which loads the page', async () => {
    let fail = true;
    stubApi(meResponse(), (call) =>
      call.path.startsWith('/api/colleges/') ? (fail ? apiError(500, 'internal', 'Something went wrong on our side. Please try again.') : json(200, OHIO_STATE)) : undefined,
    );
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ohio State University-Main Campus' })).toBeInTheDocument();
  });
});
