import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COLLEGE_EDIT_TEXTS, type CollegeEdit, type CollegeEditPermissions, type ProgramEdit } from '#shared/contracts/college-edit.ts';
import type { CollegeStaffResponse } from '#shared/contracts/college-staff.ts';
import type { College } from '#shared/contracts/colleges.ts';
import { IMAGE_TEXTS } from '#shared/contracts/image-url.ts';
import type { MeResponse } from '#shared/contracts/me.ts';
import type { Role } from '#shared/access/roles.ts';
import { paths } from '#web/config/paths.ts';
import { installResizeObserver } from '#web/test/install-resize-observer.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi, type ApiHandler } from '#web/test/teams/teams-test-harness.tsx';
import { CollegeEditRoute } from './college-edit.tsx';
import { CollegePageRoute } from './college-page.tsx';

beforeAll(installResizeObserver);
afterEach(() => vi.unstubAllGlobals());

// The first render waits for /api/me and lazy chunks; the dialogs' forms take many keystrokes.
const SLOW = { timeout: 20_000 };
const COLLEGE_ID = '22222222-2222-4222-8222-222222222222';
const SLUG = 'demo-university';
const EDIT_URL = `/api/colleges/${SLUG}/edit`;
const TIERS = ['Gold 1', 'Gold 2', 'Platinum 1', 'Diamond 1'].map((name, index) => ({ id: `a0000000-0000-4000-8000-00000000000${index}`, name, ordinal: index + 10 }));

const VALORANT_VARSITY: ProgramEdit = {
  id: 'b0000000-0000-4000-8000-000000000001', titleSlug: 'valorant', titleName: 'Valorant', level: 'varsity', rosterSize: 10, openSpots: 3,
  rolesNeeded: [{ role: 'Duelist', count: 2, priority: 'high' }], classYears: [2027], minTierId: TIERS[0]!.id, targetTierId: TIERS[3]!.id,
  minGpa: 2.5, scholarshipMin: 1000, scholarshipMax: 5000, isRecruiting: true, tryoutNotes: 'Tryouts in March.', tryoutsAt: null, team: null,
};

function editData(permissions: CollegeEditPermissions, overrides: Partial<CollegeEdit> = {}): CollegeEdit {
  return {
    college: { id: COLLEGE_ID, slug: SLUG, name: 'Demo University', city: 'Demoville', state: 'OH', isClaimed: false, isDemo: true },
    general: { description: 'We play in two leagues.', logoUrl: null, hasOldLogoLink: false, socials: { x: null, twitch: 'https://twitch.tv/demo', youtube: null, discord: null, instagram: null, tiktok: null } },
    programs: permissions.view ? [VALORANT_VARSITY] : null,
    titles: [
      { slug: 'valorant', name: 'Valorant', roles: ['Duelist', 'Initiator', 'Controller', 'Sentinel', 'Flex', 'IGL'], tiers: TIERS },
      { slug: 'rocket-league', name: 'Rocket League', roles: ['Striker', 'Playmaker', 'Defender', 'Flex'], tiers: [{ id: 'c0000000-0000-4000-8000-000000000001', name: 'Champion I', ordinal: 16 }] },
    ],
    teams: permissions.manage ? [{ id: 'd0000000-0000-4000-8000-000000000001', name: 'Demo University Esports' }] : [],
    permissions,
    ...overrides,
  };
}

const ADMIN = { edit: true, manage: true, view: true };
const STAFF = { edit: false, manage: false, view: true };
const HIGH_SCHOOL_ADMIN = { edit: true, manage: false, view: false };

/** A signed-in user holding `role` at the college. */
function meWith(role: Role): MeResponse {
  return { ...meResponse(), roles: [{ role, collegeId: COLLEGE_ID }] };
}

const render = (url = paths.collegeEdit.getHref(SLUG)) => renderTeamRoute(<CollegeEditRoute />, { path: paths.collegeEdit.path, url });

function stubEdit(data: CollegeEdit, more: ApiHandler = () => undefined) {
  return stubApi(meWith('programs_college_admin'), (call) => (call.method === 'GET' && call.path === EDIT_URL ? json(200, data) : more(call)));
}

describe('/college/{slug}/edit', SLOW, () => {
  it('a college admin sees the header, Preview public page, and saves the general fields', async () => {
    const calls = stubEdit(editData(ADMIN), (call) =>
      call.method === 'PATCH' && call.path === `/api/colleges/${SLUG}` ? json(200, { ...editData(ADMIN).general, description: 'New words.' }) : undefined,
    );
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo University' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview public page' })).toHaveAttribute('href', '/college/demo-university');
    // Who manages the college reaches its plan (a platform admin sets it by hand there, decision 070).
    expect(screen.getByRole('link', { name: 'Plan and billing' })).toHaveAttribute('href', `/subscription?college=${editData(ADMIN).college.id}`);
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Programs' })).toBeInTheDocument();
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(description).toHaveValue('We play in two leagues.');
    expect(screen.getByRole('textbox', { name: 'Twitch' })).toHaveValue('https://twitch.tv/demo');
    await userEvent.clear(description);
    await userEvent.type(description, 'New words.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(COLLEGE_EDIT_TEXTS.generalSaved)).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({ description: 'New words.', logoUrl: null, socials: { twitch: 'https://twitch.tv/demo', x: null } });
  });

  it('checks the fields before sending (a Twitch link elsewhere) and shows the server’s field messages on their fields', async () => {
    const calls = stubEdit(editData(ADMIN), (call) =>
      call.method === 'PATCH' ? apiError(400, 'validation', 'Please correct the highlighted fields.', { description: 'Description must be plain text (no HTML tags)' }) : undefined,
    );
    render();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Twitch' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Twitch' }), 'https://example.com/demo');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(/Enter a full https:\/\/ link to Twitch/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Twitch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Description must be plain text (no HTML tags)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Description' })).toHaveFocus());
  });

  it('uploads a logo with the picker and saves its address; an old logo link from before uploads gets a notice (docs/decisions/057)', async () => {
    const logo = '/api/images/0f8fad5b-d9cb-469f-a165-70867728950e';
    const data = editData(ADMIN);
    const calls = stubEdit({ ...data, general: { ...data.general, hasOldLogoLink: true } }, (call) =>
      call.method === 'POST' && call.path === '/api/images'
        ? json(201, { id: '0f8fad5b-d9cb-469f-a165-70867728950e', url: logo, contentType: 'image/png', byteSize: 4 })
        : call.method === 'PATCH'
          ? json(200, { ...data.general, logoUrl: logo, hasOldLogoLink: false })
          : undefined,
    );
    render();
    const picker = await screen.findByLabelText('Logo');
    expect(screen.getByRole('note')).toHaveTextContent(IMAGE_TEXTS.oldLink);
    await userEvent.upload(picker, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'crest.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', logo);
    expect(screen.queryByRole('note')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(COLLEGE_EDIT_TEXTS.generalSaved)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ logoUrl: logo });
  });

  it('program staff (can view programs, not edit the page): General and Programs read-only', async () => {
    stubApi(meWith('programs_college_staff'), (call) => (call.path === EDIT_URL ? json(200, editData(STAFF)) : undefined));
    render();
    expect(await screen.findByText(COLLEGE_EDIT_TEXTS.readOnlyGeneral)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(screen.getByText('We play in two leagues.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Programs' }));
    expect(await screen.findByText(COLLEGE_EDIT_TEXTS.readOnlyPrograms)).toBeInTheDocument();
    const programs = screen.getByRole('list', { name: 'Programs' });
    expect(within(programs).getByRole('heading', { name: 'Valorant Varsity' })).toBeInTheDocument();
    expect(programs).toHaveTextContent('Duelist ×2 (High priority)');
    expect(programs).toHaveTextContent('Minimum rankGold 1');
    expect(programs).toHaveTextContent('Target rankDiamond 1');
    expect(screen.queryByRole('button', { name: 'Add program' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit Valorant/ })).toBeNull();
  });

  it('a high-school program admin of the college (can edit, cannot view programs): General editable, no Programs tab', async () => {
    stubApi(meWith('programs_high_school_admin'), (call) => (call.path === EDIT_URL ? json(200, editData(HIGH_SCHOOL_ADMIN)) : undefined));
    render(paths.collegeEdit.getHref(SLUG, 'programs'));
    expect(await screen.findByRole('textbox', { name: 'Description' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Programs' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Staff' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the Staff tab (docs/decisions/034) from ?tab=staff and lists the staff read-only for program staff', async () => {
    const staffUrl = `/api/colleges/${SLUG}/staff`;
    const staff: CollegeStaffResponse = {
      college: { id: COLLEGE_ID, slug: SLUG, name: 'Demo University' },
      permissions: { manage: false, view: true },
      members: [{ userId: 'u-casey', displayName: 'Casey College', email: 'college@demo.test', role: 'admin', title: 'Director', isPublic: true, isPrimaryContact: true }],
      invitations: [],
    };
    stubApi(meWith('programs_college_staff'), (call) =>
      call.path === EDIT_URL ? json(200, editData(STAFF)) : call.path === staffUrl ? json(200, staff) : undefined,
    );
    render(paths.collegeEdit.getHref(SLUG, 'staff'));
    expect(await screen.findByRole('tab', { name: 'Staff' })).toHaveAttribute('aria-selected', 'true');
    const members = await screen.findByRole('list', { name: 'Staff members' });
    expect(within(members).getByRole('listitem', { name: 'Casey College' })).toHaveTextContent('Director');
    expect(screen.queryByRole('button', { name: 'Invite staff' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Plan and billing' })).toBeNull();
  });

  it('switches recruiting off at once and puts it back with a toast when the server refuses', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = stubEdit(editData(ADMIN), (call) =>
      call.method === 'PATCH' && call.path.endsWith(`/programs/${VALORANT_VARSITY.id}`) ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    render(paths.collegeEdit.getHref(SLUG, 'programs'));
    const recruiting = await screen.findByRole('switch', { name: 'Recruiting' });
    expect(recruiting).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(recruiting);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Recruiting' })).toHaveAttribute('aria-checked', 'false'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ isRecruiting: false });
    answer(apiError(500, 'internal', 'Something went wrong on our side. Please try again.'));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Recruiting' })).toHaveAttribute('aria-checked', 'true'));
    expect(await screen.findByText(COLLEGE_EDIT_TEXTS.saveFailed)).toBeInTheDocument();
  });

  it('adds a program in a dialog: roles from the chosen game, and the server’s duplicate message on Level', async () => {
    const calls = stubEdit(editData(ADMIN), (call) =>
      call.method === 'POST' && call.path === `/api/colleges/${SLUG}/programs`
        ? apiError(400, 'validation', 'Please correct the highlighted fields.', { level: COLLEGE_EDIT_TEXTS.duplicateProgram })
        : undefined,
    );
    render(paths.collegeEdit.getHref(SLUG, 'programs'));
    await userEvent.click(await screen.findByRole('button', { name: 'Add program' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add program' });
    const ask = within(dialog);
    expect(ask.getByRole('button', { name: 'Add role' })).toBeDisabled();
    await userEvent.selectOptions(ask.getByRole('combobox', { name: 'Game' }), 'valorant');
    await userEvent.selectOptions(ask.getByRole('combobox', { name: 'Level' }), 'varsity');
    await userEvent.click(ask.getByRole('button', { name: 'Add role' }));
    const role = ask.getByRole('combobox', { name: 'Role 1' });
    expect(within(role).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a role', 'Duelist', 'Initiator', 'Controller', 'Sentinel', 'Flex', 'IGL']);
    await userEvent.selectOptions(role, 'IGL');
    // Each row's count and priority say which role they belong to.
    expect(ask.getByRole('spinbutton', { name: 'Count for role 1' })).toHaveValue(1);
    expect(ask.getByRole('combobox', { name: 'Priority of role 1' })).toBeInTheDocument();
    await userEvent.selectOptions(ask.getByRole('combobox', { name: 'Minimum rank' }), 'Gold 2');
    await userEvent.click(ask.getByRole('checkbox', { name: String(new Date().getUTCFullYear() + 1) }));
    await userEvent.click(ask.getByRole('button', { name: 'Add Program' }));
    expect(await ask.findByText(COLLEGE_EDIT_TEXTS.duplicateProgram)).toBeInTheDocument();
    expect(ask.getByRole('combobox', { name: 'Level' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add program' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      titleSlug: 'valorant', level: 'varsity', rosterSize: 10, openSpots: 0, rolesNeeded: [{ role: 'IGL', count: 1, priority: 'medium' }],
      classYears: [new Date().getUTCFullYear() + 1], minTierId: TIERS[1]!.id, targetTierId: null, isRecruiting: true, teamId: null,
    });
  });

  it('refuses open spots above the roster and an inverted scholarship range in the dialog, before sending', async () => {
    const calls = stubEdit(editData(ADMIN));
    render(paths.collegeEdit.getHref(SLUG, 'programs'));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Valorant Varsity' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Edit Valorant Varsity' }));
    expect(ask.getByRole('spinbutton', { name: 'Roster size' })).toHaveValue(10);
    await userEvent.clear(ask.getByRole('spinbutton', { name: 'Open spots' }));
    await userEvent.type(ask.getByRole('spinbutton', { name: 'Open spots' }), '12');
    await userEvent.clear(ask.getByRole('spinbutton', { name: 'Scholarship minimum (USD a year)' }));
    await userEvent.type(ask.getByRole('spinbutton', { name: 'Scholarship minimum (USD a year)' }), '9000');
    await userEvent.click(ask.getByRole('button', { name: 'Save Program' }));
    expect(await ask.findByText(COLLEGE_EDIT_TEXTS.openSpotsAboveRoster)).toBeInTheDocument();
    expect(ask.getByText(COLLEGE_EDIT_TEXTS.scholarshipInverted)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('deletes a program after confirmation', async () => {
    const calls = stubEdit(editData(ADMIN), (call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    render(paths.collegeEdit.getHref(SLUG, 'programs'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Valorant Varsity' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the Valorant Varsity program?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete program' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Valorant Varsity' })).toBeNull());
    expect(await screen.findByText(COLLEGE_EDIT_TEXTS.programDeleted)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(`/api/colleges/${SLUG}/programs/${VALORANT_VARSITY.id}`);
  });

  it('says Access Denied with the server’s reason on a 403', async () => {
    stubApi(meResponse(), (call) => (call.path === EDIT_URL ? apiError(403, 'forbidden', COLLEGE_EDIT_TEXTS.cannotOpen) : undefined));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(COLLEGE_EDIT_TEXTS.cannotOpen)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the college page' })).toHaveAttribute('href', '/college/demo-university');
  });

  it('shows loading, then a load failure with Try Again, which loads the page', async () => {
    let fail = true;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    stubApi(meWith('programs_college_admin'), (call) =>
      call.path === EDIT_URL ? gate.then(() => (fail ? apiError(500, 'internal', 'Something went wrong on our side. Please try again.') : json(200, editData(ADMIN)))) : undefined,
    );
    render();
    expect(await screen.findByText('Loading college...')).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo University' })).toBeInTheDocument();
  });
});

describe('"Edit page" on the public college page', SLOW, () => {
  const college: College = {
    id: COLLEGE_ID, slug: SLUG, name: 'Demo University', city: 'Demoville', state: 'OH', zip: null, latitude: null, longitude: null, website: null, predominantDegree: 'bachelor', control: 'nonprofit',
    locale: null, undergradEnrollment: null, admissionRate: null, sat25: null, sat75: null, act25: null, act75: null, tuitionInState: null,
    tuitionOutOfState: null, costOfAttendance: null, isHbcu: null, isClaimed: true, isDemo: true, scholarships: null, programs: [], staff: [], hasStaffContact: false,
    description: 'We play in two leagues.', logoUrl: null, socials: { x: null, twitch: 'https://twitch.tv/demo', youtube: null, discord: null, instagram: null, tiktok: null },
  };
  const renderPage = () => renderTeamRoute(<CollegePageRoute />, { path: paths.college.path, url: paths.college.getHref(SLUG) });

  it('shows the link to this college’s staff, and the description and socials they wrote', async () => {
    stubApi(meWith('programs_college_staff'), (call) => (call.path === `/api/colleges/${SLUG}` ? json(200, college) : call.path.endsWith('/claims/mine') ? json(200, { claim: null, blocked: null }) : undefined));
    renderPage();
    expect(await screen.findByRole('link', { name: 'Edit page' })).toHaveAttribute('href', '/college/demo-university/edit');
    expect(screen.getByText('We play in two leagues.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Social links' })).getByRole('link', { name: /Twitch/ })).toHaveAttribute('href', 'https://twitch.tv/demo');
  });

  it('hides it from a player and from admissions staff', async () => {
    for (const me of [meResponse(), meWith('programs_college_admissions')]) {
      stubApi(me, (call) => (call.path === `/api/colleges/${SLUG}` ? json(200, college) : call.path.endsWith('/claims/mine') ? json(200, { claim: null, blocked: null }) : undefined));
      const view = renderPage();
      expect(await screen.findByRole('heading', { level: 1, name: 'Demo University' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Edit page' })).toBeNull();
      view.unmount();
      vi.unstubAllGlobals();
    }
  });
});
