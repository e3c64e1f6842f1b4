import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_TEXTS } from '#shared/contracts/image-url.ts';
import { paths } from '#web/config/paths.ts';
import { TeamCreateRoute } from './team-create.tsx';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';

afterEach(() => vi.unstubAllGlobals());

// The first render waits for /api/me and lazy chunks (the toaster): slow on a loaded machine, hence also the describe timeout.
const SLOW = { timeout: 5000 };

const NEW_ID = '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f';
const LOGO_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const LOGO_URL = `/api/images/${LOGO_ID}`;

function renderCreate() {
  return renderTeamRoute(<TeamCreateRoute />, { path: paths.teams.create.path, url: '/teams/create' });
}

describe('Create Team', { timeout: 20_000 }, () => {
  it('validates with the shared contract before calling the server', async () => {
    const user = userEvent.setup();
    const calls = stubApi(meResponse({ roles: ['yes_admin'] }), () => undefined);
    renderCreate();

    await user.click(await screen.findByRole('button', { name: 'Create Team' }, SLOW));
    expect(await screen.findByText('Team name is required', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Choose an organization type', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText('Team name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Max roster size')).toHaveValue(10);

    await user.clear(screen.getByLabelText('Max roster size'));
    await user.type(screen.getByLabelText('Max roster size'), '0');
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('At least 1', undefined, SLOW)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('refuses a tag start in the name and the description with the contract\'s message, before calling the server (docs/decisions/053)', async () => {
    const user = userEvent.setup();
    const calls = stubApi(meResponse({ roles: ['yes_admin'] }), () => undefined);
    renderCreate();

    await user.type(await screen.findByLabelText('Team name', undefined, SLOW), 'Owls <b>');
    await user.type(screen.getByLabelText('Description'), 'We win <img src=x onerror=alert(1)');
    await user.selectOptions(screen.getByLabelText('Organization type'), 'Pro Team');
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('Team name must be plain text (no HTML tags)', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Description must be plain text (no HTML tags)')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('creates the team with an uploaded logo, says "Team created" and opens its manage page', async () => {
    const user = userEvent.setup();
    const calls = stubApi(meResponse({ roles: ['programs_college_admin'] }), (call) =>
      call.method === 'POST' && call.path === '/api/teams'
        ? json(201, { id: NEW_ID })
        : call.method === 'POST' && call.path === '/api/images'
          ? json(201, { id: LOGO_ID, url: LOGO_URL, contentType: 'image/png', byteSize: 4 })
          : undefined,
    );
    const { router } = renderCreate();

    await user.type(await screen.findByLabelText('Team name', undefined, SLOW), '  Night Owls  ');
    expect(screen.getByText(IMAGE_TEXTS.rule, { exact: false })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Team logo'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'owls.png', { type: 'image/png' }));
    expect(await screen.findByText('Uploaded owls.png. Save to keep it.', undefined, SLOW)).toBeInTheDocument();
    // The preview is the logo beside the picker (decorative: alt="").
    expect(document.querySelector(`img[src="${LOGO_URL}"]`)).not.toBeNull();
    await user.selectOptions(screen.getByLabelText('Organization type'), 'High School');
    await user.clear(screen.getByLabelText('Max roster size'));
    await user.type(screen.getByLabelText('Max roster size'), '12');
    await user.click(screen.getByRole('button', { name: 'Create Team' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/teams/${NEW_ID}/manage`), SLOW);
    expect(await screen.findByText('Team created', undefined, SLOW)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/teams')?.body).toEqual({
      name: 'Night Owls',
      description: null,
      logoUrl: LOGO_URL,
      organizationType: 'high_school',
      maxRosterSize: 12,
    });
  });

  it("puts the server's field errors on the fields and stays on the form", async () => {
    const user = userEvent.setup();
    stubApi(meResponse({ roles: ['yes_staff'] }), () =>
      apiError(400, 'validation', 'Check the highlighted fields', { name: 'Team name must be at most 80 characters' }),
    );
    const { router } = renderCreate();
    await user.type(await screen.findByLabelText('Team name', undefined, SLOW), 'Night Owls');
    await user.selectOptions(screen.getByLabelText('Organization type'), 'Pro Team');
    await user.click(screen.getByRole('button', { name: 'Create Team' }));

    expect(await screen.findByText('Team name must be at most 80 characters', { selector: 'p' }, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Team name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Team name')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/teams/create');
  });

  it('explains instead of showing a form to users who may not create teams', async () => {
    stubApi(meResponse({ roles: ['recruit_player'] }), () => undefined);
    renderCreate();
    expect(await screen.findByText(/Team managers, coaches, program admins and platform staff can create teams/, undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByLabelText('Team name')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Teams' })).toHaveAttribute('href', '/teams');
  });

  it('sends signed-out visitors to sign in', async () => {
    stubApi(meResponse({ signedIn: false }), () => undefined);
    renderCreate();
    expect(await screen.findByText('Sign-in page', undefined, SLOW)).toBeInTheDocument();
  });
});
