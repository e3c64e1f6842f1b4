import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_TEXTS, type CollegeSearchResponse, type CollegeSummary } from '#shared/contracts/colleges.ts';
import { paths } from '#web/config/paths.ts';
import { collegeQueryFrom } from '#web/features/colleges/api/search-colleges.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi, type ApiCall } from '#web/test/teams/teams-test-harness.tsx';
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

  it('lands each College Recruiting link on filtered results, says which programs it lists, and asks the API for that filter', async () => {
    const calls = stubColleges(() => json(200, page([college('a', 'Alpha College')])), true);
    for (const [url, sent, summary] of [
      ['/colleges?hasProgram=true', { hasProgram: 'true' }, 'Colleges with an esports program.'],
      ['/colleges?games=valorant', { games: 'valorant' }, 'Colleges with a Valorant program.'],
      ['/colleges?games=league-of-legends', { games: 'league-of-legends' }, 'Colleges with a League of Legends program.'],
      ['/colleges?games=Marvel+Rivals', { games: 'marvel-rivals' }, 'Colleges with a Marvel Rivals program.'],
      ['/colleges?games=rocket-league', { games: 'rocket-league' }, 'Colleges with a Rocket League program.'],
      ['/colleges?scholarships=true', { scholarships: 'true' }, 'Colleges with an esports program that offers esports scholarships.'],
      ['/colleges?games=valorant&scholarships=true&recruiting=true', { games: 'valorant', scholarships: 'true', recruiting: 'true' }, 'Colleges with a Valorant program that offers esports scholarships and is recruiting now.'],
    ] as const) {
      calls.length = 0;
      const { unmount } = render(url);
      await screen.findByRole('link', { name: 'Alpha College' });
      expect(screen.getByRole('note'), url).toHaveTextContent(summary);
      expect(Object.fromEntries(calls.find((call) => call.path === '/api/colleges')!.search), url).toEqual(sent);
      unmount();
    }
  });

  it('shows no program note without a program filter, and sets the game and program filters from the controls', async () => {
    const calls = stubColleges(() => json(200, page([college('a', 'Alpha College')])));
    const { router } = render('/colleges');
    await screen.findByRole('link', { name: 'Alpha College' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'Overwatch');
    await waitFor(() => expect(router.state.location.search).toBe('?games=overwatch'));
    await user.click(screen.getByRole('checkbox', { name: 'Offers esports scholarships' }));
    await user.click(screen.getByRole('checkbox', { name: 'Recruiting now' }));
    await user.click(screen.getByRole('checkbox', { name: 'Has an esports program' }));
    await waitFor(() => expect(router.state.location.search).toBe('?games=overwatch&scholarships=true&hasProgram=true&recruiting=true'));
    await waitFor(() => expect(calls.at(-1)!.search.get('recruiting')).toBe('true'));
    expect(screen.getByRole('note')).toHaveTextContent('Colleges with an Overwatch program that offers esports scholarships and is recruiting now.');
    await user.click(screen.getByRole('checkbox', { name: 'Offers esports scholarships' }));
    await waitFor(() => expect(router.state.location.search).toBe('?games=overwatch&hasProgram=true&recruiting=true'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveValue('');
  });

  it('shows each card’s games with Recruiting flags, the scholarship range and the Demo data badge', async () => {
    stubColleges(() =>
      json(
        200,
        page([
          college('demo-university', 'Demo University', {
            isDemo: true,
            scholarships: { min: 500, max: 8000 },
            programs: [
              { titleSlug: 'league-of-legends', titleName: 'League of Legends', level: 'club', isRecruiting: true, interestFormId: null },
              { titleSlug: 'valorant', titleName: 'Valorant', level: 'varsity', isRecruiting: false, interestFormId: null },
            ],
          }),
          college('plain', 'Plain College'),
          college('no-money', 'No Money College', {
            programs: [{ titleSlug: 'overwatch', titleName: 'Overwatch', level: 'junior_varsity', isRecruiting: true, interestFormId: null }],
          }),
        ]),
      ),
    );
    render('/colleges?hasProgram=true');
    const demo = (await screen.findByRole('link', { name: 'Demo University' })).closest('li')!;
    expect(within(demo).getByText('Demo data')).toBeInTheDocument();
    const chips = within(within(demo).getByRole('list', { name: 'Esports programs' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['League of LegendsClubRecruiting', 'ValorantVarsity']);
    expect(demo).toHaveTextContent('Esports scholarships: $500 to $8,000 a year');
    const plain = screen.getByRole('link', { name: 'Plain College' }).closest('li')!;
    expect(within(plain).queryByText('Demo data')).not.toBeInTheDocument();
    expect(plain).toHaveTextContent('No esports programs listed');
    const noMoney = screen.getByRole('link', { name: 'No Money College' }).closest('li')!;
    expect(noMoney).toHaveTextContent('Junior varsityRecruiting');
    expect(noMoney).toHaveTextContent('Esports scholarships: None listed');
  });
});

describe('collegeQueryFrom', () => {
  it('keeps the valid parameters and drops the malformed and unknown ones', () => {
    expect(collegeQueryFrom(new URLSearchParams('state=TX&page=0&control=royal&maxTuition=-1&size=small&games=Valorant&scholarships=yes&recruiting=true'))).toEqual({
      state: 'TX', size: 'small', sort: 'relevance', page: 1, games: ['valorant'], recruiting: true,
    });
    expect(collegeQueryFrom(new URLSearchParams('games=chess&hasProgram=true'))).toEqual({ hasProgram: true, sort: 'relevance', page: 1 });
  });
});

describe('/colleges: sort by distance and Add to my lists', () => {
  const near = (rows: CollegeSummary[]) => (call: ApiCall) => (call.search.get('near') === '00000' ? apiError(400, 'validation', NEAR_TEXTS.unknownZip, { 'querystring.near': NEAR_TEXTS.unknownZip }) : json(200, page(rows)));

  it('sorts by distance from a state typed in the field, puts it in the URL, and says each card’s distance', async () => {
    const rows = [
      college('ohio-state', 'Ohio State University', { distanceMiles: 0 }),
      college('marshall', 'Marshall University', { city: 'Huntington', state: 'WV', distanceMiles: 312.4 }),
      college('nowhere', 'Nowhere College', { state: 'PW', distanceMiles: null }),
    ];
    const calls = stubColleges(near(rows));
    const { router } = render('/colleges?state=OH');
    await screen.findByRole('link', { name: 'Ohio State University' });
    expect(screen.queryByText('In Ohio')).toBeNull();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'distance');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code or state' }), 'ohio{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?state=OH&sort=distance&near=OH'));
    await waitFor(() => expect(calls.at(-1)!.search.get('near')).toBe('OH'));
    expect(calls.at(-1)!.search.get('sort')).toBe('distance');
    expect(await screen.findByText('In Ohio')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Marshall University' }).closest('li')).toHaveTextContent('312 mi from Ohio');
    expect(screen.getByRole('link', { name: 'Nowhere College' }).closest('li')).toHaveTextContent('Distance unknown');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'relevance');
    await waitFor(() => expect(router.state.location.search).toBe('?state=OH'));
    expect(screen.queryByRole('textbox', { name: 'ZIP code or state' })).toBeNull();
  });

  it('reads the distance sort from the URL, refuses a malformed origin without asking, and shows the server’s unknown ZIP under the field', async () => {
    const calls = stubColleges(near([college('osu', 'Ohio State University', { distanceMiles: 0.4 }), college('d', 'Denison University', { distanceMiles: 1234.6 })]));
    const { router } = render('/colleges?sort=distance&near=43210');
    await screen.findByRole('link', { name: 'Ohio State University' });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('distance');
    const field = screen.getByRole('textbox', { name: 'ZIP code or state' });
    expect(field).toHaveValue('43210');
    expect(screen.getByRole('link', { name: 'Ohio State University' }).closest('li')).toHaveTextContent('Under 1 mi from 43210');
    expect(screen.getByRole('link', { name: 'Denison University' }).closest('li')).toHaveTextContent('1,235 mi from 43210');

    const user = userEvent.setup();
    const asked = calls.length;
    await user.clear(field);
    await user.type(field, '4321');
    await user.click(screen.getByRole('button', { name: 'Sort by distance' }));
    expect(await screen.findByText(NEAR_TEXTS.malformed)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(asked);

    await user.clear(field);
    await user.type(field, '00000{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=distance&near=00000'));
    expect(await screen.findAllByText(NEAR_TEXTS.unknownZip)).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'ZIP code or state' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers Add to my lists on every card', async () => {
    stubColleges(() => json(200, page([college('a', 'Alpha College'), college('b', 'Beta College')])));
    render();
    expect(await screen.findByRole('button', { name: 'Add to my lists: Alpha College' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to my lists: Beta College' })).toBeInTheDocument();
  });
});

describe('collegeQueryFrom: the distance sort', () => {
  it('normalizes the origin and drops a distance sort without one', () => {
    expect(collegeQueryFrom(new URLSearchParams('sort=distance&near=ri'))).toEqual({ sort: 'distance', near: 'RI', page: 1 });
    expect(collegeQueryFrom(new URLSearchParams('sort=distance&near=43210-1234'))).toEqual({ sort: 'distance', near: '43210', page: 1 });
    expect(collegeQueryFrom(new URLSearchParams('sort=distance&state=TX'))).toEqual({ sort: 'relevance', state: 'TX', page: 1 });
    expect(collegeQueryFrom(new URLSearchParams('sort=distance&near=Atlantis'))).toEqual({ sort: 'relevance', page: 1 });
  });
});
