import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountSession } from '#shared/contracts/sessions.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { ActiveSessions } from './active-sessions.tsx';

const here: AccountSession = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Firefox on Linux',
  ipAddress: '203.0.113.7',
  signedInAt: '2026-03-01T10:00:00.000Z',
  lastActiveAt: '2026-03-02T10:00:00.000Z',
  expiresAt: '2026-03-09T10:00:00.000Z',
  isCurrent: true,
};
const phone: AccountSession = {
  ...here,
  id: '22222222-2222-4222-8222-222222222222',
  device: 'Safari on iPhone',
  ipAddress: '198.51.100.4',
  isCurrent: false,
};

let listed: AccountSession[];
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  listed = [here, phone];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'DELETE') {
      listed = listed.filter((session) => !url.endsWith(session.id));
      return new Response(JSON.stringify({ revoked: 1 }), { status: 200 });
    }
    if (init?.method === 'POST') {
      const revoked = listed.filter((session) => !session.isCurrent).length;
      listed = listed.filter((session) => session.isCurrent);
      return new Response(JSON.stringify({ revoked }), { status: 200 });
    }
    return new Response(JSON.stringify({ sessions: listed }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === method);

describe('ActiveSessions (issue 10.10)', () => {
  it('lists each session with its device and address; this device is marked and has no sign-out button', async () => {
    renderWithProviders(<ActiveSessions />);
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(items[0]!).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByText('Safari on iPhone')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/^Signed in /)).toBeInTheDocument();
    expect(within(items[1]!).getByText(/^Last active /)).toBeInTheDocument();
  });

  it('signs one other session out', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ActiveSessions />);
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iPhone' }));
    expect(calls('DELETE').map(([url]) => url)).toEqual([`/api/account/sessions/${phone.id}`]);
    expect(await screen.findByText('You are not signed in anywhere else.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('signs out of all other sessions', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ActiveSessions />);
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }));
    expect(calls('POST').map(([url]) => url)).toEqual(['/api/account/sessions/revoke-others']);
    expect(await screen.findByText('You are not signed in anywhere else.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify({ error: { code: 'internal', message: 'Database away' } }), { status: 500 }));
    const user = userEvent.setup();
    renderWithProviders(<ActiveSessions />);
    expect(await screen.findByText(/Could not load your sessions/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Active sessions' })).toBeInTheDocument();
  });
});
