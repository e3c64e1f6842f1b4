/**
 * /college/{slug}/recruiting (issue 13.3): who sees the hub (others get the
 * not-found page), the program picker, the tabs, the Interest forms tab's
 * list with its states and short links, and the builder (add, edit,
 * reorder, remove fields; preview; save with the server's field messages;
 * publish with its confirmation; the unsaved-changes guard).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CollegeEdit, CollegeEditPermissions, ProgramEdit } from '#shared/contracts/college-edit.ts';
import { INTEREST_FORM_TEXTS, type InterestFormDetail, type InterestFormSummary } from '#shared/contracts/interest-forms.ts';
import type { College } from '#shared/contracts/colleges.ts';
import type { MeResponse } from '#shared/contracts/me.ts';
import type { Role } from '#shared/access/roles.ts';
import { paths } from '#web/config/paths.ts';
import { installResizeObserver } from '#web/test/install-resize-observer.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi, type ApiCall, type ApiHandler } from '#web/test/teams/teams-test-harness.tsx';
import { NOT_FOUND_TITLE } from '../not-found.tsx';
import { CollegePageRoute } from './college-page.tsx';
import { CollegeRecruitingRoute } from './college-recruiting.tsx';

beforeAll(installResizeObserver);
afterEach(() => vi.unstubAllGlobals());

const SLOW = { timeout: 20_000 };
const COLLEGE_ID = '22222222-2222-4222-8222-222222222222';
const SLUG = 'demo-university';
const EDIT_URL = `/api/colleges/${SLUG}/edit`;

const program = (id: string, titleSlug: 'valorant' | 'rocket-league', titleName: string): ProgramEdit => ({
  id, titleSlug, titleName, level: 'varsity', rosterSize: 10, openSpots: 3, rolesNeeded: [{ role: 'Duelist', count: 2, priority: 'high' }], classYears: [2027],
  minTierId: null, targetTierId: null, minGpa: null, scholarshipMin: null, scholarshipMax: null, isRecruiting: true, tryoutNotes: 'Tryouts in March.', tryoutsAt: null, team: null,
});
const VALORANT = program('b0000000-0000-4000-8000-000000000001', 'valorant', 'Valorant');
const ROCKET = program('b0000000-0000-4000-8000-000000000002', 'rocket-league', 'Rocket League');
const FORM_ID = 'f0000000-0000-4000-8000-000000000001';

function editData(permissions: CollegeEditPermissions, programs: ProgramEdit[] | null = [VALORANT, ROCKET]): CollegeEdit {
  return {
    college: { id: COLLEGE_ID, slug: SLUG, name: 'Demo University', city: 'Demoville', state: 'OH', isClaimed: true, isDemo: true },
    general: { description: null, logoUrl: null, hasOldLogoLink: false, socials: { x: null, twitch: null, youtube: null, discord: null, instagram: null, tiktok: null } },
    programs,
    titles: [
      { slug: 'valorant', name: 'Valorant', roles: ['Duelist', 'Controller'], tiers: [] },
      { slug: 'rocket-league', name: 'Rocket League', roles: ['Striker'], tiers: [] },
    ],
    teams: [],
    permissions,
  };
}

const ADMIN = { edit: true, manage: true, view: true };
const STAFF = { edit: false, manage: false, view: true };

const meWith = (role: Role): MeResponse => ({ ...meResponse(), roles: [{ role, collegeId: COLLEGE_ID }] });

function summary(overrides: Partial<InterestFormSummary> = {}): InterestFormSummary {
  return {
    id: FORM_ID, title: 'Spring tryouts', status: 'published', currentVersion: 2, submissionCount: 3, closesAt: null, autoAddToPipeline: true,
    shortLinkCode: 'BCDFGHJ', hasUnpublishedChanges: false, updatedAt: '2026-11-20T10:00:00.000Z', createdAt: '2026-11-01T10:00:00.000Z', ...overrides,
  };
}

function detail(overrides: Partial<InterestFormDetail> = {}): InterestFormDetail {
  return {
    ...summary({ status: 'draft', currentVersion: null, submissionCount: 0, shortLinkCode: null, hasUnpublishedChanges: true, autoAddToPipeline: false }),
    programId: VALORANT.id, description: null, draftFields: [], current: null, versionCount: 0, ...overrides,
  };
}

const formsUrl = (programId: string) => `/api/programs/${programId}/interest-forms`;

function stubHub(role: Role, data: CollegeEdit | Response, more: ApiHandler = () => undefined) {
  return stubApi(meWith(role), (call) => {
    if (call.method === 'GET' && call.path === EDIT_URL) return data instanceof Response ? data : json(200, data);
    return more(call);
  });
}

const render = (search = '') => renderTeamRoute(<CollegeRecruitingRoute />, { path: paths.collegeRecruiting.path, url: `/college/${SLUG}/recruiting${search}` });

describe('/college/{slug}/recruiting', SLOW, () => {
  it('shows the not-found page to a user who cannot view a program there', async () => {
    stubHub('programs_college_admissions', apiError(403, 'forbidden', 'Only this college’s esports program admins and staff, and platform staff, can open its edit page.'));
    render();
    expect(await screen.findByRole('heading', { name: NOT_FOUND_TITLE })).toBeInTheDocument();
  });

  it('shows the not-found page to one who may edit the page but not view programs', async () => {
    stubHub('programs_high_school_admin', editData({ edit: true, manage: false, view: false }, null));
    render();
    expect(await screen.findByRole('heading', { name: NOT_FOUND_TITLE })).toBeInTheDocument();
  });

  it('staff see the program picker, the Needs read-only, and the program’s board in the Pipeline tab', async () => {
    const pipelineUrl = `/api/programs/${VALORANT.id}/pipeline`;
    stubHub('programs_college_staff', editData(STAFF), (call) =>
      call.method === 'GET' && call.path.startsWith(pipelineUrl)
        ? json(200, {
            program: { id: VALORANT.id, collegeId: COLLEGE_ID, collegeName: 'Demo University', collegeSlug: SLUG, titleName: 'Valorant', level: 'varsity' },
            entries: [],
            totals: { interested: 0, contacted: 0, evaluating: 0, committed: 0, not_a_fit: 0 },
            tags: [],
            staff: [],
          })
        : undefined,
    );
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Recruiting' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Program' })).toHaveValue(VALORANT.id);
    for (const name of ['Needs', 'Interest forms', 'Responses', 'Links', 'Pipeline']) expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    expect(screen.getByText('You can see the programs but not change them: only the college’s esports program admins and platform admins can.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Valorant Varsity' })).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Rocket League Varsity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Pipeline' }));
    // The program's own board (the pipeline feature's ProgramPipelineBoard), here empty.
    expect(await screen.findByRole('heading', { name: 'No players in this pipeline yet' })).toBeInTheDocument();
  });

  it('the picker switches the program, and the forms tab lists that program’s forms with their link', async () => {
    const calls = stubHub('programs_college_staff', editData(STAFF), (call) =>
      call.method === 'GET' && call.path === formsUrl(ROCKET.id) ? json(200, { forms: [summary({ closesAt: '2027-01-15T17:00:00.000Z' })] }) : undefined,
    );
    render('?tab=forms');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Program' }), ROCKET.id);
    const list = await screen.findByRole('list', { name: 'Interest forms' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Spring tryouts' })).toBeInTheDocument();
    expect(within(item).getByText('Version 2')).toBeInTheDocument();
    expect(within(item).getByText('3 responses')).toBeInTheDocument();
    expect(within(item).getByText('/r/BCDFGHJ')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Copy the link to Spring tryouts' })).toBeInTheDocument();
    expect(within(item).getByText(/^Closes /)).toBeInTheDocument();
    expect(calls.some((call) => call.path === formsUrl(ROCKET.id))).toBe(true);
  });

  it('the forms tab shows its empty state, and an error with Try again', async () => {
    let fail = true;
    stubHub('programs_college_staff', editData(STAFF, [VALORANT]), (call) =>
      call.path === formsUrl(VALORANT.id) ? (fail ? apiError(500, 'internal', 'Something went wrong') : json(200, { forms: [] })) : undefined,
    );
    render('?tab=forms');
    expect(await screen.findByText(/Could not load the forms: Something went wrong/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(/No interest forms yet/)).toBeInTheDocument();
  });

  it('creates a form and opens its builder; the server’s field message shows on a bad title', async () => {
    const calls = stubHub('programs_college_admin', editData(ADMIN, [VALORANT]), (call) => {
      if (call.path === formsUrl(VALORANT.id) && call.method === 'GET') return json(200, { forms: [] });
      if (call.path === formsUrl(VALORANT.id) && call.method === 'POST') {
        const title = (call.body as { title: string }).title;
        return title === 'x' ? apiError(400, 'validation', 'Please correct the highlighted fields.', { title: 'Title must be plain text' }) : json(201, detail({ title }));
      }
      if (call.path === `${formsUrl(VALORANT.id)}/${FORM_ID}`) return json(200, detail());
      return undefined;
    });
    const { router } = render('?tab=forms');
    await userEvent.click(await screen.findByRole('button', { name: 'New form' }));
    const dialog = await screen.findByRole('dialog', { name: 'New interest form' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create form' }));
    expect(await within(dialog).findByText('Title must be plain text')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Title' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Spring tryouts');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create form' }));
    expect(await screen.findByRole('button', { name: 'All forms' })).toBeInTheDocument();
    expect(router.state.location.search).toContain(`form=${FORM_ID}`);
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ title: 'Spring tryouts', description: null });
  });
});

describe('the builder', SLOW, () => {
  function stubBuilder(role: Role, form: InterestFormDetail, more: ApiHandler = () => undefined): ApiCall[] {
    return stubHub(role, editData(role === 'programs_college_admin' ? ADMIN : STAFF, [VALORANT]), (call) => {
      if (call.path === `${formsUrl(VALORANT.id)}/${FORM_ID}` && call.method === 'GET') return json(200, form);
      if (call.path === formsUrl(VALORANT.id) && call.method === 'GET') return json(200, { forms: [summary()] });
      return more(call);
    });
  }
  const openBuilder = () => render(`?tab=forms&form=${FORM_ID}`);

  it('adds fields of each kind, edits, reorders, removes, previews and saves them in order', async () => {
    const calls = stubBuilder('programs_college_admin', detail(), (call) =>
      call.method === 'PUT' ? json(200, detail({ draftFields: (call.body as { fields: InterestFormDetail['draftFields'] }).fields })) : undefined,
    );
    openBuilder();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Short text question' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Single choice question' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Number question' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add GPA block' }));
    expect(screen.getByRole('button', { name: 'Add GPA block' })).toBeDisabled();

    const fieldsList = screen.getByRole('list', { name: 'Form fields' });
    const field = (index: number) => within(fieldsList).getAllByRole('region')[index]!;
    await userEvent.type(within(field(0)).getByRole('textbox', { name: 'Label' }), 'Gamertag');
    await userEvent.click(within(field(0)).getByRole('switch', { name: 'Required' }));
    await userEvent.type(within(field(1)).getByRole('textbox', { name: 'Label' }), 'Main role');
    await userEvent.clear(within(field(1)).getByRole('textbox', { name: 'Choice 1' }));
    await userEvent.type(within(field(1)).getByRole('textbox', { name: 'Choice 1' }), 'Duelist');
    await userEvent.click(within(field(1)).getByRole('button', { name: 'Add choice' }));
    await userEvent.click(within(field(1)).getByRole('button', { name: 'Move choice 3 up' }));
    await userEvent.click(within(field(1)).getByRole('button', { name: 'Remove choice 3' }));
    await userEvent.type(within(field(2)).getByRole('textbox', { name: 'Label' }), 'Hours');
    await userEvent.type(within(field(2)).getByRole('spinbutton', { name: 'Minimum (optional)' }), '1');
    // Hours goes above Main role; GPA is removed.
    await userEvent.click(screen.getByRole('button', { name: 'Move up: Hours' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove: GPA' }));

    // The live preview renders the compiled schema.
    const preview = await screen.findByRole('button', { name: 'Check answers' });
    const previewCard = preview.closest('form')!;
    expect(await within(previewCard).findByText('Gamertag')).toBeInTheDocument();
    expect(within(previewCard).getByText('Hours')).toBeInTheDocument();

    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(INTEREST_FORM_TEXTS.saved)).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      title: 'Spring tryouts',
      description: null,
      fields: [
        { id: 'short_text_1', kind: 'question', type: 'short_text', label: 'Gamertag', required: true },
        { id: 'number_1', kind: 'question', type: 'number', label: 'Hours', required: false, min: 1 },
        { id: 'single_choice_1', kind: 'question', type: 'single_choice', label: 'Main role', required: false, choices: ['Duelist', 'Option 3'] },
      ],
    });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it('shows the server’s message on the field it names', async () => {
    const fields: InterestFormDetail['draftFields'] = [{ id: 'c', kind: 'question', type: 'single_choice', label: 'Pick', required: false, choices: ['A', 'a'] }];
    stubBuilder('programs_college_staff', detail({ draftFields: fields }), (call) =>
      call.method === 'PUT' ? apiError(400, 'validation', 'Please correct the highlighted fields.', { 'fields.0.choices.1': INTEREST_FORM_TEXTS.duplicateChoice }) : undefined,
    );
    openBuilder();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Label' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const region = screen.getByRole('region', { name: 'Field 1: Pick!' });
    expect(await within(region).findByText(INTEREST_FORM_TEXTS.duplicateChoice)).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('staff cannot publish: the button is not offered, the rule is said', async () => {
    stubBuilder('programs_college_staff', detail());
    openBuilder();
    expect(await screen.findByText(INTEREST_FORM_TEXTS.cannotPublish)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it('publishing asks first with the spec’s words, then shows the live version and its link', async () => {
    const fields: InterestFormDetail['draftFields'] = [{ id: 'gamertag', kind: 'question', type: 'short_text', label: 'Gamertag', required: true }];
    const calls = stubBuilder('programs_college_admin', detail({ draftFields: fields }), (call) =>
      call.method === 'POST' && call.path.endsWith('/publish')
        ? json(200, { newVersion: true, form: detail({ draftFields: fields, status: 'published', currentVersion: 1, versionCount: 1, shortLinkCode: 'BCDFGHJ', hasUnpublishedChanges: false }) })
        : undefined,
    );
    openBuilder();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Publishing freezes this version. Answers already given stay with the version they answered.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Form published: version 1')).toBeInTheDocument();
    expect(await screen.findByText('Live: version 1')).toBeInTheDocument();
    expect(screen.getByText('/r/BCDFGHJ')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/publish'))).toHaveLength(1);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('asks before leaving with unsaved changes', async () => {
    stubBuilder('programs_college_admin', detail());
    const { router } = openBuilder();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Date question' }));
    await userEvent.click(screen.getByRole('button', { name: 'All forms' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the builder?' });
    expect(within(dialog).getByText(INTEREST_FORM_TEXTS.unsavedChanges)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.search).toContain('form=');
    await userEvent.click(screen.getByRole('button', { name: 'All forms' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('list', { name: 'Interest forms' })).toBeInTheDocument();
    expect(router.state.location.search).not.toContain('form=');
  });

  it('an unknown form says so, with a way back', async () => {
    stubHub('programs_college_admin', editData(ADMIN, [VALORANT]), (call) =>
      call.path === `${formsUrl(VALORANT.id)}/${FORM_ID}` ? apiError(404, 'not_found', 'Form not found') : call.path === formsUrl(VALORANT.id) ? json(200, { forms: [] }) : undefined,
    );
    openBuilder();
    expect(await screen.findByText('Form not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All forms' }));
    expect(await screen.findByText(/No interest forms yet/)).toBeInTheDocument();
  });
});

describe('the college page links staff to the hub', SLOW, () => {
  const college: College = {
    id: COLLEGE_ID, slug: SLUG, name: 'Demo University', city: 'Demoville', state: 'OH', zip: null, latitude: null, longitude: null, website: null,
    predominantDegree: 'bachelor', control: 'public', locale: null, undergradEnrollment: 5000, admissionRate: null, sat25: null, sat75: null, act25: null,
    act75: null, tuitionInState: null, tuitionOutOfState: null, costOfAttendance: null, isHbcu: null, isClaimed: true, isDemo: true, scholarships: null,
    programs: [], staff: [], hasStaffContact: false, description: null, logoUrl: null, socials: { x: null, twitch: null, youtube: null, discord: null, instagram: null, tiktok: null },
  };
  const renderPage = (me: MeResponse) => {
    stubApi(me, (call) => (call.path === `/api/colleges/${SLUG}` ? json(200, college) : call.path.endsWith('/claims/mine') ? json(200, { claim: null, blocked: null }) : undefined));
    return renderTeamRoute(<CollegePageRoute />, { path: paths.college.path, url: paths.college.getHref(SLUG) });
  };

  it('staff of the college see Recruiting beside Edit page', async () => {
    renderPage(meWith('programs_college_staff'));
    expect(await screen.findByRole('link', { name: 'Recruiting' })).toHaveAttribute('href', `/college/${SLUG}/recruiting`);
  });

  it('a player and admissions staff do not', async () => {
    for (const me of [meResponse(), meWith('programs_college_admissions')]) {
      const { unmount } = renderPage(me);
      expect(await screen.findByRole('heading', { level: 1, name: 'Demo University' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Recruiting' })).not.toBeInTheDocument();
      unmount();
      vi.unstubAllGlobals();
    }
  });
});

describe('the builder’s form states and settings', SLOW, () => {
  const published = () => detail({ status: 'published', currentVersion: 1, versionCount: 1, shortLinkCode: 'BCDFGHJ', hasUnpublishedChanges: false, submissionCount: 2,
    draftFields: [{ id: 'gamertag', kind: 'question', type: 'short_text', label: 'Gamertag', required: true }] });

  it('closes a published form, and saves the settings; a refused close date shows on its field', async () => {
    const calls = stubHub('programs_college_staff', editData(STAFF, [VALORANT]), (call) => {
      const formUrl = `${formsUrl(VALORANT.id)}/${FORM_ID}`;
      if (call.path === formUrl && call.method === 'GET') return json(200, published());
      if (call.path === `${formUrl}/close`) return json(200, { ...published(), status: 'closed' });
      if (call.path === `${formUrl}/settings`) {
        const body = call.body as { closesAt: string | null; autoAddToPipeline: boolean };
        return body.closesAt ? apiError(400, 'validation', INTEREST_FORM_TEXTS.closesInPast, { closesAt: INTEREST_FORM_TEXTS.closesInPast }) : json(200, { ...published(), autoAddToPipeline: body.autoAddToPipeline });
      }
      return call.path === formsUrl(VALORANT.id) ? json(200, { forms: [] }) : undefined;
    });
    render(`?tab=forms&form=${FORM_ID}`);
    expect(await screen.findByText('Live: version 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete form/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close form' }));
    expect(await screen.findByText(INTEREST_FORM_TEXTS.closed)).toBeInTheDocument();
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    // Staff do not reopen (it needs "can manage a program").
    expect(screen.queryByRole('button', { name: 'Reopen form' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Add to pipeline automatically' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(INTEREST_FORM_TEXTS.settingsSaved)).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/settings'))?.body).toEqual({ autoAddToPipeline: true, closesAt: null });

    const closes = screen.getByLabelText('Close date (optional)');
    await userEvent.type(closes, '2020-01-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(INTEREST_FORM_TEXTS.closesInPast, { selector: 'p' })).toBeInTheDocument();
    expect(closes).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('reordering fields from the keyboard (@dnd-kit)', SLOW, () => {
  it('Space lifts a field by its handle, ArrowDown moves it, Space drops it, each step announced; the order is saved', async () => {
    // jsdom lays nothing out: give each field of the list a box, one under the other.
    const original = HTMLElement.prototype.getBoundingClientRect;
    HTMLElement.prototype.getBoundingClientRect = function rect(this: HTMLElement) {
      const list = this.closest('ol[aria-label="Form fields"]');
      const item = this.closest('li');
      const index = list && item ? [...list.children].indexOf(item) : -1;
      const top = index < 0 ? 0 : index * 100;
      return { x: 0, y: top, top, left: 0, width: 500, height: index < 0 ? 0 : 90, right: 500, bottom: top + (index < 0 ? 0 : 90), toJSON: () => ({}) } as DOMRect;
    };
    try {
      const fields: InterestFormDetail['draftFields'] = [
        { id: 'first', kind: 'question', type: 'short_text', label: 'First', required: false },
        { id: 'second', kind: 'question', type: 'short_text', label: 'Second', required: false },
      ];
      const calls = stubHub('programs_college_staff', editData(STAFF, [VALORANT]), (call) => {
        if (call.path === `${formsUrl(VALORANT.id)}/${FORM_ID}` && call.method === 'GET') return json(200, detail({ draftFields: fields }));
        if (call.method === 'PUT') return json(200, detail({ draftFields: (call.body as { fields: InterestFormDetail['draftFields'] }).fields }));
        return undefined;
      });
      render(`?tab=forms&form=${FORM_ID}`);
      const handle = await screen.findByRole('button', { name: 'Drag to reorder: First' });
      handle.focus();
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
      // The live region says each step (it keeps the latest).
      await waitFor(() => expect(document.body.textContent).toContain('First is over position 1 of 2.'));
      fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
      await waitFor(() => expect(document.body.textContent).toContain('First is over position 2 of 2.'));
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
      await waitFor(() => expect(document.body.textContent).toContain('Dropped First at position 2 of 2.'));
      await waitFor(() => expect(within(screen.getByRole('list', { name: 'Form fields' })).getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual(['Field 1: Second', 'Field 2: First']));
      await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
      await waitFor(() => expect((calls.find((call) => call.method === 'PUT')?.body as { fields: { id: string }[] }).fields.map((field) => field.id)).toEqual(['second', 'first']));
    } finally {
      HTMLElement.prototype.getBoundingClientRect = original;
    }
  });
});
