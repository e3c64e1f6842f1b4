import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollegeSearchResponse, CollegeSummary } from '#shared/contracts/colleges.ts';
import { paths } from '#web/config/paths.ts';
import { collegeQueryFrom } from '#web/features/colleges/api/search-colleges.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi, type ApiCall } from '../teams/teams-test-harness.tsx';
import { CollegesRoute } from './colleges.tsx';

afterEach(() => vi.unstubAllGlobals());

const college = (slug: string, name: string, extra: Partial<CollegeSummary> = {}): CollegeSummary => ({
  id: crypto.randomUUID(), slug, name, city: 'Columbus', state: 'OH', control: 'public', undergradEnrollment: 45986,
  admissionRate: 0.5718, tuitionInState: 11936, tuitionOutOfState: 35019, isClaimed: false, isDemo: false, programs: [], scholarships: null,
  ...extra,
});
const page = (rows: CollegeSummary[], total = rows.length, pageNumber = 1): CollegeSearchResponse => ({ rows, total, page: pageNumber, pageSize: 20 });

function stubColleges(answer: (call: ApiCall) => Response, signedIn = false) {
  return stubApi(meResponse({ signedIn }), (call) => (call.path === '/api/colleges' ? answer(call) : undefined));
}
const render = (url = '/colleges') => renderTeamRoute(<CollegesRoute />, { path: paths.colleges.path, url });

describe('/colleges', () => {
  it('shows a signed-out visitor cards with name, place, type, enrollment and the Unclaimed badge, reading the filters from the URL', async () => {
    const calls = stubColleges(() =>
      json(200, page([college('ohio-state-university-main-campus', 'Ohio State University-Main Campus'), college('mit', 'Massachusetts Institute of Technology', { city: 'Cambridge', state: 'MA', control: 'nonprofit', undergradEnrollment: 4629, admissionRate: 0.0411 })], 2)),
    );
    render('/colleges?q=univ&state=OH&control=public&size=large&maxAdmissionRate=60&maxTuition=40000');
    const link = await screen.findByRole('link', { name: 'Ohio State University-Main Campus' });
    expect(link).toHaveAttribute('href', '/college/ohio-state-university-main-campus');
    const card = link.closest('li')!;
    expect(card).toHaveTextContent('Columbus, OH');
    expect(card).toHaveTextContent('TypePublic');
    expect(card).toHaveTextContent('Undergraduates45,986');
    expect(card).toHaveTextContent('Admission rate57.2%');
    expect(card).toHaveTextContent('Out-of-state tuition$35,019');
    expect(within(card).getByText('Unclaimed')).toBeInTheDocument();
    const mit = screen.getByRole('link', { name: 'Massachusetts Institute of Technology' }).closest('li')!;
    expect(mit).toHaveTextContent('TypePrivate nonprofit');
    expect(mit).toHaveTextContent('Admission rate4.1%');
    expect(screen.getByRole('status')).toHaveTextContent('2 colleges');
    expect(Object.fromEntries(calls.find((call) => call.path === '/api/colleges')!.search)).toEqual({
      q: 'univ', state: 'OH', control: 'public', size: 'large', maxAdmissionRate: '60', maxTuition: '40000',
    });
    expect(screen.getByRole('searchbox', { name: 'College name' })).toHaveValue('univ');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('OH');
    expect(screen.getByRole('combobox', { name: 'Public or private' })).toHaveValue('public');
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('large');
    expect(screen.getByRole('combobox', { name: 'Admission rate' })).toHaveValue('60');
    expect(screen.getByRole('combobox', { name: 'Out-of-state tuition' })).toHaveValue('40000');
  });

  it('puts the search and each filter change in the URL, from page 1, and Clear filters empties them', async () => {
    const calls = stubColleges(() => json(200, page([college('a', 'Alpha College')], 45)));
    const { router } = render('/colleges?page=2');
    await screen.findByRole('link', { name: 'Alpha College' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'College name' }), 'state{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=state'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Public or private' }), 'Private');
    await waitFor(() => expect(router.state.location.search).toBe('?q=state&control=private'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'small');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Admission rate' }), '25');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Out-of-state tuition' }), '20000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'TX');
    await waitFor(() => expect(router.state.location.search).toBe('?q=state&state=TX&control=private&size=small&maxAdmissionRate=25&maxTuition=20000'));
    await waitFor(() => expect(calls.at(-1)!.search.get('state')).toBe('TX'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'College name' })).toHaveValue('');
  });

  it('pages with Next and Previous', async () => {
    stubColleges((call) => {
      const number = Number(call.search.get('page') ?? 1);
      return json(200, page([college(`c${number}`, `College on page ${number}`)], 45, number));
    });
    const { router } = render();
    await screen.findByRole('link', { name: 'College on page 1' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByRole('link', { name: 'College on page 2' });
    expect(router.state.location.search).toBe('?page=2');
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    await screen.findByRole('link', { name: 'College on page 1' });
    expect(router.state.location.search).toBe('');
  });

  it('shows the loading state, then the error state with a retry, then the empty state', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let fail = true;
    stubApi(meResponse({ signedIn: false }), async (call) => {
      if (call.path !== '/api/colleges') return undefined;
      await gate;
      return fail ? apiError(500, 'internal', 'Something went wrong') : json(200, page([]));
    });
    render('/colleges?state=WY&size=large');
    expect(await screen.findByRole('status')).toHaveTextContent('Searching...');
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load colleges');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No programs match: try removing a filter')).toBeInTheDocument();
  });

  it('says that game and scholarship links do not filter yet, and asks only for the institution filters', async () => {
    const calls = stubColleges(() => json(200, page([college('a', 'Alpha College')])), true);
    render('/colleges?games=Valorant');
    await screen.findByRole('link', { name: 'Alpha College' });
    expect(screen.getByRole('note')).toHaveTextContent('Esports programs, games and scholarships are not listed yet');
    expect([...calls.find((call) => call.path === '/api/colleges')!.search.keys()]).toEqual([]);
  });
});

describe('collegeQueryFrom', () => {
  it('keeps the valid parameters and drops the malformed and unknown ones', () => {
    expect(collegeQueryFrom(new URLSearchParams('state=TX&page=0&control=royal&maxTuition=-1&size=small&games=Valorant'))).toEqual({
      state: 'TX', size: 'small', sort: 'name', page: 1,
    });
  });
});
