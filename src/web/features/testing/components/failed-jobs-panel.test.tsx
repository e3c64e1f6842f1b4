import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeadJob } from '#shared/contracts/jobs.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { apiError, json, stubFetch } from '#web/test/stub-fetch.ts';
import { FailedJobsPanel } from './failed-jobs-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const email: DeadJob = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'email-delivery',
  label: 'Email delivery',
  createdAt: '2026-12-01T10:00:00.000Z',
  failedAt: '2026-12-01T12:00:00.000Z',
  attempts: 9,
  lastError: 'Can\u2019t send mail: 451 4.3.0 try again later',
  email: { to: 'coach@example.com', subject: 'Reset your password' },
};
const digest: DeadJob = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'response-digests',
  label: 'Response digests',
  createdAt: '2026-12-01T09:05:00.000Z',
  failedAt: '2026-12-01T09:20:00.000Z',
  attempts: 1,
  lastError: 'connection terminated',
  email: null,
};

describe('FailedJobsPanel', () => {
  it('lists dead-lettered jobs with when, attempts, the last error, and an email’s recipient and subject', async () => {
    stubFetch((call) => (call.path === '/api/admin/jobs/dead' ? json(200, { jobs: [email, digest] }) : undefined));
    renderWithProviders(<FailedJobsPanel />);
    const list = await screen.findByRole('list', { name: 'Failed jobs' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Email delivery');
    expect(first).toHaveTextContent('To coach@example.com: Reset your password');
    expect(first).toHaveTextContent('after 9 attempts');
    expect(first).toHaveTextContent('Last error: Can’t send mail: 451 4.3.0 try again later');
    expect(second).toHaveTextContent('Response digests');
    expect(second).toHaveTextContent('after 1 attempt (queued');
    expect(second).not.toHaveTextContent('To ');
  });

  it('Retry sends the job back and the list drops it', async () => {
    const user = userEvent.setup();
    let jobs = [email, digest];
    const calls = stubFetch((call) => {
      if (call.path === '/api/admin/jobs/dead') return json(200, { jobs });
      if (call.path === `/api/admin/jobs/${email.id}/retry`) {
        jobs = [digest];
        return json(200, { jobs });
      }
      return undefined;
    });
    renderWithProviders(<FailedJobsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Retry Email delivery to coach@example.com' }));
    await vi.waitFor(() => expect(screen.queryByText('To coach@example.com: Reset your password')).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Failed jobs' })).getAllByRole('listitem')).toHaveLength(1);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/api/admin/jobs/${email.id}/retry`]);
  });

  it('shows the empty and error states', async () => {
    stubFetch((call) => (call.path === '/api/admin/jobs/dead' ? json(200, { jobs: [] }) : undefined));
    const first = renderWithProviders(<FailedJobsPanel />);
    expect(await screen.findByText('No failed jobs: every job ran or is still being retried.')).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    stubFetch(() => apiError(403, 'forbidden', 'Only platform admins can see and retry failed jobs.'));
    renderWithProviders(<FailedJobsPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only platform admins can see and retry failed jobs.');
  });
});
