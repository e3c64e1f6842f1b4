import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CollegeStaffResponse } from '#shared/contracts/college-staff.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi, type ApiCall } from '#web/test/teams/teams-test-harness.tsx';
import { installResizeObserver } from '#web/test/install-resize-observer.ts';
import { CollegeStaffEditor } from './college-staff-editor.tsx';

beforeAll(installResizeObserver);
afterEach(() => vi.unstubAllGlobals());

const SLUG = 'demo-university';
const STAFF_URL = `/api/colleges/${SLUG}/staff`;

const staffResponse = (manage: boolean): CollegeStaffResponse => ({
  college: { id: '22222222-2222-4222-8222-222222222222', slug: SLUG, name: 'Demo University' },
  permissions: { manage, view: true },
  members: [
    { userId: 'u-casey', displayName: 'Casey College', email: 'college@demo.test', role: 'admin', title: 'Director', isPublic: true, isPrimaryContact: true },
    { userId: 'u-cory', displayName: 'Cory Coach', email: 'coach@demo.test', role: 'staff', title: null, isPublic: false, isPrimaryContact: false },
  ],
  invitations: [
    {
      id: '33333333-3333-4333-8333-333333333333', email: 'new.coach@example.com', role: 'staff', title: 'Assistant', isPublic: false, status: 'pending',
      invitedByName: 'Casey College', createdAt: '2026-03-01T10:00:00.000Z', expiresAt: '2026-03-08T10:00:00.000Z',
    },
    {
      id: '44444444-4444-4444-8444-444444444444', email: 'late@example.com', role: 'admissions', title: null, isPublic: false, status: 'expired',
      invitedByName: null, createdAt: '2026-01-01T10:00:00.000Z', expiresAt: '2026-01-08T10:00:00.000Z',
    },
  ],
});

const render = () => renderTeamRoute(<CollegeStaffEditor slug={SLUG} />, { path: '/staff', url: '/staff' });

function stubStaff(initial: CollegeStaffResponse, handler: (call: ApiCall, current: CollegeStaffResponse) => Response | undefined = () => undefined) {
  let current = initial;
  const calls = stubApi(meResponse(), (call) => {
    if (call.method === 'GET' && call.path === STAFF_URL) return json(200, current);
    const answer = handler(call, current);
    if (answer && answer.status === 200 && call.method !== 'POST') void answer.clone().json().then((body: CollegeStaffResponse) => (current = body));
    return answer;
  });
  return calls;
}

describe('CollegeStaffEditor', () => {
  it('lists members (primary contact, role, title, email) and pending invitations, with the controls for a manager', async () => {
    stubStaff(staffResponse(true));
    render();
    const members = await screen.findByRole('list', { name: 'Staff members' });
    const casey = within(members).getByRole('listitem', { name: 'Casey College' });
    expect(casey).toHaveTextContent('college@demo.test');
    expect(casey).toHaveTextContent('Director');
    expect(casey).toHaveTextContent('Admin');
    expect(casey).toHaveTextContent('Primary contact');
    const cory = within(members).getByRole('listitem', { name: 'Cory Coach' });
    expect(within(cory).getByRole('switch', { name: 'Show on the public page' })).not.toBeChecked();
    expect(within(cory).getByRole('button', { name: /Make primary contact/ })).toBeInTheDocument();
    expect(within(casey).queryByRole('button', { name: /Make primary contact/ })).toBeNull();
    const invitations = screen.getByRole('list', { name: 'Pending invitations' });
    expect(within(invitations).getByRole('listitem', { name: 'new.coach@example.com' })).toHaveTextContent('Invited by Casey College, Mar 1, 2026 · expires Mar 8, 2026');
    expect(within(invitations).getByRole('listitem', { name: 'late@example.com' })).toHaveTextContent('Expired');
    expect(screen.getByRole('button', { name: 'Invite staff' })).toBeInTheDocument();
  });

  it('is read-only for a viewer who may not manage', async () => {
    stubStaff(staffResponse(false));
    render();
    const members = await screen.findByRole('list', { name: 'Staff members' });
    expect(within(members).getByRole('listitem', { name: 'Cory Coach' })).toHaveTextContent('Not public');
    expect(screen.getByText('Only this college’s admins can change its staff.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite staff' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove|Resend|Revoke|Edit/ })).toBeNull();
  });

  it('tells someone who may not view the staff so', async () => {
    stubApi(meResponse(), (call) =>
      call.path === STAFF_URL ? apiError(403, 'forbidden', 'Only this college’s admins and staff, and platform staff, can see its staff.') : undefined,
    );
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only this college’s admins and staff, and platform staff, can see its staff.');
  });

  it('shows a load failure with Try Again', async () => {
    let fail = true;
    stubApi(meResponse(), (call) => (call.path === STAFF_URL ? (fail ? apiError(500, 'internal', 'Something went wrong') : json(200, staffResponse(true))) : undefined));
    render();
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Staff members' })).toBeInTheDocument();
  });

  it('invites with the dialog: field errors from the form and from the server, then the invitation is sent', async () => {
    const calls = stubStaff(staffResponse(true), (call) => {
      if (call.method !== 'POST' || call.path !== `${STAFF_URL}/invitations`) return undefined;
      const body = call.body as { email: string };
      if (body.email === 'taken@example.com') {
        return apiError(409, 'conflict', 'This address already has a pending invitation. Resend it from the list instead.', {
          email: 'This address already has a pending invitation. Resend it from the list instead.',
        });
      }
      return json(202, { status: 'invited' });
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite staff to Demo University' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Pick admin, staff or admissions')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Email address'), 'taken@example.com');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'staff');
    await userEvent.type(within(dialog).getByLabelText('Title (optional)'), '<b>x</b>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText('Title must be plain text (no HTML tags)')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Title (optional)'));
    await userEvent.type(within(dialog).getByLabelText('Title (optional)'), 'Assistant coach');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText('This address already has a pending invitation. Resend it from the list instead.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(within(dialog).getByLabelText('Email address'));
    await userEvent.type(within(dialog).getByLabelText('Email address'), 'New.Person@Example.com');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Show on the public page' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      email: 'new.person@example.com', role: 'staff', title: 'Assistant coach', isPublic: true,
    });
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
  });

  it('removes a member after confirming', async () => {
    const calls = stubStaff(staffResponse(true), (call, current) =>
      call.method === 'DELETE' && call.path === `${STAFF_URL}/u-cory`
        ? json(200, { ...current, members: current.members.filter((member) => member.userId !== 'u-cory') })
        : undefined,
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Cory Coach' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Cory Coach?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Cory Coach' })).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`${STAFF_URL}/u-cory`]);
  });

  it('shows the last-admin refusal when removing and keeps the member', async () => {
    stubStaff(staffResponse(true), (call) =>
      call.method === 'DELETE'
        ? apiError(409, 'conflict', 'A college needs at least one admin. Make someone else an admin first.', {
            userId: 'A college needs at least one admin. Make someone else an admin first.',
          })
        : undefined,
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Casey College' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('A college needs at least one admin. Make someone else an admin first.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Casey College' })).toBeInTheDocument();
  });

  it('shows a change at once, and rolls it back when the server refuses', async () => {
    let refuse: () => void = () => {};
    stubApi(meResponse(), (call) => {
      if (call.method === 'GET' && call.path === STAFF_URL) return json(200, staffResponse(true));
      if (call.method === 'PATCH') return new Promise<Response>((resolve) => (refuse = () => resolve(apiError(500, 'internal', 'Something went wrong'))));
      return undefined;
    });
    render();
    const cory = await screen.findByRole('listitem', { name: 'Cory Coach' });
    await userEvent.click(within(cory).getByRole('button', { name: /Make primary contact/ }));
    // Optimistic: Cory is the primary contact and Casey no longer is, before the server answers.
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Cory Coach' })).toHaveTextContent('Primary contact'));
    expect(screen.getByRole('listitem', { name: 'Casey College' })).not.toHaveTextContent('Primary contact');
    refuse();
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Casey College' })).toHaveTextContent('Primary contact'));
    expect(screen.getByRole('listitem', { name: 'Cory Coach' })).not.toHaveTextContent('Primary contact');
  });

  it('sends only what changed from the edit dialog', async () => {
    const calls = stubStaff(staffResponse(true), (call, current) =>
      call.method === 'PATCH'
        ? json(200, { ...current, members: current.members.map((member) => (member.userId === 'u-cory' ? { ...member, title: 'Head coach' } : member)) })
        : undefined,
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Cory Coach' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Cory Coach' });
    await userEvent.type(within(dialog).getByLabelText('Title (optional)'), 'Head coach');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body])).toEqual([[`${STAFF_URL}/u-cory`, { title: 'Head coach' }]]);
    expect(screen.getByRole('listitem', { name: 'Cory Coach' })).toHaveTextContent('Head coach');
  });

  it('resends and revokes invitations', async () => {
    const calls = stubStaff(staffResponse(true), (call, current) => {
      if (call.method === 'POST' && call.path.endsWith('/resend')) return json(200, current);
      if (call.method === 'DELETE' && call.path.includes('/invitations/')) {
        return json(200, { ...current, invitations: current.invitations.filter((invitation) => !call.path.endsWith(invitation.id)) });
      }
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend the invitation to late@example.com' }));
    expect(await screen.findByText('Invitation sent again')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke the invitation to new.coach@example.com' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'new.coach@example.com' })).toBeNull());
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST ${STAFF_URL}/invitations/44444444-4444-4444-8444-444444444444/resend`,
      `DELETE ${STAFF_URL}/invitations/33333333-3333-4333-8333-333333333333`,
    ]);
  });
});
