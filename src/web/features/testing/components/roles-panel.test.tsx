import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollegeSummary } from '#shared/contracts/colleges.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { apiError, json, stubFetch } from '#web/test/stub-fetch.ts';
import { RolesPanel } from './roles-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const USER = { id: 'u1', email: 'dana@example.test', fullName: 'Dana Director', roles: [{ role: 'recruit_player', collegeId: null }], collegeNames: {} };
const college = (id: string, name: string, city: string, state: string): CollegeSummary => ({
  id, slug: name.toLowerCase().replaceAll(' ', '-'), name, city, state, control: 'nonprofit',
  undergradEnrollment: 4000, admissionRate: 0.05, tuitionInState: 50000, tuitionOutOfState: 50000, isClaimed: false, isDemo: false, programs: [], scholarships: null,
});
const MIT = college('22222222-2222-4222-8222-222222222222', 'Massachusetts Institute of Technology', 'Cambridge', 'MA');
const MASS_ART = college('33333333-3333-4333-8333-333333333333', 'Massachusetts College of Art and Design', 'Boston', 'MA');

describe('RolesPanel: granting a college role picks the college by name (docs/decisions/032)', () => {
  it('refuses a college role without a college, then searches by name, picks with the keyboard and grants with its id', async () => {
    const user = userEvent.setup();
    const calls = stubFetch((call) => {
      if (call.path === '/api/admin/users') return json(200, { user: USER });
      if (call.path === '/api/colleges') return json(200, { rows: call.search.get('q') === 'Mass' ? [MASS_ART, MIT] : [], total: 2, page: 1, pageSize: 20 });
      if (call.path === '/api/admin/users/u1/roles') return json(201, { userId: 'u1', roles: [...USER.roles, { role: 'programs_college_admin', collegeId: MIT.id }], collegeNames: { [MIT.id]: MIT.name } });
      return undefined;
    });
    renderWithProviders(<RolesPanel canManageRoles />);
    await user.type(screen.getByLabelText('User email'), USER.email);
    await user.click(screen.getByRole('button', { name: 'Find User' }));
    await user.selectOptions(await screen.findByLabelText('Role to grant'), 'programs_college_admin');
    // A player account: its own plan is one link away.
    expect(within(screen.getByRole('list', { name: `Plans of ${USER.email}` })).getByRole('link', { name: 'Player plan' })).toHaveAttribute('href', '/subscription?user=u1');

    await user.click(screen.getByRole('button', { name: 'Grant Role' }));
    expect(await screen.findByText('This role needs a college: type its name and pick it from the list')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    const box = screen.getByRole('combobox', { name: 'College' });
    await user.type(box, 'Mass');
    await screen.findByRole('option', { name: /Massachusetts Institute of Technology/ });
    const options = within(screen.getByRole('listbox', { name: 'Colleges' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Massachusetts College of Art and DesignBoston, MA',
      'Massachusetts Institute of TechnologyCambridge, MA',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(box).toHaveValue('Massachusetts Institute of Technology');
    expect(screen.getByText('Massachusetts Institute of Technology, Cambridge, MA')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Grant Role' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/api/admin/users/u1/roles', body: { role: 'programs_college_admin', collegeId: MIT.id } });
    expect(await screen.findByText('programs_college_admin at Massachusetts Institute of Technology')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke programs_college_admin at Massachusetts Institute of Technology' })).toBeInTheDocument();
    // Where an admin sets the plans by hand: the college's; a college admin is no player account, so no player plan.
    const plans = screen.getByRole('list', { name: `Plans of ${USER.email}` });
    expect(within(plans).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['College plan: Massachusetts Institute of Technology', `/subscription?college=${MIT.id}`],
    ]);
  });

  it('shows the server’s field message when the college is refused, and no match as a status', async () => {
    const user = userEvent.setup();
    stubFetch((call) => {
      if (call.path === '/api/admin/users') return json(200, { user: USER });
      if (call.path === '/api/colleges') return json(200, { rows: call.search.get('q') === 'Mass' ? [MIT] : [], total: 0, page: 1, pageSize: 20 });
      if (call.path === '/api/admin/users/u1/roles') return apiError(400, 'validation', 'No college has this id', { collegeId: 'No college has this id' });
      return undefined;
    });
    renderWithProviders(<RolesPanel canManageRoles />);
    await user.type(screen.getByLabelText('User email'), USER.email);
    await user.click(screen.getByRole('button', { name: 'Find User' }));
    await user.selectOptions(await screen.findByLabelText('Role to grant'), 'programs_college_staff');
    const box = screen.getByRole('combobox', { name: 'College' });
    await user.type(box, 'Zzz');
    expect(await screen.findByText('No college matches "Zzz"')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'Mass');
    await user.click(await screen.findByRole('option', { name: /Massachusetts Institute of Technology/ }));
    await user.click(screen.getByRole('button', { name: 'Grant Role' }));
    expect(await screen.findByText('No college has this id')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});
